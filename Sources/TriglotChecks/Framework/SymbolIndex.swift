import TriglotModel

/// The names a symbol page can be referred to by: its title, its declaration's symbol and,
/// for members written qualified (`UIApplication.LaunchOptionsKey`), the last component.
enum SymbolIndex {
    static func names(for page: Page) -> [String] {
        names(title: page.title?.text, symbol: page.declaration?.symbol)
    }

    /// `names(for:)` from the two fields it reads: a page read out of an array to be handed
    /// over whole is copied, every string and array of it retained.
    static func names(title: String?, symbol: String?) -> [String] {
        var names: [String] = []
        names.reserveCapacity(4)
        if let title { names.append(title) }
        if let symbol, !symbol.isEmpty { names.append(symbol) }
        for name in names where isQualifiedWithoutParentheses(name) {
            if let last = name.split(separator: ".").last { names.append(String(last)) }
        }
        return names
    }

    /// Whether a name has a `.` and no `(`, in one walk of its bytes: `contains(_: StringProtocol)`
    /// goes through Foundation's substring search, and `utf8.contains` walked it byte by byte
    /// through the view twice, for every symbol page of every language on one core.
    static func isQualifiedWithoutParentheses(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            var dot = false
            for byte in bytes {
                if byte == UInt8(ascii: "(") { return false }
                if byte == UInt8(ascii: ".") { dot = true }
            }
            return dot
        }
    }
}
