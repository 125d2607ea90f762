import Foundation
import Testing
@testable import TriglotLowLevel
@testable import TriglotSite

/// The search index is a script with JSON in it: page text can never end the script or start markup.
@Suite("Search index")
struct SearchIndexTests {
    @Test(arguments: [
        "</script><script>alert(1)</script>",
        "<!-- <script>",
        "a \"quoted\" \\ backslash",
        "line\nbreak\r\ttab\u{1}control",
        "separators \u{2028} and \u{2029}",
        "& < > all",
        "启动 アプリ émoji 🚀",
    ])
    func jsonStringIsSafeAndRoundTrips(text: String) throws {
        let literal = SearchScriptJSON.jsonString(text)
        #expect(!literal.contains("<"))
        #expect(!literal.contains(">"))
        #expect(!literal.lowercased().contains("</script"))
        #expect(!literal.contains("\u{2028}") && !literal.contains("\u{2029}"))
        #expect(!literal.unicodeScalars.contains { $0.value < 0x20 })
        let decoded = try JSONSerialization.jsonObject(with: Data(literal.utf8), options: [.fragmentsAllowed]) as? String
        #expect(decoded == text)
    }

    static func index() -> SearchIndex {
        var index = SearchIndex()
        index.add(.init(title: "Zeta </script>", url: "z.html", summary: "<b>z</b>", kind: "Article", text: "启动流程 didFinishLaunching"))
        index.add(.init(title: "Alpha", url: "a.html", summary: "first", kind: "Symbol", text: "launch 启动"))
        return index
    }

    @Test func theScriptSetsOneGlobalOfDocumentsAndTerms() throws {
        let script = Self.index().script()
        #expect(!script.contains("<"))
        let prefix = "window.triglotSearch = "
        #expect(script.hasPrefix(prefix))
        #expect(script.hasSuffix(";\n"))
        let json = String(script.dropFirst(prefix.count).dropLast(2))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let docs = try #require(object["docs"] as? [[String]])
        // Sorted by address, so the index does not depend on the order pages were added.
        #expect(docs.map { $0[1] } == ["a.html", "z.html"])
        #expect(docs[1] == ["Zeta </script>", "z.html", "<b>z</b>", "Article"])
        let terms = try #require(object["terms"] as? [String: [Int]])
        #expect(terms["启动"] == [0, 1])
        #expect(terms["流程"] == [1])
        #expect(terms["launch"] == [0])
        #expect(terms["launching"] == [1])
        #expect(terms["zeta"] == [1])
        // Every term the tokenizer finds in a document points back at it.
        for term in SearchTokenizer.terms("Alpha launch 启动") { #expect(terms[term]?.contains(0) == true, "\(term)") }
    }

    @Test func theScriptIsTheSameWhateverTheOrderOfAdding() {
        var reversed = SearchIndex()
        for document in Self.index().documents.reversed() { reversed.add(document) }
        #expect(reversed.script() == Self.index().script())
    }
}

/// A summary's first characters, taken without finding character ends where the text is short.
@Suite("Search summary prefix")
struct SearchSummaryPrefixTests {
    @Test(arguments: [
        "", "short", String(repeating: "a", count: 200), String(repeating: "a", count: 201), String(repeating: "启动", count: 100),
        String(repeating: "启动", count: 101), String(repeating: "e\u{301}", count: 150), String(repeating: "e\u{301}", count: 201),
        String(repeating: "🇯🇵", count: 120), String(repeating: "x", count: 199) + "e\u{301}\u{302}", "\r\n" + String(repeating: "b", count: 199),
    ])
    func thePrefixIsTheCharacterPrefix(text: String) {
        for count in [0, 1, 199, 200, 201] {
            // Byte for byte: Strings compare equal when canonically equivalent.
            #expect(Array(RenderStep.prefix(text, characters: count).utf8) == Array(String(text.prefix(count)).utf8), "\(count)")
        }
    }
}
