import TriglotModel

/// Links that lead to the same page in every language compare equal: `/en-US/docs/Web/API/Node`
/// in English and `/ja/docs/Web/API/Node` in Japanese, as site.yml's languages spell themselves
/// (code, folder, aliases, and their region variants: `LanguageSegments`) and, with
/// `links: ignoreCase`, whatever the case of the path.
public struct LinkEquivalence: Sendable {
    private let languages: LanguageSegments
    private let ignoreCase: Bool
    /// `links.base` (`https://example.org`): absolute links to it are site-absolute links.
    private let base: String?

    /// In the root layout, a translation's site-absolute links begin with its locale and the
    /// source's with none (`/zh/guide/intro`, `/guide/intro`): the locale is left out of the key.
    private let dropsLeadingLocale: Bool

    public init(configuration: SiteConfiguration) {
        languages = LanguageSegments(configuration: configuration)
        ignoreCase = configuration.links.ignoreCase
        base = configuration.links.base
        dropsLeadingLocale = configuration.layout == .root && !(configuration.links.root ?? "").contains("{locale}")
    }

    /// What a destination is compared by: its language segment as `{locale}`, and a link to the
    /// site's own address as the site-absolute link it is (`https://example.org/download` is
    /// `/download`: a translator may write either).
    public func key(_ destination: String) -> String {
        var path = Substring(destination)
        if let base, destination.hasPrefix(base + "/") {
            path = path.dropFirst(base.count)
        }
        guard path.hasPrefix("/"), !path.hasPrefix("//") else { return destination }
        let fragmentStart = path.firstIndex(where: { $0 == "#" || $0 == "?" }) ?? path.endIndex
        var segments = path[..<fragmentStart].split(separator: "/", omittingEmptySubsequences: false)
        if dropsLeadingLocale, segments.count > 2, languages.contains(segments[1]) { segments.remove(at: 1) }
        let parts = segments.map { part -> String in
            languages.contains(part) ? "{locale}" : (ignoreCase ? part.lowercased() : String(part))
        }
        return parts.joined(separator: "/") + path[fragmentStart...]
    }
}
