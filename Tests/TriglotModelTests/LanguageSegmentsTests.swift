import Testing
import TriglotModel

/// A path segment names one of the site's languages when it spells one (code, folder, alias),
/// or is a region or script variant of one, in any case; anything else is a path segment.
@Suite("Language segments of links")
struct LanguageSegmentsTests {
    static let languages = LanguageSegments(spellings: ["en", "zh-Hans", "zh-cn", "ja", "pt-br"])

    @Test(arguments: ["en", "EN", "en-US", "en-us", "en_GB", "zh-Hans", "zh-CN", "zh_TW", "zh-Hant", "ja", "ja-JP",
                      "pt-BR", "pt-PT", "en-419"])
    func aSpellingOrAVariantIsALanguage(segment: String) {
        #expect(Self.languages.contains(segment))
    }

    @Test(arguments: ["docs", "Web", "API", "fr", "fr-FR", "en-", "-US", "en-US-x", "en-USA1", "english", "en-Latn1",
                      "jam", "zhu", "ja-", "en--us", "en-12", "go", "in", "", "zh-Hans-CN", "pt"])
    func anythingElseIsAPathSegment(segment: String) {
        #expect(!Self.languages.contains(segment))
    }

    /// site.yml's languages: each one's code, folder and aliases.
    @Test func aConfigurationSpellsItsLanguages() {
        let configuration = SiteConfiguration(defaultLanguage: "en", languages: [
            .init(code: "en", name: "English", folder: "en-us"), .init(code: "ja", name: "日本語"),
        ])
        let languages = LanguageSegments(configuration: configuration)
        #expect(languages.contains("en-US") && languages.contains("JA") && languages.contains("ja-JP"))
        #expect(!languages.contains("zh-CN"))
    }
}
