import TriglotContent
import TriglotMarkup
import TriglotModel

/// A code span naming a symbol is linked to that symbol's page in the same language, so a
/// selector with labels (`application(_:open:options:)`) and a type name with one of the prefixes
/// `site.yml` names (`symbols: prefixes: [UI, NS]`) written as a code span in prose should have a
/// page. A warning: a missing page is worth knowing, never worth failing a build for. The Declaration section, code blocks and
/// lifecycle blocks are code, not references; the page's own parameter names are not symbols.
public struct UnresolvedSymbolCheck: PageCheck {
    public static let id = "symbols.unresolved"
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let summary = "A code span names a symbol that has no page in the same language."

    public init() {}

    public func check(_ page: LoadedPage, context: CheckContext) -> [Diagnostic] {
        let configuration = context.content.configuration
        // A site without a single symbol page (a guide: Starlight's docs name `useTranslations()`
        // in prose) documents no symbol by page: no span of it is missing one.
        guard page.page.document != nil, configuration.symbols == .matching, !context.symbolLookups.isEmpty else { return [] }
        let prefixes = configuration.symbolPrefixes
        let swift = context.hasSwiftDeclarations && context.hasSwiftDeclarationBlocks
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
                guard Self.namesSymbol(text, prefixes: prefixes, swift: swift), symbolPages?.path(forSymbol: text) == nil, !parameterNames.contains(text) else {
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

    /// A selector with argument labels (any selector on a site of Swift symbols), or a type name
    /// with one of the site's prefixes. `foo()` on a JavaScript site is a call, not a page's name.
    static func namesSymbol(_ text: String, prefixes: [String], swift: Bool) -> Bool {
        if SymbolNames.isSelector(text), swift || text.contains(":") { return true }
        return !prefixes.isEmpty && SymbolNames.isTypeName(text) && prefixes.contains { text.hasPrefix($0) }
    }
}
