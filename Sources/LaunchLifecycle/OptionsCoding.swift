/// Shared decoding for the two option dictionaries of a scenario (launch options and scene
/// connection options): `null` and `{}` both mean "no options", a key whose value is `null` is
/// left out (logs and generated files write absent values that way), several spellings may
/// name one key, and every key must be known.
enum OptionsCoding {
    /// Where a written key goes: one of the dictionary's keys, or a member of a sub-dictionary
    /// held under one of them.
    enum Placement<Key> {
        case key(Key)
        case member(String, of: Key)
    }

    static func decode<Key>(
        _ type: Key.Type, from decoder: any Decoder, kindOfKey: String,
        known: [String], suggestions: [String],
        place: (String) -> Placement<Key>?
    ) throws -> [Key: JSONValue]
    where Key: RawRepresentable & Hashable, Key.RawValue == String {
        if let single = try? decoder.singleValueContainer(), single.decodeNil() {
            return [:]
        }
        let container: KeyedDecodingContainer<AnyCodingKey>
        do {
            container = try decoder.container(keyedBy: AnyCodingKey.self)
        } catch {
            throw ScenarioError(
                kind: .wrongType, path: CodingPath.render(decoder.codingPath),
                message: "\(CodingPath.render(decoder.codingPath)) must be an object of \(kindOfKey)s, or null")
        }
        var values: [Key: JSONValue] = [:]
        var writtenAs: [Key: String] = [:]
        var members: [Key: [String: JSONValue]] = [:]
        for codingKey in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            let written = codingKey.stringValue
            guard let placement = place(written) else {
                throw ScenarioError.unknownKey(
                    written, kindOfKey: kindOfKey, at: decoder.codingPath, known: known,
                    hint: NameSuggestion.closest(to: written, among: suggestions).map { "did you mean '\($0)'?" })
            }
            let value = try container.decode(JSONValue.self, forKey: codingKey)
            if value == .null { continue }
            switch placement {
            case .key(let key):
                if let earlier = writtenAs[key] {
                    throw duplicate(written, earlier, key: key, at: decoder.codingPath + [codingKey])
                }
                writtenAs[key] = written
                values[key] = value
            case .member(let name, let key):
                members[key, default: [:]][name] = value
            }
        }
        for (key, found) in members {
            // Members printed beside their dictionary join it (or make it, when it is absent).
            guard case .object(var object) = values[key] ?? .object([:]) else {
                let path = CodingPath.render(decoder.codingPath + [AnyCodingKey(writtenAs[key] ?? key.rawValue)])
                throw ScenarioError(
                    kind: .conflict, path: path, key: writtenAs[key],
                    message: "\(path) must be an object to hold \(found.keys.sorted().joined(separator: ", "))")
            }
            object.merge(found) { inside, _ in inside }
            values[key] = .object(object)
        }
        return values
    }

    private static func duplicate<Key>(
        _ written: String, _ earlier: String, key: Key, at path: [any CodingKey]
    ) -> ScenarioError where Key: RawRepresentable, Key.RawValue == String {
        let rendered = CodingPath.render(path)
        return ScenarioError(
            kind: .conflict, path: CodingPath.render(Array(path.dropLast())), key: written,
            message: "'\(written)' at \(rendered) names the same key as '\(earlier)' (\(key.rawValue)); give it once")
    }

    static func encode<Key>(_ values: [Key: JSONValue], to encoder: any Encoder) throws
    where Key: RawRepresentable, Key.RawValue == String {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for (key, value) in values {
            try container.encode(value, forKey: AnyCodingKey(key.rawValue))
        }
    }
}
