import Foundation
import Testing

/// Commits whose subject says they change nothing a translation follows (`translations:
/// ignoredKeywords`, Lunaria's convention): an English typo fix marked `en-only` does not make
/// translations outdated, and a link fixed in every language does not make them current.
@Suite("Translation baselines: commits with ignored keywords", .serialized)
struct GitIgnoredCommitsTests {
    static func site(_ keywords: String?) -> String {
        GitBaselineTests.site("git") + (keywords.map { "  ignoredKeywords: \($0)\n" } ?? "")
    }

    static let oldOverview = "The lamp turns on when you press the switch."
    static let newOverview = "The lamp turns on when you press the switch once."

    static func statuses(_ repository: ScratchRepository) throws -> [String] {
        let status = try repository.status()
        return LampPages.languages.map { status["lamp.md"]?[$0]?["status"] as? String ?? "?" }
    }

    @Test(arguments: [
        // (keywords in site.yml, the English commit's subject, outdated?)
        ("[en-only]", "Brightness wording (en-only)", false),
        ("[en-only]", "Brightness wording (EN-ONLY)", false),
        (nil, "Fix typo in the lamp page", false),
        (nil, "Brightness wording (en-only)", true),
        ("[]", "Fix typo in the lamp page", true),
    ] as [(String?, String, Bool)])
    func anEnglishCommitWithAnIgnoredKeywordOutdatesNothing(keywords: String?, subject: String, outdated: Bool) throws {
        let repository = try ScratchRepository.lamp("ignored-english", site: Self.site(keywords))
        try repository.commitAll("English and translations", day: 1)
        try repository.edit("en/lamp.md", replacing: GitBaselineTests.oldBrightness, with: GitBaselineTests.newBrightness)
        try repository.commitAll(subject, day: 2)
        #expect(try Self.statuses(repository) == Array(repeating: outdated ? "outdated" : "current", count: LampPages.languages.count))
        #expect(try repository.findings("translation.outdated").isEmpty == !outdated)
    }

    /// The ignored commit is passed over, not the ones after it: the later edit is outdated,
    /// and it alone is named.
    @Test func aRealEditAfterAnIgnoredOneIsTheOnlyChange() throws {
        let repository = try ScratchRepository.lamp("ignored-then-real", site: Self.site("[en-only]"))
        try repository.commitAll("English and translations", day: 1)
        try repository.edit("en/lamp.md", replacing: GitBaselineTests.oldBrightness, with: GitBaselineTests.newBrightness)
        try repository.commitAll("Brightness wording (en-only)", day: 2)
        try repository.edit("en/lamp.md", replacing: Self.oldOverview, with: Self.newOverview)
        try repository.commitAll("English: press once", day: 3)
        let status = try repository.status()
        for language in LampPages.languages {
            #expect(changeList(status["lamp.md"]?[language]) == ["changed overview"], "\(language)")
        }
    }

    /// A fix made in every language at once is no new translation: the English edit before
    /// it is still to be translated.
    @Test func aTranslationCommitWithAnIgnoredKeywordIsNoNewVersion() throws {
        let repository = try ScratchRepository.lamp("ignored-translation", site: Self.site("[broken link]"))
        try repository.commitAll("English and translations", day: 1)
        try repository.edit("en/lamp.md", replacing: GitBaselineTests.oldBrightness, with: GitBaselineTests.newBrightness)
        try repository.commitAll("English: brightness", day: 2)
        for language in LampPages.languages {
            try repository.write("\(language)/lamp.md", try repository.read("\(language)/lamp.md") + "\n<!-- link fixed -->\n")
        }
        try repository.commitAll("Fix broken link in every language", day: 3)
        let status = try repository.status()
        for language in LampPages.languages {
            #expect(changeList(status["lamp.md"]?[language]) == ["changed brightness"], "\(language)")
        }
    }

    @Test func aBlankKeywordIsRefusedWithItsLine() throws {
        let repository = try ScratchRepository.lamp("ignored-blank", site: Self.site("[en-only, ' ']"))
        let checked = try repository.triglot("check")
        #expect(checked.status == 2, "\(checked.standardError)")
        #expect(checked.standardError.contains("site.yml:4"), "\(checked.standardError)")
        #expect(checked.standardError.contains("ignoredKeywords"), "\(checked.standardError)")
    }
}
