import Testing
@testable import LaunchLifecycle

@Suite("Scenario JSON")
struct ScenarioDecodingTests {
    static let designExample = """
        { "launch": "cold",
          "options": { "url": "test://test.com", "sourceApplication": "com.apple.mobilesafari" },
          "delegate": { "implementsWillFinish": true, "willFinishReturns": true,
                        "implementsDidFinish": true, "didFinishReturns": false, "implementsOpenURL": true } }
        """

    func decodeError(_ text: String) -> ScenarioError? {
        do {
            _ = try ScenarioFile.decode(text)
            return nil
        } catch {
            return error as? ScenarioError
        }
    }

    @Test("the DESIGN.md example decodes and gates application(_:open:options:) by R1")
    func designExample() throws {
        let scenarios = try ScenarioFile.decode(Self.designExample)
        let scenario = try #require(scenarios.first)
        #expect(scenarios.count == 1)
        #expect(scenario.launch == .cold)
        #expect(scenario.options[.url] == .string("test://test.com"))
        #expect(scenario.options.keys == [.sourceApplication, .url])
        #expect(scenario.delegate.didFinishReturns == false)
        #expect(scenario.delegate.implementsPerformAction == false, "flags left out take the template's value")
        let trace = simulate(scenario)
        #expect(trace.gated.first?.rule == .r1)
        #expect(!ScenarioFile.holdsArray(Array(Self.designExample.utf8)))
    }

    @Test("an array of scenarios decodes in order")
    func array() throws {
        let text = "[" + Self.designExample + ", {\"name\": \"second\", \"launch\": \"warm\", \"event\": {\"type\": \"userExit\"}}]"
        let scenarios = try ScenarioFile.decode(text)
        #expect(scenarios.map(\.launch) == [.cold, .warm])
        #expect(scenarios[1].name == "second")
        #expect(scenarios[1].event == .userExit)
        #expect(ScenarioFile.holdsArray(Array("  \n[".utf8)))
    }

    @Test("null and {} options are a plain launch", arguments: ["null", "{}"])
    func plainOptions(_ options: String) throws {
        let scenario = try #require(try ScenarioFile.decode("{\"launch\": \"cold\", \"options\": \(options), \"delegate\": null}").first)
        #expect(scenario.options.isEmpty)
        #expect(scenario.delegate == DelegateFlags())
    }

    @Test("unknown keys are rejected with their name", arguments: [
        ("{\"launch\": \"cold\", \"options\": {\"urll\": \"a://b\"}}", "urll", "did you mean 'url'"),
        ("{\"launch\": \"cold\", \"delegate\": {\"implementsOpenUrl\": true}}", "implementsOpenUrl", "did you mean 'implementsOpenURL'"),
        ("{\"launch\": \"cold\", \"delgate\": {}}", "delgate", "did you mean 'delegate'"),
        ("{\"launch\": \"cold\", \"options\": {\"UIApplicationLaunchOptionsURLkey\": \"a://b\"}}", "UIApplicationLaunchOptionsURLkey", "did you mean 'UIApplicationLaunchOptionsURLKey'"),
        ("{\"launch\": \"cold\", \"options\": {\".urll\": \"a://b\"}}", ".urll", "'.urll' at options"),
        ("{\"launch\": \"cold\", \"delegate\": {\"usesScenes\": true}, \"connectionOptions\": {\"urlContext\": []}}", "urlContext", "urlContexts"),
        ("{\"launch\": \"cold\", \"event\": {\"type\": \"userExit\", \"when\": 1}}", "when", "type"),
        ("[{\"launch\": \"cold\"}, {\"launch\": \"cold\", \"delegate\": {\"xyzzy\": true}}]", "xyzzy", "[1].delegate"),
    ])
    func unknownKey(text: String, key: String, hint: String) throws {
        let error = try #require(decodeError(text))
        #expect(error.kind == .unknownKey)
        #expect(error.key == key)
        #expect(error.message.contains("'\(key)'"))
        #expect(error.message.contains(hint))
    }

    @Test("other mistakes give readable errors", arguments: [
        ("{\"options\": {}}", ScenarioError.Kind.missingField, "launch"),
        ("{\"launch\": \"lukewarm\"}", .invalidValue, "lukewarm"),
        ("{\"launch\": 3}", .wrongType, "launch must be a string"),
        ("{\"launch\": \"cold\", \"delegate\": {\"usesScenes\": \"yes\"}}", .wrongType, "must be true, false or null"),
        ("{\"launch\": \"cold\", \"event\": {\"type\": \"userExti\"}}", .invalidValue, "did you mean 'userExit'"),
        ("{\"launch\": \"cold\", \"name\": 5}", .wrongType, "name must be a string"),
        ("{\"launch\": \"cold\",", .invalidJSON, "not valid JSON"),
        ("{\"launch\": \"cold\", \"options\": [1]}", .wrongType, "options must be an object"),
        ("[1]", .wrongType, "must be a JSON object"),
    ])
    func readableErrors(text: String, kind: ScenarioError.Kind, fragment: String) throws {
        let error = try #require(decodeError(text))
        #expect(error.kind == kind)
        #expect(error.description.contains(fragment), "\(error.description)")
    }

    @Test("invalid JSON is located by line and column", arguments: [
        ("{\"launch\": \"cold\",", "unexpected end of file at line 1, column 19"),
        ("{\n  \"launch\": \"cold\",\n  \"options\": { \"url\": }\n}", "unexpected '}' at line 3, column 23"),
        ("{\"launch\": \"cold\"} x", "unexpected text after the JSON value at line 1, column 20"),
        ("{\"launch\": tru}", "unexpected 't' at line 1, column 12"),
        ("{\"launch\": \"cold\", \"name\": \"x}", "unterminated string at line 1, column 28"),
    ])
    func invalidJSONLocation(text: String, expected: String) throws {
        let error = try #require(decodeError(text))
        #expect(error.kind == .invalidJSON)
        #expect(error.message == "the file is not valid JSON: " + expected)
    }

    @Test("contradictory scenarios are refused", arguments: [
        "{\"launch\": \"cold\", \"options\": {\"location\": true, \"url\": \"a://b\"}}",
        "{\"launch\": \"cold\", \"connectionOptions\": {\"urlContexts\": []}}",
        "{\"launch\": \"running\", \"options\": {\"url\": \"a://b\"}}",
        "{\"launch\": \"running\", \"event\": {\"type\": \"backgroundFetch\"}}",
        "{\"launch\": \"cold\", \"delegate\": {\"sessionRestored\": true}}",
    ])
    func conflicts(_ text: String) throws {
        let error = try #require(decodeError(text))
        #expect(error.kind == .conflict)
    }

    @Test("a silent push payload with its event is a background launch, not a conflict")
    func silentPushIsNotAConflict() throws {
        let text = "{\"launch\": \"cold\", \"options\": {\"remoteNotification\": {\"aps\": {\"content-available\": 1}}}, \"event\": {\"type\": \"silentPush\"}}"
        let scenario = try #require(try ScenarioFile.decode(text).first)
        #expect(!simulate(scenario).states.contains(.active))
    }

    @Test("scenarios survive encoding and decoding unchanged")
    func roundTrip() throws {
        let original = Scenario(
            name: "round", description: "trip", launch: .warm,
            options: [.url: "a://b", .annotation: ["n": 1.5, "ok": true, "list": [1, "x", nil]]],
            delegate: DelegateFlags([.implementsOpenURL: false]), event: .interruption)
        let decoded = try ScenarioFile.decode(ScenarioFile.encode([original], asArray: false))
        #expect(decoded == [original])
        let asArray = ScenarioFile.encode([original])
        #expect(asArray.hasPrefix("["))
    }

    @Test("JSON values keep their kind", arguments: [
        ("true", JSONValue.bool(true)), ("1", .number(1)), ("\"s\"", .string("s")),
        ("[1]", .array([.number(1)])), ("{\"k\": false}", .object(["k": .bool(false)])),
    ])
    func jsonValueKinds(text: String, expected: JSONValue) throws {
        let scenario = try #require(try ScenarioFile.decode("{\"launch\": \"warm\", \"options\": {\"annotation\": \(text)}}").first)
        #expect(scenario.options[.annotation] == expected)
    }

    @Test("a flag set by name; an unknown name throws")
    func settingFlags() throws {
        let scenario = try makeScenario(.cold).setting("didFinishReturns", to: false)
        #expect(scenario.delegate.didFinishReturns == false)
        #expect(throws: ScenarioError.self) { try makeScenario(.cold).setting("didFinishReturn", to: false) }
    }
}
