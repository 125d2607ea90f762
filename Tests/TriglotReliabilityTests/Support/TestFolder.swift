import Foundation
import TriglotChecks
import TriglotContent
import TriglotModel
import TriglotTestSupport

/// A real content folder under the temporary directory, loaded the way `triglot check` loads
/// one: `ContentLoader.load(folder:)` then `CheckRunner().run`.
enum TestFolder {
    /// File contents by path under the content folder (`en/a.md`, `glossary.yml`); the
    /// `bytes:` form writes what no String holds (invalid UTF-8).
    typealias Files = [String: String]

    struct Run {
        var content: ContentSet
        var diagnostics: [Diagnostic]
    }

    static func loadAndCheck(_ files: Files) throws -> Run {
        try loadAndCheck(bytes: files.mapValues { Array($0.utf8) })
    }

    static func loadAndCheck(bytes files: [String: [UInt8]]) throws -> Run {
        let root = try TemporaryFolder("triglot-reliability")
        defer { root.remove() }
        try root.write(bytes: files)
        let content = try ContentLoader.load(folder: root.path)
        return Run(content: content, diagnostics: CheckRunner().run(content))
    }
}
