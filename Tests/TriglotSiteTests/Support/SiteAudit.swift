import Foundation
import TriglotContent
import TriglotModel
@testable import TriglotSite
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Checks a rendered site as a crawler would: every link and anchor, every page's languages and
/// alternates, the sitemap, and that no page carries a script or handler it should not.
/// Each function returns the problems it found, one readable line each (empty when all is well).
struct SiteAudit {
    let built: SiteFixture.Built

    var site: RenderedSite { built.site }
    var content: ContentSet { built.content }
    var baseURL: String? {
        (built.options.baseURL ?? content.configuration.baseURL).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    }
    var htmlPaths: [String] { site.sortedPaths.filter { $0.hasSuffix(".html") } }

    /// Tags of every HTML file, scanned once.
    private let tagsByFile: [String: [HTMLTag]]

    init(_ built: SiteFixture.Built) {
        self.built = built
        var tags: [String: [HTMLTag]] = [:]
        for path in built.site.files.keys where path.hasSuffix(".html") {
            tags[path] = HTMLScanner.tags(in: built.site.text(path))
        }
        tagsByFile = tags
    }

    func tags(_ path: String) -> [HTMLTag] { tagsByFile[path] ?? [] }

    func ids(_ path: String) -> Set<String> { Set(tags(path).compactMap { $0.value("id") }) }

    // MARK: Addresses

    /// Where a reference written in the file at `from` leads in the site: a site path and a
    /// fragment, nil for addresses outside the site. `.some(nil)` marks a reference that should
    /// lead into the site but cannot (it climbs above the root).
    func target(of reference: String, from: String) -> (path: String, fragment: String?)?? {
        var reference = reference
        if let baseURL, reference.hasPrefix(baseURL) {
            reference = "/" + reference.dropFirst(baseURL.count)
        }
        if reference.hasPrefix("//") || reference.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression) != nil { return nil }
        var fragment: String?
        if let hash = reference.firstIndex(of: "#") {
            fragment = String(reference[reference.index(after: hash)...]).removingPercentEncoding
            reference = String(reference[..<hash])
        }
        if let question = reference.firstIndex(of: "?") { reference = String(reference[..<question]) }
        if reference.isEmpty { return .some((from, fragment)) }
        var parts: [String] = reference.hasPrefix("/") ? [] : from.split(separator: "/").dropLast().map(String.init)
        for part in reference.split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case "", ".": continue
            case "..":
                guard !parts.isEmpty else { return .some(nil) }
                parts.removeLast()
            default: parts.append(part.removingPercentEncoding ?? String(part))
            }
        }
        var path = parts.joined(separator: "/")
        if reference.hasSuffix("/") || path.isEmpty { path += path.isEmpty ? "index.html" : "/index.html" }
        return .some((path, fragment))
    }

    /// The site path an absolute or relative reference names (no fragment), or nil.
    func sitePath(of reference: String, from: String) -> String? {
        if case .some(.some(let found)) = target(of: reference, from: from) { return found.path }
        return nil
    }

    // MARK: Checks

    /// Every relative or same-site `href`, `src`, form `action` and search `data-index` resolves to
    /// a file of the site, and every `#fragment` to an id in that file.
    func brokenLinks(ignoringPrefixes ignored: [String] = []) -> [String] {
        var problems: [String] = []
        for path in htmlPaths {
            for tag in tags(path) {
                for attribute in ["href", "src", "action", "data-index"] {
                    guard let value = tag.value(attribute) else { continue }
                    if ignored.contains(where: value.hasPrefix) { continue }
                    if value.isEmpty {
                        problems.append("\(path): <\(tag.name) \(attribute)=\"\"> is empty")
                        continue
                    }
                    switch target(of: value, from: path) {
                    case .none:
                        continue
                    case .some(.none):
                        problems.append("\(path): \(attribute)=\"\(value)\" climbs above the site root")
                    case .some(.some(let found)):
                        guard site.files[found.path] != nil else {
                            problems.append("\(path): \(attribute)=\"\(value)\" → \(found.path), which the site does not have")
                            continue
                        }
                        if let fragment = found.fragment, !fragment.isEmpty, !ids(found.path).contains(fragment) {
                            problems.append("\(path): \(attribute)=\"\(value)\" → no id \"\(fragment)\" in \(found.path)")
                        }
                    }
                }
            }
        }
        return problems + brokenIDReferences()
    }

    /// `for`, `aria-labelledby` and `aria-describedby` name ids of the same page.
    func brokenIDReferences() -> [String] {
        var problems: [String] = []
        for path in htmlPaths {
            let ids = self.ids(path)
            for tag in tags(path) {
                for attribute in ["for", "aria-labelledby", "aria-describedby"] {
                    for id in (tag.value(attribute) ?? "").split(separator: " ") where !ids.contains(String(id)) {
                        problems.append("\(path): <\(tag.name) \(attribute)=\"\(id)\"> names no id of the page")
                    }
                }
            }
        }
        return problems
    }

    /// Every id in a file is unique (an anchor must name one place).
    func duplicateIDs() -> [String] {
        htmlPaths.flatMap { path -> [String] in
            let counts = Dictionary(grouping: tags(path).compactMap { $0.value("id") }, by: { $0 })
            return counts.filter { $0.value.count > 1 }.keys.sorted().map { "\(path): id \"\($0)\" appears \(counts[$0]!.count) times" }
        }
    }

    /// The language a site path is in, from its folder.
    func language(of sitePath: String) -> Language? {
        let folder = sitePath.split(separator: "/").first.map(String.init)
        return content.languages.first { $0.urlSegment == folder }
    }

    /// Every page path a language has an output page for (its own pages and English fallbacks).
    func expectedPages(in language: Language) -> [String] {
        let own = Set((content.pages[language] ?? [:]).keys)
        let english = Set((content.pages[content.sourceLanguage] ?? [:]).keys)
        return own.union(english).subtracting(["index.md"]).sorted()
    }

    func languagesHaving(_ path: String) -> [Language] {
        content.languages.filter { content.page(path, in: $0) != nil }
    }

    /// `<html lang>` matches the folder; the article is in the folder's language, or English on a
    /// fallback page; a translated page lists an alternate for each language that has it and
    /// x-default; a fallback page lists none and names the English page as canonical.
    func languageProblems() -> [String] {
        var problems: [String] = []
        for language in content.languages {
            var expected: [(path: String, sitePath: String)] = expectedPages(in: language).map { ($0, SiteLayout.outputPath(of: $0, in: language)) }
            expected.append(("index.md", language.urlSegment + "/index.html"))
            for (path, sitePath) in expected {
                guard site.files[sitePath] != nil else {
                    problems.append("\(sitePath): missing")
                    continue
                }
                let tags = self.tags(sitePath)
                let htmlLang = tags.first { $0.name == "html" }?.value("lang")
                if htmlLang != language.code { problems.append("\(sitePath): <html lang=\"\(htmlLang ?? "")\">, expected \(language.code)") }
                let isIndex = path == "index.md"
                // A page shown in English because the language has none of its own; a language's
                // home page is its own page even then (its list of pages is in its language).
                let showsEnglish = content.page(path, in: language) == nil && content.page(path, in: content.sourceLanguage) != nil
                let isFallback = showsEnglish && !isIndex
                let articleLang = tags.first { $0.name == "article" }?.value("lang")
                let expectedArticle = showsEnglish ? content.sourceLanguage.code : language.code
                if articleLang != expectedArticle {
                    problems.append("\(sitePath): <article lang=\"\(articleLang ?? "")\">, expected \(expectedArticle)")
                }
                var alternates: [String: String] = [:]
                for tag in tags where tag.name == "link" && tag.value("rel") == "alternate" {
                    let hreflang = tag.value("hreflang") ?? ""
                    if alternates[hreflang] != nil { problems.append("\(sitePath): two alternates for \(hreflang)") }
                    alternates[hreflang] = tag.value("href").flatMap { self.sitePath(of: $0, from: sitePath) } ?? "(outside the site)"
                }
                var wanted: [String: String] = [:]
                let having = isIndex ? content.languages : languagesHaving(path)
                if !isFallback {
                    for other in having { wanted[other.code] = SiteLayout.outputPath(of: path, in: other) }
                    if having.contains(content.sourceLanguage) {
                        wanted["x-default"] = SiteLayout.outputPath(of: path, in: content.sourceLanguage)
                    }
                }
                if alternates != wanted {
                    problems.append("\(sitePath): alternates \(alternates.sorted { $0.key < $1.key }), expected \(wanted.sorted { $0.key < $1.key })")
                }
                let canonical = tags.first { $0.name == "link" && $0.value("rel") == "canonical" }?.value("href")
                if baseURL != nil {
                    let canonicalPath = canonical.flatMap { self.sitePath(of: $0, from: sitePath) }
                    let wantedCanonical = isFallback ? SiteLayout.outputPath(of: path, in: content.sourceLanguage) : sitePath
                    if canonicalPath != wantedCanonical {
                        problems.append("\(sitePath): canonical \(canonical ?? "none"), expected \(wantedCanonical)")
                    }
                }
                if showsEnglish, !site.text(sitePath).contains("banner-fallback") {
                    problems.append("\(sitePath): a fallback page without the fallback banner")
                }
            }
        }
        return problems
    }

    /// The sitemap lists each page a language has of its own, exactly once, with an alternate for
    /// every language that has it and x-default; it lists no fallback page.
    func sitemapProblems() -> [String] {
        let reader = SitemapReader()
        guard let bytes = site.files["sitemap.xml"] else { return ["sitemap.xml: missing"] }
        let parser = XMLParser(data: Data(bytes))
        parser.shouldProcessNamespaces = true
        parser.delegate = reader
        guard parser.parse() else { return ["sitemap.xml: not well-formed XML (\(parser.parserError.map { "\($0)" } ?? "?"))"] }
        var problems: [String] = []
        var listed: [String: [String: String]] = [:]
        for entry in reader.entries {
            guard let path = sitePath(of: entry.loc, from: "sitemap.xml") else {
                problems.append("sitemap.xml: <loc>\(entry.loc)</loc> is not an address in the site")
                continue
            }
            if listed[path] != nil { problems.append("sitemap.xml: \(path) listed twice") }
            var alternates: [String: String] = [:]
            for (hreflang, href) in entry.alternates { alternates[hreflang] = sitePath(of: href, from: "sitemap.xml") ?? href }
            listed[path] = alternates
            if site.files[path] == nil { problems.append("sitemap.xml: lists \(path), which the site does not have") }
        }
        var paths = content.allPaths
        if !paths.contains("index.md") { paths.insert("index.md", at: 0) }
        var wanted: [String: [String: String]] = [:]
        for path in paths {
            let having = path == "index.md" && content.allPaths.contains("index.md") == false ? content.languages : languagesHaving(path)
            var alternates: [String: String] = [:]
            for language in having { alternates[language.code] = SiteLayout.outputPath(of: path, in: language) }
            if having.contains(content.sourceLanguage) { alternates["x-default"] = SiteLayout.outputPath(of: path, in: content.sourceLanguage) }
            for language in having { wanted[SiteLayout.outputPath(of: path, in: language)] = alternates }
        }
        for path in Set(wanted.keys).union(listed.keys).sorted() {
            switch (wanted[path], listed[path]) {
            case (.some, .none): problems.append("sitemap.xml: does not list \(path)")
            case (.none, .some): problems.append("sitemap.xml: lists \(path), which is no page of its language (a fallback?)")
            case (.some(let want), .some(let have)) where want != have:
                problems.append("sitemap.xml: \(path) has alternates \(have.sorted { $0.key < $1.key }), expected \(want.sorted { $0.key < $1.key })")
            default: break
            }
        }
        return problems
    }

    /// No script but the site's own, no
    /// `javascript:` anywhere, no `on…=` event-handler attribute on any element.
    func scriptProblems() -> [String] {
        var problems: [String] = []
        for path in htmlPaths {
            let text = site.text(path)
            let tags = self.tags(path)
            var allowed = 0
            for tag in tags where tag.name == "script" {
                let source = tag.value("src") ?? ""
                let isOwn = sitePath(of: source, from: path) == "assets/triglot.js"
                if isOwn { allowed += 1 } else { problems.append("\(path): a script that is not the site's own: src=\"\(source)\"") }
            }
            let scriptOpenings = text.lowercased().components(separatedBy: "<script").count - 1
            if scriptOpenings != allowed { problems.append("\(path): \(scriptOpenings) \"<script\" in the bytes, \(allowed) allowed script elements") }
            for tag in tags {
                for attribute in tag.attributes where attribute.name.hasPrefix("on") {
                    problems.append("\(path): <\(tag.name) \(attribute.name)=…> is an event handler")
                }
                for attribute in tag.attributes {
                    let value = (attribute.value ?? "").lowercased().filter { !$0.isWhitespace && !$0.isNewline }
                    if value.contains("javascript:") || value.contains("vbscript:") {
                        problems.append("\(path): <\(tag.name) \(attribute.name)=\"\(attribute.value ?? "")\"> runs script")
                    }
                }
            }
        }
        for path in site.sortedPaths where path.hasSuffix(".html") || path.hasSuffix(".xml") || path.hasSuffix("search-index.js") {
            if site.text(path).lowercased().contains("javascript:") { problems.append("\(path): contains \"javascript:\"") }
        }
        return problems
    }
}
