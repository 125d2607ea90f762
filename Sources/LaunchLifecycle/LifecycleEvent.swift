/// What happens to the app after it has launched or been opened, written `{"type": "…"}`.
public enum LifecycleEvent: String, Sendable, Equatable, CaseIterable, Codable {
    /// The user goes to the Home screen or another app: the app leaves the foreground and
    /// UIKit offers to save its state.
    case userExit
    /// An alert, a call or Control Center covers the app briefly; it resigns and becomes active again.
    case interruption
    /// The system wakes or launches the app in the background to fetch content.
    case backgroundFetch
    /// Core Location delivers a location event (a cold launch with the `location` key implies it).
    case locationUpdate
    /// A push with `content-available` and no alert wakes or launches the app in the background.
    case silentPush
    /// The system ends the app; a suspended app is purged without being told.
    case terminate

    /// Events the system delivers in the background rather than to a foreground app.
    public var runsInBackground: Bool {
        switch self {
        case .backgroundFetch, .locationUpdate, .silentPush: true
        case .userExit, .interruption, .terminate: false
        }
    }

    private enum Field: String, CodingKey, CaseIterable {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        for key in container.allKeys where Field(rawValue: key.stringValue) == nil {
            throw ScenarioError.unknownKey(
                key.stringValue, kindOfKey: "event field", at: decoder.codingPath, known: ["type"])
        }
        guard let name = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("type")) else {
            let path = CodingPath.render(decoder.codingPath)
            throw ScenarioError(
                kind: .missingField, path: path, key: "type", message: "the event at \(path) needs a \"type\"")
        }
        guard let event = LifecycleEvent(rawValue: name) else {
            let path = CodingPath.render(decoder.codingPath + [AnyCodingKey("type")])
            var message = "unknown event type '\(name)' at \(path)"
            if let suggestion = NameSuggestion.closest(to: name, among: Self.allCases.map(\.rawValue)) {
                message += " (did you mean '\(suggestion)'?)"
            } else {
                message += " (known: \(Self.allCases.map(\.rawValue).joined(separator: ", ")))"
            }
            throw ScenarioError(kind: .invalidValue, path: path, key: name, message: message)
        }
        self = event
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Field.self)
        try container.encode(rawValue, forKey: .type)
    }
}
