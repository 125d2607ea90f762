import TriglotMarkup
import TriglotModel

/// A code span naming a symbol is linked to that symbol's page in the same language, so every
/// selector (`application(_:open:options:)`) and every framework type (`UIApplication`, a UI/UN/NS/CL
/// name) written as a code span in prose needs a page. The Declaration section, code blocks and
/// lifecycle blocks are code, not references; the page's own parameter names are not symbols.
public struct UnresolvedSymbolCheck: PageCheck {
    public static let id = "symbols.unresolved"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A code span names a symbol that has no page in the same language."

    static let frameworkPrefixes = ["UI", "UN", "NS", "CL"]

    public init() {}

    public func check(_ page: LoadedPage, context: CheckContext) -> [Diagnostic] {
        guard page.page.document != nil else { return [] }
        // A handful of names: comparing them costs less than hashing them into a set and hashing
        // every code span to look it up.
        let parameterNames = page.page.parameters.map(\.name) + (page.page.declaration?.parameters.map(\.name) ?? [])
        var diagnostics: [Diagnostic] = []
        // The blocks' code spans, as the context already has them (each a code node's text and range).
        let facts = context.facts(of: page)
        let symbolPages = context.symbolLookups[page.language]
        // Each list of blocks is read where it is, not joined into a new array per page.
        // The spans of a list of blocks together (a slice of the page's, as the blocks lie side by
        // side), read by index: a `for` loop over blocks or spans copied each one it passed.
        func checkSpans(of blocks: [Block]) {
            let spans = facts?.items(.codeSpans, of: blocks, in: page.page) ?? SectionInventory(blocks: blocks, in: page.page).codeSpans[...]
            for index in spans.indices {
                let text = spans[index].text
                // Most spans name no symbol, which one byte often shows, and most that do
                // have a page: ask both before comparing the span with each parameter name.
                guard Self.namesSymbol(text), symbolPages?.path(forSymbol: text) == nil, !parameterNames.contains(text) else {
                    continue
                }
                diagnostics.append(diagnostic(
                    "`\(text)` names a symbol that has no \(page.language.code) page", in: page, at: spans[index].range,
                    explanation: "Symbol code spans link to the symbol's page. Add the page, fix the name, or write the name as plain text."))
            }
        }
        checkSpans(of: page.page.abstract)
        checkSpans(of: page.page.preamble)
        // By index: a `for section in` loop copies every section.
        let sections = page.page.sections
        for index in sections.indices where sections[index].kind != .declaration {
            checkSpans(of: sections[index].blocks)
        }
        return diagnostics
    }

    /// A well-formed selector, or a type name from the frameworks the documentation covers.
    static func namesSymbol(_ text: String) -> Bool {
        if SymbolNames.isSelector(text) { return true }
        return SymbolNames.isTypeName(text) && frameworkPrefixes.contains { text.hasPrefix($0) }
    }
}
