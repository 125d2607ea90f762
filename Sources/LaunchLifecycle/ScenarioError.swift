/// Why a scenario file could not be read, phrased for the person who wrote it.
///
/// Unknown keys are errors on purpose: a misspelt delegate flag would otherwise fall back to
/// its default and the trace would quietly describe a different app.
public struct ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable, Equatable, Codable {
        case invalidJSON
        case unknownKey
        case missingField
        case wrongType
        case invalidValue
        case conflict
    }

    public let kind: Kind
    /// Where in the file, e.g. `[2].delegate`; "top level" for the outermost value.
    public let path: String
    /// The offending key, for unknown or missing keys.
    public let key: String?
    public let message: String

    public init(kind: Kind, path: String, key: String? = nil, message: String) {
        self.kind = kind
        self.path = path
        self.key = key
        self.message = message
    }

    public var description: String { message }

    static func unknownKey(
        _ key: String, kindOfKey: String, at path: [any CodingKey], known: [String], hint: String? = nil
    ) -> ScenarioError {
        var message = "unknown \(kindOfKey) '\(key)' at \(CodingPath.render(path))"
        if let hint {
            message += " (\(hint))"
        } else if let suggestion = NameSuggestion.closest(to: key, among: known) {
            message += " (did you mean '\(suggestion)'?)"
        } else {
            message += " (known: \(known.joined(separator: ", ")))"
        }
        return ScenarioError(kind: .unknownKey, path: CodingPath.render(path), key: key, message: message)
    }
}
