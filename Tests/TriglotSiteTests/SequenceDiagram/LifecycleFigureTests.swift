import Testing
import TriglotChecks
import TriglotContent
import TriglotModel
@testable import TriglotSite

@Suite("Lifecycle pictures: the figure around them")
struct LifecycleFigureTests {
    static let scenarios = ScenarioLibrary(["cold-url": ContentSet.ScenarioSource(
        name: "cold-url", displayPath: "scenarios/cold-url.json",
        bytes: Array(#"{"name": "cold-url", "launch": "cold", "options": {"url": "test://x"}}"#.utf8))])
    static let strings = InterfaceStrings(tables: ["en": [:]], defaultLanguage: "en")

    @Test(arguments: ["en", "zh-Hans", "ja"])
    func thePictureScrollsInAFocusableNamedRegion(language: String) throws {
        let labels = DiagramLabels.forLanguage(language)
        let html = try #require(LifecycleFigure.html(scenario: "cold-url", scenarios: Self.scenarios, language: Language(language), strings: Self.strings, idPrefix: "f"))
        #expect(html.contains("<div class=\"diagram-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"\(labels.scrollRegion)\">"))
        #expect(html.contains("<p class=\"diagram-scroll-hint\" aria-hidden=\"true\">\(labels.scrollHint)</p>"))
        #expect(html.contains("role=\"img\" aria-labelledby=\"f-title f-desc\""))
    }

    @Test func readersSeeWordsWhereTheyOnceSawIDs() throws {
        let block = "scenario cold-url\nset willFinishReturns false\nnot-called application(_:open:options:)\n"
        let html = try #require(LifecycleFigure.html(block: block, scenarios: Self.scenarios, language: Language("en"), strings: Self.strings, idPrefix: "f"))
        #expect(html.contains("<figcaption><p>The app is launched to open a URL. If application(_:willFinishLaunchingWithOptions:) returns false.</p>"))
        #expect(html.contains("<li>application(_:open:options:) is not called.</li>"))
        // The scenario name stays only where tools look for it.
        #expect(html.components(separatedBy: "cold-url").count == 2)
        #expect(html.contains("data-scenario=\"cold-url\""))
        #expect(!html.contains("willFinishReturns") && !html.contains("lifecycle core"))
    }
}
