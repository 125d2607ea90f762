import Foundation
import Testing

/// Reads the seed pages in `Fixtures/Seeds/` beside these tests: the real pages Triglot was made
/// from, which `triglot import` turns into Content.
enum Fixture {
    static func bytes(_ name: String) throws -> [UInt8] {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/" + name, withExtension: nil))
        return Array(try Data(contentsOf: url))
    }
}
