import Testing
import TriglotContent
import TriglotModel

/// A page saved with a UTF-8 byte order mark: the front-matter parser skips the BOM, so the
/// editor must find the block after it too.
@Suite("FrontMatterEditor after a byte order mark")
struct FrontMatterEditorBOMTests {
    static let bom = "\u{FEFF}"

    /// Today the editor does not see the block, writes a second one before the BOM, and the
    /// page's own front matter becomes body text: `triglot check` then reports
    /// model.missing-title and translation.structure on the translation.
    @Test(arguments: ["sourceCommit", "l10n.sourceCommit"])
    func theBlockAfterABOMIsEdited(key: String) {
        let before = Self.bom + "---\ntitle: Light\n---\n# Lamp\n\nText.\n"
        let after = FrontMatterEditor.setting(key, to: "abc123", in: before)
        let expected = key == "sourceCommit"
            ? Self.bom + "---\ntitle: Light\nsourceCommit: abc123\n---\n# Lamp\n\nText.\n"
            : Self.bom + "---\ntitle: Light\nl10n:\n  sourceCommit: abc123\n---\n# Lamp\n\nText.\n"
        #expect(after == expected)
        let page = PageReader().read(bytes: Array(after.utf8), path: "ja/light.md", language: Language("ja")).page
        #expect(page.frontMatter.values[key] == "abc123")
        #expect(page.frontMatter.values["title"] == "Light")
        #expect(page.title?.text == "Lamp")
    }

    /// The parser itself reads front matter after a BOM: what the editor must match.
    @Test func theParserReadsFrontMatterAfterABOM() {
        let text = Self.bom + "---\ntitle: Light\nsourceCommit: abc123\n---\n# Lamp\n"
        let page = PageReader().read(bytes: Array(text.utf8), path: "ja/light.md", language: Language("ja")).page
        #expect(page.frontMatter.values["sourceCommit"] == "abc123")
        #expect(page.title?.text == "Lamp")
    }
}
