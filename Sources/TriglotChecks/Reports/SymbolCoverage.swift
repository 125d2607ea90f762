import TriglotContent
import TriglotModel

/// Which of the symbol graph's symbols have a page in each language, and which source pages
/// name a symbol the graph no longer has: what `triglot status` adds when a graph is loaded.
public struct SymbolCoverage: Sendable, Encodable {
    public struct Symbol: Sendable, Encodable, Equatable {
        /// `Flag/init(name:help:)`: the path a reader finds it by.
        public var name: String
        public var id: String
        /// The source page's path, when the symbol has one.
        public var page: String?
    }

    public struct Language: Sendable, Encodable {
        public var language: String
        public var withPage: Int
        public var withoutPage: [Symbol]
    }

    public var modules: [String]
    public var symbolCount: Int
    public var languages: [Language]
    /// Source-language pages whose `symbol:` the graph does not have.
    public var gone: [String]

    public init(content: ContentSet) {
        let catalog = content.symbols
        let source = content.sourceLanguage
        let sourcePages = content.pages[source] ?? [:]
        var pageOfSymbol: [String: String] = [:]
        var gone: [String] = []
        for (path, page) in sourcePages {
            guard let id = page.page.frontMatter.values["symbol"], !id.isEmpty else { continue }
            if catalog[id] == nil { gone.append(path) } else { pageOfSymbol[id] = path }
        }
        modules = catalog.modules
        symbolCount = catalog.symbols.count
        self.gone = gone.sorted()
        languages = content.languages.map { language in
            let pages = content.pages[language] ?? [:]
            var without: [Symbol] = []
            for symbol in catalog.symbols {
                let page = pageOfSymbol[symbol.id]
                if let page, pages[page] != nil { continue }
                without.append(Symbol(name: symbol.path.joined(separator: "/"), id: symbol.id, page: page))
            }
            return Language(language: language.code, withPage: catalog.symbols.count - without.count, withoutPage: without)
        }
    }

    /// The text `triglot status` prints under its table.
    public func text(listing limit: Int = 8) -> String {
        var lines = ["Symbols of \(modules.joined(separator: ", ")) in the symbol graph: \(symbolCount)"]
        let width = languages.map(\.language.count).max() ?? 0
        for entry in languages {
            var line = "  " + entry.language.padding(toLength: width, withPad: " ", startingAt: 0) + "  \(entry.withPage) with a page"
            if !entry.withoutPage.isEmpty {
                let named = entry.withoutPage.prefix(limit).map(\.name).joined(separator: ", ")
                let more = entry.withoutPage.count > limit ? ", and \(entry.withoutPage.count - limit) more" : ""
                line += ", \(entry.withoutPage.count) without: \(named)\(more)"
            }
            lines.append(line)
        }
        if !gone.isEmpty {
            lines.append("  Pages whose symbol the graph no longer has (removed or renamed; import the graph again to follow a rename):")
            lines += gone.map { "    " + $0 }
        }
        return lines.joined(separator: "\n")
    }
}
