import Foundation
import TriglotMarkup
import Yams

/// Loads a content folder: `site.yml`, `glossary.yml`, `<language>/**/*.md`, `scenarios/*.json`.
/// Pages are read and parsed in parallel. Only I/O and configuration problems throw; problems
/// in pages are diagnostics.
public enum ContentLoader {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public static func load(folder: String, reader: PageReader = PageReader()) throws -> ContentSet {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Failure(description: "\(folder): no such content folder")
        }
        var diagnostics: [Diagnostic] = []
        let configuration = try loadConfiguration(folder: folder)
        let glossary = try loadGlossary(folder: folder, sourceLanguage: configuration.defaultLanguage)

        var files: [(language: Language, path: String)] = []
        // Where each walk's files are in `files`: the pages are sorted into their languages'
        // tables by these runs, not by hashing each page's language.
        var runs: [(language: Language, files: Range<Int>)] = []
        let languages = configuration.orderedLanguages.filter { fileManager.fileExists(atPath: folder + "/" + $0.code) }
        // Nothing else can run before the pages are known: the languages are walked side by side.
        let walks = ParallelMap.map(languages) { language in
            FolderWalk.markdownFiles(in: folder + "/" + language.code, display: display(folder, language.code))
        }
        for (language, walk) in zip(languages, walks) {
            diagnostics += walk.diagnostics
            // A folder without pages has no table, as before.
            if !walk.files.isEmpty { runs.append((language, files.count..<files.count + walk.files.count)) }
            files += walk.files.map { (language, $0) }
        }

        // In the order of `files`: language order, then each walk's sorted paths, which is the
        // order of `allPages`, handed over so the checks need not sort and look up every page.
        let results = ParallelMap.map(files) { file in
            loadPage(folder: folder, language: file.language, path: file.path, reader: reader)
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
        return ContentSet(folder: folder, configuration: configuration, glossary: glossary, pages: pages,
                          pagesInOrder: results, scenarios: scenarios, translationLock: lock, diagnostics: diagnostics)
    }

    /// How a file inside the content folder is named in diagnostics (`Content/ja/a.md`).
    public static func display(_ folder: String, _ relative: String) -> String {
        folder == "." ? relative : (folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
    }

    static func loadConfiguration(folder: String) throws -> SiteConfiguration {
        let path = folder + "/site.yml"
        guard let data = FileManager.default.contents(atPath: path) else { return .standard }
        do {
            let configuration = try YAMLDecoder().decode(SiteConfiguration.self, from: String(decoding: data, as: UTF8.self))
            guard configuration.languages.contains(where: { $0.code == configuration.defaultLanguage }) else {
                throw Failure(description: "\(path): defaultLanguage '\(configuration.defaultLanguage)' is not one of the languages")
            }
            return configuration
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "\(path): \(error)")
        }
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
                    throw Failure(description: "\(path):\((entry.mark?.line ?? 0) + 1): a term has no '\(sourceLanguage)' entry")
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
