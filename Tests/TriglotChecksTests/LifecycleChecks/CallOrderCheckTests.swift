import Testing
import TriglotChecks
import TriglotModel

@Suite("lifecycle.call-order")
struct CallOrderCheckTests {
    static let correct = """
    ## Launch from a URL {#cold-url}

    1. `application(_:willFinishLaunchingWithOptions:)`
    2. `application(_:didFinishLaunchingWithOptions:)`
    3. [If 1 and 2 both return true] `application(_:open:options:)`
    4. `applicationDidBecomeActive(_:)`
    """

    @Test func quietOnTheCoreOrder() {
        let diagnostics = LifecycleContent.run(CallOrderCheck.self, ["en/a.md": LifecycleContent.article(Self.correct)], scenarios: ["cold-url": LifecycleContent.coldURL])
        #expect(diagnostics.isEmpty)
    }

    /// The short selector form of seed 004 (`applicationDidBecomeActive`) still matches.
    @Test func acceptsShortSelectors() {
        let body = Self.correct.replacingOccurrences(of: "`applicationDidBecomeActive(_:)`", with: "`applicationDidBecomeActive`")
        #expect(LifecycleContent.run(CallOrderCheck.self, ["zh-Hans/a.md": LifecycleContent.article(body)], scenarios: ["cold-url": LifecycleContent.coldURL]).isEmpty)
    }

    @Test(arguments: [
        // Two steps swapped: reported at the first wrong step.
        ("2. `application(_:didFinishLaunchingWithOptions:)`\n3. [If 1 and 2 both return true] `application(_:open:options:)`",
         "2. [If 1 and 2 both return true] `application(_:open:options:)`\n3. `application(_:didFinishLaunchingWithOptions:)`", 8, "step 2"),
        // A call the core never makes.
        ("4. `applicationDidBecomeActive(_:)`", "4. `applicationWillEnterForeground(_:)`", 10, "step 4"),
        // The condition left off a gated call.
        ("3. [If 1 and 2 both return true] `application(_:open:options:)`", "3. `application(_:open:options:)`", 9, "mark it"),
        // A condition on a call nothing gates.
        ("4. `applicationDidBecomeActive(_:)`", "4. [If 1 and 2 both return true] `applicationDidBecomeActive(_:)`", 10, "no launch method"),
    ])
    func firesOnAWrongList(original: String, replacement: String, line: Int, summary: String) throws {
        let body = Self.correct.replacingOccurrences(of: original, with: replacement)
        let diagnostics = LifecycleContent.run(CallOrderCheck.self, ["ja/a.md": LifecycleContent.article(body)], scenarios: ["cold-url": LifecycleContent.coldURL])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.line == line)
        #expect(diagnostic.summary.contains(summary))
        #expect(diagnostic.path == "Content/ja/a.md")
    }

    @Test func listsOutsideScenarioSectionsAreNotClaims() {
        let body = Self.correct.replacingOccurrences(of: "{#cold-url}", with: "{#not-a-scenario}")
            .replacingOccurrences(of: "`applicationDidBecomeActive(_:)`", with: "`applicationWillEnterForeground(_:)`")
        #expect(LifecycleContent.run(CallOrderCheck.self, ["en/a.md": LifecycleContent.article(body)], scenarios: ["cold-url": LifecycleContent.coldURL]).isEmpty)
    }
}
