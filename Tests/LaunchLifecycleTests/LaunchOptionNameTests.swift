import Testing
@testable import LaunchLifecycle

/// Launch options pasted from a device log or from Swift code: UIKit's raw key strings, Swift's
/// member names and the scenario's short names all decode to the same key (spec §1).
@Suite("Launch-option key names")
struct LaunchOptionNameTests {
    enum Spelling: String, CaseIterable {
        case short, dotted, qualified, uikit

        func write(_ key: LaunchOptionKey) -> String {
            switch self {
            case .short: key.rawValue
            case .dotted: "." + key.rawValue
            case .qualified: "UIApplication.LaunchOptionsKey." + key.rawValue
            case .uikit: key.objectiveCName
            }
        }
    }

    static func options(_ json: String) throws -> LaunchOptions {
        try #require(try ScenarioFile.decode(#"{"launch": "warm", "options": "# + json + "}").first).options
    }

    @Test("every spelling of every key names that key", arguments: LaunchOptionKey.allCases, Spelling.allCases)
    func spelling(key: LaunchOptionKey, spelling: Spelling) throws {
        let options = try Self.options(#"{""# + spelling.write(key) + #"": "x"}"#)
        #expect(options.keys == [key])
        #expect(options[key] == .string("x"))
    }

    @Test("the UIKit names a log prints", arguments: [
        ("UIApplicationLaunchOptionsURLKey", LaunchOptionKey.url),
        ("UIApplicationLaunchOptionsSourceApplicationKey", .sourceApplication),
        ("UIApplicationLaunchOptionsUserActivityDictionaryKey", .userActivityDictionary),
        ("UIApplicationLaunchOptionsUserActivityTypeKey", .userActivityType),
        ("UIApplicationLaunchOptionsRemoteNotificationKey", .remoteNotification),
        ("UIApplicationLaunchOptionsLocationKey", .location),
        ("UIApplicationLaunchOptionsShortcutItemKey", .shortcutItem),
        ("UIApplicationLaunchOptionsAnnotationKey", .annotation),
    ])
    func uikitName(name: String, key: LaunchOptionKey) throws {
        #expect(try Self.options(#"{""# + name + #"": 1}"#).keys == [key])
    }

    /// A cold universal-link launch as each log prints its options: iOS 12.1 (O-REC) nests the
    /// activity's members in the dictionary, iOS 11 (O-RB) prints them beside the other keys.
    @Test("a universal-link launch pasted from a log runs like the same launch written with short names", arguments: [
        """
        {"UIApplicationLaunchOptionsSourceApplicationKey": "com.apple.mobilesafari",
         "UIApplicationLaunchOptionsUserActivityDictionaryKey": {
           "UIApplicationLaunchOptionsUserActivityIdentifierKey": "F42C288E-D721-4F5D-9AB5-4FEB1D634D99",
           "UIApplicationLaunchOptionsUserActivityTypeKey": "NSUserActivityTypeBrowsingWeb"}}
        """,
        """
        {"UIApplicationLaunchOptionsSourceApplicationKey": "com.apple.mobilesafari",
         "UIApplicationLaunchOptionsUserActivityKey": "<NSUserActivity: 0x1c01b4a00>",
         "UIApplicationLaunchOptionsUserActivityIdentifierKey": "F42C288E-D721-4F5D-9AB5-4FEB1D634D99",
         "UIApplicationLaunchOptionsUserActivityTypeKey": "NSUserActivityTypeBrowsingWeb"}
        """,
        """
        {".sourceApplication": "com.apple.mobilesafari", ".userActivityDictionary": {"UIApplicationLaunchOptionsUserActivityTypeKey": "NSUserActivityTypeBrowsingWeb"}}
        """,
    ])
    func pastedUniversalLink(_ json: String) throws {
        var pasted = makeLoggedScenario(.cold)
        pasted.options = try Self.options(json)
        let written = makeLoggedScenario(.cold, [
            .sourceApplication: "com.apple.mobilesafari", .userActivityDictionary: ["userActivityType": "NSUserActivityTypeBrowsingWeb"],
        ])
        #expect(pasted.options.contains(.userActivityDictionary))
        #expect(simulate(pasted).methodNames == simulate(written).methodNames)
        #expect(simulate(pasted).methodNames.contains(Selector.continue))
    }

    @Test("members printed beside the user-activity dictionary join it")
    func flatMembersJoinTheDictionary() throws {
        let options = try Self.options(#"""
            {"UIApplicationLaunchOptionsUserActivityIdentifierKey": "ID",
             "userActivityDictionary": {"UIApplicationLaunchOptionsUserActivityTypeKey": "T"}}
            """#)
        #expect(options[.userActivityDictionary] == .object([
            "UIApplicationLaunchOptionsUserActivityIdentifierKey": "ID", "UIApplicationLaunchOptionsUserActivityTypeKey": "T",
        ]))
    }

    @Test("a key written null is left out", arguments: ["url", "UIApplicationLaunchOptionsURLKey", ".url", "annotation"])
    func nullOptionIsLeftOut(_ name: String) throws {
        let options = try Self.options(#"{""# + name + #"": null, "sourceApplication": "com.apple.mobilesafari"}"#)
        #expect(options.keys == [.sourceApplication])
    }

    @Test("a delegate flag written null keeps its default", arguments: DelegateFlag.allCases)
    func nullFlagKeepsDefault(_ flag: DelegateFlag) throws {
        let json = #"{"launch": "cold", "delegate": {""# + flag.rawValue + #"": null}}"#
        let scenario = try #require(try ScenarioFile.decode(json).first)
        #expect(scenario.delegate[flag] == flag.defaultValue)
        #expect(scenario.delegate == DelegateFlags())
    }

    @Test("one key given twice under two names is refused, naming both", arguments: [
        (#"{"url": "a://b", "UIApplicationLaunchOptionsURLKey": "a://b"}"#, "UIApplicationLaunchOptionsURLKey", "url"),
        (#"{".location": true, "location": true}"#, "location", ".location"),
    ])
    func duplicateNames(json: String, second: String, first: String) throws {
        let text = #"{"launch": "cold", "options": "# + json + "}"
        let error = try #require(throws: ScenarioError.self) { try ScenarioFile.decode(text) }
        #expect(error.kind == .conflict)
        #expect(error.message.contains("'\(second)'") && error.message.contains("'\(first)'"))
        #expect(ScenarioFile.line(of: error, in: Array(text.utf8)) == 1)
    }

    @Test("unknown keys still fail, naming the key", arguments: [
        ("UIApplicationLaunchOptionsFooKey", "options"),
        ("UIApplicationLaunchOptionsUserActivityIdentifier", "did you mean 'UIApplicationLaunchOptionsUserActivityIdentifierKey'"),
        ("UIApplication.LaunchOptionsKey.URL", "options"),
    ])
    func unknownKey(name: String, fragment: String) throws {
        let text = #"{"launch": "cold", "options": {""# + name + #"": 1}}"#
        let error = try #require(throws: ScenarioError.self) { try ScenarioFile.decode(text) }
        #expect(error.kind == .unknownKey)
        #expect(error.key == name)
        #expect(error.message.contains("unknown launch option key '\(name)'"))
        #expect(error.message.contains(fragment))
    }

    @Test("connection options accept Swift's member names")
    func connectionOptionNames() throws {
        let json = #"{"launch": "warm", "delegate": {"usesScenes": true}, "connectionOptions": {".urlContexts": ["a://b"], "shortcutItem": null}}"#
        let scenario = try #require(try ScenarioFile.decode(json).first)
        #expect(scenario.connectionOptions.keys == [.urlContexts])
    }
}
