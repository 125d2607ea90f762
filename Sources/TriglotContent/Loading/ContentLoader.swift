import Foundation
import TriglotLowLevel
import TriglotMarkup
import TriglotModel
import Yams

/// Loads a content folder: `site.yml`, `glossary.yml`, `<language>/**/*.md`, `scenarios/*.json`.
/// Pages are read and parsed in parallel. Only I/O and configuration problems throw; problems
/// in pages are diagnostics.
public enum ContentLoader {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Which pages' parses (flat tree and source, two thirds of a loaded page) a load keeps.
    public enum KeptParses: Sendable, Equatable {
        /// Every page's: for a run a later one builds on, or one that changes files.
        case all
        /// None: each page keeps its outline alone (`LoadedPage.withoutParse`), dropped as soon as
        /// it is read, for a run that reads pages again where it needs them (`ContentSet.withParse`).
        case none
        /// Every page's while the pages come to at most `pageBytes` bytes, as the folder walk
        /// counts them; none above.
        case allUpTo(pageBytes: Int)

        /// What a run made once (`triglot build`, `triglot check`) keeps: a site of up to 32 MiB
        /// of Markdown is held whole, about 16 bytes of memory for each byte of it (some 500 MiB),
        /// and read once; a larger one is read again batch by batch to keep its memory down.
        public static let forOneRun = KeptParses.allUpTo(pageBytes: 32 << 20)

        func keepsParses(ofPageBytes bytes: Int) -> Bool {
            switch self {
            case .all: true
            case .none: false
            case .allUpTo(let limit): bytes <= limit
            }
        }
    }

    /// `reader` defaults to the one the folder's configuration asks for; `symbolGraphs` are
    /// read beside those `site.yml` names (the command line's `--symbol-graph`). A content set
    /// whose parses were dropped (`parses`) has a `parseReader`.
    public static func load(folder: String, reader: PageReader? = nil, symbolGraphs: [String] = [],
                            parses: KeptParses = .all) throws -> ContentSet {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Failure(description: "\(folder): no such content folder")
        }
        var diagnostics: [Diagnostic] = []
        let configuration = try loadConfiguration(folder: folder)
        let reader = reader ?? PageReader(configuration: configuration)
        let glossary = try loadGlossary(folder: folder, sourceLanguage: configuration.defaultLanguage)

        var files: [(language: Language, path: String, isMDX: Bool)] = []
        // Where each walk's files are in `files`: the pages are sorted into their languages'
        // tables by these runs, not by hashing each page's language.
        var runs: [(language: Language, files: Range<Int>)] = []
        var resources: [Language: Set<String>] = [:]
        var pageBytes = 0
        for (language, walk) in walks(folder: folder, configuration: configuration) {
            diagnostics += walk.diagnostics
            pageBytes += walk.pageBytes
            if !walk.resources.isEmpty { resources[language] = Set(walk.resources) }
            // A folder without pages has no table, as before.
            if !walk.files.isEmpty { runs.append((language, files.count..<files.count + walk.files.count)) }
            files += walk.files.map { (language, $0, walk.mdxPages.contains($0)) }
        }

        let keepsParses = parses.keepsParses(ofPageBytes: pageBytes)
        // In the order of `files`: language order, then each walk's sorted paths, which is the
        // order of `allPages`, handed over so the checks need not sort and look up every page.
        let results = ParallelMap.map(files) { file in
            let page = loadPage(folder: folder, language: file.language, path: file.path, reader: reader,
                                file: configuration.relativeFile(of: file.path, in: file.language) + (file.isMDX ? "x" : ""))
            return keepsParses ? page : page.withoutParse()
        }
        // Sized up front, since growing a dictionary hashes every path again. Filled from the
        // end, so that of two paths that are the same String the first read stays, as it did.
        var pageCounts: [Language: Int] = [:]
        for run in runs { pageCounts[run.language, default: 0] += run.files.count }
        var pages = [Language: [String: LoadedPage]](minimumCapacity: pageCounts.count)
        for run in runs.reversed() {
            var byPath = pages.removeValue(forKey: run.language) ?? Dictionary(minimumCapacity: pageCounts[run.language] ?? 0)
            for index in run.files.reversed() { byPath[results[index].path] = results[index] }
            pages[run.language] = byPath
        }

        let scenarios = try loadScenarios(folder: folder)
        let lock = try loadTranslationLock(folder: folder)
        var content = ContentSet(folder: folder, configuration: configuration, glossary: glossary, pages: pages,
                                 pagesInOrder: results, scenarios: scenarios, translationLock: lock, diagnostics: diagnostics)
        content.resources = resources
        if !keepsParses { content.parseReader = reader }
        let statics = staticFiles(folder: folder, configuration: configuration)
        content.staticFiles = statics.files
        content.diagnostics += statics.diagnostics
        content.readTranslationBaselines()
        // The command line's first: of a symbol in both, its graph's version is the one checked.
        content.symbols = try loadSymbolGraphs(symbolGraphFolders(folder: folder, configuration: configuration, commandLine: symbolGraphs))
        return content
    }

    /// The folders whose symbol graphs a load of `folder` reads: the command line's, then those
    /// `symbolGraphs:` in site.yml names (relative to the content folder).
    public static func symbolGraphFolders(folder: String, configuration: SiteConfiguration, commandLine: [String]) -> [String] {
        commandLine + configuration.symbolGraphs.map { $0.hasPrefix("/") ? $0 : display(folder, $0) }
    }

    /// Each language's page paths. In folders, the language folders are walked side by side
    /// (nothing else can run before the pages are known); in the suffix layout, one walk of the
    /// whole folder is split by each file's language suffix.
    /// The other files are each language's resources; in the suffix layout they are the source
    /// language's (a translation shows the same image), apart from the content folder's own files.
    /// Files at the place of a part of a home page are left out, with a warning for each, and
    /// so are the files site.yml's `exclude:` names. Pages are named by page path
    /// (`guide/intro.mdx` is `guide/intro.md`), with the MDX ones noted.
    static func walks(folder: String, configuration: SiteConfiguration) -> [(Language, FolderWalk.Found)] {
        walksOfEveryFile(folder: folder, configuration: configuration).map { language, everyFile in
            let walk = configuration.exclude.isEmpty ? everyFile : everyFile.keeping(
                files: { !configuration.excludes(configuration.relativeFile(of: $0, in: language)) },
                resources: { !configuration.excludes(configuration.relativeResourceFile(of: $0, in: language)) })
            let named = walk.withPagePaths { file in
                display(folder, PageFileName.isMDX(file) ? configuration.relativeFile(of: PageFileName.pagePath(ofFile: file), in: language) + "x"
                                                        : configuration.relativeFile(of: file, in: language))
            }
            return (language, withoutReservedPaths(named, language: language, folder: folder, configuration: configuration))
        }
    }

    private static func walksOfEveryFile(folder: String, configuration: SiteConfiguration) -> [(Language, FolderWalk.Found)] {
        let fileManager = FileManager.default
        switch configuration.layout {
        case .folders:
            let languages = configuration.orderedLanguages.filter { fileManager.fileExists(atPath: folder + "/" + configuration.folder(of: $0)) }
            let walks = ParallelMap.map(languages) { language in
                FolderWalk.markdownFiles(in: folder + "/" + configuration.folder(of: language), display: display(folder, configuration.folder(of: language)))
            }
            return Array(zip(languages, walks))
        case .suffix:
            let walk = FolderWalk.markdownFiles(in: folder, display: folder)
            var byLanguage: [Language: [String]] = [:]
            for file in walk.files {
                let (language, path) = configuration.page(ofSuffixedFile: file)
                byLanguage[language, default: []].append(path)
            }
            let resources = walk.resources.filter { !Self.ownFiles.contains(String($0.prefix { $0 != "/" })) }
            return configuration.orderedLanguages.enumerated().map { offset, language in
                (language, FolderWalk.Found(files: (byLanguage[language] ?? []).sorted(), resources: offset == 0 ? resources : [],
                                            diagnostics: offset == 0 ? walk.diagnostics : [], pageBytes: offset == 0 ? walk.pageBytes : 0))
            }
        case .root:
            return rootLayoutWalks(folder: folder, configuration: configuration)
        }
    }

    /// In the root layout, one walk of the whole folder: a file under a translation's folder is
    /// that language's, any other the source's, apart from the content folder's own files.
    private static func rootLayoutWalks(folder: String, configuration: SiteConfiguration) -> [(Language, FolderWalk.Found)] {
        let walk = FolderWalk.markdownFiles(in: folder, display: folder)
        var files: [Language: [String]] = [:]
        var resources: [Language: [String]] = [:]
        for (file, isPage) in walk.files.map({ ($0, true) }) + walk.resources.map({ ($0, false) }) {
            guard let (language, path) = configuration.place(ofFile: file),
                  language.code != configuration.defaultLanguage || !Self.ownFiles.contains(String(file.prefix { $0 != "/" })) else { continue }
            if isPage { files[language, default: []].append(path) } else { resources[language, default: []].append(path) }
        }
        return configuration.orderedLanguages.enumerated().map { offset, language in
            (language, FolderWalk.Found(files: files[language] ?? [], resources: resources[language] ?? [],
                                        diagnostics: offset == 0 ? walk.diagnostics : [], pageBytes: offset == 0 ? walk.pageBytes : 0))
        }
    }

    /// The content folder's files that are not pages or resources of the site: its
    /// configuration, scenarios and `static/`.
    public static let ownFiles: Set<String> = ["site.yml", "glossary.yml", "translations.lock", "scenarios", "Templates", staticFolder]

    /// How a file inside the content folder is named in diagnostics (`Content/ja/a.md`).
    public static func display(_ folder: String, _ relative: String) -> String {
        folder == "." ? relative : (folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
    }

    static func loadConfiguration(folder: String) throws -> SiteConfiguration {
        let path = display(folder, "site.yml")
        guard let data = FileManager.default.contents(atPath: folder + "/site.yml") else { return .standard }
        guard let text = String(validating: data, as: UTF8.self) else { throw Failure(description: "\(path): is not UTF-8") }
        return try SiteConfigurationReader.read(text, path: path)
    }

    static func loadGlossary(folder: String, sourceLanguage: String) throws -> Glossary {
        let path = folder + "/glossary.yml"
        guard let data = FileManager.default.contents(atPath: path) else { return Glossary() }
        do {
            guard let root = try Yams.compose(yaml: String(decoding: data, as: UTF8.self)),
                  let terms = root.mapping?["terms"]?.sequence else {
                throw Failure(description: "\(path): expected a 'terms:' list")
            }
            var result: [Glossary.Term] = []
            for entry in terms {
                guard let mapping = entry.mapping else { continue }
                var translations: [String: String] = [:]
                var avoid: [String: [String]] = [:]
                for (key, value) in mapping {
                    guard let name = key.string else { continue }
                    if name == "avoid", let byLanguage = value.mapping {
                        for (language, variants) in byLanguage {
                            guard let code = language.string else { continue }
                            avoid[code] = variants.sequence?.compactMap(\.string) ?? variants.string.map { [$0] } ?? []
                        }
                    } else if let text = value.string {
                        translations[name] = text
                    }
                }
                guard let source = translations.removeValue(forKey: sourceLanguage) else {
                    throw Failure(description: "\(path):\(entry.mark?.line ?? 1): a term has no '\(sourceLanguage)' entry")
                }
                result.append(Glossary.Term(source: source, translations: translations, avoid: avoid))
            }
            return Glossary(terms: result)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "\(path): \(error)")
        }
    }
}
