import Foundation
import TriglotModel
import TriglotLowLevel

/// The parts of a content folder, each loadable on its own, so a watcher that knows which file
/// changed (the preview) reads and parses that file only instead of the whole folder.
extension ContentLoader {
    /// Reads and parses one page (`path` relative to its language folder). A file that cannot be
    /// read loads as an empty page, as in a full load, so the checks report it rather than the
    /// loader failing; callers that need to know whether it exists look first.
    public static func loadPage(folder: String, language: Language, path: String, reader: PageReader = PageReader(),
                                file: String? = nil) -> LoadedPage {
        let relative = file ?? language.code + "/" + path
        let shownPath = display(folder, relative)
        let bytes = fileBytes(folder: folder, relative: relative, shown: shownPath)
        // The page's path is set as it is made: setting it afterwards would box the page again.
        let result = reader.read(bytes: bytes, path: shownPath, language: language, pagePath: path)
        return LoadedPage(path: path, language: language, displayPath: shownPath,
                          page: result.page, source: result.source, diagnostics: result.diagnostics)
    }

    /// The bytes of the file at `relative` in `folder`; none when it cannot be read (the page
    /// then loads as empty, see `loadPage`).
    static func fileBytes(folder: String, relative: String, shown: String? = nil) -> [UInt8] {
        FileBytes.read(path: filePath(folder: folder, relative: relative, shown: shown)) ?? []
    }

    /// The path to read a file at `relative` in `folder` from. Nearly always the shown path
    /// (`display`) is the file's path: given, it is not built again.
    static func filePath(folder: String, relative: String, shown: String? = nil) -> String {
        folder == "." || folder.hasSuffix("/") ? folder + "/" + relative : shown ?? display(folder, relative)
    }

    /// The page paths below one language folder, as a full load finds them (dotfiles skipped,
    /// symbolic links reported and not followed).
    public static func pagePaths(folder: String, language: Language) -> (paths: [String], diagnostics: [Diagnostic]) {
        let languageFolder = folder + "/" + language.code
        guard FileManager.default.fileExists(atPath: languageFolder) else { return ([], []) }
        let walk = FolderWalk.markdownFiles(in: languageFolder, display: display(folder, language.code))
        return (walk.files, walk.diagnostics)
    }

    /// `pagePaths(folder:language:)` where the configuration places the language's pages, with
    /// the language's resources (`ContentSet.resources`).
    public static func pagePaths(folder: String, language: Language, configuration: SiteConfiguration)
        -> (paths: [String], resources: [String], diagnostics: [Diagnostic]) {
        let walk = walks(folder: folder, configuration: configuration).first { $0.0 == language }?.1
        return (walk?.files ?? [], walk?.resources ?? [], walk?.diagnostics ?? [])
    }

    /// `site.yml`; the standard configuration when there is none.
    public static func loadSiteConfiguration(folder: String) throws -> SiteConfiguration {
        try loadConfiguration(folder: folder)
    }

    /// `glossary.yml`; an empty glossary when there is none.
    public static func loadGlossaryFile(folder: String, sourceLanguage: String) throws -> Glossary {
        try loadGlossary(folder: folder, sourceLanguage: sourceLanguage)
    }

    /// `scenarios/*.json`, by name.
    public static func loadScenarios(folder: String) throws -> [String: ContentSet.ScenarioSource] {
        let fileManager = FileManager.default
        var scenarios: [String: ContentSet.ScenarioSource] = [:]
        let scenarioFolder = folder + "/scenarios"
        guard let names = try? fileManager.contentsOfDirectory(atPath: scenarioFolder) else { return [:] }
        for name in names.sorted() where name.hasSuffix(".json") && !name.hasPrefix(".") {
            let path = scenarioFolder + "/" + name
            guard let data = fileManager.contents(atPath: path) else {
                throw Failure(description: "\(path): cannot be read")
            }
            let scenarioName = String(name.dropLast(5))
            scenarios[scenarioName] = .init(name: scenarioName, displayPath: display(folder, "scenarios/" + name), bytes: Array(data))
        }
        return scenarios
    }

    /// `translations.lock`; an empty lock when there is none.
    public static func loadTranslationLock(folder: String) throws -> TranslationLock {
        let lockPath = folder + "/" + TranslationLock.fileName
        guard let data = FileManager.default.contents(atPath: lockPath) else { return TranslationLock() }
        do {
            return try TranslationLock.decode(data)
        } catch {
            throw Failure(description: "\(lockPath): not a translation lock (\(error)); restore it from version control or delete it and run 'triglot mark-current'")
        }
    }
}
