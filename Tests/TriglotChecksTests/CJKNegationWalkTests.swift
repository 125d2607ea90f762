import Foundation
import Testing
import TriglotLowLevel
@testable import TriglotChecks
import TriglotContent
import TriglotMarkup
import TriglotModel

/// Chinese and Japanese paragraphs are split into sentences and read for negation in one walk;
/// it must give the sentences `NegationScanner.sentences` gives and, for each and for the whole
/// text, what reading that sentence (or the whole text) alone gives.
@Suite("One walk for CJK sentences and their negation")
struct CJKNegationWalkTests {
    /// Markers and words next to sentence ends, at the text's ends, across them, and blank tails.
    static let edges = [
        "不。没", "没。不", "ず。", "せず！", "せず", "読まず？ない", "不同。不", "不。同", "非常？非", "非。常", "未来。未", "未。来",
        "不。  ", "不。\u{3000}", "不。\n", "ない。 \t", "ず、", "。ず", "！", "？？", "不", "", "a. 不 b。c", "无论。无效无。无",
        "かもしれ。ません", "なければ！なりません", "だけでなくない。", "非同期ではない？非推奨。", "不得。不", "告别别。别",
    ]

    static let languages = [Language("zh-Hans"), Language("ja")]

    /// The walk against splitting first and reading each sentence alone.
    static func expectSameAsSplitting(_ text: String, in language: Language, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var bytes = text
        bytes.withUTF8Span { buffer in
            let scanner = NegationScanner(language)
            guard let reading = scanner.cjkReading(of: buffer, cjk: true) else {
                Issue.record("no walk for \(language.code)", sourceLocation: sourceLocation)
                return
            }
            let sentences = NegationScanner.sentences(of: buffer, cjk: true)
            #expect(reading.sentences.map(\.range) == sentences, "\(language.code): \(text)", sourceLocation: sourceLocation)
            #expect(reading.sentences.map(\.isNegated) == sentences.map { scanner.isNegatedReading(buffer, $0, in: language) },
                    "\(language.code): \(text)", sourceLocation: sourceLocation)
            #expect(reading.wholeIsNegated == scanner.isNegatedReading(buffer, 0..<buffer.count, in: language), "\(language.code): \(text)",
                    sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: FastPathTests.texts + edges)
    func walkMatchesSplittingThenReading(text: String) {
        for language in Self.languages { Self.expectSameAsSplitting(text, in: language) }
    }

    /// Every single-scalar paragraph of the shipped Chinese and Japanese pages, in both rules.
    @Test func everyContentParagraph() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let content = try ContentLoader.load(folder: root.appendingPathComponent("Content").path)
        var paragraphs = 0
        for page in content.allPages where page.language.usesCJKScript {
            for paragraph in ProseParagraph.all(of: page.page) where paragraph.isSingleScalar {
                paragraphs += 1
                for language in Self.languages { Self.expectSameAsSplitting(paragraph.text, in: language) }
            }
        }
        #expect(paragraphs > 100)
    }

    /// Other rules and other splitting are not walked: their callers read sentences as before.
    @Test func onlyChineseAndJapaneseSplitTheCJKWayAreWalked() {
        var bytes = "不。"
        bytes.withUTF8Span { buffer in
            #expect(NegationScanner(.english).cjkReading(of: buffer, cjk: true) == nil)
            #expect(NegationScanner(Language("ko")).cjkReading(of: buffer, cjk: true) == nil)
            #expect(NegationScanner(Language("zh-Hans")).cjkReading(of: buffer, cjk: false) == nil)
        }
    }
}
