/// Shared decoding for the two option dictionaries of a scenario (launch options and scene
/// connection options): `null` and `{}` both mean "no options", and every key must be known.
enum OptionsCoding {
    static func decode<Key>(
        _ type: Key.Type, from decoder: any Decoder, kindOfKey: String,
        hint: (String) -> String? = { _ in nil }
    ) throws -> [Key: JSONValue]
    where Key: RawRepresentable & CaseIterable & Hashable, Key.RawValue == String {
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
        for codingKey in container.allKeys {
            guard let key = Key(rawValue: codingKey.stringValue) else {
                throw ScenarioError.unknownKey(
                    codingKey.stringValue, kindOfKey: kindOfKey, at: decoder.codingPath,
                    known: Key.allCases.map(\.rawValue), hint: hint(codingKey.stringValue))
            }
            values[key] = try container.decode(JSONValue.self, forKey: codingKey)
        }
        return values
    }

    static func encode<Key>(_ values: [Key: JSONValue], to encoder: any Encoder) throws
    where Key: RawRepresentable, Key.RawValue == String {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for (key, value) in values {
            try container.encode(value, forKey: AnyCodingKey(key.rawValue))
        }
    }
}
