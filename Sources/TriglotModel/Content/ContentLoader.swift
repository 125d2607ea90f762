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
        for language in configuration.orderedLanguages {
            let languageFolder = folder + "/" + language.code
            guard fileManager.fileExists(atPath: languageFolder) else { continue }
            let walk = FolderWalk.markdownFiles(in: languageFolder, display: display(folder, language.code))
            diagnostics += walk.diagnostics
            files += walk.files.map { (language, $0) }
        }

        var results = ParallelMap.map(files) { file in
            loadPage(folder: folder, language: file.language, path: file.path, reader: reader)
        }
        // Sized up front, since growing a dictionary hashes every path again; popping moves each
        // page in instead of copying it. Every page has its own path, so the order is free.
        var pageCounts: [Language: Int] = [:]
        for file in files { pageCounts[file.language, default: 0] += 1 }
        var pages = [Language: [String: LoadedPage]](minimumCapacity: pageCounts.count)
        for (language, count) in pageCounts { pages[language] = Dictionary(minimumCapacity: count) }
        while let loaded = results.popLast() {
            let (language, path) = (loaded.language, loaded.path)
            pages[language]?[path] = consume loaded
        }

        let scenarios = try loadScenarios(folder: folder)
        let lock = try loadTranslationLock(folder: folder)
        return ContentSet(folder: folder, configuration: configuration, glossary: glossary,
                          pages: pages, scenarios: scenarios, translationLock: lock, diagnostics: diagnostics)
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
