import Foundation
import TriglotContent
import TriglotLowLevel
import TriglotMarkup

/// What the checks over the whole content work out page by page (how a page spaces, quotes and
/// punctuates, its findings under a house style, a pair's translation units), kept from one
/// check run to the next. A rebuild after a save runs those checks again over every page; with
/// this, only the saved page's share is worked out again, and the rest is taken over.
///
/// A column holds one value per page (or pair) with the path and parses it was made from; a
/// value is taken over only while the page at its place still has them. The contexts of
/// successive rebuilds share one memo (`CheckContext(reusingFactsFrom:)`).
final class PageMemo: @unchecked Sendable {
    /// What a value was made from: a page (or a pair, by its translation's path) and its parses.
    struct Identity: Sendable {
        var path: String
        var document: MarkupDocument?
        var otherDocument: MarkupDocument?

        init(_ page: LoadedPage, _ other: LoadedPage? = nil) {
            self.init(path: other?.displayPath ?? page.displayPath, document: page.page.document, otherDocument: other?.page.document)
        }

        init(path: String, document: MarkupDocument?, otherDocument: MarkupDocument? = nil) {
            self.path = path
            self.document = document
            self.otherDocument = otherDocument
        }

        /// Made from the same parses: a page without one is never taken to be the same.
        func isSame(as other: Identity) -> Bool {
            guard let document, let before = other.document, document.isSameParse(as: before), path == other.path else { return false }
            switch (otherDocument, other.otherDocument) {
            case (nil, nil): return true
            case let (one?, two?): return one.isSameParse(as: two)
            default: return false
            }
        }
    }

    /// A column's values, with which of them were made now and what the column held before.
    struct Column<Value> {
        var values: [Value]
        /// The places whose value was made by this call.
        var made: [Int]
        /// The values the last call for the same key made, when it was for as many items.
        var before: [Value]?
        /// Counts the calls for this key that made a value: what was made from the column can
        /// tell whether it has changed since (`versionBefore`, the count before this call).
        var version: Int
        var versionBefore: Int
    }

    private struct Stored {
        var identities: [Identity]
        var values: any Sendable
        var version: Int
    }

    /// Values made ahead of a column, a batch of places at a time (`fill`), for a column of
    /// `count` items: taken by the next `column` call for the key.
    private struct Partial {
        var count: Int
        var identities: [Int: Identity]
        var values: any Sendable
    }

    private let lock = NSLock()
    private var columns: [String: Stored] = [:]
    private var partials: [String: Partial] = [:]
    /// What a check over the whole content last made, and from which version of its column.
    private var wholes: [String: (version: Int, value: any Sendable)] = [:]

    /// One value per item of `identities`: an item with the same path and parses as the item
    /// at its place in the last column `key` made keeps its value; the others are made by
    /// `make` (given the place), on every core. Looked up once per check, not once per page.
    func column<Value: Sendable>(_ key: String, _ identities: [Identity], make: @Sendable (Int) -> Value) -> Column<Value> {
        lock.lock()
        let stored = columns[key]
        let partial = partials.removeValue(forKey: key)
        lock.unlock()
        let before = stored.flatMap { $0.identities.count == identities.count ? $0.values as? [Value] : nil }
        let filled = partial.flatMap { $0.count == identities.count ? $0.values as? [Int: Value] : nil }
        // The place's value filled ahead, when it was for the parses the place has now.
        func filledValue(_ place: Int) -> Value? {
            guard let value = filled?[place], let known = partial?.identities[place], identities[place].isSame(as: known) else { return nil }
            return value
        }
        let made = identities.indices.filter { place in
            if filledValue(place) != nil { return false }
            guard let stored, before != nil else { return true }
            return !identities[place].isSame(as: stored.identities[place])
        }
        let fresh = ParallelMap.map(made, make)
        var values: [Value]
        if filled == nil, var kept = before {
            for (place, value) in zip(made, fresh) { kept[place] = value }
            values = kept
        } else if filled == nil {
            values = fresh
        } else {
            // Each place's value is made now, filled ahead, or else (so `before` has it: without
            // `before`, every place not filled is made) the one before.
            var madeNow: [Int: Value] = [:]
            for (place, value) in zip(made, fresh) { madeNow[place] = value }
            values = identities.indices.map { place in madeNow[place] ?? filledValue(place) ?? before![place] }
        }
        let versionBefore = stored?.version ?? 0
        let version = made.isEmpty && filled == nil ? versionBefore : versionBefore + 1
        lock.lock()
        columns[key] = Stored(identities: identities, values: values, version: version)
        lock.unlock()
        return Column(values: values, made: made, before: before, version: version, versionBefore: versionBefore)
    }

    /// Makes the values of the items at `places` of a column of `count` items now, for the next
    /// `column` call for `key` to take: a run that has an item's facts in memory for a while
    /// (a batch of pages) makes its value then. `identities` are those of the items at `places`.
    func fill<Value: Sendable>(_ key: String, count: Int, places: [Int], identities: [Identity], make: @Sendable (Int) -> Value) {
        let fresh = ParallelMap.map(places, make)
        lock.lock()
        defer { lock.unlock() }
        var partial = partials[key].flatMap { $0.count == count ? $0 : nil } ?? Partial(count: count, identities: [:], values: [Int: Value]())
        var values = partial.values as? [Int: Value] ?? [:]
        for (index, place) in places.enumerated() {
            values[place] = fresh[index]
            partial.identities[place] = identities[index]
        }
        partial.values = values
        partials[key] = partial
    }

    /// The value `key` made last from `column`, when the column is the version it was made
    /// from, or was changed since by this call alone and `unchanged` says its new values are
    /// the same as before; otherwise `make()`, kept for the next call.
    func value<Value: Sendable, Item>(_ key: String, from column: Column<Item>, unchanged: (Column<Item>) -> Bool,
                                      make: () -> Value) -> Value {
        lock.lock()
        let known = wholes[key]
        lock.unlock()
        if let known, let value = known.value as? Value {
            if known.version == column.version { return value }
            if known.version == column.versionBefore, column.before != nil, unchanged(column) {
                // Made from what the column held before, which this call left the same: it is
                // made from the column as it is now.
                lock.lock()
                wholes[key] = (column.version, value)
                lock.unlock()
                return value
            }
        }
        let value = make()
        lock.lock()
        wholes[key] = (column.version, value)
        lock.unlock()
        return value
    }
}
