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
}
