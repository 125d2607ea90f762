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
    /// A page (or a pair's two pages) and what is kept of it. Looked up once per page per check
    /// on every rebuild, so it is made of the strings the pages already hold.
    private struct Slot: Hashable {
        var key: String
        var page: String
        var other: String?
    }

    private struct Entry {
        var document: MarkupDocument
        var otherDocument: MarkupDocument?
        var value: any Sendable
    }

    private let lock = NSLock()
    private var entries: [Slot: Entry] = [:]
    /// What a check over the whole content last made, with what it made it from.
    private var wholes: [String: (input: any Sendable, value: any Sendable)] = [:]

    /// The value `key` last made, when it was made from an input equal to `input`; otherwise
    /// `make()`, kept for the next call. For a check whose findings depend on a list gathered
    /// from every page (and nothing else): a save that leaves the list as it was costs the
    /// comparison alone.
    func value<Input: Equatable & Sendable, Value: Sendable>(_ key: String, from input: Input, make: () -> Value) -> Value {
        lock.lock()
        let known = wholes[key]
        lock.unlock()
        if let known, let previous = known.input as? Input, previous == input, let value = known.value as? Value {
            return value
        }
        let value = make()
        lock.lock()
        wholes[key] = (input, value)
        lock.unlock()
        return value
    }

    /// The value `key` names for the parse of `page` (and of `other`, for a pair), made by `make`
    /// the first time.
    func value<Value: Sendable>(_ key: String, of page: LoadedPage, _ other: LoadedPage? = nil, make: () -> Value) -> Value {
        guard let document = page.page.document else { return make() }
        let otherDocument = other?.page.document
        if other != nil, otherDocument == nil { return make() }
        let slot = Slot(key: key, page: page.displayPath, other: other?.displayPath)
        lock.lock()
        let known = entries[slot]
        lock.unlock()
        if let known, known.document.isSameParse(as: document), Self.same(known.otherDocument, otherDocument), let value = known.value as? Value {
            return value
        }
        let value = make()
        lock.lock()
        entries[slot] = Entry(document: document, otherDocument: otherDocument, value: value)
        lock.unlock()
        return value
    }

    private static func same(_ one: MarkupDocument?, _ other: MarkupDocument?) -> Bool {
        switch (one, other) {
        case (nil, nil): true
        case let (one?, other?): one.isSameParse(as: other)
        default: false
        }
    }
}
