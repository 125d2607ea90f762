import Testing
import TriglotMarkup
import TriglotModel
@testable import TriglotPreview

@Suite("LanguageServer: fix-its as quick-fix code actions")
struct LanguageServerCodeActionTests {
    /// Seed 002's line: a selector with a stray space, after CJK text, on line 3.
    static let text = "# 見出し\n\n起動すると 😀 application(_:didFinishLaunchingWithOptions :) が呼ばれます。\n"
    static let source = SourceText(text)
    static let uri = "file:///c/ja/a.md"

    static func diagnostic(fixIts: [String]) -> Diagnostic {
        let bytes = Array(text.utf8)
        let selector = Array("application(_:didFinishLaunchingWithOptions :)".utf8)
        let start = (0...(bytes.count - selector.count)).first { Array(bytes[$0..<$0 + selector.count]) == selector }!
        let range = SourceRange(source.location(ofOffset: start), source.location(ofOffset: start + selector.count))
        return Diagnostic(id: "symbols.malformed", severity: .error, summary: "not a well-formed selector", path: "/c/ja/a.md",
                          range: range, fixIts: fixIts.map { Diagnostic.FixIt(range: range, replacement: $0) })
    }

    static func actions(for diagnostic: Diagnostic, at range: LSPRange) -> [LSPAny] {
        CodeActions.quickFixes(uri: uri, range: range, diagnostics: [diagnostic], source: source) {
            DiagnosticConversion.convert($0, source: source) { _ in (uri, source) }
        }
    }

    @Test func theFixItBecomesAWorkspaceEditInUTF16() throws {
        let diagnostic = Self.diagnostic(fixIts: ["application(_:didFinishLaunchingWithOptions:)"])
        // The cursor in the middle of the selector asks for the actions there.
        let cursor = LSPPosition(line: 2, character: 20)
        let actions = Self.actions(for: diagnostic, at: LSPRange(cursor, cursor))
        let action = try #require(actions.first)
        #expect(actions.count == 1)
        #expect(action["kind"] == "quickfix")
        #expect(action["isPreferred"] == true)
        #expect(action["title"].string == "Replace `application(_:didFinishLaunchingWithOptions :)` with `application(_:didFinishLaunchingWithOptions:)`")
        let edits = try #require(action["edit"]["changes"][Self.uri].array)
        // "起動すると " is 6 UTF-16 units, "😀 " 3 more: the selector starts at character 9.
        #expect(edits.first?["range"] == LSPRange(LSPPosition(line: 2, character: 9), LSPPosition(line: 2, character: 55)).json)
        #expect(action["diagnostics"].array?.first?["code"] == "symbols.malformed")
        #expect(CodeActions.apply(edits, to: Self.text)
            == "# 見出し\n\n起動すると 😀 application(_:didFinishLaunchingWithOptions:) が呼ばれます。\n")
    }

    @Test func aRangeAwayFromTheDiagnosticGetsNoAction() {
        let diagnostic = Self.diagnostic(fixIts: ["application(_:didFinishLaunchingWithOptions:)"])
        let elsewhere = LSPRange(LSPPosition(line: 0, character: 0), LSPPosition(line: 0, character: 3))
        #expect(Self.actions(for: diagnostic, at: elsewhere).isEmpty)
    }

    @Test func severalFixItsAreSeveralActionsNoneOfThemPreferred() {
        let diagnostic = Self.diagnostic(fixIts: ["a(_:)", ""])
        let whole = LSPRange(LSPPosition(line: 0, character: 0), LSPPosition(line: 3, character: 0))
        let actions = Self.actions(for: diagnostic, at: whole)
        #expect(actions.map { $0["title"].string ?? "" } == [
            "Replace `application(_:didFinishLaunchingWithOptions :)` with `a(_:)`",
            "Remove `application(_:didFinishLaunchingWithOptions :)`",
        ])
        #expect(actions.allSatisfy { $0["isPreferred"] == false })
    }

    @Test func aDiagnosticWithoutFixItsHasNoAction() {
        let whole = LSPRange(LSPPosition(line: 0, character: 0), LSPPosition(line: 3, character: 0))
        #expect(Self.actions(for: Self.diagnostic(fixIts: []), at: whole).isEmpty)
    }

    @Test func editsApplyFromTheLastSoEarlierRangesStayTrue() {
        let edits: [LSPAny] = [
            ["range": LSPRange(LSPPosition(line: 0, character: 0), LSPPosition(line: 0, character: 1)).json, "newText": "😀😀"],
            ["range": LSPRange(LSPPosition(line: 0, character: 3), LSPPosition(line: 0, character: 4)).json, "newText": "D"],
        ]
        #expect(CodeActions.apply(edits, to: "abcd") == "😀😀bcD")
    }

    @Test func theConvertedDiagnosticCarriesCodeSourceSeverityExplanationAndNotes() {
        var diagnostic = Self.diagnostic(fixIts: [])
        diagnostic.explanation = "Selectors have no spaces."
        diagnostic.notes = [
            Diagnostic.Note("the English line", path: "/c/en/a.md", range: SourceRange(line: 3, column: 1, endColumn: 5)),
            Diagnostic.Note("see the style guide"),
        ]
        let english = SourceText("# Title\n\nCall it.\n")
        let converted = DiagnosticConversion.convert(diagnostic, source: Self.source) { path in
            path == "/c/en/a.md" ? ("file:///c/en/a.md", english) : (Self.uri, Self.source)
        }
        #expect(converted["code"] == "symbols.malformed")
        #expect(converted["source"] == "triglot")
        #expect(converted["severity"] == 1)
        #expect(converted["message"].string == "not a well-formed selector\n\nSelectors have no spaces.\n\nnote: see the style guide")
        let related = converted["relatedInformation"].array ?? []
        #expect(related.count == 1)
        #expect(related.first?["location"]["uri"] == "file:///c/en/a.md")
        #expect(related.first?["location"]["range"] == LSPRange(LSPPosition(line: 2, character: 0), LSPPosition(line: 2, character: 4)).json)
        #expect(DiagnosticConversion.severity(.warning) == 2)
        #expect(DiagnosticConversion.severity(.note) == 3)
    }
}
