import Foundation

/// The only place the module touches Foundation: JSON text in and out.
enum JSONCoding {
    static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
        do {
            return try JSONDecoder().decode(type, from: Data(bytes))
        } catch let error as ScenarioError {
            throw error
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
                let place = JSONSyntaxLocator.firstProblem(in: bytes)
            {
                throw ScenarioError(kind: .invalidJSON, path: "top level", message: "the file is not valid JSON: \(place)")
            }
            throw readable(error)
        }
    }

    /// Pretty-printed JSON with sorted keys, so output is stable from run to run.
    static func encode<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            // The encoded types hold only strings, booleans, finite numbers and containers of
            // them; encoding cannot fail for them, and a message beats a crash if that changes.
            return "{\"error\": \"could not encode JSON: \(error)\"}"
        }
    }

    private static func readable(_ error: DecodingError) -> ScenarioError {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            let detail = context.underlyingError.map { underlyingMessage($0) } ?? context.debugDescription
            return ScenarioError(kind: .invalidJSON, path: "top level", message: "the file is not valid JSON: \(detail)")
        case .dataCorrupted(let context):
            let path = CodingPath.render(context.codingPath)
            return ScenarioError(kind: .invalidValue, path: path, message: "invalid value at \(path): \(context.debugDescription)")
        case .keyNotFound(let key, let context):
            let path = CodingPath.render(context.codingPath)
            return ScenarioError(
                kind: .missingField, path: path, key: key.stringValue,
                message: "missing field '\(key.stringValue)' at \(path)")
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let path = CodingPath.render(context.codingPath)
            return ScenarioError(kind: .wrongType, path: path, message: "\(path) must be \(expected(type))")
        @unknown default:
            return ScenarioError(kind: .invalidJSON, path: "top level", message: "the file could not be read: \(error)")
        }
    }

    private static func underlyingMessage(_ error: any Error) -> String {
        let nsError = error as NSError
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    }

    private static func expected(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Double.Type, is Int.Type: "a number"
        default: "a value of type \(type)"
        }
    }
}
