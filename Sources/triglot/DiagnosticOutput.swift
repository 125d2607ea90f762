import Dispatch
import Foundation
import TriglotMarkup
import TriglotModel

/// Writes diagnostics for people to standard error, in colour only on a terminal.
enum DiagnosticOutput {
    /// Diagnostics formatted per task: a large site has tens of thousands, megabytes of text
    /// that every core can share the work of.
    static let chunkSize = 512
    /// How far formatting may run ahead of writing, in chunks: enough to keep every core busy,
    /// few enough that the text of a large site is never held all at once when its reader (a
    /// terminal, a pipe) is slower than the cores.
    static let chunksAhead = 4 * max(1, ProcessInfo.processInfo.activeProcessorCount)

    static func printToStandardError(_ diagnostics: [Diagnostic], sources: [String: SourceText]) {
        printToStandardError(diagnostics) { sources[$0] }
    }

    /// `source` gives the source of a file by its display path. It is asked once for each run of
    /// findings in the same file within a chunk, and nothing keeps what it gives beyond that:
    /// a large site's sources are read as their findings are printed (`ContentSet.sourceLookup`).
    static func printToStandardError(_ diagnostics: [Diagnostic], source lookUp: @Sendable (String) -> SourceText?) {
        guard !diagnostics.isEmpty else { return }
        let formatter = DiagnosticFormatter(useColour: isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
        let order = Diagnostic.displayOrder(of: diagnostics)
        let chunkCount = (order.count + chunkSize - 1) / chunkSize
        // Each chunk is written as soon as it and every chunk before it are formatted: batches
        // of chunks with a wait for the slowest of each left a core idle at every batch's end.
        // Chunks are handed out in order, so only the few being formatted wait unwritten.
        let writer = InOrderWriter(count: chunkCount, ahead: chunksAhead)
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            writer.waitForRoom(for: chunk)
            let positions = chunk * chunkSize ..< min((chunk + 1) * chunkSize, order.count)
            var text: [UInt8] = []
            // Findings come file by file: the source is looked up where the path changes,
            // and each finding is read in place rather than copied out of the array.
            var sourcePath: String?
            var source: SourceText?
            let findings = diagnostics.span
            for index in order[positions] {
                if sourcePath != findings[index].path {
                    sourcePath = findings[index].path
                    source = lookUp(findings[index].path)
                }
                formatter.append(findings[index], source: source, to: &text)
                text.append(UInt8(ascii: "\n"))
            }
            writer.deliver(text, at: chunk)
        }
    }
}

/// Writes texts numbered 0, 1, 2 … to standard error in that order, whatever order they are
/// delivered in and from whichever thread. One thread writes at a time, outside the lock, so a
/// core that finishes a chunk goes on to the next instead of waiting for a write; a core that
/// would format more than `ahead` texts past the next one to write waits for the writing.
private final class InOrderWriter: @unchecked Sendable {
    private let lock = NSCondition()
    private let ahead: Int
    /// Delivered texts not written yet, by number (guarded by `lock`).
    private var waiting: [[UInt8]?]
    /// The number of the next text to write (guarded by `lock`).
    private var next = 0
    /// Whether a thread is writing: it writes whatever is ready before it stops (guarded by `lock`).
    private var isWriting = false

    init(count: Int, ahead: Int) {
        waiting = Array(repeating: nil, count: count)
        self.ahead = max(1, ahead)
    }

    /// Returns once text `number` is fewer than `ahead` texts past the next one to write. The
    /// texts before it were handed out first and are being formatted, so the wait ends.
    func waitForRoom(for number: Int) {
        lock.lock()
        while number - next >= ahead { lock.wait() }
        lock.unlock()
    }

    func deliver(_ text: [UInt8], at number: Int) {
        lock.lock()
        waiting[number] = text
        guard !isWriting else {
            lock.unlock()
            return
        }
        isWriting = true
        while true {
            var ready: [[UInt8]] = []
            while next < waiting.count, let text = waiting[next] {
                ready.append(text)
                waiting[next] = nil
                next += 1
            }
            if !ready.isEmpty { lock.broadcast() }
            guard !ready.isEmpty else {
                isWriting = false
                lock.unlock()
                return
            }
            lock.unlock()
            for text in ready { StandardStreams.writeToStandardError(text) }
            lock.lock()
        }
    }
}
