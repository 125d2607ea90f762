import Testing
import TriglotChecks
import TriglotModel

@Suite("translation.availability")
struct AvailabilityCheckTests {
    static func page(_ availability: [String], chinese: Bool = false) -> String {
        let block = availability.isEmpty ? "" : availability.map { "> " + $0 }.joined(separator: "\n") + "\n\n"
        return "# makeKeyAndVisible()\n\n\(chinese ? "显示窗口。" : "Shows the window.")\n\n" + block + "## \(chinese ? "讨论" : "Discussion")\n\nText.\n"
    }

    static let english = ["iOS 2.0+", "iPadOS 2.0+", "Mac Catalyst 13.1+"]

    @Test(arguments: [
        (english, [] as [String]),
        (["iOS 2.0+", "iPadOS 2.0+", "Mac Catalyst 14.0+"], ["'Mac Catalyst 14.0+' where the English page has 'Mac Catalyst 13.1+'"]),
        (["iOS 2.0+", "iPadOS 2.0+"], ["platform 'Mac Catalyst 13.1+' of the English page is missing"]),
        (["iOS 2.0+", "iPadOS 2.0+", "Mac Catalyst 13.1+", "tvOS 9.0+"], ["platform 'tvOS 9.0+' is not in the English page"]),
        (["iPadOS 2.0+", "iOS 2.0+", "Mac Catalyst 13.1+"], ["platforms are in a different order than in the English page"]),
        ([], ["the page has no availability; the English page lists iOS 2.0+, iPadOS 2.0+, Mac Catalyst 13.1+"]),
    ])
    func comparesAvailability(translated: [String], summaries: [String]) {
        let found = TestContent.run(AvailabilityCheck.self, PagePair.files(Self.page(Self.english), Self.page(translated, chinese: true)))
        #expect(found.map(\.summary) == summaries)
    }

    @Test func versionChangeIsReportedOnItsLine() throws {
        let translated = Self.page(["iOS 2.0+", "iPadOS 3.0+", "Mac Catalyst 13.1+"], chinese: true)
        let found = try #require(TestContent.run(AvailabilityCheck.self, PagePair.files(Self.page(Self.english), translated)).first)
        #expect(found.line == line(of: "iPadOS 3.0+", in: translated))
    }

    @Test func articlesWithoutAvailabilityAreQuiet() {
        let english = "# About\n\nText.\n\n## Overview\n\nMore.\n"
        let translated = "# 关于\n\n文本。\n\n## 概览\n\n更多。\n"
        #expect(TestContent.run(AvailabilityCheck.self, PagePair.files(english, translated)).isEmpty)
    }
}
