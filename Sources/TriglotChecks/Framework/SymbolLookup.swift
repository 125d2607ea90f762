/// One language's symbol pages, with the short selector form of each one-argument selector
/// keyed as well (`applicationDidBecomeActive` for `applicationDidBecomeActive(_:)`): a look-up
/// then makes no `name(_:)` String. The checks and the renderer ask for every code span.
struct SymbolLookup: Sendable {
    /// Name → path; the first page to claim a name keeps it.
    private(set) var pages: [String: String] = [:]
    /// `base` → path for each name `base(_:)` of `pages` whose base has no `(`.
    private(set) var shortSelectors: [String: String] = [:]

    mutating func add(_ name: String, path: String) {
        guard pages[name] == nil else { return }
        pages[name] = path
        if let base = Self.shortSelectorBase(of: name) { shortSelectors[base] = path }
    }

    /// `CheckContext.pagePath(forSymbol:in:)`'s answer. A symbol with a `(` is no key of
    /// `shortSelectors`, and `symbol + "(_:)"` equals `base + "(_:)"` exactly when `symbol`
    /// equals `base`: `(` starts a Character and normalisation never moves a mark across it.
    func path(forSymbol symbol: String) -> String? {
        pages[symbol] ?? shortSelectors[symbol]
    }

    /// The name without its final `(_:)`, when it ends so and has no other `(`.
    static func shortSelectorBase(of name: String) -> String? {
        let suffix = "(_:)".utf8
        let bytes = name.utf8
        guard bytes.count >= suffix.count, bytes.suffix(suffix.count).elementsEqual(suffix) else { return nil }
        let base = bytes.dropLast(suffix.count)
        guard !base.contains(UInt8(ascii: "(")) else { return nil }
        return String(Substring(base))
    }
}
