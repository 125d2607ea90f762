import TriglotModel

/// How the source pages link to each other site-absolutely (`/api/x`, `/en-US/docs/x`): the
/// prefix init writes as `links.root`, voted for by each such link that names a page.
extension ContentDetection {
    /// `](/path…)` link destinations.
    static func siteAbsoluteLinks(in text: String) -> [String] {
        var result: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "](/") {
            let after = rest[rest.index(before: start.upperBound)...]
            let end = after.firstIndex { $0 == ")" || $0 == " " || $0 == "\n" } ?? after.endIndex
            let link = String(after[..<end])
            if !link.hasPrefix("//") { result.append(link) }
            rest = after[end...]
        }
        return result
    }

    /// The prefix (`/api/`, `/{locale}/docs/`) whose removal makes `link` the path of a page here;
    /// `#ci` marks one found only when case is ignored.
    static func root(of link: String, pages: Set<String>, languages: LanguageSegments) -> String? {
        let path = String(link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
        let parts = path.split(separator: "/").map(String.init)
        let lowered = Set(pages.map { $0.lowercased() })
        for count in 0...min(2, max(parts.count - 1, 0)) {
            let rest = parts.dropFirst(count).joined(separator: "/")
            guard !rest.isEmpty else { continue }
            let candidates = [rest + ".md", rest + "/index.md"]
            let exact = candidates.contains { pages.contains($0) }
            let folded = candidates.contains { lowered.contains($0.lowercased()) }
            guard exact || folded else { continue }
            let prefix = parts.prefix(count).map { languages.contains($0) ? "{locale}" : $0 }
            let root = "/" + prefix.map { $0 + "/" }.joined()
            return exact ? root : root + "#ci"
        }
        return nil
    }
}
