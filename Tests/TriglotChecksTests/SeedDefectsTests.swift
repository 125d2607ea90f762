import Foundation
import Testing
import TriglotChecks
import TriglotContent
import TriglotImport
import TriglotModel
import TriglotTestSupport

/// The raw seeds, imported into a temporary content tree as `triglot import` does, produce the
/// defects a careful reviewer finds in them, each in the right file at the line that holds it.
@Suite("The seeds' real defects are found")
struct SeedDefectsTests {
    static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("TriglotImportTests/Fixtures/Seeds")
    static let glossary = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Content/glossary.yml")

    /// en and zh-Hans from seed 000, ja from seed 002 (the same symbol page); the three Chinese
    /// articles on their own.
    static let imports: [(seed: String, language: Language, path: String)] = [
        ("000_2fa16c5a3658c434", .english, "symbol.md"), ("000_2fa16c5a3658c434", .simplifiedChinese, "symbol.md"),
        ("002_170c135ade51323c", .japanese, "symbol.md"),
        ("001_263f7557aa7e2e62", .simplifiedChinese, "responding-to-the-launch-of-your-app.md"),
        ("003_8b37f51fa0c6a780", .simplifiedChinese, "about-the-app-launch-sequence.md"),
        ("004_e3e9c9865d2d967c", .simplifiedChinese, "delegate-call-order.md"),
    ]

    struct Tree {
        var content: ContentSet
        var texts: [String: String]
        var diagnostics: [Diagnostic]
    }

    static func importedTree() throws -> Tree {
        let root = try TemporaryFolder("triglot-seeds")
        defer { root.remove() }
        var texts: [String: String] = [:]
        for entry in imports {
            let bytes = Array(try Data(contentsOf: seeds.appendingPathComponent(entry.seed + ".txt")))
            let read = SeedReader().read(bytes: bytes, path: entry.seed, language: entry.language)
            let text = ContentWriter().write(markdown: read.markdown, language: entry.language, path: entry.seed).text
            let relative = entry.language.code + "/" + entry.path
            try root.write([relative: text])
            texts[relative] = text
        }
        try FileManager.default.copyItem(at: glossary, to: root.url("glossary.yml"))
        try root.write(["site.yml": TestContent.siteYAML])
        let content = try ContentLoader.load(folder: root.path)
        return Tree(content: content, texts: texts, diagnostics: CheckRunner().run(content))
    }

    /// (file, check id, text on the reported line)
    static let defects: [(file: String, id: String, lineContains: String)] = [
        // The Chinese says the storyboard has NOT been loaded; the English says it has.
        ("zh-Hans/symbol.md", "translation.negation", "还没有加载"),
        // The Japanese symbol with a stray space before the last colon.
        ("ja/symbol.md", "symbols.malformed", "didFinishLaunchingWithOptions :)"),
        // The Japanese page lost its availability…
        ("ja/symbol.md", "translation.availability", "# application(_:willFinishLaunchingWithOptions:)"),
        // …and the title of its first See Also entry.
        ("ja/symbol.md", "translation.see-also", "起動プロセスがほぼ完了し"),
        // The article whose source link points at another page (memory warnings).
        ("zh-Hans/responding-to-the-launch-of-your-app.md", "source.url", "responding_to_memory_warnings"),
        // Two translations of "delegate": 委托 here, 代理 in the other articles.
        ("zh-Hans/responding-to-the-launch-of-your-app.md", "terminology.glossary", "委托"),
    ]

    @Test(arguments: defects)
    func defectIsReported(file: String, id: String, lineContains: String) throws {
        let tree = try Self.importedTree()
        let text = try #require(tree.texts[file])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let found = tree.diagnostics.filter { $0.id == id && $0.path.hasSuffix("/" + file) }
        let matching = found.filter { diagnostic in
            guard let line = diagnostic.line, line >= 1, line <= lines.count else { return false }
            return lines[line - 1].contains(lineContains)
        }
        #expect(!matching.isEmpty, "expected \(id) in \(file) on the line with '\(lineContains)'; found \(found.map { "\($0.line ?? 0): \($0.summary)" })")
    }
}
