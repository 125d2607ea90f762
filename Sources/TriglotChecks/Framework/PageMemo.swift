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
        /// Whether `values` hold every place of the column: a trusting memo's column has only a
        /// batch's values until every batch has made its own.
        var isWhole = true
    }

    private struct Stored {
        var identities: [Identity]
        var values: any Sendable
        var version: Int
    }

    /// A memo for one run over content that does not change (a batched run's,
    /// `CheckRunner.findingsInBatches`): a value is made once per place of its column, batch by
    /// batch, and never compared with the page's parse, which the run reads again or drops.
    let trustsPlaces: Bool

    init(trustsPlaces: Bool = false) {
        self.trustsPlaces = trustsPlaces
    }

    private let lock = NSLock()
    private var columns: [String: Stored] = [:]
    /// A trusting memo's values by place, by key.
    private var byPlace: [String: any Sendable] = [:]
    /// What a check over the whole content last made, and from which version of its column.
    private var wholes: [String: (version: Int, value: any Sendable)] = [:]

    /// One value per item of `identities`: an item with the same path and parses as the item
    /// at its place in the last column `key` made keeps its value; the others are made by
    /// `make` (given the place), on every core. Looked up once per check, not once per page.
    func column<Value: Sendable>(_ key: String, _ identities: [Identity], make: @Sendable (Int) -> Value) -> Column<Value> {
        if trustsPlaces { return column(key, count: identities.count, limit: nil, make: make) }
        lock.lock()
        let stored = columns[key]
        lock.unlock()
        let before = stored.flatMap { $0.identities.count == identities.count ? $0.values as? [Value] : nil }
        let made = identities.indices.filter { place in
            guard let stored, before != nil else { return true }
            return !identities[place].isSame(as: stored.identities[place])
        }
        var values = before ?? []
        let fresh = ParallelMap.map(made, make)
        if before == nil {
            values = fresh
        } else {
            for (place, value) in zip(made, fresh) { values[place] = value }
        }
        let versionBefore = stored?.version ?? 0
        let version = made.isEmpty ? versionBefore : versionBefore + 1
        lock.lock()
        columns[key] = Stored(identities: identities, values: values, version: version)
        lock.unlock()
        return Column(values: values, made: made, before: before, version: version, versionBefore: versionBefore)
    }

    /// A trusting memo's column of `count` items: the values made before, and the others made
    /// now. With `limit` (a batch's places in the column), only those are made; while some
    /// place of the column has no value yet, the values returned are those at `limit` alone, for
    /// a fold the batched run throws away, and once every place has one they are the column,
    /// kept from then on as an array.
    func column<Value: Sendable>(_ key: String, count: Int, limit: [Int]?, make: @Sendable (Int) -> Value) -> Column<Value> {
        precondition(trustsPlaces, "only a trusting memo answers by place alone")
        lock.lock()
        let complete = byPlace[key] as? [Value]
        lock.unlock()
        // Every batch asks again for the columns a fold reads whole (a house style's counts).
        if let complete, complete.count == count { return Column(values: complete, made: [], before: nil, version: 1, versionBefore: 0) }
        var known = values(key, as: Value.self)
        let made = (limit ?? Array(0 ..< count)).filter { known[$0] == nil }
        for (place, value) in zip(made, ParallelMap.map(made, make)) { known[place] = value }
        if known.count == count || limit == nil {
            let values = (0 ..< count).compactMap { known[$0] }
            lock.lock()
            byPlace[key] = values.count == count ? values as any Sendable : known
            lock.unlock()
            return Column(values: values, made: made, before: nil, version: 1, versionBefore: 0, isWhole: values.count == count)
        }
        lock.lock()
        byPlace[key] = known
        lock.unlock()
        return Column(values: (limit ?? []).compactMap { known[$0] }, made: made, before: nil, version: 1, versionBefore: 0, isWhole: false)
    }

    /// Forgets every value: what a batched run made for its checks over the whole content is
    /// read by no later run, and the translation units and typography findings of every page
    /// would stay in memory through the render.
    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        (columns, byPlace, wholes) = ([:], [:], [:])
    }

    /// `key`'s values by place, taken out of the memo (so that adding to them copies none)
    /// until they are put back.
    private func values<Value: Sendable>(_ key: String, as: Value.Type) -> [Int: Value] {
        lock.lock()
        defer { lock.unlock() }
        return byPlace.removeValue(forKey: key) as? [Int: Value] ?? [:]
    }

    /// The value `key` made last from `column`, when the column is the version it was made
    /// from, or was changed since by this call alone and `unchanged` says its new values are
    /// the same as before; otherwise `make()`, kept for the next call.
    func value<Value: Sendable, Item>(_ key: String, from column: Column<Item>, unchanged: (Column<Item>) -> Bool,
                                      make: () -> Value) -> Value {
        if trustsPlaces {
            // A batched run's columns grow batch by batch: what was made from part of one is
            // never kept. Once the column is whole it no longer changes, and every later batch
            // (each asks again) takes what was made from it.
            guard column.isWhole else { return make() }
            lock.lock()
            let known = wholes[key]?.value as? Value
            lock.unlock()
            if let known { return known }
            let value = make()
            lock.lock()
            wholes[key] = (column.version, value)
            lock.unlock()
            return value
        }
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
