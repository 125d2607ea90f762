import Testing
@testable import LaunchLifecycle

@Suite("Lifecycle assertions")
struct LifecycleAssertionTests {
    static let block = """
        # facts about a URL launch
        scenario cold-url

        state application(_:open:options:) inactive
        state applicationDidBecomeActive active   # short form
        before application(_:didFinishLaunchingWithOptions:) application(_:open:options:)
        called applicationDidBecomeActive
        not-called applicationWillEnterForeground
        """

    static let coldURL = makeLoggedScenario(.cold, [.url: "test://test.com"])

    @Test("parse: statements with their line numbers, comments and blank lines ignored")
    func parse() {
        let (assertions, errors) = LifecycleAssertion.parse(Self.block)
        #expect(errors.isEmpty)
        #expect(assertions.map(\.line) == [2, 4, 5, 6, 7, 8])
        #expect(assertions[0].statement == .scenario("cold-url"))
        #expect(assertions[2].statement == .state(method: Selector.didBecomeActive, state: .active))
        #expect(assertions[5].statement == .notCalled(Selector.willEnterForeground))
        #expect(LifecycleAssertion.scenarioName(in: assertions) == "cold-url")
    }

    @Test("verify: every fact of the block holds for a cold URL launch")
    func holds() {
        let (assertions, _) = LifecycleAssertion.parse(Self.block)
        let trace = simulate(Self.coldURL)
        #expect(assertions.compactMap { $0.verify(against: trace) }.isEmpty)
    }

    @Test("verify: false facts say what the core did instead", arguments: [
        ("state application(_:open:options:) active", "is called while the app is inactive, not active"),
        ("state applicationDidBecomeActive background", "while the app is active, not in the background"),
        ("before applicationDidBecomeActive application(_:open:options:)", "is called after application(_:open:options:), not before it"),
        ("called applicationWillEnterForeground", "applicationWillEnterForeground(_:) is not called"),
        ("not-called application(_:open:options:)", "application(_:open:options:) is called (while the app is inactive)"),
        ("called application(_:performActionFor:completionHandler:)", "is not called in this scenario"),
    ])
    func fails(line: String, expected: String) throws {
        let (assertions, errors) = LifecycleAssertion.parse("scenario cold-url\n" + line)
        #expect(errors.isEmpty)
        let fact = try #require(assertions.last)
        let message = try #require(fact.verify(against: simulate(Self.coldURL)))
        #expect(message.contains(expected), "\(message)")
    }

    @Test("set overrides change the run: a false didFinish removes the open call, with the reason")
    func setOverrides() {
        let (assertions, errors) = LifecycleAssertion.parse("""
            scenario cold-url
            set didFinishReturns false
            not-called application(_:open:options:)
            called application(_:open:options:)
            """)
        #expect(errors.isEmpty)
        let scenario = LifecycleAssertion.applying(assertions, to: Self.coldURL)
        #expect(scenario.delegate.didFinishReturns == false)
        let failures = LifecycleAssertion.evaluate(assertions, on: Self.coldURL)
        #expect(failures.map(\.line) == [4])
        #expect(failures.first?.message.contains("returned false") == true)
    }

    @Test("parse errors name the line and the problem", arguments: [
        ("scenario a\nset implementsOpenUrl true", 2, "unknown delegate flag 'implementsOpenUrl' (did you mean 'implementsOpenURL'?)"),
        ("scenario a\nset usesScenes maybe", 2, "expected true or false"),
        ("scenario a\nstate applicationDidBecomeActive foreground", 2, "unknown state 'foreground'"),
        ("scenario a\ncalled applicationDidBecomeActivee", 2, "unknown method 'applicationDidBecomeActivee'"),
        ("scenario a\nbefore applicationDidBecomeActive", 2, "expected 'before METHOD_A METHOD_B'"),
        ("scenario a\nafter x y", 2, "unknown statement 'after'"),
        ("called applicationDidBecomeActive", 1, "must start with 'scenario NAME'"),
        ("scenario a\nscenario b", 2, "only once"),
        ("# nothing\n", 1, "must start with 'scenario NAME'"),
    ])
    func parseErrors(text: String, line: Int, message: String) throws {
        let (_, errors) = LifecycleAssertion.parse(text)
        let error = try #require(errors.first)
        #expect(error.line == line)
        #expect(error.message.contains(message), "\(error.message)")
    }
}
