import Foundation
import Testing
import TriglotModel

/// Reads the pages in `Fixtures/` beside these tests.
enum Fixture {
    static func bytes(_ name: String) throws -> [UInt8] {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/" + name, withExtension: nil))
        return Array(try Data(contentsOf: url))
    }

    static func read(_ name: String, language: Language = .english) throws -> PageReader.Result {
        PageReader().read(bytes: try bytes(name), path: name, language: language)
    }

    /// Every Markdown page of the repository's Content/ folder, by path in path order: real
    /// prose, lists, declarations and headings in three languages.
    static func contentPages() -> [(path: String, bytes: [UInt8])] {
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Content").path
        let paths = FileManager.default.enumerator(atPath: content)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".md") }.sorted().compactMap { path in
            FileManager.default.contents(atPath: content + "/" + path).map { (path, Array($0)) }
        }
    }
}
