import TriglotModel

/// Where each symbol's page goes, and how a DocC symbol link finds its symbol.
///
/// A module's page is `argumentparser.md`; a type's is `argumentparser/flag.md` and its members'
/// `argumentparser/flag/init-name-help.md`. Overloads and names that differ only in case get the
/// kind, then a short hash of the precise identifier, so every page has a path of its own and
/// keeps it from one import to the next. A page already written for the symbol (its front
/// matter's `symbol:`) keeps its path, whatever the symbol is now called.
struct SymbolPaths {
    private(set) var pathByID: [String: String] = [:]
    let modulePaths: [String: String]
    private var idsByName: [String: [String]] = [:]
    private let catalog: SymbolCatalog

    init(catalog: SymbolCatalog, existing: [String: String] = [:]) {
        self.catalog = catalog
        var modulePaths: [String: String] = [:]
        for module in catalog.modules { modulePaths[module] = Self.slug(module) + ".md" }
        self.modulePaths = modulePaths
        for symbol in catalog.symbols {
            idsByName[([symbol.module] + symbol.path).joined(separator: "/"), default: []].append(symbol.id)
        }
        // Parents first, so a member's folder is its parent's page path.
        let ordered = catalog.symbols.sorted { ($0.path.count, $0.id) < ($1.path.count, $1.id) }
        var taken = Set(existing.values).union(modulePaths.values)
        for (id, path) in existing where catalog[id] != nil { pathByID[id] = path }
        var pending: [String: [APISymbol]] = [:]
        for depth in Set(ordered.map(\.path.count)).sorted() {
            pending = [:]
            for symbol in ordered where symbol.path.count == depth && pathByID[symbol.id] == nil {
                var name = Self.slug(symbol.path.last ?? symbol.title)
                // `index.md` is a folder's own page on a site; a symbol named `Index` is not that.
                if name == "index" { name += "-" + Self.slug(symbol.kind) }
                pending[folder(of: symbol) + name, default: []].append(symbol)
            }
            for (base, symbols) in pending.sorted(by: { $0.key < $1.key }) {
                for symbol in symbols {
                    var path = base + ".md"
                    if symbols.count > 1 || taken.contains(path) { path = base + "-" + Self.slug(symbol.kind) + ".md" }
                    if taken.contains(path) || symbols.filter({ $0.kind == symbol.kind }).count > 1 {
                        path = base + "-" + Self.shortHash(symbol.id) + ".md"
                    }
                    taken.insert(path)
                    pathByID[symbol.id] = path
                }
            }
        }
    }

    private func folder(of symbol: APISymbol) -> String {
        let parentPath = Array(symbol.path.dropLast())
        if !parentPath.isEmpty, let parent = idsByName[([symbol.module] + parentPath).joined(separator: "/")]?.first, let path = pathByID[parent] {
            return String(path.dropLast(3)) + "/"
        }
        let moduleFolder = Self.slug(symbol.module) + "/"
        return moduleFolder + parentPath.map(Self.slug).map { $0 + "/" }.joined()
    }

    /// The symbol a DocC link names from the page of `context` (a symbol path; empty for an
    /// article or the module page), looked up as DocC does: from the context's own scope
    /// outwards, then from the module.
    func resolve(_ link: String, context: [String], module: String) -> String? {
        var components = link.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if components.first == module, components.count > 1 { components.removeFirst() }
        guard let last = components.last else { return nil }
        let (name, disambiguation) = Self.split(last)
        components[components.count - 1] = name
        var scope = context
        while true {
            let key = ([module] + scope + components).joined(separator: "/")
            if let ids = idsByName[key], !ids.isEmpty {
                return Self.pick(ids, disambiguation: disambiguation, catalog: catalog)
            }
            if scope.isEmpty { return nil }
            scope.removeLast()
        }
    }

    /// Among overloads, the one whose hash (`-20aoy`) or kind (`-method`, `-swift.struct`) the
    /// link's suffix names; without one, the first in the catalog's order, as DocC warns and does.
    private static func pick(_ ids: [String], disambiguation: String?, catalog: SymbolCatalog) -> String {
        guard let disambiguation, ids.count > 1 else { return ids[0] }
        if let hashed = ids.first(where: { shortHash($0) == disambiguation }) { return hashed }
        if let typed = ids.first(where: { catalog[$0].map { matches($0.declaration, types: disambiguation) } ?? false }) { return typed }
        let kind = disambiguation.hasPrefix("swift.") ? String(disambiguation.dropFirst(6)) : disambiguation
        return ids.first { catalog[$0]?.kind == kind } ?? ids[0]
    }

    /// `member(_:)-abc12` → (`member(_:)`, `abc12`); an operator such as `-(_:_:)` has no suffix.
    /// A function's name ends at the parenthesis that closes its labels, so a type-signature
    /// suffix is read whole: `subscript(dynamicMember:)->Value` → `>Value`,
    /// `start(_:at:)-(_,Date)` → `(_,Date)`.
    static func split(_ component: String) -> (name: String, disambiguation: String?) {
        if let open = component.firstIndex(of: "("), let close = component[open...].firstIndex(of: ")") {
            let rest = component[component.index(after: close)...]
            guard rest.hasPrefix("-"), rest.count > 1 else { return (component, nil) }
            return (String(component[...close]), String(rest.dropFirst()))
        }
        guard let dash = component.lastIndex(of: "-"), dash != component.startIndex else { return (component, nil) }
        let suffix = component[component.index(after: dash)...]
        guard !suffix.isEmpty, suffix.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." }) else { return (component, nil) }
        return (String(component[..<dash]), String(suffix))
    }

    static func withoutDisambiguation(_ component: String) -> String { split(component).name }

    /// Whether a declaration fits DocC's type-signature suffix: `>Int` (returns `Int`) or
    /// `(String,_)` (its parameters' types in order, `_` for any).
    static func matches(_ declaration: String, types disambiguation: String) -> Bool {
        let compact = declaration.filter { !$0.isWhitespace }
        if disambiguation.hasPrefix(">") {
            let returned = disambiguation.dropFirst()
            return compact.hasSuffix("->" + returned) || compact.contains("->" + returned + "{") || compact.contains("->" + returned + "where")
        }
        guard disambiguation.hasPrefix("("), disambiguation.hasSuffix(")") else { return false }
        var rest = Substring(compact)
        for type in topLevelParts(disambiguation.dropFirst().dropLast()) where type != "_" {
            guard let found = rest.range(of: ":" + type) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }

    /// `_,()->Int,[String:Any]` → its comma-separated parts, commas inside brackets kept.
    private static func topLevelParts(_ text: Substring) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character), !(character == ">" && current.hasSuffix("-")) { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    /// A file name from a symbol's name: `init(name:help:)` → `init-name-help`; an operator,
    /// which has no letters, by the names of its characters: `!=(_:_:)` → `op-not-eq`.
    static func slug(_ name: String) -> String {
        let words = String(PagePathSuggestion.fileName(forTitle: name).dropLast(3))
        let base = name.prefix { $0 != "(" }
        guard base.contains(where: { $0.isLetter || $0.isNumber }) || base.isEmpty else {
            return "op-" + base.map { operatorNames[$0] ?? "x" }.joined(separator: "-")
        }
        return words
    }

    private static let operatorNames: [Character: String] = [
        "=": "eq", "!": "not", "<": "lt", ">": "gt", "+": "plus", "-": "minus", "*": "star", "/": "slash",
        "%": "percent", "&": "amp", "|": "pipe", "^": "caret", "~": "tilde", "?": "q", ".": "dot",
    ]

    /// The identifier's hash as DocC writes it in its URLs (`run()-20aoy`): FNV-1 folded to 24
    /// bits, in base 36. The same on every machine and run, and the same suffix DocC links use.
    static func shortHash(_ id: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in id.utf8 {
            hash = hash &* 16_777_619
            hash ^= UInt32(byte)
        }
        return String((hash >> 24) ^ (hash & 0xff_ffff), radix: 36)
    }
}
