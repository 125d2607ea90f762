/// An app and what happens to it: the input of ``LaunchSimulator``.
///
/// The JSON form is the one in DESIGN.md:
/// `{"launch": "cold", "options": {"url": "test://test.com"}, "delegate": {"didFinishReturns": false}}`.
/// Every key is checked: a misspelt key is an error, never a silent default.
public struct Scenario: Sendable, Equatable, Codable {
    public var name: String?
    public var description: String?
    public var launch: LaunchKind
    public var options: LaunchOptions
    public var connectionOptions: ConnectionOptions
    public var delegate: DelegateFlags
    public var event: LifecycleEvent?

    public init(
        name: String? = nil, description: String? = nil, launch: LaunchKind,
        options: LaunchOptions = [:], connectionOptions: ConnectionOptions = [:],
        delegate: DelegateFlags = DelegateFlags(), event: LifecycleEvent? = nil
    ) {
        self.name = name
        self.description = description
        self.launch = launch
        self.options = options
        self.connectionOptions = connectionOptions
        self.delegate = delegate
        self.event = event
    }

    enum Field: String, CodingKey, CaseIterable {
        case name, description, launch, options, connectionOptions, delegate, event
    }

    public init(from decoder: any Decoder) throws {
        let path = decoder.codingPath
        let raw: KeyedDecodingContainer<AnyCodingKey>
        do {
            raw = try decoder.container(keyedBy: AnyCodingKey.self)
        } catch {
            throw ScenarioError(
                kind: .wrongType, path: CodingPath.render(path),
                message: "a scenario must be a JSON object (at \(CodingPath.render(path)))")
        }
        for key in raw.allKeys where Field(rawValue: key.stringValue) == nil {
            throw ScenarioError.unknownKey(
                key.stringValue, kindOfKey: "scenario field", at: path, known: Field.allCases.map(\.rawValue))
        }
        let container = try decoder.container(keyedBy: Field.self)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        launch = try Self.decodeLaunch(from: container, at: path)
        options = try container.decodeIfPresent(LaunchOptions.self, forKey: .options) ?? [:]
        connectionOptions = try container.decodeIfPresent(ConnectionOptions.self, forKey: .connectionOptions) ?? [:]
        delegate = try container.decodeIfPresent(DelegateFlags.self, forKey: .delegate) ?? DelegateFlags()
        event = try container.decodeIfPresent(LifecycleEvent.self, forKey: .event)
        if let problem = ScenarioConsistency.problem(in: self) {
            throw ScenarioError(
                kind: .conflict, path: CodingPath.render(path),
                message: "\(problem) (scenario at \(CodingPath.render(path)))")
        }
    }

    private static func decodeLaunch(
        from container: KeyedDecodingContainer<Field>, at path: [any CodingKey]
    ) throws -> LaunchKind {
        let fieldPath = CodingPath.render(path + [Field.launch])
        guard container.contains(.launch), (try? container.decodeNil(forKey: .launch)) == false else {
            throw ScenarioError(
                kind: .missingField, path: CodingPath.render(path), key: "launch",
                message: "\(fieldPath) is required and must be \"cold\", \"warm\" or \"running\"")
        }
        guard let text = try? container.decode(String.self, forKey: .launch) else {
            throw ScenarioError(
                kind: .wrongType, path: fieldPath, key: "launch",
                message: "\(fieldPath) must be a string: \"cold\", \"warm\" or \"running\"")
        }
        guard let kind = LaunchKind(rawValue: text) else {
            throw ScenarioError(
                kind: .invalidValue, path: fieldPath, key: text,
                message: "\(fieldPath) is '\(text)'; it must be \"cold\", \"warm\" or \"running\"")
        }
        return kind
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Field.self)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encode(launch, forKey: .launch)
        if !options.isEmpty { try container.encode(options, forKey: .options) }
        if !connectionOptions.isEmpty { try container.encode(connectionOptions, forKey: .connectionOptions) }
        try container.encode(delegate, forKey: .delegate)
        try container.encodeIfPresent(event, forKey: .event)
    }
}

extension Scenario {
    /// A copy with one delegate flag changed by name.
    /// - Throws: ``ScenarioError`` when the flag does not exist.
    public func setting(_ flagName: String, to value: Bool) throws -> Scenario {
        var copy = self
        try copy.delegate.set(flagName, to: value)
        return copy
    }

    /// The state the app is in before anything happens: not running for a cold launch, active
    /// for a running app, suspended for a warm one, except that a warm scenario which opens
    /// nothing and whose event only makes sense in the foreground (leaving the app, an
    /// interruption) starts active. Scenario files in the project write "the running app"
    /// that way, following DESIGN.md's "event: for a running app". A warm scenario that opens
    /// nothing and terminates the app leaves it suspended, so it is purged.
    public var initialState: AppState {
        switch launch {
        case .cold: return .notRunning
        case .running: return .active
        case .warm:
            let opensNothing = options.isEmpty && connectionOptions.isEmpty
            let needsForeground = event == .userExit || event == .interruption
            return opensNothing && needsForeground ? .active : .suspended
        }
    }

    /// The name to show for the scenario in traces and messages.
    public var displayName: String { name ?? "unnamed scenario" }
}
