import Foundation

/// A JSON-RPC 2.0 message as the server sees it: a request (has an id, wants an answer), a
/// notification (no id), or a response to something the server asked.
public enum RPCMessage: Equatable, Sendable {
    case request(id: LSPAny, method: String, params: LSPAny)
    case notification(method: String, params: LSPAny)
    case response(id: LSPAny, result: LSPAny?, error: LSPAny?)

    /// The error codes the protocol names.
    public enum ErrorCode: Int, Sendable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        case serverNotInitialized = -32002
        case requestFailed = -32803
    }

    public struct Invalid: Error, CustomStringConvertible {
        public var description: String
        /// The request id, when the message had one: an invalid request still gets an answer.
        public var id: LSPAny?
    }

    /// Reads a message body; throws `Invalid` for bytes that are not JSON or not JSON-RPC.
    public static func parse(_ body: Data) throws -> RPCMessage {
        let json: LSPAny
        do {
            json = try LSPAny.decode(body)
        } catch {
            let preview = String(decoding: body.prefix(200), as: UTF8.self)
            throw Invalid(description: "not JSON (\(error.localizedDescription)): \(preview)", id: nil)
        }
        guard case .object(let members) = json else {
            throw Invalid(description: "a message must be a LSPAny object, not \(String(decoding: json.encoded().prefix(200), as: UTF8.self))", id: nil)
        }
        let id = members["id"]
        if let id, !Self.isValidID(id) {
            throw Invalid(description: "an id must be a number or a string", id: nil)
        }
        if let method = members["method"] {
            guard let name = method.string else { throw Invalid(description: "'method' must be a string", id: id) }
            let params = members["params"] ?? .null
            if let id { return .request(id: id, method: name, params: params) }
            return .notification(method: name, params: params)
        }
        if let id, members["result"] != nil || members["error"] != nil {
            return .response(id: id, result: members["result"], error: members["error"])
        }
        throw Invalid(description: "neither a request, a notification nor a response", id: id)
    }

    private static func isValidID(_ id: LSPAny) -> Bool {
        switch id {
        case .integer, .string, .null: return true
        case .number(let value): return value == value.rounded()
        default: return false
        }
    }

    /// The message as JSON, with the `jsonrpc` member every message carries.
    public var json: LSPAny {
        switch self {
        case .request(let id, let method, let params):
            var members: [String: LSPAny] = ["jsonrpc": "2.0", "id": id, "method": .string(method)]
            if !params.isNull { members["params"] = params }
            return .object(members)
        case .notification(let method, let params):
            var members: [String: LSPAny] = ["jsonrpc": "2.0", "method": .string(method)]
            if !params.isNull { members["params"] = params }
            return .object(members)
        case .response(let id, let result, let error):
            var members: [String: LSPAny] = ["jsonrpc": "2.0", "id": id]
            if let error { members["error"] = error } else { members["result"] = result ?? .null }
            return .object(members)
        }
    }

    public static func success(id: LSPAny, _ result: LSPAny) -> RPCMessage {
        .response(id: id, result: result, error: nil)
    }

    public static func failure(id: LSPAny, _ code: ErrorCode, _ message: String) -> RPCMessage {
        .response(id: id, result: nil, error: ["code": .integer(code.rawValue), "message": .string(message)])
    }
}
