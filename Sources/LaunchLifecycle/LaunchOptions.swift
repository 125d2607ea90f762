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

    public init(from decoder: any Decoder) throws {
        values = try OptionsCoding.decode(LaunchOptionKey.self, from: decoder, kindOfKey: "launch option key") { name in
            // People often paste the Objective-C constant from a log; point them at the Swift name.
            LaunchOptionKey.allCases.first { $0.objectiveCName == name }.map { "use the Swift name '\($0.rawValue)'" }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        try OptionsCoding.encode(values, to: encoder)
    }
}
