import Foundation
import Testing
@testable import TriglotMarkup

/// Tables, containers and macros read around cmark: the tree cmark gives, rebuilt where the
/// dialect says, with every line number kept.
@Suite("Markdown dialect: tables, containers, macros")
struct DialectTests {
    static func document(_ markdown: String, _ dialect: MarkupDialect = .standard) -> MarkupDocument {
        let bytes = Array(markdown.utf8)
        return MarkupDocument(parsing: bytes, source: SourceText(bytes: bytes), dialect: dialect)
    }

    static func html(_ markdown: String) -> String {
        var renderer = HTMLRenderer()
        renderer.rawHTML = .sanitized
        return renderer.render(document(markdown).root)
    }

    @Test func aPipeTableIsATable() {
        let tree = Self.document("Before.\n\n| Level | Meaning | Default |\n| ----- | :-----: | ------: |\n| `0` | Off | No |\n| 1 | [On](on.md) \\| lit | Yes |\n").root.treeDump()
        #expect(tree == """
        Document @1:1-6:33
          Paragraph @1:1-1:8
            Text "Before." @1:1-1:8
          Table @3:1-6:33
            TableHead @3:1-3:30
              TableCell @3:3-3:8
                Text "Level" @3:3-3:8
              TableCell @3:11-3:18
                Text "Meaning" @3:11-3:18
              TableCell @3:21-3:28
                Text "Default" @3:21-3:28
            TableRow @5:1-5:19
              TableCell @5:3-5:6
                InlineCode "0" @5:3-5:6
              TableCell @5:9-5:12
                Text "Off" @5:9-5:12
              TableCell @5:15-5:17
                Text "No" @5:15-5:17
            TableRow @6:1-6:33
              TableCell @6:3-6:4
                Text "1" @6:3-6:4
              TableCell @6:7-6:25
                Link destination: "on.md" @6:7-6:25
                  Text "On" @6:7-6:25
                Text " | lit" @6:7-6:25
              TableCell @6:28-6:31
                Text "Yes" @6:28-6:31
        """)
    }

    @Test func aTableRendersWithHeadBodyAndAlignment() {
        let html = Self.html("| a | b |\n|:--|--:|\n| 1 | 2 |\n")
        #expect(html == "<table>\n<thead>\n<tr>\n<th class=\"align-left\">a</th>\n<th class=\"align-right\">b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td class=\"align-left\">1</td>\n<td class=\"align-right\">2</td>\n</tr>\n</tbody>\n</table>\n")
    }

    @Test(arguments: [
        "| a | b |\nnot a delimiter\n",
        "a | b\n--- | ---\n| 1 | 2 | 3 |\n".replacingOccurrences(of: "--- | ---", with: "--- | --- | ---"),
        "| a |\n",
        "- | x |\n",
    ])
    func paragraphsThatAreNotTablesStayParagraphs(markdown: String) {
        #expect(!Self.document(markdown).allNodes.contains { $0.kindTag == .table })
    }

    @Test func aRowWithFewerCellsIsPaddedAndExtraCellsAreDropped() {
        let table = Self.document("| a | b |\n|---|---|\n| 1 |\n| 1 | 2 | 3 |\n").allNodes.filter { $0.kindTag == .tableRow }
        #expect(table.map { $0.children.count } == [2, 2, 2])
    }

    @Test func aTableInsideAListItemIsATable() {
        let nodes = Self.document("- item\n\n  | a | b |\n  |---|---|\n  | 1 | 2 |\n").allNodes
        #expect(nodes.contains { $0.kindTag == .table && $0.parent?.kindTag == .listItem })
    }

    @Test func aContainerWrapsTheBlocksBetweenItsFences() {
        let tree = Self.document("Intro.\n\n:::warning Not Recommended\nFirst line.\n\nSecond.\n:::\n\nAfter.\n").root.treeDump()
        #expect(tree == """
        Document @1:1-9:7
          Paragraph @1:1-1:7
            Text "Intro." @1:1-1:7
          Container @3:1-6:8
            Paragraph @4:1-4:12
              Text "First line." @4:1-4:12
            Paragraph @6:1-6:8
              Text "Second." @6:1-6:8
          Paragraph @9:1-9:7
            Text "After." @9:1-9:7
        """)
        let container = Self.document(":::warning Not Recommended\nx\n:::\n").allNodes.first { $0.kindTag == .container }
        #expect(container?.kind == .container(name: "warning", title: "Not Recommended"))
    }

    /// The closing fence written as a lazy line of a list item's paragraph (as real pages do)
    /// still closes the container that holds the list.
    /// `</details>` then `:::`: to cmark the fence is a line of the HTML block (which runs to a
    /// blank line); the container still closes there, as markdown-it-container closes it.
    @Test func aClosingFenceRightUnderRawHTMLClosesTheContainer() {
        let tree = Self.document("::: tip NOTE\n<details>\n<summary>Example</summary>\n\n```ts\nx()\n```\n\n</details>\n:::\n\n## After\n").root.treeDump()
        #expect(tree == """
        Document @1:1-12:9
          Container @1:1-9:11
            HTMLBlock "<details>\\n<summary>Example</summary>\\n" @2:1-3:27
            CodeBlock info: "ts" "x()\\n" @5:1-7:4
            HTMLBlock "</details>\\n" @9:1-9:11
          Heading2 @12:1-12:9
            Text "After" @12:4-12:9
        """)
    }

    /// HTML on both sides of the fence: the part after it is outside the container; a `:::`
    /// with no container open leaves the HTML as it was, in two blocks.
    @Test func htmlAfterTheFenceIsOutsideTheContainer() {
        let document = Self.document("::: tip\n<div>\n:::\n<p>after</p>\n\n<div>\n:::\n</div>\n")
        let blocks = document.root.children
        #expect(blocks.map(\.kindTag) == [.container, .htmlBlock, .htmlBlock, .htmlBlock])
        #expect(blocks.first?.children.map(\.kindTag) == [.htmlBlock])
        #expect(Self.html("::: tip\n<div>\n:::\n<p>after</p>\n").contains("<p>after</p>"))
    }

    @Test func aClosingFenceInsideTheLastListItemClosesTheContainer() {
        let document = Self.document("::: warning Important\nText.\n\n- one\n- two\n  :::\n\nOutside.\n")
        let container = document.allNodes.first { $0.kindTag == .container }
        let outside = document.allNodes.last { $0.kindTag == .paragraph }
        #expect(container?.children.map(\.kindTag) == [.paragraph, .list])
        #expect(outside?.parent?.kindTag == .document)
        #expect(!document.allNodes.contains { $0.kindTag == .thematicBreak })
    }

    @Test func containersNestAndAnUnclosedOneEndsWithItsParent() {
        let nested = Self.document("::: details Outer\n:::: tip\nin\n::::\n:::\n")
        let containers = nested.allNodes.filter { $0.kindTag == .container }
        #expect(containers.count == 2)
        #expect(containers[1].parent?.index == containers[0].index)
        let unclosed = Self.document("::: tip\nnever closed\n\n# Heading\n")
        #expect(unclosed.allNodes.first { $0.kindTag == .container }?.children.count == 2)
    }

    @Test func fencesInsideCodeBlocksAreCode() {
        let document = Self.document("```md\n::: tip\n{{macro}}\n:::\n```\n")
        #expect(document.allNodes.map(\.kindTag) == [.document, .codeBlock])
        #expect(document.allNodes[1].kind == .codeBlock(info: "md", code: "::: tip\n{{macro}}\n:::\n"))
    }

    @Test func aMacroIsAnAtomAndNotProse() {
        let document = Self.document("{{APIRef(\"DOM\")}}\n\nCall {{domxref(\"Node.append()\", \"append()\")}} or `{{kept}}` now.\n")
        let macros = document.allNodes.compactMap { node -> String? in
            if case .macro(let text) = node.kind { return text }
            return nil
        }
        #expect(macros == ["{{APIRef(\"DOM\")}}", "{{domxref(\"Node.append()\", \"append()\")}}"])
        #expect(document.allNodes.contains { $0.kind == .code("{{kept}}") })
        let paragraph = document.root.children[1]
        #expect(paragraph.plainText == "Call  or {{kept}} now.")
    }

    @Test func macrosRenderThroughTheHook() {
        var renderer = HTMLRenderer()
        renderer.renderMacro = { _, macro, html in html += "[\(macro.count)]".utf8 }
        #expect(renderer.render(Self.document("a {{x}} b\n").root) == "<p>a [5] b</p>\n")
        #expect(HTMLRenderer().render(Self.document("a {{x}} b\n").root) == "<p>a <code class=\"macro\">{{x}}</code> b</p>\n")
    }

    /// The general patterns' scan finds what their expressions find.
    @Test(arguments: ["a {{b}} c {{d}}", "{{a}}}}", "{{ {{a}} }}", "{{a", "}}{{", "{%x%}{{y}}", "x {{a\"}}\" b}} y", ""])
    func delimitersMatchAsTheExpressionDoes(line: String) throws {
        for pattern in MacroPattern.defaults {
            let expression = try NSRegularExpression(pattern: pattern.source)
            let expected = expression.matches(in: line, range: NSRange(line.startIndex..., in: line)).compactMap { Range($0.range, in: line) }
            #expect(pattern.matches(in: line) == expected, "\(pattern.source) on \(line)")
        }
    }

    @Test func customPatternsAndCommonMarkAlone() throws {
        let custom = MarkupDialect(macros: [try MacroPattern(#"@@[a-z]+@@"#)])
        #expect(Self.document("see @@note@@ here\n", custom).allNodes.contains { $0.kind == .macro("@@note@@") })
        let plain = Self.document("| a | b |\n|---|---|\n\n::: tip\nx\n:::\n{{m}}\n", .commonMark)
        #expect(!plain.allNodes.contains { [.table, .container, .macro].contains($0.kindTag) })
    }

    @Test func rawHTMLIsSanitizedWhenAsked() {
        #expect(Self.html("<div onclick=\"x()\"><kbd>Ctrl</kbd></div>\n") == "<div><kbd>Ctrl</kbd></div>\n")
        #expect(Self.html("Press <kbd>Ctrl</kbd><script>x</script>.\n").contains("<kbd>Ctrl</kbd>"))
        #expect(HTMLRenderer().render(Self.document("<div>x</div>\n").root) == "<!-- raw HTML omitted -->\n")
    }

    @Test func definitionListsRenderAsDefinitionLists() {
        let html = Self.html("- `level`\n  - : A number.\n- `options` {{optional_inline}}\n  - : An object:\n    - `duration`\n      - : Milliseconds.\n")
        #expect(html == "<dl>\n<dt><code>level</code></dt>\n<dd>A number.</dd>\n<dt><code>options</code> <code class=\"macro\">{{optional_inline}}</code></dt>\n<dd>An object:\n<dl>\n<dt><code>duration</code></dt>\n<dd>Milliseconds.</dd>\n</dl>\n</dd>\n</dl>\n")
        // A list of descriptions alone (under a parameter's name) loses its bullets and markers.
        #expect(Self.html("- : Only this.\n") == "Only this.")
        // Lists that merely start with a colon somewhere are lists.
        #expect(Self.html("- a\n- : b\n").hasPrefix("<ul>"))
    }

    @Test func sideBySideMacrosAreEachAnAtom() {
        let document = Self.document("{{APIRef(\"DOM\")}}{{SecureContext_Header}}{{SeeCompatTable}}\n\n`code`{{m}}`more`\n")
        let macros = document.allNodes.filter { $0.kindTag == .macro }.map(\.kind)
        #expect(macros == [.macro("{{APIRef(\"DOM\")}}"), .macro("{{SecureContext_Header}}"), .macro("{{SeeCompatTable}}"), .macro("{{m}}")])
        #expect(document.allNodes.filter { $0.kindTag == .code }.map(\.kind) == [.code("code"), .code("more")])
    }

    @Test func macrosInRawHTMLAreRestoredAndRendered() {
        let document = Self.document("<p>See {{domxref(\"Node\")}}.</p>\n")
        #expect(document.allNodes[1].kind == .htmlBlock("<p>See {{domxref(\"Node\")}}.</p>\n"))
        var renderer = HTMLRenderer()
        renderer.rawHTML = .sanitized
        renderer.macroPatterns = MacroPattern.defaults
        renderer.renderMacro = { _, macro, html in html += "[\(macro)]".utf8 }
        #expect(renderer.render(document.root) == "<p>See [{{domxref(\"Node\")}}].</p>\n")
    }

    /// Every line keeps its number however the dialect rewrites the bytes.
    @Test func lineNumbersSurviveEveryRewrite() {
        let document = Self.document("::: tip\n{{a}} one\n:::\n\n| x |\n|---|\n| y |\n\n# Heading\n")
        #expect(document.allNodes.first { $0.kindTag == .heading }?.range.lowerBound.line == 9)
    }

    /// The look for `{{`, `{%` and `::` answers as a substring search does.
    @Test func theQuickLookForDialectFindsItsMarks() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let alphabet = Array("{%:: a\n}".utf8)
        for length in 0..<400 {
            var bytes: [UInt8] = []
            for _ in 0..<(length % 40) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(alphabet[Int(state >> 59) % alphabet.count])
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let expected = text.contains("{{") || text.contains("{%") || text.contains("::")
            #expect(DialectSource.mayHoldDialect(bytes) == expected, "\(bytes)")
        }
        #expect(DialectSource.mayHoldDialect(Array("x{".utf8)) == false)
        #expect(DialectSource.mayHoldDialect(Array("{%".utf8)) == true)
    }

    /// Hostile shapes end quickly: thousands of fences, unclosed and nested.
    @Test func manyFencesAndMacrosStayLinear() {
        let fences = String(repeating: "::: tip\n", count: 3_000) + String(repeating: ":::\n", count: 1_000)
        #expect(Self.document(fences).allNodes.filter { $0.kindTag == .container }.count == 3_000)
        let macros = String(repeating: "{{m}} ", count: 20_000)
        #expect(Self.document(macros).allNodes.filter { $0.kindTag == .macro }.count == 20_000)
        // Openings without a closing, on one line: each is looked at once.
        _ = Self.document(String(repeating: "{{", count: 50_000) + "\n" + String(repeating: "{%", count: 50_000))
        #expect(Self.document(String(repeating: "{{a", count: 30_000) + "}}\n").allNodes.filter { $0.kindTag == .macro }.count == 1)
        let pipes = String(repeating: "|", count: 50_000) + "\n" + String(repeating: "|-", count: 25_000) + "|\n"
        _ = Self.document(pipes)
    }
}
