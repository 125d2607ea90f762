import Testing
import TriglotContent
import TriglotModel

/// YAML the front-matter parser reads as `l10n.sourceCommit` or `sourceCommit` but written in
/// another style: the editor must set that key, not add a second one or break the block.
@Suite("FrontMatterEditor and other YAML styles")
struct FrontMatterEditorStylesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var key: String
        var before: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // The style FrontMatterParser's own comment names: `l10n: {sourceCommit: …}`. Today the
        // editor adds "  sourceCommit: …" under the flow mapping's line, which is not YAML
        // (front-matter.invalid), and the page loses its baseline (untracked).
        Case(name: "a flow mapping", key: "l10n.sourceCommit", before: "---\nl10n: {sourceCommit: 1111111}\ntitle: Lamp\n---\n# Lamp\n"),
        // Today a second, unquoted key is added: front-matter.duplicate-key, and the old value kept.
        Case(name: "a quoted key", key: "sourceCommit", before: "---\n\"sourceCommit\": 1111111\ntitle: Lamp\n---\n# Lamp\n"),
    ]

    @Test(arguments: cases)
    func theParserReadsTheNewValueAndNothingElseChanged(_ example: Case) {
        let after = FrontMatterEditor.setting(example.key, to: "abc123", in: example.before)
        let read = PageReader().read(bytes: Array(after.utf8), path: "ja/lamp.md", language: Language("ja"))
        #expect(read.diagnostics.filter { $0.id.hasPrefix("front-matter.") }.isEmpty, "\(read.diagnostics.map(\.summary))")
        #expect(read.page.frontMatter.values[example.key] == "abc123", "\(after)")
        #expect(read.page.frontMatter.values["title"] == "Lamp")
        #expect(after.hasSuffix("---\n# Lamp\n"))
    }

    /// What the parser reads from those styles before any edit: the keys the editor must meet.
    @Test(arguments: cases)
    func theParserReadsTheseStyles(_ example: Case) {
        let read = PageReader().read(bytes: Array(example.before.utf8), path: "ja/lamp.md", language: Language("ja"))
        #expect(read.page.frontMatter.values[example.key] == "1111111")
    }
}
