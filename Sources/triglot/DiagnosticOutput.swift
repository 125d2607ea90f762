import Foundation
import TriglotMarkup
import TriglotModel

/// Writes diagnostics for people to standard error, in colour only on a terminal.
enum DiagnosticOutput {
    /// Diagnostics formatted per task: a large site has tens of thousands, megabytes of text
    /// that every core can share the work of.
    static let chunkSize = 512
    /// Chunks formatted before their text is written: enough to keep every core busy, few
    /// enough that the text of a large site is never held all at once.
    static let chunksPerWrite = 4 * max(1, ProcessInfo.processInfo.activeProcessorCount)

    static func printToStandardError(_ diagnostics: [Diagnostic], sources: [String: SourceText]) {
        guard !diagnostics.isEmpty else { return }
        let formatter = DiagnosticFormatter(useColour: isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
        let order = Diagnostic.displayOrder(of: diagnostics)
        let chunks = stride(from: 0, to: order.count, by: chunkSize).map { $0..<min($0 + chunkSize, order.count) }
        for first in stride(from: 0, to: chunks.count, by: chunksPerWrite) {
            let texts = ParallelMap.map(Array(chunks[first..<min(first + chunksPerWrite, chunks.count)])) { chunk in
                var text: [UInt8] = []
                // Findings come file by file: the source is looked up where the path changes,
                // and each finding is read in place rather than copied out of the array.
                var source: (path: String, text: SourceText?)?
                diagnostics.withUnsafeBufferPointer { findings in
                    for index in order[chunk] {
                        let path = findings[index].path
                        if source?.path != path { source = (path, sources[path]) }
                        formatter.append(findings[index], source: source?.text, to: &text)
                        text.append(UInt8(ascii: "\n"))
                    }
                }
                return text
            }
            for text in texts { StandardStreams.writeToStandardError(text) }
        }
    }
}
