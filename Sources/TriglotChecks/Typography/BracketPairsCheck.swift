import TriglotContent
import TriglotModel

/// `（见下文` with no `）`, or `」` with no `「`: a full-width bracket or quotation mark without
/// its partner in the same paragraph, heading or table cell.
public struct BracketPairsCheck: PageCheck {
    public static let id = "typography.brackets"
    public static let defaultSeverity = Diagnostic.Severity.note
    public static let summary = "A full-width bracket or quotation mark has no partner."

    public init() {}

    public func check(_ page: LoadedPage, context: CheckContext) -> [Diagnostic] {
        guard CJKScalars.applies(to: page.language.code) else { return [] }
        var diagnostics: [Diagnostic] = []
        let runs = context.textRuns.runs(of: page)
        var start = 0
        while start < runs.count {
            var end = start
            while end < runs.count, runs[end].block == runs[start].block { end += 1 }
            // A block with text the runs do not hold (an escape) may hold the partner.
            if !runs[start].blockIsPartial {
                for (run, index) in Self.unmatched(runs[start..<end]) {
                    let mark = runs[run].scalars[index]
                    diagnostics.append(diagnostic(
                        "'\(mark)' has no partner in this \(runs[run].container == .heading ? "heading" : "paragraph")", in: page,
                        at: runs[run].sourceRange(index..<index + 1, in: page.source),
                        explanation: "Full-width brackets and quotation marks come in pairs within a sentence: （…）「…」『…』《…》【…】“…”."))
                }
            }
            start = end
        }
        return diagnostics
    }

    /// The marks of one block left without a partner: (run index, scalar index).
    static func unmatched(_ runs: ArraySlice<TextRun>) -> [(Int, Int)] {
        var open: [(run: Int, index: Int, mark: Unicode.Scalar)] = []
        var lonely: [(Int, Int)] = []
        var seenText = 0
        for runIndex in runs.indices {
            for (index, scalar) in runs[runIndex].scalars.enumerated() {
                defer { if scalar != " " { seenText += 1 } }
                guard CJKScalars.mayBeBracket(scalar) else { continue }
                if CJKScalars.pairs[scalar] != nil {
                    open.append((runIndex, index, scalar))
                } else if CJKScalars.closingBrackets.contains(scalar), scalar != "’" {
                    if let last = open.last, CJKScalars.pairs[last.mark] == scalar {
                        open.removeLast()
                    } else if let match = open.lastIndex(where: { CJKScalars.pairs[$0.mark] == scalar }) {
                        // The marks opened after the match are the lonely ones.
                        lonely += open[(match + 1)...].map { ($0.run, $0.index) }
                        open.removeSubrange(match...)
                    } else if !(scalar == "）" && seenText <= 3) {
                        // `1）` and `a）` number list items in Japanese and Chinese.
                        lonely.append((runIndex, index))
                    }
                }
            }
        }
        return (lonely + open.map { ($0.run, $0.index) }).sorted { $0 < $1 }
    }
}
