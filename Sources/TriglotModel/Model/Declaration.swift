import TriglotMarkup

/// A symbol's declaration: the source text and what the Swift parser makes of it.
public struct Declaration: Sendable, Equatable, Codable {
    /// What kind of symbol the declaration declares, in DocC's words.
    public enum Kind: String, Sendable, Codable {
        case function = "func", initializer = "init", variable = "var", constant = "let"
        case structure = "struct", `class`, enumeration = "enum", `protocol`, `actor`
        case typeAlias = "typealias", associatedType = "associatedtype", `subscript`, `case`, `macro`, `extension`, unknown
    }

    /// One parameter as declared: `willFinishLaunchingWithOptions launchOptions: [...]? = nil`.
    public struct Parameter: Sendable, Equatable, Codable {
        /// The argument label callers write (`_` when there is none).
        public var label: String
        /// The name the documentation's Parameters section must use.
        public var name: String
        public var type: String
    }

    /// A piece of the declaration for highlighting; the tokens concatenated give `source` back.
    public struct Token: Sendable, Equatable, Codable {
        public enum Kind: String, Sendable, Codable {
            case keyword, identifier, typeIdentifier, label, parameterName, attribute
            case number, string, punctuation, text
        }

        public var kind: Kind
        public var text: String
    }

    public var source: String
    public var language: String
    public var kind: Kind
    public var name: String
    /// The symbol as DocC titles it: `application(_:willFinishLaunchingWithOptions:)`.
    public var symbol: String
    public var parameters: [Parameter]
    public var returnType: String?
    public var tokens: [Token]
    public var isValid: Bool
    /// The code block's range in the page.
    public var range: SourceRange

    public init(
        source: String, language: String, kind: Kind, name: String, symbol: String,
        parameters: [Parameter], returnType: String?, tokens: [Token], isValid: Bool, range: SourceRange
    ) {
        self.source = source
        self.language = language
        self.kind = kind
        self.name = name
        self.symbol = symbol
        self.parameters = parameters
        self.returnType = returnType
        self.tokens = tokens
        self.isValid = isValid
        self.range = range
    }
}
