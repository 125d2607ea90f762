import TriglotContent
import TriglotModel

/// `中文 ，` or `，  下一句`: full-width punctuation carries its own space, so a space beside it
/// (between it and a Chinese or Japanese letter, or after a comma or full stop) shows as a gap.
public struct PunctuationSpaceCheck: PageCheck {
    public static let id = "typography.punctuation-space"
    public static let defaultSeverity = Diagnostic.Severity.note
    public static let summary = "A space stands beside full-width punctuation."

    public init() {}

    public func check(_ page: LoadedPage, context: CheckContext) -> [Diagnostic] {
        guard CJKScalars.applies(to: page.language.code) else { return [] }
        var diagnostics: [Diagnostic] = []
        for run in context.textRuns.runs(of: page) {
            for spaces in Self.strayGaps(in: run.scalars) {
                let around = max(0, spaces.lowerBound - 1)..<min(run.scalars.count, spaces.upperBound + 1)
                diagnostics.append(diagnostic(
                    "remove the space beside full-width punctuation", in: page, at: run.sourceRange(around, in: page.source),
                    explanation: "Full-width punctuation (，。、：；？！ and brackets) includes its own spacing; a space next to it shows as a gap.",
                    fixIts: [run.fixIt(spaces, "", in: page.source)]))
            }
        }
        return diagnostics
    }

    /// The runs of spaces with full-width punctuation on one side and, on the other, a Chinese
    /// or Japanese letter or more full-width punctuation; or after sentence punctuation, before
    /// anything. Spaces at either end of the run are layout, not a gap.
    static func strayGaps(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var gaps: [Range<Int>] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == " " || scalars[index] == "\u{3000}" else { index += 1; continue }
            var end = index
            while end < scalars.count, scalars[end] == " " || scalars[end] == "\u{3000}" { end += 1 }
            defer { index = end }
            guard index > 0, end < scalars.count else { continue }
            let before = scalars[index - 1], after = scalars[end]
            let beforeIsMark = CJKScalars.isFullWidthPunctuation(before), afterIsMark = CJKScalars.isFullWidthPunctuation(after)
            let beforeIsCJK = CJKScalars.isLetter(before) || beforeIsMark
            let afterIsCJK = CJKScalars.isLetter(after) || afterIsMark
            if (afterIsMark && beforeIsCJK) || (beforeIsMark && afterIsCJK)
                || (CJKScalars.sentencePunctuation.contains(before) && !after.properties.isWhitespace) {
                gaps.append(index..<end)
            }
        }
        return gaps
    }
}
