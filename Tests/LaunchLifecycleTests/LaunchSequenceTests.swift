import Testing
@testable import LaunchLifecycle

/// The launch sequence of seed 003 (`003_8b37f51fa0c6a780.txt`, lines 20-26, steps 1–7), window
/// visibility (seed 000 line 66, the Important callout) and state restoration.
@Suite("Launch sequence")
struct LaunchSequenceTests {
    /// Seed 003 steps 1–7, as the kinds of system steps and calls they become.
    static let seed003Order: [String] = [
        "processLaunch",  // 003:20 step 1, the user or the system launches the app
        "main",  // 003:21 step 2, main calls UIApplicationMain
        "createApplication",  // 003:22 step 3, UIApplication and the app delegate
        "loadMainInterface",  // 003:23 step 4, main storyboard or nib
        "call:" + Selector.willFinish,  // 003:24 step 5
        "restoreState",  // 003:25 step 6
        "call:" + Selector.didFinish,  // 003:26 step 7
    ]

    static func sequence(of trace: Trace) -> [String] {
        let kinds: Set<TraceStep.Kind> = [.processLaunch, .main, .createApplication, .loadMainInterface, .restoreState]
        return trace.steps.compactMap { step in
            if step.kind == .call, step.method == Selector.willFinish || step.method == Selector.didFinish {
                return "call:" + (step.method ?? "")
            }
            return kinds.contains(step.kind) ? step.kind.rawValue : nil
        }
    }

    @Test("seed 003:20-26 steps 1–7 in order", arguments: [
        makeLoggedScenario(.cold),
        makeLoggedScenario(.cold, flags: [.optsIntoStateRestoration: true, .hasRestorationArchive: true]),
        makeLoggedScenario(.cold, flags: [.optsIntoStateRestoration: true, .hasRestorationArchive: true, .shouldRestoreReturns: false]),
        makeLoggedScenario(.cold, [.location: true]),
    ])
    func seed003Sequence(_ scenario: Scenario) {
        let trace = simulate(scenario)
        #expect(Self.sequence(of: trace) == Self.seed003Order)
    }

    @Test("seed 003:28 the app ends up active (foreground) or in the background")
    func endsActiveOrBackground() {
        #expect(simulate(makeLoggedScenario(.cold)).states == [.notRunning, .inactive, .active])
        #expect(simulate(makeLoggedScenario(.cold, [.location: true])).states == [.notRunning, .background, .suspended])
    }

    @Test("a scene-based app loads no main interface before willFinish")
    func sceneAppsSkipMainInterface() {
        let trace = simulate(makeLoggedScenario(.cold, flags: [.usesScenes: true]))
        #expect(trace.steps(of: .loadMainInterface).isEmpty)
        #expect(trace.steps(of: .main).count == 1)
    }

    @Test("seed 000:66 the window becomes visible only after didFinish returns", arguments: [false, true])
    func windowVisibleAfterDidFinish(calledInWillFinish: Bool) throws {
        let trace = simulate(makeLoggedScenario(.cold, flags: [.callsMakeKeyAndVisibleInWillFinish: calledInWillFinish]))
        let didFinish = try #require(trace.steps.firstIndex { $0.method == Selector.didFinish && $0.kind == .call })
        let visible = try #require(trace.steps.firstIndex { $0.kind == .windowVisible })
        let active = try #require(trace.steps.firstIndex { $0.method == Selector.didBecomeActive })
        #expect(didFinish + 1 == visible)
        #expect(visible < active)
        #expect(trace.steps[visible].text.contains("willFinish") == calledInWillFinish)
    }

    @Test("a background launch keeps the window hidden")
    func backgroundWindowHidden() throws {
        let trace = simulate(makeLoggedScenario(.cold, [.location: true]))
        let step = try #require(trace.steps(of: .windowVisible).first)
        #expect(step.text.contains("hidden"))
    }

    @Test("restoration runs between willFinish and didFinish only with an archive and agreement", arguments: [
        (false, true, [Selector.willFinish, Selector.didFinish]),
        (true, true, [Selector.willFinish, Selector.shouldRestoreSecure, Selector.didDecode, Selector.didFinish]),
        (true, false, [Selector.willFinish, Selector.shouldRestoreSecure, Selector.didFinish]),
    ])
    func restoration(archive: Bool, agrees: Bool, expected: [String]) {
        let trace = simulate(makeLoggedScenario(.cold, flags: [.optsIntoStateRestoration: true, .hasRestorationArchive: archive, .shouldRestoreReturns: agrees]))
        #expect(Array(trace.methodNames.prefix(expected.count)) == expected)
        #expect(trace.calls.first { $0.method == Selector.shouldRestoreSecure }?.returned == (archive ? agrees : nil))
    }

    @Test("legacy restoration names are used when the app implements them")
    func legacyRestorationNames() {
        let trace = simulate(makeLoggedScenario(.cold, flags: [.optsIntoStateRestoration: true, .hasRestorationArchive: true, .usesLegacyRestorationMethods: true]))
        #expect(trace.methodNames.prefix(4) == [Selector.willFinish, Selector.shouldRestoreLegacy, Selector.didDecode, Selector.didFinish])
    }

    @Test("declining restoration records didDecode as not called")
    func declinedRestoration() {
        let trace = simulate(makeLoggedScenario(.cold, flags: [.optsIntoStateRestoration: true, .hasRestorationArchive: true, .shouldRestoreReturns: false]))
        #expect(trace.gatedRule(of: Selector.didDecode) == .declined)
    }

    @Test("applicationDidFinishLaunching(_:) runs only in place of didFinish")
    func legacyDidFinishLaunching() {
        let both = simulate(makeLoggedScenario(.cold, flags: [.implementsLegacyDidFinishLaunching: true]))
        #expect(!both.methodNames.contains(Selector.legacyDidFinish))
        #expect(both.gatedRule(of: Selector.legacyDidFinish) == .superseded)

        let onlyLegacy = simulate(makeLoggedScenario(.cold, flags: [.implementsLegacyDidFinishLaunching: true, .implementsDidFinish: false]))
        #expect(onlyLegacy.methodNames == [Selector.willFinish, Selector.legacyDidFinish, Selector.didBecomeActive])
        #expect(onlyLegacy.calls[1].returned == nil)
    }

    @Test("launch options reach willFinish and didFinish; scene apps get nil")
    func launchOptionsWording() throws {
        let plain = simulate(makeLoggedScenario(.cold, [.url: "a://b"]))
        let willFinish = try #require(plain.steps.first { $0.method == Selector.willFinish })
        #expect(willFinish.text.contains("[url]"))
        let scenes = simulate(makeLoggedScenario(.cold, flags: [.usesScenes: true]))
        let sceneWillFinish = try #require(scenes.steps.first { $0.method == Selector.willFinish })
        #expect(sceneWillFinish.text.contains("nil"))
    }
}
