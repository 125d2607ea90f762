/// What the app implements and what its methods return: the "delegate" object of a scenario.
///
/// Each property starts at ``DelegateFlag/defaultValue`` (the app delegate of Xcode's iOS App
/// template), so a scenario spells out every method its app adds. Unknown flag names are
/// rejected when decoding; a flag written as `null` is left out and keeps its default.
public struct DelegateFlags: Sendable, Equatable, Codable {
    public var implementsWillFinish = DelegateFlag.implementsWillFinish.defaultValue
    public var willFinishReturns = DelegateFlag.willFinishReturns.defaultValue
    public var implementsDidFinish = DelegateFlag.implementsDidFinish.defaultValue
    public var didFinishReturns = DelegateFlag.didFinishReturns.defaultValue
    public var implementsLegacyDidFinishLaunching = DelegateFlag.implementsLegacyDidFinishLaunching.defaultValue
    public var implementsOpenURL = DelegateFlag.implementsOpenURL.defaultValue
    public var implementsWillContinue = DelegateFlag.implementsWillContinue.defaultValue
    public var implementsContinue = DelegateFlag.implementsContinue.defaultValue
    public var implementsPerformAction = DelegateFlag.implementsPerformAction.defaultValue
    public var setsUNDelegateDuringLaunch = DelegateFlag.setsUNDelegateDuringLaunch.defaultValue
    public var setsUNDelegateAfterLaunch = DelegateFlag.setsUNDelegateAfterLaunch.defaultValue
    public var implementsDidReceiveRemoteNotificationFetch =
        DelegateFlag.implementsDidReceiveRemoteNotificationFetch.defaultValue
    public var implementsPerformFetch = DelegateFlag.implementsPerformFetch.defaultValue
    public var hasRestorationArchive = DelegateFlag.hasRestorationArchive.defaultValue
    public var optsIntoStateRestoration = DelegateFlag.optsIntoStateRestoration.defaultValue
    public var shouldRestoreReturns = DelegateFlag.shouldRestoreReturns.defaultValue
    public var optsIntoStatePreservation = DelegateFlag.optsIntoStatePreservation.defaultValue
    public var shouldSaveReturns = DelegateFlag.shouldSaveReturns.defaultValue
    public var usesLegacyRestorationMethods = DelegateFlag.usesLegacyRestorationMethods.defaultValue
    public var callsMakeKeyAndVisibleInWillFinish = DelegateFlag.callsMakeKeyAndVisibleInWillFinish.defaultValue
    public var usesScenes = DelegateFlag.usesScenes.defaultValue
    public var sessionRestored = DelegateFlag.sessionRestored.defaultValue
    public var implementsSceneOpenURLContexts = DelegateFlag.implementsSceneOpenURLContexts.defaultValue
    public var implementsSceneWillContinue = DelegateFlag.implementsSceneWillContinue.defaultValue
    public var implementsSceneContinue = DelegateFlag.implementsSceneContinue.defaultValue
    public var implementsWindowScenePerformAction = DelegateFlag.implementsWindowScenePerformAction.defaultValue

    /// The template app, with some flags changed.
    public init(_ overrides: [DelegateFlag: Bool] = [:]) {
        for (flag, value) in overrides {
            self[flag] = value
        }
    }

    public subscript(flag: DelegateFlag) -> Bool {
        get { self[keyPath: flag.keyPath] }
        set { self[keyPath: flag.keyPath] = newValue }
    }

    /// Sets a flag given by name, as `set` lines in lifecycle blocks do.
    /// - Throws: ``ScenarioError`` of kind `unknownKey` when no flag has that name.
    public mutating func set(_ name: String, to value: Bool) throws {
        guard let flag = DelegateFlag(rawValue: name) else {
            throw ScenarioError.unknownKey(
                name, kindOfKey: "delegate flag", at: [AnyCodingKey("delegate")],
                known: DelegateFlag.allCases.map(\.rawValue))
        }
        self[flag] = value
    }

    /// The flags whose value differs from the defaults (the template app), in declaration order.
    public var changedFlags: [DelegateFlag] {
        let template = DelegateFlags()
        return DelegateFlag.allCases.filter { self[$0] != template[$0] }
    }

    public init(from decoder: any Decoder) throws {
        self.init()
        if let single = try? decoder.singleValueContainer(), single.decodeNil() {
            return
        }
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        for key in container.allKeys {
            guard let flag = DelegateFlag(rawValue: key.stringValue) else {
                throw ScenarioError.unknownKey(
                    key.stringValue, kindOfKey: "delegate flag", at: decoder.codingPath,
                    known: DelegateFlag.allCases.map(\.rawValue))
            }
            // `null` is how a log or a generated file says "not given": the default stands.
            if (try? container.decodeNil(forKey: key)) == true { continue }
            guard let value = try? container.decode(Bool.self, forKey: key) else {
                let path = CodingPath.render(decoder.codingPath + [key])
                throw ScenarioError(
                    kind: .wrongType, path: path, key: key.stringValue,
                    message: "delegate flag '\(key.stringValue)' at \(path) must be true, false or null")
            }
            self[flag] = value
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for flag in DelegateFlag.allCases {
            try container.encode(self[flag], forKey: AnyCodingKey(flag.rawValue))
        }
    }
}
