import Testing
import TriglotChecks
import TriglotMarkup
import TriglotModel

@Suite("Inventory helpers")
struct InventoryTests {
    @Test(arguments: [
        (["a", "b"], ["a", "b"], [] as [String]),
        (["a", "b"], ["a", "c"], ["renamed c b"]),
        (["a", "b"], ["a"], ["missing b"]),
        (["a"], ["a", "x"], ["extra x"]),
        (["a", "b"], ["b", "a"], ["reordered b a"]),
        (["a", "b", "c"], ["x", "c"], ["renamed x a", "missing b"]),
    ])
    func nameLists(expected: [String], actual: [String], findings: [String]) {
        let range = SourceRange(line: 1)
        let result = NameListComparison.compare(expected: expected, actual: actual.map { ($0, range) }).map { finding -> String in
            switch finding {
            case .renamed(let actual, let expected, _): return "renamed \(actual) \(expected)"
            case .missing(let expected): return "missing \(expected)"
            case .extra(let actual, _): return "extra \(actual)"
            case .reordered(let actual, let expected, _): return "reordered \(actual) \(expected)"
            }
        }
        #expect(result == findings)
    }

    @Test func proseLeavesOutCodeAndMapsBackToTheFile() throws {
        let text = "# T\n\nAbstract.\n\n## Discussion\n\nCall `foo(_:)` in iOS 13,\nthen see <https://example.com> and [the 启动 page](x.md).\n"
        let document = MarkupDocument(parsing: text)
        let paragraph = try #require(document.allNodes.last { if case .paragraph = $0.kind { return true } else { return false } })
        let prose = ProseParagraph(paragraph)
        #expect(!prose.text.contains("foo") && !prose.text.contains("example.com"))
        #expect(prose.text.contains("the 启动 page"))
        let range = try #require(prose.text.range(of: "启动"))
        let place = prose.sourceRange(of: range)
        #expect(place.lowerBound.line == 8)
        #expect(SourceText(text).text(in: place) == "启动")
    }

    @Test(arguments: [("启动", true), ("アプリ", true), ("앱", true), ("App。", false), ("ＡＢＣ", false), ("plain", false)])
    func cjk(text: String, isCJK: Bool) {
        #expect(CJKText.containsCJK(text) == isCJK)
    }
}
