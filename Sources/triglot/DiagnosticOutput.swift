import Foundation
import TriglotMarkup
import TriglotModel

/// Writes diagnostics for people to standard error, in colour only on a terminal.
enum DiagnosticOutput {
    /// Diagnostics formatted per task: a large site has tens of thousands, megabytes of text
    /// that every core can share the work of.
    static let chunkSize = 512

    static func printToStandardError(_ diagnostics: [Diagnostic], sources: [String: SourceText]) {
        guard !diagnostics.isEmpty else { return }
        let formatter = DiagnosticFormatter(useColour: isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
        let sorted = Diagnostic.sortedForDisplay(diagnostics)
        let chunks = stride(from: 0, to: sorted.count, by: chunkSize).map { $0..<min($0 + chunkSize, sorted.count) }
        let texts = ParallelMap.map(chunks) { chunk in
            var text: [UInt8] = []
            for diagnostic in sorted[chunk] {
                formatter.append(diagnostic, source: sources[diagnostic.path], to: &text)
                text.append(UInt8(ascii: "\n"))
            }
            return text
        }
        for text in texts { FileHandle.standardError.write(Data(text)) }
    }
}
