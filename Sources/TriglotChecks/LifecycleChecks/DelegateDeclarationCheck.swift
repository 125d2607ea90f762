import LaunchLifecycle
import TriglotContent
import TriglotModel

/// A symbol page for a delegate method the core knows declares it exactly as the core does.
public struct DelegateDeclarationCheck: PageCheck {
    public static let id = "lifecycle.declaration"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A delegate method's declaration differs from the lifecycle core's."

    public init() {}

    public func check(_ page: LoadedPage, context: CheckContext) -> [Diagnostic] {
        guard let declaration = page.page.declaration, declaration.isValid,
              let entry = Self.entries[declaration.symbol] else { return [] }
        guard Self.normalized(declaration.source) != Self.normalized(entry.declaration) else { return [] }
        return [diagnostic(
            "the declaration differs from the lifecycle core's `\(entry.declaration)`",
            in: page, at: declaration.range)]
    }

    /// The catalogue by exact selector. Only a page whose symbol is an entry's selector as written
    /// is checked, and for those `DelegateMethodCatalogue.entry(for:)` answers that entry; looking
    /// the symbol up directly skips normalising the symbol of every symbol page.
    static let entries: [String: DelegateMethodEntry] = Dictionary(
        DelegateMethodCatalogue.entries.map { ($0.selector, $0) }, uniquingKeysWith: { first, _ in first })

    /// Spacing differences do not matter: `[A : B]` and `[A: B]`, line breaks inside the parentheses.
    static func normalized(_ source: String) -> String {
        String(source.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
    }
}
