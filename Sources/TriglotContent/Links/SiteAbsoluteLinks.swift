import TriglotModel

/// Site-absolute links as real projects write them (`/api/application#app-mount`,
/// `/en-US/docs/Web/API/Node`): under `links.root` (with `{locale}` standing for any spelling
/// of a language) a link names a page of this folder, found as `path.md` or `path/index.md`;
/// any other such link leads to `links.base` when one is set, and stays as written otherwise.
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
        languages = LanguageSegments(configuration: content.configuration)
        dropsLeadingLocale = content.configuration.layout == .root && !(rules.root ?? "").contains("{locale}")
        hasRules = rules.root != nil || rules.base != nil
    }

    package let hasRules: Bool

    package enum Target: Equatable {
        /// A page here: its path and the fragment, if any.
        case page(String, fragment: String?)
        /// Elsewhere: the absolute address.
        case external(String)
    }

    package func target(of link: String) -> Target? {
        guard hasRules, link.hasPrefix("/"), !link.hasPrefix("//") else { return nil }
        if let page = page(for: link) { return page }
        return base.map { .external($0 + link) }
    }

    private func page(for link: String) -> Target? {
        guard let rootParts else { return nil }
        var (path, fragment) = (link, String?.none)
        if let hash = link.firstIndex(of: "#") {
            fragment = String(link[link.index(after: hash)...])
            path = String(link[..<hash])
        }
        if let query = path.firstIndex(of: "?") { path = String(path[..<query]) }
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
        let candidates = rest.isEmpty ? ["index.md"] : [rest + ".md", rest + "/index.md"]
        for candidate in candidates {
            if let found = pages[ignoreCase ? candidate.lowercased() : candidate] { return .page(found, fragment: fragment) }
        }
        return nil
    }
}
