import TriglotContent
import TriglotModel

/// What a language's pages already do, counted over all of them: the default (`auto`) of the
/// spacing and quotation rules. A habit is a house style only when nearly every case follows it.
enum HouseStyle {
    /// The share of cases a habit needs to be the house style, and how many cases at least.
    static let agreement = 0.9
    static let minimumCases = 20

    enum Spacing: Equatable { case required, forbidden, free }
    enum Quotes: Equatable { case curly, corner, free }

    static func spacing(of language: Language, in context: CheckContext) -> Spacing {
        switch context.content.configuration.typography[language.code]?.spacing ?? .auto {
        case .required: return .required
        case .forbidden: return .forbidden
        case .free: return .free
        case .auto:
            let textRuns = context.textRuns
            return foldCases("house-style.spacing", in: language, context: context,
                             yes: .required, no: .forbidden, neither: .free) { page in
                var counts = [0, 0]
                for run in textRuns.runs(of: page) {
                    for boundary in SpacingBoundary.all(in: run) { counts[boundary.hasSpace ? 0 : 1] += 1 }
                }
                return counts
            }
        }
    }

    enum Width: Equatable { case full, half, free }

    /// For each half-width mark (`,` `:` `;` `?` `!`), whether it is written full-width after
    /// Chinese or Japanese letters: counted mark by mark, since a project may write `：` but
    /// `?`, or (Vue's Japanese pages) `、` but `:`.
    static func punctuation(of language: Language, in context: CheckContext) -> [Unicode.Scalar: Width] {
        let marks = Array(PunctuationWidthCheck.fullWidth.keys)
        switch context.content.configuration.typography[language.code]?.punctuation ?? .auto {
        case .fullWidth: return Dictionary(uniqueKeysWithValues: marks.map { ($0, .full) })
        case .halfWidth: return Dictionary(uniqueKeysWithValues: marks.map { ($0, .half) })
        case .free: return [:]
        case .auto:
            let japanese = CJKScalars.isJapanese(language.code)
            let textRuns = context.textRuns
            return fold("house-style.punctuation", in: language, context: context) { page -> [Unicode.Scalar: [Int]] in
                var counts: [Unicode.Scalar: [Int]] = [:]
                for run in textRuns.runs(of: page) {
                    for index in run.scalars.indices where index > 0 {
                        let scalar = run.scalars[index]
                        guard PunctuationWidthCheck.isMark(scalar), CJKScalars.isLetter(run.scalars[index - 1]) else { continue }
                        if let narrow = PunctuationWidthCheck.halfWidth[scalar] ?? (japanese && scalar == "、" ? "," : nil) {
                            counts[narrow, default: [0, 0]][0] += 1
                        } else if PunctuationWidthCheck.isInCJKSentence(run.scalars, at: index) {
                            counts[scalar, default: [0, 0]][1] += 1
                        }
                    }
                }
                return counts
            } decide: { perPage in
                var full: [Unicode.Scalar: Int] = [:], half: [Unicode.Scalar: Int] = [:]
                for counts in perPage {
                    for (mark, count) in counts {
                        full[mark, default: 0] += count[0]
                        half[mark, default: 0] += count[1]
                    }
                }
                return Dictionary(uniqueKeysWithValues: marks.map { ($0, decide(full[$0] ?? 0, half[$0] ?? 0, yes: .full, no: .half, neither: .free)) })
            }
        }
    }

    static func quotes(of language: Language, in context: CheckContext) -> Quotes {
        switch context.content.configuration.typography[language.code]?.quotes ?? .auto {
        case .curly: return .curly
        case .corner: return .corner
        case .free: return .free
        case .auto:
            let textRuns = context.textRuns
            return foldCases("house-style.quotes", in: language, context: context,
                             yes: .curly, no: .corner, neither: .free) { page in
                var counts = [0, 0]
                for run in textRuns.runs(of: page) {
                    for scalar in run.scalars {
                        if scalar == "“" { counts[0] += 1 } else if scalar == "「" { counts[1] += 1 }
                    }
                }
                return counts
            }
        }
    }

    /// `decide` over what `count` makes of each page of the language, kept in the memo: every
    /// check that needs the style asks once per run (a batched run, once per batch), and counts
    /// that a save left as they were give the same style.
    private static func fold<Count: Sendable & Equatable, Style: Sendable>(
        _ key: String, in language: Language, context: CheckContext,
        count: @escaping @Sendable (LoadedPage) -> Count, decide: ([Count]) -> Style
    ) -> Style {
        let column = context.perPageColumn(key, in: language, make: count)
        return context.memo.value(key + " " + language.code, from: column, unchanged: { column in
            column.made.allSatisfy { column.before?[$0] == column.values[$0] }
        }) { decide(column.values) }
    }

    /// `fold` over each page's cases of a habit, counted both ways (`[followed, not]`): the
    /// style is `yes` or `no` when nearly every case of the language agrees, else `neither`.
    private static func foldCases<Style: Sendable>(_ key: String, in language: Language, context: CheckContext,
                                                   yes: Style, no: Style, neither: Style,
                                                   count: @escaping @Sendable (LoadedPage) -> [Int]) -> Style {
        fold(key, in: language, context: context, count: count) { perPage in
            var (followed, not) = (0, 0)
            for counts in perPage {
                followed += counts[0]
                not += counts[1]
            }
            return decide(followed, not, yes: yes, no: no, neither: neither)
        }
    }

    private static func decide<T>(_ yes: Int, _ no: Int, yes yesStyle: T, no noStyle: T, neither: T) -> T {
        let total = yes + no
        guard total >= minimumCases else { return neither }
        if Double(yes) >= agreement * Double(total) { return yesStyle }
        if Double(no) >= agreement * Double(total) { return noStyle }
        return neither
    }
}

/// A place where a Chinese or Japanese letter meets a Latin letter or digit, directly or across
/// one space.
struct SpacingBoundary {
    /// The scalars between the two letters (empty, or the one space).
    var between: Range<Int>
    var hasSpace: Bool { !between.isEmpty }

    static func all(in run: TextRun) -> [SpacingBoundary] {
        var result: [SpacingBoundary] = []
        let scalars = run.scalars
        var index = 0
        while index + 1 < scalars.count {
            let left = scalars[index]
            let leftCJK = CJKScalars.isLetter(left), leftLatin = CJKScalars.isLatin(left)
            guard leftCJK || leftLatin else { index += 1; continue }
            let right = scalars[index + 1]
            if (leftCJK && CJKScalars.isLatin(right)) || (leftLatin && CJKScalars.isLetter(right)) {
                result.append(SpacingBoundary(between: index + 1..<index + 1))
            } else if right == " ", index + 2 < scalars.count {
                let next = scalars[index + 2]
                if (leftCJK && CJKScalars.isLatin(next)) || (leftLatin && CJKScalars.isLetter(next)) {
                    result.append(SpacingBoundary(between: index + 1..<index + 2))
                }
            }
            index += 1
        }
        return result
    }
}
