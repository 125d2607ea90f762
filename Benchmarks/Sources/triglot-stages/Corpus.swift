import Foundation
import TriglotChecks
import TriglotContent
import TriglotMarkup
import TriglotModel

/// A content folder read once, with each stage's input prepared ahead, so every stage is timed
/// on its own: the cmark stage gets bytes already in memory, the model stage trees already parsed,
/// the check stages a context already built.
final class Corpus: Sendable {
    struct File: Sendable {
        var language: Language
        /// Relative to the language folder, as `LoadedPage.path`.
        var path: String
        var absolutePath: String
    }

    let folder: String
    let files: [File]
    let bytes: [[UInt8]]
    let documents: [MarkupDocument]
    let content: ContentSet
    let context: CheckContext

    init(folder: String) throws {
        self.folder = folder
        files = Self.markdownFiles(in: folder)
        bytes = files.map { file in (try? Data(contentsOf: URL(fileURLWithPath: file.absolutePath))).map(Array.init) ?? [] }
        documents = bytes.map { MarkupDocument(parsing: $0) }
        content = try ContentLoader.load(folder: folder)
        context = CheckContext(content: content)
    }

    var byteCount: Int { bytes.reduce(0) { $0 + $1.count } }

    /// `LANGUAGE/**/*.md` for every language folder present, in a stable order.
    private static func markdownFiles(in folder: String) -> [File] {
        let fileManager = FileManager.default
        let languages = ((try? fileManager.contentsOfDirectory(atPath: folder)) ?? []).sorted().filter { name in
            var isDirectory: ObjCBool = false
            return name != "scenarios" && !name.hasPrefix(".")
                && fileManager.fileExists(atPath: folder + "/" + name, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        var files: [File] = []
        for code in languages {
            let root = folder + "/" + code
            let paths = (fileManager.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".md") }.sorted()
            files += paths.map { File(language: Language(code), path: $0, absolutePath: root + "/" + $0) }
        }
        return files
    }
}
