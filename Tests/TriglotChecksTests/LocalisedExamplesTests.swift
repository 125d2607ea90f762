import Testing
import TriglotContent
@testable import TriglotChecks
import TriglotModel

/// A code span localised to the translation's own locale is the English span: `ko` for `zh`,
/// `/ko/foo` for `/zh/foo`, `@/ru/components/Demo.vue` for `@/components/Demo.vue`.
@Suite("translation.code-spans: localised examples")
struct LocalisedExamplesTests {
    static let configuration = SiteConfiguration(languages: [.init(code: "en", name: "English"), .init(code: "ko", name: "한국어"),
                                                             .init(code: "zh-Hans", name: "简体中文", folder: "zh")])

    @Test(arguments: [
        ("zh", "ko", true), ("/zh/foo", "/ko/foo", true), ("@/components/Demo.vue", "@/ko/components/Demo.vue", true),
        ("/guide/", "/ko/guide/", true), ("lang: en", "lang: ko", false),
        // Another language than the translation's own, another path, or no locale at all.
        ("zh", "ja", false), ("/zh/foo", "/ja/foo", false), ("/zh/foo", "/ko/bar", false), ("foo", "ko", false),
        ("zh/a", "ko/a/b", false), ("title", "ko", false),
    ])
    func localisedCopies(english: String, translated: String, localised: Bool) {
        let examples = LocalisedExamples(language: Language("ko"), configuration: Self.configuration)
        #expect(examples.isLocalisedCopy(translated, of: english) == localised)
    }

    @Test func theCheckLeavesLocalisedExamplesAndReportsTheRest() throws {
        let content = try TestContent.onDisk([
            "site.yml": "languages: [en, ko, zh-Hans]\n",
            "en/a.md": "# Locales\n\nSet `lang` to `zh` and link `/zh/foo`; the demo is `@/components/Demo.vue`.\n",
            "ko/a.md": "# 로케일\n\n`lang`을 `ko`로 설정하고 `/ko/foo`를 링크합니다. 데모는 `@/ko/components/Demo.vue`입니다.\n",
            "zh-Hans/a.md": "# 语言\n\n将 `lang` 设为 `ja` 并链接 `/zh/foo`；演示是 `@/components/Demo.vue`。\n",
        ])
        let found = CodeSpansCheck().run(CheckContext(content: content))
        #expect(found.map(\.path) == [content.folder + "/zh-Hans/a.md"])
        #expect(found.first?.summary == "code span `ja` is `zh` in the English")
    }
}
