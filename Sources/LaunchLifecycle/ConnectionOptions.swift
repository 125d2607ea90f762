/// The members of `UIScene.ConnectionOptions` a scenario can set for a scene-based app.
public enum ConnectionOptionKey: String, Codable, Sendable, CaseIterable, Comparable {
    case urlContexts
    case userActivities
    case shortcutItem
    case notificationResponse

    public static func < (lhs: ConnectionOptionKey, rhs: ConnectionOptionKey) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// What a scene connects with: in a scene-based app the launch reason arrives here, in
/// `scene(_:willConnectTo:options:)`, instead of in the (nil) launch options.
public struct ConnectionOptions: Sendable, Equatable, Codable, ExpressibleByDictionaryLiteral {
    public var values: [ConnectionOptionKey: JSONValue]

    public init(_ values: [ConnectionOptionKey: JSONValue] = [:]) {
        self.values = values
    }

    public init(dictionaryLiteral elements: (ConnectionOptionKey, JSONValue)...) {
        self.values = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    public var isEmpty: Bool { values.isEmpty }

    public var keys: [ConnectionOptionKey] { values.keys.sorted() }

    public func contains(_ key: ConnectionOptionKey) -> Bool { values[key] != nil }

    public subscript(key: ConnectionOptionKey) -> JSONValue? {
        get { values[key] }
        set { values[key] = newValue }
    }

    public init(from decoder: any Decoder) throws {
        let names = ConnectionOptionKey.allCases.map(\.rawValue)
        values = try OptionsCoding.decode(
            ConnectionOptionKey.self, from: decoder, kindOfKey: "connection option", known: names, suggestions: names
        ) { written in
            // Swift code writes the members as `.urlContexts`; a scenario may too.
            ConnectionOptionKey(rawValue: written.hasPrefix(".") ? String(written.dropFirst()) : written).map { .key($0) }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        try OptionsCoding.encode(values, to: encoder)
    }
}
