import TriglotContent
import TriglotMarkup
import TriglotModel

/// Every language's page of a symbol says what the compiler says: the declaration the symbol
/// graph prints, and the parameter names its signature has. The page's symbol is its front
/// matter's `symbol:` (a precise identifier, as `triglot import --symbol-graph` writes it), or
/// that of the source-language page at the same path, so a translation is held to the code even
/// when its English page has not been imported again: a signature change marks every language.
///
/// Runs only when a symbol graph is loaded (`site.yml`'s `symbolGraphs`, `--symbol-graph`).
public struct SymbolGraphCheck: PageCheck {
    public static let id = "symbols.graph"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A symbol page's declaration or parameters differ from the compiler's symbol graph, or its symbol is gone."

    public init() {}

    public func check(_ page: LoadedPage, context: CheckContext) -> [Diagnostic] {
        let catalog = context.content.symbols
        guard !catalog.isEmpty, let id = Self.symbolID(of: page, in: context.content) else { return [] }
        guard let symbol = catalog[id] else {
            // Said once, on the source page: the translations cannot do anything about it.
            guard page.language == context.content.sourceLanguage else { return [] }
            let line = page.page.frontMatter.keyLines["symbol"] ?? 1
            return [diagnostic(
                "the symbol graph has no symbol '\(id)': the symbol was removed or renamed",
                in: page, at: SourceRange(line: line),
                explanation: "Import the graph again (triglot import --symbol-graph) to follow a rename; remove the page in every language if the symbol is gone.",
                severity: .warning)]
        }
        var diagnostics: [Diagnostic] = []
        let graphNote = Diagnostic.Note("the symbol graph declares `\(symbol.declaration)`", path: symbol.sourceFile)
        if let declaration = page.page.declaration, Self.normalized(declaration.source) != Self.normalized(symbol.declaration) {
            diagnostics.append(diagnostic(
                "the declaration differs from the compiler's: `\(symbol.declaration)`", in: page, at: declaration.range,
                explanation: "The code changed since this page was written. Import the symbol graph again for the English page, and bring each translation's Declaration and Parameters along.",
                notes: [graphNote]))
        }
        let documented = page.page.parameters
        guard !documented.isEmpty else { return diagnostics }
        let findings = NameListComparison.compare(expected: symbol.parameterNames, actual: documented.map { ($0.name, $0.nameRange) })
        for finding in findings {
            switch finding {
            case .renamed(let actual, let expected, let range):
                diagnostics.append(diagnostic(
                    "`\(actual)` is not a parameter of \(symbol.title) in the symbol graph; the compiler names it `\(expected)`",
                    in: page, at: range, notes: [graphNote], fixIts: [Diagnostic.FixIt(range: range, replacement: expected)]))
            case .extra(let actual, let range):
                diagnostics.append(diagnostic(
                    "`\(actual)` is not a parameter of \(symbol.title) in the symbol graph", in: page, at: range, notes: [graphNote]))
            case .missing(let expected):
                let sections = page.page.sections
                let heading = sections.indices.first { sections[$0].kind == .parameters }.map { sections[$0].headingRange }
                diagnostics.append(diagnostic(
                    "the symbol graph's parameter `\(expected)` is not documented", in: page, at: heading, notes: [graphNote]))
            case .reordered(let actual, let expected, let range):
                diagnostics.append(diagnostic(
                    "parameters are not in the compiler's order: `\(actual)` where the symbol graph has `\(expected)`",
                    in: page, at: range, notes: [graphNote], severity: .warning))
            }
        }
        return diagnostics
    }

    /// The page's own `symbol:`, else its source page's.
    static func symbolID(of page: LoadedPage, in content: ContentSet) -> String? {
        if let own = page.page.frontMatter.values["symbol"], !own.isEmpty { return own }
        guard page.language != content.sourceLanguage else { return nil }
        return content.pages[content.sourceLanguage]?[page.path]?.page.frontMatter.values["symbol"]
    }

    /// Without whitespace: a declaration wrapped over lines, one parameter a line, is the same
    /// declaration, and no two of Swift's tokens that need a space between them differ only by it.
    static func normalized(_ text: String) -> String {
        String(text.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
    }
}
