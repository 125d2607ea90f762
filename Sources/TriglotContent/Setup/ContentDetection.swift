import Foundation
import TriglotModel

/// What `triglot init` finds in a docs tree it has never seen: where each language's pages are
/// (a folder per language, `page.ja.md` beside `page.md`, the source's pages at the top with a
/// folder per translation, or Docusaurus's docs/ and i18n/), which language is the source, the
/// site's title, and how its pages link to each other. Nothing is written here.
public struct ContentDetection: Sendable, Equatable {
    public struct FoundLanguage: Sendable, Equatable {
        public var code: String
        public var folder: String
        public var name: String
        public var pageCount: Int
    }

    public var layout: SiteConfiguration.Layout
    /// The source first.
    public var languages: [FoundLanguage]
    public var title: String?
    /// `links.root` when the pages link to each other site-absolutely (`/api/x`, `/en-US/docs/x`).
    public var linkRoot: String?
    public var linkRootIgnoresCase: Bool
    /// How many pages use `{{…}}` or `{%…%}` macros.
    public var pagesWithMacros: Int
    /// How many pages import code from a file on a line of its own, as VitePress writes it
    /// (`<<< @/snippets/init.js`): a directive, not a paragraph to translate.
    public var pagesImportingCode = 0
    /// How many pages `triglot import --symbol-graph` wrote (front matter `symbol:`).
    public var pagesFromSymbolGraph = 0
    /// A page file below a name starting with `_` (`_fragments/cta.mdx`), which Docusaurus and
    /// Astro read as a partial that pages import, not as a page; nil when there is none. Where
    /// Hugo's `_index.md` section pages say an underscore names a page, a file in a folder
    /// whose name starts with `_` and that is no section (Hugo sites keep `_includes/` so).
    public var partialExample: String?
    /// What `exclude:` leaves out for it: `_*`, or in a Hugo site `_*/`, folders only.
    public var partialPattern = "_*"
    /// How the site's generator makes heading ids, and how many headings' own ids said so
    /// (0 when a `.vitepress` folder or nothing did).
    /// In the suffix layout, whether the source's pages carry a suffix too (`index.en-US.md`).
    public var sourceSuffixed = false
    public var headingIDs = HeadingIDStyle.github
    public var headingIDVotes = 0
    /// The commit keywords of a Lunaria configuration here or above.
    public var lunaria: LunariaKeywords?
    /// Components the source pages show and their translations leave out (`checks.sourceOnly`),
    /// found once the pages are loaded.
    public var sourceOnly: [SourceOnlyComponent] = []
    /// The front matter key that titles the pages without one, found once the pages are loaded.
    public var titleKey: TitleKey?
    /// In a Docusaurus site with versioned docs, the version set up (nil: the current docs),
    /// and the other versions that have translations.
    public var docsVersion: String?
    public var otherDocsVersions: [DocsVersion] = []

    public struct SourceOnlyComponent: Sendable, Equatable {
        public var name: String
        /// Source pages showing it that have a translation, counted once per translation.
        public var pairs: Int
        /// Of those, the translations that show it too.
        public var kept: Int

        public init(name: String, pairs: Int, kept: Int) {
            self.name = name
            self.pairs = pairs
            self.kept = kept
        }
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// `docsVersion`: in a Docusaurus site, the version of its docs to set up (`3`, `current`).
    public static func detect(folder: String, docsVersion: String? = nil) throws -> ContentDetection {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw Failure(description: "\(folder): no such folder")
        }
        let top = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        var found: [FoundLanguage] = []
        for name in top {
            guard let code = LanguageTags.tag(forFolder: name),
                  manager.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let pages = FolderWalk.markdownFiles(in: folder + "/" + name, display: name).files.count
            if pages > 0, !found.contains(where: { $0.code == code }) {
                found.append(FoundLanguage(code: code, folder: name, name: LanguageTags.name(of: code), pageCount: pages))
            }
        }
        var layout = SiteConfiguration.Layout.folders
        var docusaurus = false
        var versions: (chosen: String?, others: [DocsVersion]) = (nil, [])
        if found.isEmpty, let docs = try Self.docusaurusDocs(folder: folder, requested: docsVersion) {
            found = docs.languages
            versions = (docs.version, docs.others)
            docusaurus = true
        } else if let docsVersion {
            throw Failure(description: "\(folder): --docs-version \(docsVersion) is for a Docusaurus site's versioned docs, and this is none")
        }
        var rootSource: FoundLanguage?
        var sourceSuffixed = false
        if !found.isEmpty, !docusaurus, let source = Self.rootSource(folder: folder, translations: found) {
            rootSource = source
            layout = .root
        } else if found.count < 2, let suffixed = suffixLanguages(folder: folder), suffixed.languages.count >= 2 {
            found = suffixed.languages
            layout = .suffix
            sourceSuffixed = suffixed.sourceSuffixed
        }
        guard !found.isEmpty else {
            // Projects often keep their pages one folder down (files/en-us, docs/ja): name it.
            let below = top.filter { name in
                ((try? manager.contentsOfDirectory(atPath: folder + "/" + name)) ?? []).contains { LanguageTags.tag(forFolder: $0) != nil }
            }
            let hint = below.isEmpty ? "run triglot init in the folder that holds them, or name it with --content"
                : "the language folders are in \(below.map { ContentLoader.display(folder, $0) + "/" }.joined(separator: ", ")): run triglot init --content \(ContentLoader.display(folder, below[0]))"
            throw Failure(description: "\(folder): found no language folders (such as en/, zh-cn/, ja/) and no pages named like page.ja.md; \(hint)")
        }
        // In the root layout the source is the top's, and in Docusaurus's the docs folder's,
        // whatever the counts. Otherwise see `sourceFirst`.
        // … and with unsuffixed pages beside suffixed ones, the unsuffixed pages'.
        let knownSource = rootSource ?? (docusaurus || (layout == .suffix && !sourceSuffixed) ? found.removeFirst() : nil)
        found = Self.sourceFirst(found)
        if let knownSource { found.insert(knownSource, at: 0) }
        var detection = ContentDetection(layout: layout, languages: found, title: nil, linkRoot: nil, linkRootIgnoresCase: false, pagesWithMacros: 0)
        detection.sourceSuffixed = sourceSuffixed
        (detection.docsVersion, detection.otherDocsVersions) = versions
        detection.readSourcePages(folder: folder)
        if docusaurus, let title = Self.docusaurusTitle(folder: folder) { detection.title = title }
        if let title = Self.generatorTitle(folder: folder) { detection.title = title }
        (detection.partialExample, detection.partialPattern) = Self.partials(folder: folder)
        (detection.headingIDs, detection.headingIDVotes) = Self.headingIDStyle(folder: folder)
        detection.lunaria = Self.lunariaKeywords(folder: folder)
        return detection
    }

    /// The languages, the likely source first: the one with the most pages, or English while it
    /// has at least three quarters of the most any language has. English is the usual source,
    /// and a translation often keeps pages its source has dropped (old migration guides) or
    /// adds its own, so a few more pages do not make a translation the source. Then the others
    /// by pages, English first in a tie.
    static func sourceFirst(_ languages: [FoundLanguage]) -> [FoundLanguage] {
        let english = { (language: FoundLanguage) in language.code.hasPrefix("en") ? 1 : 0 }
        var sorted = languages.sorted { ($0.pageCount, english($0), $1.code) > ($1.pageCount, english($1), $0.code) }
        let most = sorted.first?.pageCount ?? 0
        if let index = sorted.firstIndex(where: { english($0) == 1 }), index > 0, sorted[index].pageCount * 4 >= most * 3 {
            sorted.insert(sorted.remove(at: index), at: 0)
        }
        return sorted
    }

    static func partials(folder: String) -> (example: String?, pattern: String) {
        let files = FolderWalk.markdownFiles(in: folder, display: folder).files
        let underscored = files.filter { $0.split(separator: "/").contains { $0.hasPrefix("_") } }
        let isSectionPage = { (file: String) in file.split(separator: "/").last?.hasPrefix("_index.") == true }
        guard underscored.contains(where: isSectionPage) else { return (underscored.first, "_*") }
        // The folders Hugo makes sections of, by their `_index` pages.
        let sections = Set(underscored.filter(isSectionPage).map { $0.split(separator: "/").dropLast().joined(separator: "/") })
        let inPartialFolder = underscored.first { file in
            let folders = file.split(separator: "/").dropLast()
            return folders.indices.contains { folders[$0].hasPrefix("_") && !sections.contains(folders[...$0].joined(separator: "/")) }
        }
        return (inPartialFolder, "_*/")
    }

    /// In the suffix layout: `a.md` is the source's, `a.ja.md` Japanese; or every page has its
    /// language's suffix (`index.en-US.md`, `index.zh-CN.md`), and the source is found as in folders.
    private static func suffixLanguages(folder: String) -> (languages: [FoundLanguage], sourceSuffixed: Bool)? {
        let files = FolderWalk.markdownFiles(in: folder, display: folder).files
        var counts: [String: Int] = [:]
        var unsuffixed = 0
        for file in files {
            let name = PageFileName.pagePath(ofFile: String(file.split(separator: "/").last ?? "")).dropLast(3)
            if let dot = name.lastIndex(of: "."), LanguageTags.tag(forFolder: String(name[name.index(after: dot)...])) != nil {
                counts[String(name[name.index(after: dot)...]), default: 0] += 1
            } else {
                unsuffixed += 1
            }
        }
        if unsuffixed == 0, counts.count >= 2 {
            let languages = counts.sorted(by: { $0.key < $1.key }).compactMap { suffix, count in
                LanguageTags.tag(forFolder: suffix).map { FoundLanguage(code: $0, folder: suffix, name: LanguageTags.name(of: $0), pageCount: count) }
            }
            return (languages, true)
        }
        guard !counts.isEmpty, unsuffixed > 0 else { return nil }
        // The unsuffixed pages are in the source language, which the files do not name: English
        // unless a suffix says otherwise.
        var result = [FoundLanguage(code: counts["en"] == nil ? "en" : "und", folder: "", name: "English", pageCount: unsuffixed)]
        for (suffix, count) in counts.sorted(by: { $0.key < $1.key }) {
            guard let code = LanguageTags.tag(forFolder: suffix) else { continue }
            result.append(FoundLanguage(code: code, folder: suffix, name: LanguageTags.name(of: code), pageCount: count))
        }
        if result[0].code == "und" { return nil }
        result[0].folder = result[0].code
        return (result, false)
    }

    /// The title, the macros and the link root, from the source pages.
    private mutating func readSourcePages(folder: String) {
        let source = languages[0]
        var configuration = SiteConfiguration(defaultLanguage: source.code,
                                              languages: languages.map { .init(code: $0.code, name: $0.name, folder: $0.folder) }, layout: layout)
        configuration.sourceSuffixed = sourceSuffixed
        let sourceFolder = layout == .folders ? folder + "/" + source.folder : folder
        let paths = FolderWalk.markdownFiles(in: sourceFolder, display: source.folder).files.filter { file in
            switch layout {
            case .folders: return true
            case .suffix: return configuration.page(ofSuffixedFile: file).language.code == source.code
            case .root:
                return configuration.place(ofFile: file)?.language.code == source.code
                    && (!file.contains("/") || !ContentLoader.ownFiles.contains(String(file.prefix { $0 != "/" })))
            }
        }
        let pages = Set(paths.map(PageFileName.pagePath(ofFile:)))
        var rootVotes: [String: Int] = [:]
        // The titles of the top folders' index pages: the site's title when there is one such
        // folder and it holds most pages (the docs in `guide/`), one part's among others when
        // there are several (React's reference: `react/`, `react-dom/`, `eslint-plugin-react-hooks/`)
        // or it is one part (Astro's `recipes/`, 40 of 420 pages).
        var folderTitles: [(folder: Substring, title: String)] = []
        let segments = LanguageSegments(configuration: configuration)
        for path in paths {
            guard let data = FileManager.default.contents(atPath: sourceFolder + "/" + path) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            if text.contains("{{") || text.contains("{%") { pagesWithMacros += 1 }
            if Self.importsCode(text) { pagesImportingCode += 1 }
            if text.hasPrefix("---\n"), let end = text.range(of: "\n---\n"), text[..<end.lowerBound].contains("\nsymbol: ") {
                pagesFromSymbolGraph += 1
            }
            let page = PageFileName.pagePath(ofFile: path)
            // Hugo's home page is `_index.md`.
            if page == "index.md" || page == "_index.md" {
                if let found = Self.title(of: text) { title = found }
            } else if page.hasSuffix("/index.md"), !page.dropLast(9).contains("/"), let found = Self.title(of: text) {
                folderTitles.append((page.dropLast(9), found))
            }
            for link in Self.siteAbsoluteLinks(in: text) {
                if let root = Self.root(of: link, pages: pages, languages: segments) {
                    rootVotes[root, default: 0] += 1
                }
            }
        }
        if title == nil, folderTitles.count == 1,
           paths.count(where: { $0.hasPrefix(folderTitles[0].folder + "/") }) * 2 >= paths.count {
            title = folderTitles[0].title
        }
        if let best = rootVotes.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) {
            linkRoot = best.key.hasSuffix("#ci") ? String(best.key.dropLast(3)) : best.key
            linkRootIgnoresCase = best.key.hasSuffix("#ci")
        }
    }

    /// Whether a line of the text is VitePress's code import, `<<<` and a file.
    static func importsCode(_ text: String) -> Bool {
        text.contains("<<< ") && text.split(separator: "\n").contains { line in
            line.drop { $0 == " " }.hasPrefix("<<< ")
        }
    }

    /// The title in front matter, or the first `# ` heading.
    static func title(of text: String) -> String? {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(60) {
            if line.hasPrefix("title:") {
                return line.dropFirst(6).trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            }
            if line.hasPrefix("# ") {
                let heading = line.dropFirst(2)
                return String(heading.split(separator: "{").first ?? heading).trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }
}
