import TriglotContent
import TriglotModel

/// In every language, the Parameters section documents exactly the parameters the declaration
/// declares, by their internal names, in declaration order: a name the declaration lacks is a
/// stale or misspelt entry, a declared name left out is missing documentation. A page with no
/// Parameters section at all is not asked for one, as DocC does not ask a doc comment for one:
/// many a short initializer documents its parameter in the abstract.
public struct ParametersDeclarationCheck: PageCheck {
    public static let id = "model.parameters-vs-declaration"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "The Parameters section does not document the declaration's parameters, by name and in order."

    public init() {}

    public func check(_ page: LoadedPage, context: CheckContext) -> [Diagnostic] {
        // An invalid declaration's parameters are guesses; the parser reports the declaration.
        // The declaration's fields are read in place: binding it copied it, every string and
        // array of it retained, for every page.
        guard page.page.kind == .symbol, page.page.declaration?.isValid == true, let declarationRange = page.page.declaration?.range,
              let parameters = page.page.declaration?.parameters else { return [] }
        let declared = parameters.indices.map { parameters[$0].name }
        let findings = NameListComparison.compare(expected: declared, actual: page.page.parameters.map { ($0.name, $0.nameRange) })
        // Only the heading's place is read, found in place: `first(where:)` copied every section it passed.
        let sections = page.page.sections
        let sectionPlace = sections.indices.first { sections[$0].kind == .parameters }.map { sections[$0].headingRange }
        let declarationNote = Diagnostic.Note("the declaration", path: page.displayPath, range: declarationRange)
        return findings.compactMap { finding -> Diagnostic? in
            switch finding {
            case .renamed(let actual, let expected, let range):
                return diagnostic("`\(actual)` is not a parameter of the declaration; it declares `\(expected)` here",
                                  in: page, at: range, notes: [declarationNote],
                                  fixIts: [Diagnostic.FixIt(range: range, replacement: expected)])
            case .missing(let expected):
                guard sectionPlace != nil else { return nil }
                return diagnostic("the declaration's parameter `\(expected)` is not documented", in: page,
                                  at: sectionPlace ?? declarationRange, notes: [declarationNote])
            case .extra(let actual, let range):
                return diagnostic("`\(actual)` is not a parameter of the declaration", in: page, at: range, notes: [declarationNote])
            case .reordered(let actual, let expected, let range):
                // Every parameter is documented, only in another order: worth a warning, not an
                // error (real packages' doc comments often list them so; DocC does not object).
                return diagnostic("parameters are not in declaration order: `\(actual)` where the declaration has `\(expected)`",
                                  in: page, at: range, notes: [declarationNote], severity: .warning)
            }
        }
    }
}
