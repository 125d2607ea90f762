import Testing
import TriglotContent
import TriglotModel

/// `FrontMatterEditor.setting`: one key set in a translation's text, every other byte kept, so a
/// translator's file is never reformatted by `mark-current`.
@Suite("FrontMatterEditor")
struct FrontMatterEditorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var key: String
        var before: String
        var after: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "replace a top-level value", key: "sourceCommit",
             before: "---\ntitle: Lamp\nsourceCommit: 1111111\nsource: x\n---\n\n# Lamp\n",
             after: "---\ntitle: Lamp\nsourceCommit: abc123\nsource: x\n---\n\n# Lamp\n"),
        Case(name: "add a top-level key at the end of the block", key: "sourceCommit",
             before: "---\ntitle: Lamp\n---\n\n# Lamp\n",
             after: "---\ntitle: Lamp\nsourceCommit: abc123\n---\n\n# Lamp\n"),
        Case(name: "replace a nested value", key: "l10n.sourceCommit",
             before: "---\nl10n:\n  sourceCommit: 1111111\n  translator: Ann\ntitle: Lamp\n---\n# Lamp\n",
             after: "---\nl10n:\n  sourceCommit: abc123\n  translator: Ann\ntitle: Lamp\n---\n# Lamp\n"),
        Case(name: "add a nested key under an existing parent, at its indentation", key: "l10n.sourceCommit",
             before: "---\nl10n:\n    translator: Ann\ntitle: Lamp\n---\n# Lamp\n",
             after: "---\nl10n:\n    sourceCommit: abc123\n    translator: Ann\ntitle: Lamp\n---\n# Lamp\n"),
        Case(name: "add a new parent and its key", key: "l10n.sourceCommit",
             before: "---\ntitle: Lamp\n---\n# Lamp\n",
             after: "---\ntitle: Lamp\nl10n:\n  sourceCommit: abc123\n---\n# Lamp\n"),
        Case(name: "a nested key of another parent is not the one asked for", key: "sourceCommit",
             before: "---\nl10n:\n  sourceCommit: 1111111\n---\n# Lamp\n",
             after: "---\nl10n:\n  sourceCommit: 1111111\nsourceCommit: abc123\n---\n# Lamp\n"),
        Case(name: "a key that only starts with the name is another key", key: "sourceCommit",
             before: "---\nsourceCommitter: Ann\n---\n# Lamp\n",
             after: "---\nsourceCommitter: Ann\nsourceCommit: abc123\n---\n# Lamp\n"),
        Case(name: "no front matter: a block is added before the text", key: "sourceCommit",
             before: "# Lamp\n\nText.\n",
             after: "---\nsourceCommit: abc123\n---\n# Lamp\n\nText.\n"),
        Case(name: "no front matter, nested key", key: "l10n.sourceCommit",
             before: "# Lamp\n",
             after: "---\nl10n:\n  sourceCommit: abc123\n---\n# Lamp\n"),
        Case(name: "CRLF lines stay CRLF", key: "sourceCommit",
             before: "---\r\ntitle: Lamp\r\n---\r\n\r\n# Lamp\r\nText.\r\n",
             after: "---\r\ntitle: Lamp\r\nsourceCommit: abc123\r\n---\r\n\r\n# Lamp\r\nText.\r\n"),
        Case(name: "CRLF replace", key: "sourceCommit",
             before: "---\r\nsourceCommit: 1111111\r\n---\r\n# Lamp\r\n",
             after: "---\r\nsourceCommit: abc123\r\n---\r\n# Lamp\r\n"),
        Case(name: "the body's own --- and key-like lines are left alone", key: "sourceCommit",
             before: "---\ntitle: Lamp\n---\n# Lamp\n\nsourceCommit: not front matter\n\n---\n",
             after: "---\ntitle: Lamp\nsourceCommit: abc123\n---\n# Lamp\n\nsourceCommit: not front matter\n\n---\n"),
    ]

    @Test(arguments: cases)
    func setsOneKey(_ example: Case) {
        #expect(FrontMatterEditor.setting(example.key, to: "abc123", in: example.before) == example.after)
    }

    @Test(arguments: cases)
    func settingTwiceChangesNothingMore(_ example: Case) {
        let once = FrontMatterEditor.setting(example.key, to: "abc123", in: example.before)
        #expect(FrontMatterEditor.setting(example.key, to: "abc123", in: once) == once)
    }

    /// Comments, odd spacing, quoting, trailing spaces and a body without a final newline: only
    /// the key's line differs afterwards.
    @Test func bytesElsewhereAreUntouched() {
        let lines = [
            "---", "# kept: a comment", "title:   'Lamp: the page'  ", "tags: [a,  b]", "sourceCommit: 1111111   # old",
            "l10n:", "  translator: \"Ann\"", "---", "", "# Lamp\t", "", "Text with trailing spaces.   ", "sourceCommit: body",
        ]
        let before = lines.joined(separator: "\n")
        let after = FrontMatterEditor.setting("sourceCommit", to: "abc123", in: before)
        let afterLines = after.components(separatedBy: "\n")
        #expect(afterLines.count == lines.count)
        for (index, line) in lines.enumerated() where index != 4 {
            #expect(afterLines[index] == line, "line \(index + 1) changed")
        }
        #expect(afterLines[4] == "sourceCommit: abc123")
    }

    /// The edited text still parses with the key where the reader looks for it.
    @Test(arguments: ["sourceCommit", "l10n.sourceCommit", "default_lang_commit"])
    func theParserReadsWhatWasWritten(key: String) {
        let before = "---\ntitle: Lamp\nl10n:\n  translator: Ann\n---\n\n# Lamp\n\nAbstract.\n"
        let text = FrontMatterEditor.setting(key, to: "0123456789abcdef", in: before)
        let page = PageReader().read(bytes: Array(text.utf8), path: "ja/lamp.md", language: Language("ja")).page
        #expect(page.frontMatter.values[key] == "0123456789abcdef")
        #expect(page.frontMatter.values["l10n.translator"] == "Ann")
        #expect(page.title?.text == "Lamp")
    }
}
