import TriglotModel

/// Site-absolute links as real projects write them (`/api/application#app-mount`,
/// `/en-US/docs/Web/API/Node`): under `links.root` (with `{locale}` standing for any spelling
/// of a language) a link names a page of this folder, found as `path.md`, `path/index.md` or
/// Hugo's `path/_index.md`;
/// any other such link leads to `links.base` when one is set, and stays as written otherwise.
/// A page that gives itself an address in front matter (`permalink:` as Jekyll and Gatsby
/// write it, Hugo's `url:`, an absolute `slug:` in Docusaurus and Starlight) is found at it
/// too, with or without a language segment, a trailing slash or `.html`.
/// The site renders links by it, and the checks follow a translated link to its page with it.
package struct SiteAbsoluteLinks: Sendable {
    /// nil when site.yml names no root.
    private let rootParts: [String]?
    private let base: String?
    private let ignoreCase: Bool
    /// Page paths of the source language (every page has one), lowercased when case is ignored.
    private let pages: [String: String]
    private let languages: LanguageSegments
    /// In the root layout the source's links name no locale and a translation's begin with its
    /// own (`/guide/intro` and `/zh/guide/intro`, as VitePress and Starlight publish them).
    private let dropsLeadingLocale: Bool
    /// Front matter addresses of the source's pages, by `addressKey`.
    private let addresses: [String: String]
    static let addressKeys = ["permalink", "url", "slug"]

    package init(content: ContentSet) {
        let rules = content.configuration.links
        rootParts = rules.root.map { $0.split(separator: "/").map(String.init) }
        base = rules.base
        ignoreCase = rules.ignoreCase
        var pages: [String: String] = [:]
        for path in (content.pages[content.sourceLanguage] ?? [:]).keys {
            pages[rules.ignoreCase ? path.lowercased() : path] = path
        }
        self.pages = pages
        let languages = LanguageSegments(configuration: content.configuration)
        self.languages = languages
        dropsLeadingLocale = content.configuration.layout == .root && !(rules.root ?? "").contains("{locale}")
        var addresses: [String: String] = [:]
        for (path, page) in content.pages[content.sourceLanguage] ?? [:] {
            for key in Self.addressKeys {
                guard let address = page.page.frontMatter.values[key], address.hasPrefix("/"), !address.hasPrefix("//") else { continue }
                addresses[Self.addressKey(address, languages: languages, ignoreCase: rules.ignoreCase)] = path
            }
        }
        self.addresses = addresses
        hasRules = rules.root != nil || rules.base != nil || !addresses.isEmpty
    }

    /// An address's path segments without language segments, `.html` or a trailing slash.
    static func addressKey(_ address: String, languages: LanguageSegments, ignoreCase: Bool) -> String {
        var parts = address.split(separator: "/").filter { !languages.contains($0) }.map(String.init)
        if let last = parts.last, last.hasSuffix(".html") { parts[parts.count - 1] = String(last.dropLast(5)) }
        let key = parts.joined(separator: "/")
        return ignoreCase ? key.lowercased() : key
    }

    package let hasRules: Bool

    package enum Target: Equatable {
        /// A page here: its path and the fragment, if any.
        case page(String, fragment: String?)
        /// Elsewhere: the absolute address.
        case external(String)
    }

    package func target(of link: String) -> Target? {
        guard link.hasPrefix("/"), !link.hasPrefix("//") else { return nil }
        if let file = pageFile(link) { return file }
        guard hasRules else { return nil }
        if let page = page(for: link) { return page }
        return base.map { .external($0 + link) }
    }

    /// A link to a page's file from the top of the docs (`/topics/plugins.md#x`): Docusaurus
    /// and VitePress read it against the docs folder, whatever address the site is served at.
    private func pageFile(_ link: String) -> Target? {
        let (path, fragment) = Self.pathAndFragment(of: link)
        guard PageFileName.isPage(path) else { return nil }
        let file = PageFileName.pagePath(ofFile: String(path.dropFirst()))
        return pages[ignoreCase ? file.lowercased() : file].map { .page($0, fragment: fragment) }
    }

    /// The path before any `?`, and the fragment after the first `#`.
    private static func pathAndFragment(of link: String) -> (path: String, fragment: String?) {
        var (path, fragment) = (link, String?.none)
        if let hash = link.firstIndex(of: "#") {
            fragment = String(link[link.index(after: hash)...])
            path = String(link[..<hash])
        }
        if let query = path.firstIndex(of: "?") { path = String(path[..<query]) }
        return (path, fragment)
    }

    private func page(for link: String) -> Target? {
        let (path, fragment) = Self.pathAndFragment(of: link)
        if !addresses.isEmpty, let found = addresses[Self.addressKey(path, languages: languages, ignoreCase: ignoreCase)] {
            return .page(found, fragment: fragment)
        }
        guard let rootParts else { return nil }
        var parts = path.split(separator: "/").map(String.init)
        if dropsLeadingLocale, let first = parts.first, languages.contains(first) { parts.removeFirst() }
        for rootPart in rootParts {
            guard let first = parts.first else { return nil }
            let matches = rootPart == "{locale}" ? languages.contains(first) : first == rootPart
            guard matches else { return nil }
            parts.removeFirst()
        }
        var rest = parts.joined(separator: "/")
        if rest.hasSuffix(".html") { rest = String(rest.dropLast(5)) }
        if rest.hasSuffix(".md") { rest = String(rest.dropLast(3)) }
        if rest.hasSuffix(".mdx") { rest = String(rest.dropLast(4)) }
        let candidates = rest.isEmpty ? PageFileName.folderPages(of: "") : PageFileName.extensionlessPages(of: rest)
        for candidate in candidates {
            if let found = pages[ignoreCase ? candidate.lowercased() : candidate] { return .page(found, fragment: fragment) }
        }
        return nil
    }
}
