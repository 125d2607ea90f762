import Foundation
import TriglotModel

/// Whether a negation disagreement between two aligned sentences is certain. The lexical
/// scanner sees 未 in 未捕捉 ("uncaught"), ではなく in "instead of" and "None" as negations;
/// real translations are full of such pairs, and a translator who has to dismiss them stops
/// reading the check. A disagreement is reported only when the negated side negates its
/// predicate and the other side has no cue at all that could carry the same negation.
enum NegationCertainty {
    static func isSure(english: Substring, translation: Substring, englishNegated: Bool, language: Language) -> Bool {
        // Each test on bytes where the sentence allows it (`NegationCertaintyBytes`), by the
        // rule below otherwise.
        typealias Bytes = NegationCertaintyBytes
        if englishNegated {
            return (Bytes.hasPlainNegation(english) ?? hasPlainNegation(english))
                && !(Bytes.hasAnyCue(translation) ?? hasAnyCue(translation))
        }
        return (Bytes.hasPredicateNegation(translation, language: language) ?? hasPredicateNegation(translation, language: language))
            && !(Bytes.hasAnyEnglishCue(english) ?? hasAnyEnglishCue(english))
    }

    /// "not", "never", "cannot", "n't", as a sentence's own negation ("or not", "not only" are not).
    static func hasPlainNegation(_ sentence: Substring) -> Bool {
        var text = " " + sentence.lowercased() + " "
        for phrase in plainPhrases {
            text = text.replacingOccurrences(of: phrase, with: " ")
        }
        if text.contains("n't") || text.contains("n’t") { return true }
        return words(text).contains { plainWords.contains($0) }
    }

    /// Phrases with "not" that are no sentence's own negation, replaced in this order.
    static let plainPhrases = ["whether or not", "or not", "not only", "if not", "no longer", "none of", "don't forget", "don’t forget", "do not forget"]
    static let plainWords = ["not", "never", "cannot"]

    /// Any English word that can carry a negation a translation renders as one: prefixes
    /// (uncaught, invalid), "instead", "without", "only", "fail", "avoid" …
    static func hasAnyEnglishCue(_ sentence: Substring) -> Bool {
        let text = sentence.lowercased()
        if text.contains("n't") || text.contains("n’t") { return true }
        for word in words(text) {
            if englishCues.contains(word) { return true }
            if word.count > 4, negativePrefixes.contains(where: { word.hasPrefix($0) }) { return true }
        }
        return false
    }

    static let englishCues: Set<String> = [
        "not", "no", "never", "none", "nothing", "nobody", "nowhere", "neither", "nor", "cannot", "without", "instead", "rather",
        "only", "except", "unless", "fail", "fails", "failed", "failing", "avoid", "avoids", "avoided", "noop", "prevent", "prevents", "ignore", "ignored",
        "ignores", "lack", "lacks", "missing", "miss", "outside", "unlike", "less", "few", "stop", "stops", "skip", "skips", "skipped",
        "disable", "disabled", "disables", "omit", "omitted", "exclude", "excluded", "false", "null", "undefined", "empty", "away",
        "optional", "optionally", "absent", "forbid", "forbidden", "refuse", "deny", "denied", "reject", "rejected", "prohibit",
        "rarely", "seldom", "hardly", "barely", "whether", "even", "suppress", "suppressed", "solely", "limit", "limited", "any",
        // "non-relative" splits into "non" and "relative"; "least specific", "framework agnostic",
        // "eliminates the need" are rendered with a negation.
        "non", "avoiding", "least", "agnostic", "eliminate", "eliminates", "eliminated",
    ]

    static let negativePrefixes = ["un", "non", "dis", "in", "im", "ir", "il", "anti", "de", "mis"]

    /// A predicate negated in Chinese or Japanese, with contrastive and prefix forms set aside
    /// (ではなく "instead of", 而不是 "rather than", 未定义 "undefined", 非同期 "asynchronous").
    static func hasPredicateNegation(_ sentence: Substring, language: Language) -> Bool {
        var text = String(sentence)
        for contrastive in contrastives {
            text = text.replacingOccurrences(of: contrastive, with: "")
        }
        if language.usesCJKScript {
            return predicateNegations.contains(where: { text.contains($0) })
        }
        return hasPlainNegation(Substring(text))
    }

    /// Forms with a negation character that negate no predicate, removed in this order.
    static let contrastives = [
        "なければなりません", "なければならない", "なくてはなりません", "なくてはならない", "ねばならない", "ざるを得ない",
        "かもしれません", "かもしれない", "かまいません", "構いません", "ではなく", "じゃなく", "のではなく", "而不是", "而非", "不仅", "不只", "不管", "不论", "无论", "不同", "不得不",
        "かもしれ", "なければ", "なくては", "かまわ", "構わ", "だけでなく", "少な", "危な", "まもなく", "間もなく",
    ] + NegationLexicon.japaneseNonNegating + NegationLexicon.chineseNonNegating
    // The words the lexicon knows negate nothing (级别 "level" holds 别) negate no predicate either.
    /// Japanese predicate negation is written in kana; Chinese negates with 不/没/别/勿 before a verb.
    static let predicateNegations = ["ない", "なかっ", "ません", "ずに", "せず", "ぬ", "なく", "不", "没", "别", "勿", "禁止"]

    /// Any cue in a translated sentence that may carry the English negation.
    static func hasAnyCue(_ sentence: Substring) -> Bool {
        let text = sentence.lowercased()
        return cues.contains { text.contains($0) }
    }

    static let cues = [
        "不", "没", "未", "无", "無", "非", "否", "别", "勿", "禁", "避", "除", "外", "只", "仅", "僅", "のみ", "だけ", "ない", "なく",
        "なし", "ずに", "ず、", "ず。", "せず", "ぬ", "ません", "以外", "失敗", "失败", "忽略", "無視", "跳过", "スキップ", "代わり", "而", "替代", "代替", "取代",
        // "may not be the actual port" as 「実際のポートとは異なる場合がある」: "differs".
        "異な", "違う", "違い",
        "not", "never", "no ", "n't", "without", "instead",
    ]

    private static func words(_ text: String) -> [String] {
        text.split { !$0.isLetter && $0 != "'" && $0 != "’" }.map(String.init)
    }
}
