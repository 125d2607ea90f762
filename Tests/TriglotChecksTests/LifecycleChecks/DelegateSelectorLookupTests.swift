import LaunchLifecycle
import Testing
@testable import TriglotChecks

/// `DelegateDeclarationCheck` looks a page's symbol up by exact selector instead of through
/// `DelegateMethodCatalogue.entry(for:)`; the two must pick the same entries.
@Suite("lifecycle.declaration selector lookup")
struct DelegateSelectorLookupTests {
    /// The old rule: the normalised lookup, kept only when it gives back the symbol as written.
    private static func reference(_ symbol: String) -> DelegateMethodEntry? {
        guard let entry = DelegateMethodCatalogue.entry(for: symbol), entry.selector == symbol else { return nil }
        return entry
    }

    static let symbols = DelegateMethodCatalogue.entries.map(\.selector) + [
        "applicationDidBecomeActive", "applicationDidBecomeActive(_:):", " applicationDidBecomeActive(_:)",
        "`applicationDidBecomeActive(_:)`", "UIApplicationDelegate.applicationDidBecomeActive(_:)", "application", "",
        "application(_:open:options:)", "scene(_:willConnectTo:options:)", "sceneDidBecomeActive", "makeKeyAndVisible()",
    ]

    @Test(arguments: symbols)
    func exactLookupAgreesWithTheCatalogue(symbol: String) {
        #expect(DelegateDeclarationCheck.entries[symbol] == Self.reference(symbol))
    }
}
