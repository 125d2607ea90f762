/// Reads the shape `section-vocabulary.json` has: objects, arrays and strings without escapes.
/// JSONDecoder cost more than everything else in loading the vocabulary, which every run of
/// Triglot does once. Anything outside that shape (numbers, escapes, a repeated key, a byte-order
/// mark, invalid UTF-8) reads as nil, and the caller lets JSONDecoder read the file and report
/// what is wrong with it, so no file means something different here than there.
struct VocabularyJSONReader {
    indirect enum Value: Equatable {
        case string(String)
        case array([Value])
        case object([String: Value])
    }

    private let bytes: [UInt8]
    private var index = 0

    /// The file's top-level value, or nil when the file is not in the simple shape.
    static func read(_ bytes: [UInt8]) -> Value? {
        var reader = VocabularyJSONReader(bytes: bytes)
        guard let value = reader.value() else { return nil }
        reader.skipWhitespace()
        return reader.index == bytes.count ? value : nil
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func value() -> Value? {
        skipWhitespace()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "\""): return string().map(Value.string)
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "{"): return object()
        default: return nil
        }
    }

    private mutating func array() -> Value? {
        index += 1
        var elements: [Value] = []
        if consume(UInt8(ascii: "]")) { return .array(elements) }
        while true {
            guard let element = value() else { return nil }
            elements.append(element)
            if consume(UInt8(ascii: "]")) { return .array(elements) }
            guard consume(UInt8(ascii: ",")) else { return nil }
        }
    }

    private mutating func object() -> Value? {
        index += 1
        var members: [String: Value] = [:]
        if consume(UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string(),
                  consume(UInt8(ascii: ":")), let member = value(),
                  members.updateValue(member, forKey: key) == nil
            else { return nil }
            if consume(UInt8(ascii: "}")) { return .object(members) }
            guard consume(UInt8(ascii: ",")) else { return nil }
        }
    }

    /// A string starting at the opening quote. Escapes and control characters are left to
    /// JSONDecoder, which knows every rule about them.
    private mutating func string() -> String? {
        let start = index + 1
        var end = start
        while end < bytes.count {
            switch bytes[end] {
            case UInt8(ascii: "\""):
                index = end + 1
                return String(validating: bytes[start..<end], as: UTF8.self)
            case UInt8(ascii: "\\"), 0..<0x20:
                return nil
            default:
                end += 1
            }
        }
        return nil
    }

    /// Skips whitespace, then takes `byte` if it comes next.
    private mutating func consume(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            default: return
            }
        }
    }
}
