import Testing
@testable import TriglotChecks

/// How a link destination is keyed for comparison: locales and page suffixes aside.
@Suite("Link keys")
struct LinkKeyTests {
    @Test(arguments: [
        ("https://developer.mozilla.org/en-US/docs/Web/API", "https://developer.mozilla.org/docs/Web/API"),
        ("https://developer.mozilla.org/docs/Web/API", "https://developer.mozilla.org/docs/Web/API"),
        ("https://learn.example.com/ja-jp/dotnet/", "https://learn.example.com/dotnet/"),
        ("https://ja.wikipedia.org/wiki/X", "https://{locale}.wikipedia.org/wiki/X"),
        ("/zh-cn/guide/x", "/{locale}/guide/x"),
        ("mailto:someone@example.com", "mailto:someone@example.com"),
        ("mailto:a?u=https://en.example.org/x", "mailto:a?u=https://{locale}.example.org/x"),
        ("guide/intro.md", "guide/intro.md"),
    ])
    func localesBecomeAPlaceholderOrGo(destination: String, key: String) {
        #expect(LinkComparison.withoutLocales(destination) == key)
    }

    @Test(arguments: [
        ("https://d.example/g/astro?utm_medium=integration&utm_source=docs", "https://d.example/g/astro"),
        ("https://d.example/g?x=1&utm_source=docs#top", "https://d.example/g?x=1#top"),
        ("https://d.example/g?x=utm_a", "https://d.example/g?x=utm_a"),
    ])
    func trackingParametersAreNoPartOfTheDestination(destination: String, key: String) {
        #expect(LinkComparison.withoutTrackingParameters(destination) == key)
    }

    @Test(arguments: [("https://x.org", 5), ("a:b://c", 3), ("no scheme", nil), ("ends with :", nil), ("x:/y", nil)])
    func theSchemeSeparatorIsTheFirstColonAndTwoSlashes(text: String, offset: Int?) {
        let found = LinkComparison.schemeSeparator(in: text)
        #expect(found.map { text.distance(from: text.startIndex, to: $0.lowerBound) } == offset)
    }
}
