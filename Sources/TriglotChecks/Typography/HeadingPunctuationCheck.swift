import TriglotContent
import TriglotModel

/// `## 概要。`: a heading is not a sentence; a full stop, comma or colon at its end is dropped.
public struct HeadingPunctuationCheck: PageCheck {
    public static let id = "typography.heading-punctuation"
    public static let defaultSeverity = Diagnostic.Severity.note
    public static let summary = "A Chinese or Japanese heading ends with a full stop, comma or colon."

    public init() {}

    static let trailing: Set<Unicode.Scalar> = ["。", "，", "、", "：", "；", "．"]

    public func check(_ page: LoadedPage, context: CheckContext) -> [Diagnostic] {
        guard CJKScalars.applies(to: page.language.code) else { return [] }
        var diagnostics: [Diagnostic] = []
        for run in context.textRuns.runs(of: page) where run.container == .heading && run.isLastInBlock {
            var end = run.scalars.count
            while end > 0, run.scalars[end - 1] == " " { end -= 1 }
            guard end > 1, Self.trailing.contains(run.scalars[end - 1]), CJKScalars.isLetter(run.scalars[end - 2]) else { continue }
            diagnostics.append(diagnostic(
                "the heading ends with '\(run.scalars[end - 1])'", in: page, at: run.sourceRange(end - 1..<end, in: page.source),
                explanation: "Headings take no closing punctuation (a question or exclamation mark excepted).",
                fixIts: [run.fixIt(end - 1..<end, "", in: page.source)]))
        }
        return diagnostics
    }
}
