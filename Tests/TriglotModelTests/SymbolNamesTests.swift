import Testing
@testable import TriglotModel

@Suite("Symbol names")
struct SymbolNamesTests {
    @Test(arguments: [
        ("application(_:didFinishLaunchingWithOptions:)", true), ("makeKeyAndVisible()", true),
        ("UIApplication.main(_:)", true), ("application(_:didFinishLaunchingWithOptions :)", false),
        ("application(_:willContinueUserActivityWithType:):", false), ("applicationDidBecomeActive", false),
        ("f(x)", false),
    ])
    func selectors(text: String, wellFormed: Bool) {
        #expect(SymbolNames.isSelector(text) == wellFormed)
    }

    @Test(arguments: [
        "application(_:didFinishLaunchingWithOptions :)", "application(_:willContinueUserActivityWithType:):", "application( _:open:)",
    ])
    func malformedSelectors(text: String) {
        #expect(SymbolNames.isMalformedSelector(text))
    }

    @Test(arguments: [
        ("func application(UIApplication, didFinishLaunchingWithOptions: [UIApplication.LaunchOptionsKey : Any]?) -> Bool", "application(_:didFinishLaunchingWithOptions:)"),
        ("struct UIApplication.LaunchOptionsKey", "UIApplication.LaunchOptionsKey"),
        ("class let didFinishLaunchingNotification: NSNotification.Name", "didFinishLaunchingNotification"),
        ("func applicationDidBecomeActive(UIApplication)", "applicationDidBecomeActive(_:)"),
        ("init(rawValue: String)", "init(rawValue:)"),
        ("class UIApplication", "UIApplication"),
        ("var applicationState: UIApplication.State { get }", "applicationState"),
    ])
    func declarationTitles(title: String, symbol: String) {
        #expect(SymbolNames.symbol(fromDeclarationTitle: title) == symbol)
    }
}
