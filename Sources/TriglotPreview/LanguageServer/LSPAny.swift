import Foundation

/// A JSON value, as JSON-RPC carries it (the protocol calls it `LSPAny`). The protocol's messages are open-ended (clients send
/// capabilities and options the server never reads), so they are decoded into this tree and the
/// server reads the few fields it needs, rather than into structs that would reject the rest.
public enum LSPAny: Sendable, Hashable, Codable {
    case null
    case bool(Bool)
    /// Integers kept apart from other numbers: request ids, lines and versions must go back out
    /// as `3`, not `3.0`.
    case integer(Int)
    case number(Double)
    case string(String)
    case array([LSPAny])
    case object([String: LSPAny])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([LSPAny].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: LSPAny].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// A member of an object; `.null` for anything else, so lookups chain without optionals.
    public subscript(key: String) -> LSPAny {
        if case .object(let members) = self { return members[key] ?? .null }
        return .null
    }

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var int: Int? {
        switch self {
        case .integer(let value): return value
        case .number(let value) where value == value.rounded() && abs(value) < 1e15: return Int(value)
        default: return nil
        }
    }

    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var array: [LSPAny]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var object: [String: LSPAny]? {
        if case .object(let value) = self { return value }
        return nil
    }

    public var isNull: Bool { self == .null }

    /// Compact, with sorted keys: the same value always gives the same bytes, which keeps
    /// transcripts and tests stable.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding a tree of strings, numbers and containers cannot fail but for NaN or infinity,
        // which nothing here produces; null then keeps the message well formed.
        return (try? encoder.encode(self)) ?? Data("null".utf8)
    }

    public static func decode(_ data: Data) throws -> LSPAny {
        try JSONDecoder().decode(LSPAny.self, from: data)
    }
}

extension LSPAny: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: LSPAny...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, LSPAny)...) {
        self = .object(Dictionary(elements) { _, last in last })
    }
    public init(nilLiteral: ()) { self = .null }
}
