import Foundation
import TriglotModel

/// Whether a translated link leads where the English one does. Translations point readers at
/// the localised copy of the same page (`/en-US/docs/x` → `/ja/docs/x`, `en.wikipedia.org` →
/// `ja.wikipedia.org`), at a heading's translated anchor, or drop a `.html` the site adds
/// anyway; `checks.allow` in site.yml switches each of these off.
public struct LinkComparison: Sendable {
    let equivalence: LinkEquivalence
    let allowances: SiteConfiguration.Allowances

    public init(equivalence: LinkEquivalence, allowances: SiteConfiguration.Allowances) {
        self.equivalence = equivalence
        self.allowances = allowances
    }

    /// What a destination is compared by.
    public func key(_ destination: String) -> String {
        var key = equivalence.key(destination)
        if allowances.localeSegments { key = Self.withoutLocaleSuffixes(Self.withoutLocales(key)) }
        return Self.withoutPageSuffix(Self.withoutTrackingParameters(Self.secure(key)))
    }

    /// `http://` as `https://`: a site that moved to HTTPS answers at both, and the English
    /// updated to the new scheme (`http://momentjs.com/` → `https://momentjs.com/`) leaves the
    /// translation's link leading to the same page.
    static func secure(_ key: String) -> String {
        key.hasPrefix("http://") ? "https://" + key.dropFirst("http://".count) : key
    }

    /// Without `utm_…` query parameters: they tell the linked site where a reader came from,
    /// not where the link leads (`?utm_source=docs&utm_campaign=astro`).
    static func withoutTrackingParameters(_ key: String) -> String {
        guard key.contains("utm_"), let question = key.firstIndex(of: "?") else { return key }
        let fragmentStart = key[question...].firstIndex(of: "#") ?? key.endIndex
        let kept = key[key.index(after: question) ..< fragmentStart].split(separator: "&").filter { !$0.hasPrefix("utm_") }
        return String(key[..<question]) + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&")) + key[fragmentStart...]
    }

    /// Whether the translated destination leads where the English one does.
    public func same(_ english: String, _ translation: String) -> Bool {
        let (left, right) = (key(english), key(translation))
        if left == right { return true }
        guard allowances.localisedAnchors else { return false }
        // The same page, with the anchor of its translated heading.
        let (leftPage, leftFragment) = Self.split(left)
        let (rightPage, rightFragment) = Self.split(right)
        guard leftPage == rightPage, let rightFragment, leftFragment != nil else { return false }
        return rightFragment.contains("%") || rightFragment.unicodeScalars.contains { !$0.isASCII }
    }

    /// Whether a translated destination is a localised site's copy of some page: a locale in its
    /// host or path. Such a link stands in for the English link it replaces.
    public func isLocalised(_ destination: String) -> Bool {
        guard allowances.localeSegments, let url = URL(string: destination), let host = url.host else { return false }
        if let first = host.split(separator: ".").first, host.split(separator: ".").count > 2, Self.isLocale(String(first)) { return true }
        return url.path.split(separator: "/").contains { Self.isLocale(String($0)) && !$0.lowercased().hasPrefix("en") }
    }

    static func split(_ key: String) -> (String, String?) {
        guard let hash = key.firstIndex(of: "#") else { return (key, nil) }
        return (String(key[..<hash]), String(key[key.index(after: hash)...]))
    }

    /// `https://en.wikipedia.org/wiki/X` with its locale as `{locale}`, and
    /// `https://developer.mozilla.org/en-US/docs/X` without it; a site path's locale as `{locale}`.
    static func withoutLocales(_ key: String) -> String {
        if key.hasPrefix("/"), !key.hasPrefix("//") {
            let parts = key.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
            if parts.count == 3, isLocale(String(parts[1])) { return "/{locale}/" + parts[2] }
            return key
        }
        guard let schemeEnd = schemeSeparator(in: key) else { return key }
        let rest = key[schemeEnd.upperBound...]
        let hostEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? rest.endIndex
        var hostLabels = rest[..<hostEnd].split(separator: ".").map(String.init)
        if hostLabels.count > 2, isLocale(hostLabels[0]) { hostLabels[0] = "{locale}" }
        let pathEnd = rest[hostEnd...].firstIndex(where: { $0 == "?" || $0 == "#" }) ?? rest.endIndex
        // Dropped, not a placeholder: such sites send `/docs/X` to the reader's own locale, and
        // translators write it so (MDN's `developer.mozilla.org/docs/…` for `/en-US/docs/…`).
        let path = rest[hostEnd ..< pathEnd].split(separator: "/", omittingEmptySubsequences: false).filter { !isLocale(String($0)) }.map(String.init)
        return String(key[..<schemeEnd.upperBound]) + hostLabels.joined(separator: ".") + path.joined(separator: "/") + rest[pathEnd...]
    }

    /// Path segments named for a page's language after a hyphen, as dumi publishes a Chinese
    /// page (`/components/button-cn`, `/components/button-zh-cn`), without it.
    static func withoutLocaleSuffixes(_ key: String) -> String {
        guard key.contains("-") else { return key }
        let end = key.firstIndex(where: { $0 == "?" || $0 == "#" }) ?? key.endIndex
        let pathStart = schemeSeparator(in: key).map { key[$0.upperBound...].firstIndex(of: "/") ?? end } ?? key.startIndex
        guard pathStart < end else { return key }
        let segments = key[pathStart ..< end].split(separator: "/", omittingEmptySubsequences: false).map { segment -> Substring in
            let labels = segment.split(separator: "-", omittingEmptySubsequences: false)
            guard labels.count >= 2 else { return segment }
            for count in [2, 1] where labels.count > count && isLocale(labels.suffix(count).joined(separator: "-")) {
                let base = labels.dropLast(count).joined(separator: "-")
                if base.count >= 2 { return Substring(base) }
            }
            return segment
        }
        return String(key[..<pathStart]) + segments.joined(separator: "/") + key[end...]
    }

    /// Where the first `://` is. Every link of every block is read here: Foundation's
    /// `range(of:)` bridged each one to an NSString to search it.
    static func schemeSeparator(in key: String) -> Range<String.Index>? {
        var start = key.startIndex
        while let colon = key[start...].firstIndex(of: ":") {
            if key[colon...].hasPrefix("://") { return colon ..< key.index(colon, offsetBy: 3) }
            start = key.index(after: colon)
        }
        return nil
    }

    /// `guide/x.html#y`, `guide/x.md#y`, `guide/x.mdx#y` and `guide/x/#y` are `guide/x#y`:
    /// sites write any, and generators serve a page with or without its trailing slash.
    static func withoutPageSuffix(_ key: String) -> String {
        let fragmentStart = key.firstIndex(where: { $0 == "#" || $0 == "?" }) ?? key.endIndex
        var page = key[..<fragmentStart]
        for suffix in [".html", ".mdx", ".md"] where page.hasSuffix(suffix) && !page.hasSuffix("/" + suffix) {
            page = page.dropLast(suffix.count)
        }
        if page.count > 1, page.hasSuffix("/"), !page.hasSuffix("//"), !page.hasSuffix(":/") { page = page.dropLast() }
        return String(page + key[fragmentStart...])
    }

    /// A language tag as sites put it in paths and hosts: `en`, `en-US`, `zh_CN`, `zh-Hans`, `pt-br`.
    static func isLocale(_ text: String) -> Bool {
        let parts = text.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let language = parts.first, languageCodes.contains(String(language)), parts.count <= 2 else { return false }
        guard parts.count == 2 else { return true }
        return (2 ... 4).contains(parts[1].count) && parts[1].allSatisfy(\.isLetter)
    }

    /// ISO 639-1 codes of languages documentation sites are commonly translated into, and the
    /// region-only labels some use (`cn`, `jp`, `kr`, `tw`, `br`).
    static let languageCodes: Set<String> = [
        "en", "ja", "jp", "zh", "cn", "tw", "ko", "kr", "fr", "de", "es", "pt", "br", "ru", "it", "nl", "pl", "tr", "uk", "vi",
        "th", "ar", "he", "fa", "hi", "sv", "fi", "da", "nb", "cs", "hu", "ro", "el", "bg", "ms",
    ]
}
