/// The launch options dictionary of a scenario, keyed by ``LaunchOptionKey``.
///
/// For a cold launch these are what `application(_:willFinishLaunchingWithOptions:)` receives;
/// for a warm open the same keys say what the app is being opened with.
public struct LaunchOptions: Sendable, Equatable, Codable, ExpressibleByDictionaryLiteral {
    public var values: [LaunchOptionKey: JSONValue]

    public init(_ values: [LaunchOptionKey: JSONValue] = [:]) {
        self.values = values
    }

    public init(dictionaryLiteral elements: (LaunchOptionKey, JSONValue)...) {
        self.values = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    public var isEmpty: Bool { values.isEmpty }

    /// The keys present, in a stable order.
    public var keys: [LaunchOptionKey] { values.keys.sorted() }

    public func contains(_ key: LaunchOptionKey) -> Bool { values[key] != nil }

    public subscript(key: LaunchOptionKey) -> JSONValue? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// Accepts the Swift names (`url`, `.url`), UIKit's raw strings as logs print them
    /// (`UIApplicationLaunchOptionsURLKey`) and user-activity members printed flat; see
    /// ``LaunchOptionName``.
    public init(from decoder: any Decoder) throws {
        values = try OptionsCoding.decode(
            LaunchOptionKey.self, from: decoder, kindOfKey: "launch option key",
            known: LaunchOptionKey.allCases.map(\.rawValue), suggestions: LaunchOptionName.suggestions
        ) { written in
            switch LaunchOptionName(written) {
            case .key(let key): .key(key)
            case .userActivityMember(let name): .member(name, of: .userActivityDictionary)
            case nil: nil
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        try OptionsCoding.encode(values, to: encoder)
    }
}
