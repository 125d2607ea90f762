/// One delegate call the simulated app received.
public struct TraceCall: Sendable, Equatable, Codable {
    /// The Swift selector, e.g. `application(_:open:options:)`.
    public var method: String
    /// What `UIApplication.shared.applicationState` reads inside the call.
    public var state: ApplicationState
    public var receiver: CallReceiver
    /// The value the delegate returned, for the calls whose value changes what happens next
    /// (launch methods, restoration questions); nil otherwise.
    public var returned: Bool?
    /// The return-value rule the call had to pass: set on calls that happen only because both
    /// launch methods allowed them, the ones documentation marks as conditional.
    public var gateRule: GateRule?

    public init(
        method: String, state: ApplicationState, receiver: CallReceiver,
        returned: Bool? = nil, gateRule: GateRule? = nil
    ) {
        self.method = method
        self.state = state
        self.receiver = receiver
        self.returned = returned
        self.gateRule = gateRule
    }
}

/// A call that did not happen although the launch or open would otherwise make it.
public struct GatedCall: Sendable, Equatable, Codable {
    public var method: String
    public var rule: GateRule
    /// The launch methods that returned false, when the rule is a return-value rule.
    public var blockedBy: [String]
    /// A sentence saying why, for traces and explanations.
    public var reason: String

    public init(method: String, rule: GateRule, blockedBy: [String] = [], reason: String) {
        self.method = method
        self.rule = rule
        self.blockedBy = blockedBy
        self.reason = reason
    }

    private enum CodingKeys: String, CodingKey {
        case method, rule, blockedBy, reason
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        method = try container.decode(String.self, forKey: .method)
        rule = try container.decode(GateRule.self, forKey: .rule)
        blockedBy = try container.decodeIfPresent([String].self, forKey: .blockedBy) ?? []
        reason = try container.decode(String.self, forKey: .reason)
    }

    /// `blockedBy` is left out when empty, like the other fields that only some entries have.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(method, forKey: .method)
        try container.encode(rule, forKey: .rule)
        if !blockedBy.isEmpty { try container.encode(blockedBy, forKey: .blockedBy) }
        try container.encode(reason, forKey: .reason)
    }
}
