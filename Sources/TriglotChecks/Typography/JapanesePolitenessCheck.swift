import TriglotContent
import TriglotModel

/// A Japanese page written in です・ます with a sentence in だ・である (or the other way round).
/// Only the endings that are unmistakable are counted, in paragraphs (list items and tables are
/// often terse in either style), and only a page that keeps one style nearly everywhere is told
/// about the few sentences that leave it.
public struct JapanesePolitenessCheck: PageCheck {
    public static let id = "typography.ja-politeness"
    public static let defaultSeverity = Diagnostic.Severity.note
    public static let summary = "A Japanese sentence leaves the page's です・ます or だ・である style."

    public init() {}

    /// The endings, scalar by scalar: a sentence is compared where it stands in its run, as
    /// written (precomposed, as Japanese input methods write kana), and no string is made for it.
    static let polite = ["です", "ます", "ました", "でした", "ません", "ましょう", "ください"].map(scalars)
    static let plain = ["である", "であった", "ではない", "だった", "のだ", "だ"].map(scalars)
    /// `…んだ。` explains (のだ in speech), whatever the page's style.
    static let explanatory = scalars("んだ")
    /// The sentences of the page's style needed, per sentence of the other, to call it its style.
    static let majority = 5
    static let minimumSentences = 5

    private static func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

    private static func ends(_ text: ArraySlice<Unicode.Scalar>, with ending: [Unicode.Scalar]) -> Bool {
        text.count >= ending.count && text.suffix(ending.count).elementsEqual(ending)
    }

    public func check(_ page: LoadedPage, context: CheckContext) -> [Diagnostic] {
        guard CJKScalars.isJapanese(page.language.code) else { return [] }
        var politeEndings: [(TextRun, Range<Int>)] = []
        var plainEndings: [(TextRun, Range<Int>)] = []
        for run in context.textRuns.runs(of: page) where run.container == .paragraph {
            for (index, scalar) in run.scalars.enumerated() where scalar == "。" {
                let before = run.scalars[..<index]
                if let ending = Self.polite.first(where: { Self.ends(before, with: $0) }) {
                    politeEndings.append((run, index - ending.count..<index + 1))
                } else if let ending = Self.plain.first(where: { Self.ends(before, with: $0) }), !Self.ends(before, with: Self.explanatory) {
                    plainEndings.append((run, index - ending.count..<index + 1))
                }
            }
        }
        let (style, strays) = politeEndings.count >= plainEndings.count
            ? ("です・ます", plainEndings) : ("だ・である", politeEndings)
        let kept = max(politeEndings.count, plainEndings.count)
        guard !strays.isEmpty, kept >= Self.minimumSentences, kept >= Self.majority * strays.count else { return [] }
        return strays.map { run, range in
            diagnostic("this sentence leaves the page's \(style) style", in: page, at: run.sourceRange(range, in: page.source),
                       explanation: "The page writes \(kept) sentences in \(style); keep one style throughout a page.")
        }
    }
}
