/// What a compiler's symbol graph says about a module's public API, in the terms Triglot checks
/// and writes pages from. The checks see this and never the graph's own JSON, so a page can be
/// compared with the code without the checks knowing how the graph was read.
public struct SymbolCatalog: Sendable, Equatable {
    public var modules: [String]
    /// Every symbol, in a stable order (module, then path).
    public private(set) var symbols: [APISymbol]
    public var relationships: [SymbolRelationship]
    private var positionByID: [String: Int]

    public init(modules: [String] = [], symbols: [APISymbol] = [], relationships: [SymbolRelationship] = []) {
        self.modules = modules
        // The path joined with a separator no name holds sorts as the components would.
        self.symbols = symbols.sorted {
            ($0.module, $0.path.joined(separator: "\u{0}"), $0.id) < ($1.module, $1.path.joined(separator: "\u{0}"), $1.id)
        }
        self.relationships = relationships
        positionByID = Dictionary(self.symbols.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public static let empty = SymbolCatalog()

    public var isEmpty: Bool { symbols.isEmpty }

    /// Both catalogs' symbols; of two with one identifier, this one's is kept.
    public func merging(_ other: SymbolCatalog) -> SymbolCatalog {
        guard !isEmpty else { return other }
        let known = Set(symbols.map(\.id))
        return SymbolCatalog(
            modules: modules + other.modules.filter { !modules.contains($0) },
            symbols: symbols + other.symbols.filter { !known.contains($0.id) },
            relationships: relationships + other.relationships)
    }

    public subscript(id: String) -> APISymbol? {
        positionByID[id].map { symbols[$0] }
    }
}

/// One public declaration, as the compiler describes it.
public struct APISymbol: Sendable, Equatable {
    /// The compiler's precise identifier (a USR such as `s:14ArgumentParser4FlagV`): the same
    /// across builds and renames of the file that declares it, so a page follows its symbol.
    public var id: String
    public var module: String
    /// The graph's kind identifier without its language prefix: `struct`, `method`, `init` …
    public var kind: String
    /// How people name the kind: `Structure`, `Instance Method` …
    public var kindName: String
    /// The names from the module down to the symbol: `["ParsableCommand", "run()"]`.
    public var path: [String]
    public var title: String
    /// The declaration as the compiler prints it, fragments joined.
    public var declaration: String
    /// The names a doc comment's `- Parameters:` list uses, in order.
    public var parameterNames: [String]
    public var returnsValue: Bool
    /// The doc comment, line by line, and the line of the source file its first line is on.
    public var documentation: [String]
    public var documentationLine: Int?
    public var sourceFile: String?
    public var availability: [Availability]

    public init(
        id: String, module: String, kind: String, kindName: String, path: [String], title: String,
        declaration: String, parameterNames: [String] = [], returnsValue: Bool = false,
        documentation: [String] = [], documentationLine: Int? = nil, sourceFile: String? = nil,
        availability: [Availability] = []
    ) {
        self.id = id
        self.module = module
        self.kind = kind
        self.kindName = kindName
        self.path = path
        self.title = title
        self.declaration = declaration
        self.parameterNames = parameterNames
        self.returnsValue = returnsValue
        self.documentation = documentation
        self.documentationLine = documentationLine
        self.sourceFile = sourceFile
        self.availability = availability
    }

    /// A platform the symbol is available on, and from which version.
    public struct Availability: Sendable, Equatable {
        public var platform: String
        public var introduced: String?
        public var deprecated: String?
        public var isDeprecated: Bool

        public init(platform: String, introduced: String? = nil, deprecated: String? = nil, isDeprecated: Bool = false) {
            self.platform = platform
            self.introduced = introduced
            self.deprecated = deprecated
            self.isDeprecated = isDeprecated
        }
    }
}

/// An edge of the graph: `memberOf`, `conformsTo`, `inheritsFrom`, `requirementOf`,
/// `defaultImplementationOf` … Targets outside the module have only a fallback name.
public struct SymbolRelationship: Sendable, Equatable {
    public var kind: String
    public var source: String
    public var target: String
    public var targetFallback: String?

    public init(kind: String, source: String, target: String, targetFallback: String? = nil) {
        self.kind = kind
        self.source = source
        self.target = target
        self.targetFallback = targetFallback
    }
}
