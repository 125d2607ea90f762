import Testing
@testable import TriglotChecks
import TriglotModel
import TriglotTestSupport

/// `NegationCertaintyBytes` must answer exactly as the Foundation-based rules of
/// `NegationCertainty` wherever it answers, and must answer for ASCII and simple CJK text.
@Suite("NegationCertainty on bytes agrees with the reference rules")
struct NegationCertaintyBytesTests {
    /// Pieces that the rules look for, pieces that only look like them, and text the bytes must
    /// hand back (combining marks, CR LF, İ, whose lowercase has a combining dot).
    static let pieces = [
        "not", "Not", "NOT", "never", "cannot", "can't", "don’t", "isn't", "n't", "whether or not", "or not", "not only", "if not",
        "no longer", "none of", "no", "No ", "without", "instead", "unloaded", "invalid", "discard", "antibody", "mistake", "in",
        "only", "optional", "knot", "snot", "nothing", " ", "  ", ".", ",", "'", "’", "(", ")", "-", "e.g.", "\t", "\u{A0}", "\u{AD}",
        "不", "没", "未", "无", "無", "非", "否", "别", "勿", "禁止", "不同", "不得不", "而不是", "而非", "不仅", "不管", "无论", "以外",
        "ない", "なかっ", "ません", "ずに", "せず", "ぬ", "なく", "なし", "ず、", "ず。", "ず", "なければなりません", "かもしれない", "ではなく",
        "だけでなく", "少ない", "危ない", "まもなく", "間もなく", "スキップ", "代わり", "のみ", "だけ", "。", "、", "　", "Ａ", "Ｎｏｔ",
        "呼び出す", "加载", "window", "App", "é", "É", "e\u{301}", "\r\n", "İ", "ガ\u{3099}", "👍🏽", "ß", "Ω",
    ]

    static func sentences(count: Int, seed: UInt64) -> [String] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)! + (Bool.random(using: &generator) ? " " : "")
            }.joined()
        }
    }

    static let languages = ["en", "fr", "zh-Hans", "ja"].map(Language.init)

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func sameAnswers(seed: UInt64) {
        for text in Self.sentences(count: 2_000, seed: seed) {
            let sentence = Substring(text)
            if let answer = NegationCertaintyBytes.hasPlainNegation(sentence) {
                #expect(answer == NegationCertainty.hasPlainNegation(sentence), "\(text)")
            }
            if let answer = NegationCertaintyBytes.hasAnyEnglishCue(sentence) {
                #expect(answer == NegationCertainty.hasAnyEnglishCue(sentence), "\(text)")
            }
            if let answer = NegationCertaintyBytes.hasAnyCue(sentence) {
                #expect(answer == NegationCertainty.hasAnyCue(sentence), "\(text)")
            }
            for language in Self.languages {
                if let answer = NegationCertaintyBytes.hasPredicateNegation(sentence, language: language) {
                    #expect(answer == NegationCertainty.hasPredicateNegation(sentence, language: language), "\(language.code): \(text)")
                }
            }
        }
    }

    @Test func answersForASCIIAndSimpleCJK() {
        let english: Substring = "It cannot, whether or not it isn't loaded."
        #expect(NegationCertaintyBytes.hasPlainNegation(english) == true)
        #expect(NegationCertaintyBytes.hasAnyEnglishCue("The window is invalid.") == true)
        #expect(NegationCertaintyBytes.hasAnyEnglishCue("The window is shown.") == false)
        #expect(NegationCertaintyBytes.hasPredicateNegation("系统不会调用它。", language: Language("zh-Hans")) == true)
        #expect(NegationCertaintyBytes.hasPredicateNegation("不同的 App 会调用它。", language: Language("zh-Hans")) == false)
        #expect(NegationCertaintyBytes.hasAnyCue("読み込まずに戻ります。") == true)
    }

    @Test func handsBackWhatTheBytesCannotSay() {
        #expect(NegationCertaintyBytes.hasPlainNegation("Don’t do it.") == nil)
        #expect(NegationCertaintyBytes.hasPlainNegation("CR\r\nLF not") == nil)
        #expect(NegationCertaintyBytes.hasPredicateNegation("ガ\u{3099}ない", language: Language("ja")) == nil)
        #expect(NegationCertaintyBytes.hasAnyCue("İ not") == nil)
    }

    /// The whole test the check asks, through the bytes where they can, against the rules alone.
    @Test(arguments: [5, 6] as [UInt64])
    func sameVerdicts(seed: UInt64) {
        let english = Self.sentences(count: 200, seed: seed)
        let translations = Self.sentences(count: 50, seed: seed + 100)
        for (englishText, translationText) in zip(english, english.indices.map { translations[$0 % translations.count] }) {
            for language in Self.languages {
                for negated in [true, false] {
                    let (left, right) = (Substring(englishText), Substring(translationText))
                    let reference = negated
                        ? NegationCertainty.hasPlainNegation(left) && !NegationCertainty.hasAnyCue(right)
                        : NegationCertainty.hasPredicateNegation(right, language: language) && !NegationCertainty.hasAnyEnglishCue(left)
                    #expect(NegationCertainty.isSure(english: left, translation: right, englishNegated: negated, language: language) == reference)
                }
            }
        }
    }
}
