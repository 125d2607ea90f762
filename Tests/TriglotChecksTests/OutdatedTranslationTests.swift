import Foundation
import Testing
import TriglotChecks
@testable import TriglotContent
@testable import TriglotModel

@Suite("translation.outdated and the translation lock")
struct OutdatedTranslationTests {
    static let english = "# T\n\nAbstract.\n\n## Discussion\n\nOld English text.\n\n## See Also\n\n- [`x()`](x.md)\n"
    static let chinese = "# T\n\n摘要。\n\n## 讨论\n\n中文文本。\n\n## 另请参阅\n\n- [`x()`](x.md)\n"

    private func content(english: String, lockedFrom lockedEnglish: String?) -> ContentSet {
        var content = TestContent.inMemory(["en/p.md": english, "zh-Hans/p.md": Self.chinese])
        if let lockedEnglish {
            let locked = TestContent.inMemory(["en/p.md": lockedEnglish])
            let page = locked.page("p.md", in: .english)!
            content.translationLock.record(TranslationLock.fingerprints(of: page), of: "p.md", in: .simplifiedChinese)
        }
        return content
    }

    @Test func currentWhenTheEnglishIsUnchanged() {
        let diagnostics = OutdatedTranslationCheck().run(CheckContext(content: content(english: Self.english, lockedFrom: Self.english)))
        #expect(diagnostics.isEmpty)
    }

    @Test func whitespaceAloneDoesNotOutdate() {
        let reflowed = Self.english.replacingOccurrences(of: "Old English text.", with: "Old English text.   \n")
        #expect(OutdatedTranslationCheck().run(CheckContext(content: content(english: reflowed, lockedFrom: Self.english))).isEmpty)
    }

    @Test func namesTheChangedSectionAtTheTranslationsHeading() throws {
        let changed = Self.english.replacingOccurrences(of: "Old English text.", with: "New English text.")
        let diagnostics = OutdatedTranslationCheck().run(CheckContext(content: content(english: changed, lockedFrom: Self.english)))
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.summary.contains("'Discussion'"))
        #expect(diagnostic.path == "Content/zh-Hans/p.md")
        #expect(diagnostic.line == 5)
    }

    @Test func untrackedTranslationsAreReported() {
        let diagnostics = OutdatedTranslationCheck().run(CheckContext(content: content(english: Self.english, lockedFrom: nil)))
        #expect(diagnostics.map(\.summary) == ["this translation is not tracked yet"])
        #expect(diagnostics.map(\.severity) == [.note])
    }

    @Test func statusMatrixValues() {
        let changed = Self.english.replacingOccurrences(of: "Abstract.", with: "A new abstract.")
        let set = content(english: changed, lockedFrom: Self.english)
        let status = TranslationStatus.of(translation: set.page("p.md", in: .simplifiedChinese), source: set.page("p.md", in: .english)!, content: set)
        // A lock entry alone gives fingerprints, not text: which section changed, not by how many lines.
        #expect(status == .outdated([SectionChange(kind: .changed, key: TranslationLock.introKey, title: "T")]))
        #expect(TranslationStatus.of(translation: nil, source: set.page("p.md", in: .english)!, content: set) == .missing)
        let untracked = content(english: changed, lockedFrom: nil)
        #expect(TranslationStatus.of(translation: untracked.page("p.md", in: .simplifiedChinese), source: untracked.page("p.md", in: .english)!, content: untracked) == .untracked)
    }

    @Test func lockRoundTripsAsStableJSON() throws {
        var lock = TranslationLock()
        lock.record(["(intro)": "00000000000000ff", "discussion": "0123456789abcdef"], of: "p.md", in: .japanese)
        let text = try lock.encoded()
        #expect(try TranslationLock.decode(Data(text.utf8)) == lock)
        #expect(try lock.encoded() == text)
    }
}
