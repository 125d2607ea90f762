import Testing
import TriglotMarkup
@testable import TriglotModel

@Suite("Front matter")
struct FrontMatterTests {
    private func read(_ text: String) -> PageReader.Result {
        PageReader().read(bytes: Array(text.utf8), path: "p.md", language: .english)
    }

    @Test func keepsLineNumbersOfTheBody() {
        let result = read("---\nsource: https://example.com/a\ntitle: A\n---\n# Title\n\nAbstract.\n")
        #expect(result.page.frontMatter.source == "https://example.com/a")
        #expect(result.page.frontMatter.keyLines["title"] == 3)
        #expect(result.page.title?.range.lowerBound.line == 5)
        #expect(result.diagnostics.isEmpty)
    }

    @Test(arguments: ["\u{FEFF}---\nsource: x\n---\n# T\n", "---\r\nsource: x\r\n---\r\n# T\r\n"])
    func acceptsBOMAndCRLF(text: String) {
        let result = read(text)
        #expect(result.page.frontMatter.source == "x")
        #expect(result.page.title?.text == "T")
        #expect(result.page.title?.range.lowerBound.line == 4)
    }

    /// Hugo sites name a value once and repeat it (`eventUrl: &eventUrl …`, `*eventUrl`).
    @Test func anchorsAndAliasesWithinTheBudgetAreRead() {
        let result = read("---\ntitle: KubeCon\nparams:\n  eventUrl: &eventUrl >-\n    https://example.org/\nlink: *eventUrl\nlist: &x [1, 2]\nagain: *x\n---\n\nText.\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.summary))")
        #expect(result.page.title?.text == "KubeCon")
        #expect(result.page.frontMatter.values["link"] == "https://example.org/")
        #expect(result.page.frontMatter.values["again"] == "1, 2")
    }

    /// An alias to no anchor is YAML's error, at its line.
    @Test func anUndefinedAliasIsInvalidYAML() {
        let diagnostic = read("---\na: [1]\nb: *x\n---\n# T\n").diagnostics.first
        #expect(diagnostic?.id == "front-matter.invalid")
        #expect(diagnostic?.range?.lowerBound.line == 3)
    }

    @Test func aliasBombIsRefusedQuickly() {
        var yaml = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
        for (index, name) in ["b", "c", "d", "e", "f", "g", "h", "i"].enumerated() {
            let previous = ["a", "b", "c", "d", "e", "f", "g", "h"][index]
            yaml += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]\n"
        }
        let result = read("---\n" + yaml + "---\n# T\n")
        #expect(result.diagnostics.map(\.id) == ["front-matter.alias"])
    }

    /// A quote inside a plain scalar (`x"y`, `it's`) opens nothing, so the brackets after it
    /// still count towards the nesting that is refused before the YAML parser sees it.
    @Test(arguments: ["x\"y", "it's"])
    func aQuoteInsideAPlainScalarHidesNoNesting(scalar: String) {
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        let result = read("---\na: [\(scalar), \(deep)]\n---\n# T\n")
        #expect(result.diagnostics.map(\.id) == ["front-matter.too-deep"])
        #expect(result.diagnostics.first?.range?.lowerBound.line == 2)
    }

    @Test func unterminatedFrontMatter() {
        let result = read("---\nsource: x\n# T\n")
        #expect(result.diagnostics.map(\.id) == ["front-matter.unterminated"])
        #expect(result.diagnostics.first?.range?.lowerBound.line == 1)
    }

    @Test func duplicateKey() {
        let result = read("---\ntitle: a\ntitle: b\n---\n# T\n")
        #expect(result.diagnostics.first?.id.hasPrefix("front-matter.") == true)
    }

    @Test func invalidYAMLPointsAtItsLine() {
        let result = read("---\ntitle: a\n  bad: [\n---\n# T\n")
        let diagnostic = result.diagnostics.first
        #expect(diagnostic?.id == "front-matter.invalid")
        #expect((diagnostic?.range?.lowerBound.line ?? 0) >= 2)
    }

    @Test func listsAreKeptAsText() {
        let result = read("---\ncategories: [文档翻译, UIKit]\n---\n# T\n")
        #expect(result.page.frontMatter.values["categories"] == "文档翻译, UIKit")
    }
}
