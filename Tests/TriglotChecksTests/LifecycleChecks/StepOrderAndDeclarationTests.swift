import Testing
import TriglotChecks
import TriglotModel

@Suite("lifecycle.step-order, lifecycle.declaration, lifecycle.scenario")
struct StepOrderAndDeclarationTests {
    static let steps = """
    ## Overview {#overview}

    1. The user launches the app.
    2. `main` calls [`UIApplicationMain(_:_:_:_:)`](x.md).
    3. UIKit calls `application(_:willFinishLaunchingWithOptions:)`.
    4. UIKit restores state.
    5. UIKit calls `application(_:didFinishLaunchingWithOptions:)`.
    """

    @Test func stepsInLaunchOrderAreQuiet() {
        #expect(LifecycleContent.run(StepOrderCheck.self, ["en/a.md": LifecycleContent.article(Self.steps)], scenarios: [:]).isEmpty)
    }

    @Test func stepsOutOfOrderFire() throws {
        let swapped = Self.steps
            .replacingOccurrences(of: "3. UIKit calls `application(_:willFinishLaunchingWithOptions:)`.", with: "3. UIKit calls `application(_:didFinishLaunchingWithOptions:)`.")
            .replacingOccurrences(of: "5. UIKit calls `application(_:didFinishLaunchingWithOptions:)`.", with: "5. UIKit calls `application(_:willFinishLaunchingWithOptions:)`.")
        let diagnostics = LifecycleContent.run(StepOrderCheck.self, ["zh-Hans/a.md": LifecycleContent.article(swapped)], scenarios: [:])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.line == 11)
        #expect(diagnostic.summary.contains("application(_:willFinishLaunchingWithOptions:)"))
    }

    static func symbolPage(_ declaration: String) -> String {
        "# applicationDidBecomeActive(_:)\n\nActive.\n\n## Declaration\n\n```swift\n\(declaration)\n```\n"
    }

    @Test(arguments: [
        ("optional func applicationDidBecomeActive(_ application: UIApplication)", false),
        ("optional func applicationDidBecomeActive(_ application:UIApplication)", false),
        ("optional func applicationDidBecomeActive(_ app: UIApplication)", true),
        ("optional func applicationDidBecomeActive(_ application: UIApplication) -> Bool", true),
    ])
    func declarationsMatchTheCore(declaration: String, fires: Bool) {
        let diagnostics = LifecycleContent.run(DelegateDeclarationCheck.self, ["en/a.md": Self.symbolPage(declaration)], scenarios: [:])
        #expect(diagnostics.isEmpty != fires)
        if fires { #expect(diagnostics.first?.line == 7) }
    }

    @Test(arguments: [
        (#"{"launch": "cold", "options": {"url": "x"}}"#, false),
        (#"{"launch": "cold", "options": {"ur": "x"}}"#, true),
        (#"{"launch": "sideways"}"#, true),
        (#"[{"launch": "cold"}, {"launch": "warm"}]"#, true),
        ("not json", true),
    ])
    func scenarioFilesMustDecode(json: String, fires: Bool) {
        let diagnostics = LifecycleContent.run(ScenarioFilesCheck.self, [:], scenarios: ["s": json])
        #expect(diagnostics.isEmpty != fires)
        if fires { #expect(diagnostics.first?.path == "Content/scenarios/s.json") }
    }

    /// A file that does not decode is reported on the line of the mistake.
    @Test func scenarioFileFindingsHaveTheirLine() throws {
        let json = "{\n  \"launch\": \"cold\",\n  \"options\": {\"ur\": \"x\"}\n}"
        let diagnostics = LifecycleContent.run(ScenarioFilesCheck.self, [:], scenarios: ["s": json])
        #expect(try #require(diagnostics.first).range?.lowerBound.line == 3)
    }
}
