import Testing
@testable import TriglotChecks
import TriglotModel

/// Code spans dropped, changed or added are findings; a sentence rephrased around them is not.
@Suite("translation.code-spans")
struct CodeSpansCheckTests {
    static func page(_ title: String, _ abstract: String, _ heading: String, _ paragraph: String) -> String {
        "# \(title)\n\n\(abstract)\n\n## \(heading)\n\n\(paragraph)\n"
    }

    @Test(arguments: [
        // The English repeats a span the translation names once.
        ("The `dispatch` function lets you update the state. Pass the action to the `dispatch` function.",
         "`dispatch` 函数允许你更新 state。它需要传入一个 action 作为参数。", []),
        // The translation names what the English calls "it", a name the page writes as code.
        ("Later, it returns the stored `fn` function.", "之后，`useCallback` 返回缓存的 `fn` 函数。", []),
        // A name the page does not have is added; one the English has is dropped or changed.
        ("Later, it returns the stored `fn` function.", "之后，`useCallbak` 返回缓存的 `fn` 函数。", ["`useCallbak` is not in the English"]),
        ("Call `a` and `b`.", "调用 `a`。", ["code span `b` of the English is missing here"]),
        // A span replaced by a name the page has elsewhere is still a replaced span.
        ("Call `start()` first.", "先调用 `stop()`。", ["code span `stop()` is `start()` in the English"]),
        // A repeated span missing beside an added one is not a rephrasing.
        ("Call `run` and then `run` again.", "调用 `run`，再调用 `rnu`。", ["code span `rnu` is `run` in the English"]),
        ("Call `start()` first.", "先调用 `strat()`。", ["code span `strat()` is `start()` in the English"]),
        // One folder with or without its trailing slash; one tag with or without a space before `/>`.
        ("Put pages in `src/pages/` and `static`.", "把页面放在 `src/pages` 和 `static/` 中。", []),
        ("Write `<slot name=\"x\" />`.", "写 `<slot name=\"x\"/>`。", []),
        ("Put pages in `src/pages/`.", "把页面放在 `src/page/` 中。", ["code span `src/page/` is `src/pages/` in the English"]),
        ("Use `/`.", "使用 `//`。", ["code span `/` of the English is missing here"]),
        // A function named with or without its empty call; a call with arguments is code.
        ("Call `fetch()` and `Astro.glob`.", "调用 `fetch` 和 `Astro.glob()`。", []),
        ("Call `fetch(url)`.", "调用 `fetch()`。", ["code span `fetch()` is `fetch(url)` in the English"]),
    ] as [(String, String, [String])])
    func spans(english: String, chinese: String, summaries: [String]) {
        let files = PagePair.files(
            Self.page("useCallback", "`useCallback` caches a function; `stop()` ends it.", "Discussion", english),
            Self.page("useCallback", "`useCallback` 缓存函数；`stop()` 结束它。", "讨论", chinese))
        #expect(TestContent.run(CodeSpansCheck.self, files).map(\.summary) == summaries)
    }

    /// Hugo's shortcodes by their names: labels translated, either delimiter.
    @Test(arguments: [
        ("{{% tab Traces %}}", "{{% tab Rastros %}}", "{{tab}}", "{{tab}}"),
        ("{{< /homepage/otel-feature >}}", "{{% /homepage/otel-feature %}}", "{{/homepage/otel-feature}}", "{{/homepage/otel-feature}}"),
        ("{{% tab Traces %}}", "{{% tabpane %}}", "{{tab}}", "{{tabpane}}"),
        ("{{domxref(\"Node\")}}", "{{domxref(\"Element\")}}", "{{domxref(\"Node\")}}", "{{domxref(\"Element\")}}"),
    ])
    func shortcodesByName(english: String, translation: String, englishKey: String, translationKey: String) {
        #expect(CodeSpansCheck.trimmed(english) == englishKey)
        #expect(CodeSpansCheck.trimmed(translation) == translationKey)
    }
}
