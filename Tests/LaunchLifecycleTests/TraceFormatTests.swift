import Foundation
import Testing
@testable import LaunchLifecycle

@Suite("Trace output and explanations")
struct TraceFormatTests {
    static let gatedScenario = Scenario(
        name: "cold-url", launch: .cold, options: [.url: "test://test.com"],
        delegate: DelegateFlags([.implementsWillFinish: true, .implementsOpenURL: true, .didFinishReturns: false]))

    @Test("text: numbered steps, states, and the ✗ line for a gated call")
    func text() {
        let trace = simulate(Self.gatedScenario)
        let text = TraceFormat.text(trace, scenario: Self.gatedScenario)
        #expect(text.hasPrefix("cold-url — cold launch\n"))
        #expect(text.contains("  options: url = test://test.com\n"))
        #expect(text.contains("delegate (unlike the Xcode template app): implementsWillFinish = true, didFinishReturns = false, implementsOpenURL = true"))
        #expect(text.contains("  1. The app is not running;"))
        #expect(text.contains("  2. main() calls UIApplicationMain(_:_:_:_:)."))
        #expect(text.contains("→ application(_:didFinishLaunchingWithOptions:) [inactive] returns false"))
        #expect(text.contains(
            "✗ not called: application(_:open:options:) — application(_:didFinishLaunchingWithOptions:) returned false (R1)"))
        #expect(text.contains("states: not running → inactive → active"))
    }

    @Test("text: both launch methods named when both return false")
    func bothFalse() {
        var scenario = Self.gatedScenario
        scenario.delegate.willFinishReturns = false
        let text = TraceFormat.text(simulate(scenario), scenario: scenario)
        #expect(text.contains(
            "— application(_:willFinishLaunchingWithOptions:) and application(_:didFinishLaunchingWithOptions:) returned false (R1)"))
    }

    @Test("text: an allowed conditional call says which rule it passed")
    func allowedCall() {
        let scenario = makeLoggedScenario(.cold, [.shortcutItem: "s"])
        let text = TraceFormat.text(simulate(scenario), scenario: scenario)
        #expect(text.contains("→ application(_:performActionFor:completionHandler:) [inactive] (allowed by R7)"))
    }

    @Test("JSON: calls with method and state, sorted keys, one object or an array")
    func json() throws {
        let trace = simulate(Self.gatedScenario)
        let single = TraceFormat.json([trace], asArray: false)
        #expect(single.hasPrefix("{"))
        #expect(single.contains("\"method\" : \"application(_:willFinishLaunchingWithOptions:)\""))
        #expect(single.contains("\"state\" : \"inactive\""))
        #expect(single.contains("\"rule\" : \"R1\""))
        let calls = try #require(single.range(of: "\"calls\""))
        let gated = try #require(single.range(of: "\"gated\""))
        let steps = try #require(single.range(of: "\"steps\""))
        #expect(calls.lowerBound < gated.lowerBound && gated.lowerBound < steps.lowerBound)
        let array = TraceFormat.json([trace, trace])
        #expect(array.hasPrefix("["))
        #expect(TraceFormat.json([trace]).hasPrefix("["))
    }

    @Test("text: other reasons are shown once, with the rule; an unnamed scenario says so")
    func otherReasons() {
        let scenario = makeScenario(.cold, [.url: "a://b"], flags: [.implementsOpenURL: false])
        let text = TraceFormat.text(simulate(scenario), scenario: scenario)
        #expect(text.hasPrefix("unnamed scenario — cold launch\n"))
        #expect(text.contains("✗ not called: application(_:open:options:) — The app delegate does not implement it. [not-implemented]"))
        let scenes = makeScenario(.warm, [.url: "a://b"], flags: [.usesScenes: true])
        let sceneText = TraceFormat.text(simulate(scenes), scenario: scenes)
        #expect(sceneText.contains("is not called (R13).\n"))
    }

    @Test("JSON: a gated call without blockers has no blockedBy field, and decodes back")
    func gatedJSON() throws {
        let scenario = makeScenario(.cold, [.url: "a://b"], flags: [.implementsOpenURL: false])
        let trace = simulate(scenario)
        let json = TraceFormat.json([trace], asArray: false)
        #expect(!json.contains("blockedBy"))
        #expect(try JSONDecoder().decode(Trace.self, from: Data(json.utf8)) == trace)
        let blocked = simulate(Self.gatedScenario)
        let blockedJSON = TraceFormat.json([blocked])
        #expect(blockedJSON.contains("blockedBy"))
        #expect(try JSONDecoder().decode([Trace].self, from: Data(blockedJSON.utf8)) == [blocked])
    }

    @Test("option values are summarised in the header", arguments: [
        (JSONValue.bool(true), "true"), (.number(3), "3"), (.number(2.5), "2.5"), (.object(["b": 1, "a": 2]), "{a, b}"),
        (.array([1, 2]), "[2 items]"), (.null, "null"),
    ])
    func summaries(value: JSONValue, expected: String) {
        #expect(value.summary == expected)
    }

    @Test("lookups on a trace accept short selectors")
    func traceLookups() {
        let trace = simulate(Self.gatedScenario)
        #expect(trace.firstCall(of: "applicationDidBecomeActive")?.state == .active)
        #expect(trace.gatedCall(of: "application(_:open:options:)")?.blockedBy == [Selector.didFinish])
        #expect(trace.firstCall(of: "application(_:open:options:)") == nil)
    }

    @Test("JSON output is identical from run to run")
    func deterministic() {
        let scenario = makeScenario(.cold, [.userActivityDictionary: ["a": 1, "b": 2]], event: .userExit)
        #expect(TraceFormat.json([LaunchSimulator.run(scenario)]) == TraceFormat.json([LaunchSimulator.run(scenario)]))
    }

    @Test("explanations: one per call and per call not made, naming rules and return values")
    func explanations() {
        let trace = simulate(Self.gatedScenario)
        let sentences = TraceExplainer.explain(trace, scenario: Self.gatedScenario)
        #expect(sentences.count == trace.calls.count + trace.gated.count)
        #expect(sentences[1].hasPrefix("application(_:didFinishLaunchingWithOptions:) is called while the app is inactive"))
        #expect(sentences[1].hasSuffix("It returns false."))
        #expect(sentences[2].hasPrefix("application(_:open:options:) is not called:"))
        #expect(sentences[2].contains("(R1)"))
        #expect(sentences[2].contains("Setting didFinishReturns to true"))
        #expect(sentences[3].contains("is called while the app is active"))
    }

    @Test("explanations: background calls say so")
    func backgroundExplanation() {
        let scenario = makeLoggedScenario(.cold, event: .backgroundFetch)
        let sentences = TraceExplainer.explain(simulate(scenario), scenario: scenario)
        #expect(sentences.allSatisfy { $0.contains("while the app is in the background") })
    }

    @Test("explanations: a call the template app lacks names the flag that adds it", arguments: [
        (makeScenario(.running, event: .userExit), Selector.shouldSaveSecure, "optsIntoStatePreservation is false, its default"),
        (makeScenario(.cold, [.url: "a://b"]), Selector.openURL, "implementsOpenURL is false, its default"),
        (makeScenario(.cold), Selector.willFinish, "implementsWillFinish is false, its default"),
        (makeScenario(.cold, event: .backgroundFetch), Selector.performFetch, "implementsPerformFetch is false, its default"),
        (makeScenario(.cold, [.remoteNotification: [:]]), Selector.notificationDidReceive, "setsUNDelegateDuringLaunch is false, its default"),
        (makeScenario(.cold, flags: [.optsIntoStateRestoration: false, .hasRestorationArchive: true]), Selector.shouldRestoreSecure,
         "optsIntoStateRestoration is false, its default"),
    ])
    func explainsLeftOutFlags(scenario: Scenario, method: String, phrase: String) throws {
        let sentences = TraceExplainer.explain(simulate(scenario), scenario: scenario)
        let sentence = try #require(sentences.first { $0.hasPrefix("\(method) is not called") })
        #expect(sentence.contains(phrase), "\(sentence)")
        #expect(sentence.contains("Xcode's app template"))
    }
}
