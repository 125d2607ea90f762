import TriglotModel
import TriglotLowLevel

/// Says whether a sentence is negated, per language, and splits paragraphs into sentences.
/// Deliberately lexical: a negation word present or not. Each language lists words that contain
/// a negation character without negating (不同 "different", 非常 "very", かもしれません "may"),
/// and obligations built from a double negative (なければなりません "must"). Prefixes that
/// make an adjective rather than deny a statement (非アクティブ "inactive", 非推奨 "deprecated",
/// 无效 "invalid") are listed too: the English "inactive" has no negation word either.
public enum NegationLexicon {
    static let englishWords: Set<String> = [
        "not", "never", "no", "neither", "nor", "cannot", "without", "none", "nothing", "nobody", "nowhere",
    ]

    static let chineseMarkers: [Character] = ["不", "没", "未", "无", "非", "别", "勿"]
    static let chineseNonNegating = [
        "不同", "不仅", "不断", "不过", "不管", "不论", "不久", "不少", "不得不", "无论", "非常", "除非", "未来",
        "分别", "区别", "别的", "特别", "识别", "类别", "级别", "差别", "别名", "告别", "无效",
        // Litotes and adjectives: 保持不变 "stays static", 不透明 "opaque", 不小心 "accidentally",
        // 不好 "bad", 没问题 "fine", 不可或缺 "essential". The English has no negation word.
        "不变", "不透明", "不小心", "不好", "不错", "没问题", "不可或缺",
        // 不一致 "differ, mismatch", 不佳 "poor".
        "不一致", "不佳",
        // 别忘了, 不要忘记 "remember to": the English has no negation word.
        "别忘了", "不要忘记", "不要忘了",
    ]

    static let japaneseMarkers = ["ない", "なかっ", "なく", "なしで", "なしに", "ません", "ずに", "せず", "ず、", "ぬ", "未", "非", "無", "不"]
    static let japaneseNonNegating = [
        "かもしれない", "かもしれません", "なければなりません", "なければならない", "なくてはならない", "かまいません", "構いません",
        "少ない", "危ない", "まもなく", "間もなく", "だけでなく", "だけではなく", "非常", "非同期", "非アクティブ", "非推奨", "非表示", "非公開",
        "不可欠", "無視", "無効", "未来", "かかわらず", "問わず",
        // 問題なく "fine, robustly", 関係なく "regardless", 例外なく "always", 間違いなく "surely",
        // そうでない場合 "otherwise", 重複しないように "so as to de-duplicate".
        "問題なく", "問題ない", "問題ありません", "関係なく", "例外なく", "間違いなく", "そうでない", "ないように", "ないよう",
        // かも知れない "may" (かもしれない in kanji), なければいけない "must", 余儀なく "be forced
        // to", 不要 "unneeded", 不一致 "mismatch", 無駄なく "leanly".
        "かも知れない", "かも知れません", "なければいけません", "なければいけない", "なくてはいけない", "ないといけない",
        "余儀なく", "不要", "不一致", "無駄なく",
        // 忘れないでください, 忘れずに "remember to, be sure to"; 〜てみませんか "why not try"
        // (an invitation); おこないましょう "let's do" and ともない "along with" hold ない in kana.
        "忘れないで", "忘れずに", "ませんか", "おこない", "ともない",
    ]

    /// Whether the lexicon knows how `language` negates: English, Chinese and Japanese. Any
    /// other language would be read with the English words, and Portuguese "não", Russian
    /// "не" or Korean "않" would read as affirmative: VitePress's docs had 163 such findings.
    public static func reads(_ language: Language) -> Bool {
        let code = language.code.lowercased()
        return ["en", "zh", "ja"].contains { code == $0 || code.hasPrefix($0 + "-") }
    }

    public static func isNegated(_ sentence: String, in language: Language) -> Bool {
        if SimpleText.isSimple(sentence) {
            let text = sentence
            let scanner = NegationScanner(language)
            if let negated = text.withUTF8Span({ scanner.isNegated($0, 0..<$0.count) }) { return negated }
        }
        return characterLevelIsNegated(sentence, in: language)
    }

    /// The rules on Characters, for text `NegationScanner` cannot read byte by byte.
    static func characterLevelIsNegated(_ sentence: String, in language: Language) -> Bool {
        if language.code.lowercased().hasPrefix("zh") {
            let text = removing(chineseNonNegating, from: sentence)
            return text.contains { chineseMarkers.contains($0) }
        }
        if language.code.lowercased().hasPrefix("ja") {
            var text = removing(japaneseNonNegating, from: sentence)
            // A sentence-final ず (「…せず」 at the end) is cut from its 。 by the splitter.
            if text.hasSuffix("ず") { text += "、" }
            return japaneseMarkers.contains { text.contains($0) }
        }
        // "not only … but also" adds rather than denies, like 不仅 and だけでなく.
        if NegationFastPath.isASCIIWithoutCR(sentence) {
            return NegationFastPath.englishNegated(sentence, words: englishWords, lengths: englishWordLengths)
        }
        let words = sentence.lowercased().replacing("not only", with: "").split { !($0.isLetter || $0 == "'" || $0 == "’") }
        return words.contains { englishWords.contains(String($0)) || $0.hasSuffix("n't") || $0.hasSuffix("n’t") }
    }

    static let englishWordLengths = englishWords.map(\.utf8.count).min()!...englishWords.map(\.utf8.count).max()!

    private static func removing(_ words: [String], from text: String) -> String {
        words.reduce(text) { $0.replacing($1, with: "・") }
    }

    /// The sentences of a paragraph with their ranges: English ends a sentence at `. ` (`? `, `! `)
    /// but not after `e.g.`/`i.e.`; Chinese and Japanese at `。`, `！`, `？`.
    public static func sentences(of text: String, in language: Language) -> [Range<String.Index>] {
        let cjk = language.usesCJKScript
        if SimpleText.isSimple(text) {
            let bytes = text
            let offsets = bytes.withUTF8Span { NegationScanner.sentences(of: $0, cjk: cjk) }
            return offsets.map { text.indexRange(utf8Offsets: $0) }
        }
        return characterLevelSentences(of: text, cjk: cjk)
    }

    /// The sentence rule on Characters, for text that is not `SimpleText`.
    static func characterLevelSentences(of text: String, cjk: Bool) -> [Range<String.Index>] {
        var result: [Range<String.Index>] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let ends: Bool
            if cjk {
                ends = "。！？".contains(text[index])
            } else {
                ends = ".?!".contains(text[index]) && (next == text.endIndex || text[next].isWhitespace) && !endsAbbreviation(text[start..<next])
            }
            if ends {
                if !text[start..<next].allSatisfy(\.isWhitespace) { result.append(start..<next) }
                start = next
            }
            index = next
        }
        if !text[start...].allSatisfy(\.isWhitespace) { result.append(start..<text.endIndex) }
        return result
    }

    private static func endsAbbreviation(_ text: Substring) -> Bool {
        let lower = text.lowercased()
        return ["e.g.", "i.e.", "etc.", "vs."].contains { lower.hasSuffix(" " + $0) || lower == $0 || lower.hasSuffix("(" + $0) }
    }
}
