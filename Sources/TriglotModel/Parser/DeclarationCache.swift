import Foundation
import TriglotMarkup

/// Declarations already read, by their code and info string. The same symbol page exists in
/// every language with the same Declaration block, and reading it with swift-syntax costs more
/// than the rest of the page; each distinct block is read once per load (pages are read in
/// parallel, so it is shared behind a lock). Only blocks read without problems are kept: a
/// problem's diagnostic names its page and line.
final class DeclarationCache: @unchecked Sendable {
    private struct Key: Hashable {
        var code: String
        var info: String
    }

    /// Enough for any content folder; a long-running preview that passes it starts afresh.
    static let capacity = 20_000

    private var entries: [Key: Declaration] = [:]
    private let lock = NSLock()

    func declaration(code: String, info: String, range: SourceRange, read: () -> (Declaration, [Diagnostic])) -> (Declaration, [Diagnostic]) {
        let key = Key(code: code, info: info)
        lock.lock()
        let known = entries[key]
        lock.unlock()
        if var known {
            known.range = range
            return (known, [])
        }
        let (declaration, diagnostics) = read()
        if diagnostics.isEmpty {
            lock.lock()
            if entries.count >= Self.capacity { entries.removeAll() }
            entries[key] = declaration
            lock.unlock()
        }
        return (declaration, diagnostics)
    }
}
