import TriglotContent
import TriglotModel

/// `等等...` and `。。。` in a Chinese or Japanese sentence are written `……`; a single `—`
/// between Chinese letters is written `——`.
public struct EllipsisDashCheck: PageCheck {
    public static let id = "typography.ellipsis-dash"
    public static let defaultSeverity = Diagnostic.Severity.note
    public static let summary = "An ellipsis or dash in a Chinese or Japanese sentence is not written in its full-width form."

    public init() {}

    public func check(_ page: LoadedPage, context: CheckContext) -> [Diagnostic] {
        guard CJKScalars.applies(to: page.language.code) else { return [] }
        let chinese = !CJKScalars.isJapanese(page.language.code)
        var diagnostics: [Diagnostic] = []
        for run in context.textRuns.runs(of: page) {
            let s = run.scalars
            var index = 0
            while index < s.count {
                defer { index += 1 }
                guard index > 0, CJKScalars.isLetter(s[index - 1]) else { continue }
                var length = 0
                var what = ""
                if s[index] == ".", run.scalar(at: index + 1) == ".", run.scalar(at: index + 2) == ".", run.scalar(at: index + 3) != "." {
                    length = 3; what = "..."
                } else if s[index] == "。", run.scalar(at: index + 1) == "。", run.scalar(at: index + 2) == "。" {
                    length = 3; what = "。。。"
                } else if chinese, s[index] == "—", run.scalar(at: index + 1) != "—",
                          let next = run.scalar(at: index + 1), CJKScalars.isLetter(next) {
                    length = 1; what = "—"
                }
                guard length > 0 else { continue }
                let replacement = what == "—" ? "——" : "……"
                diagnostics.append(diagnostic(
                    "'\(what)' in a \(chinese ? "Chinese" : "Japanese") sentence: write '\(replacement)'", in: page,
                    at: run.sourceRange(index..<index + length, in: page.source),
                    explanation: "Chinese and Japanese write the ellipsis as two full-width ellipses (……)\(chinese ? " and the dash as two em dashes (——)" : "").",
                    fixIts: [run.fixIt(index..<index + length, replacement, in: page.source)]))
                index += length - 1
            }
        }
        return diagnostics
    }
}
