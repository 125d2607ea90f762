import Foundation
import TriglotContent
import TriglotMarkup

/// What the checks over the whole content work out page by page (how a page spaces, quotes and
/// punctuates, its findings under a house style, a pair's translation units), kept from one
/// check run to the next. A rebuild after a save runs those checks again over every page; with
/// this, only the saved page's share is worked out again, and the rest is summed.
///
/// An entry holds the parses it was made from and is used only while the pages still have them.
/// The contexts of successive rebuilds share one memo (`CheckContext(reusingFactsFrom:)`).
final class PageMemo: @unchecked Sendable {
    private struct Entry {
        var documents: [MarkupDocument]
        var value: any Sendable
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    /// The value `key` names for these pages' parses, made by `make` the first time.
    func value<Value: Sendable>(_ key: String, of pages: LoadedPage..., make: () -> Value) -> Value {
        let documents = pages.compactMap(\.page.document)
        guard documents.count == pages.count else { return make() }
        let slot = pages.map(\.displayPath).joined(separator: "\u{0}") + "\u{1}" + key
        lock.lock()
        let known = entries[slot]
        lock.unlock()
        if let known, known.documents.count == documents.count,
           zip(known.documents, documents).allSatisfy({ $0.isSameParse(as: $1) }), let value = known.value as? Value {
            return value
        }
        let value = make()
        lock.lock()
        entries[slot] = Entry(documents: documents, value: value)
        lock.unlock()
        return value
    }
}
