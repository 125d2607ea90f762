import Foundation
import Testing
@testable import TriglotPreview

@Suite("LanguageServer: Content-Length framing and JSON-RPC")
struct LanguageServerFramingTests {
    static func framed(_ body: String) -> [UInt8] {
        Array(MessageFramer.frame(Data(body.utf8)))
    }

    @Test func aMessageSplitAcrossEveryByteIsReadOnceWhole() {
        let body = #"{"jsonrpc":"2.0","method":"x","params":{"text":"日本語 😀"}}"#
        var framer = MessageFramer()
        var frames: [MessageFramer.Frame] = []
        for byte in Self.framed(body) {
            framer.append([byte])
            while let frame = framer.next() { frames.append(frame) }
        }
        // The length counts UTF-8 bytes, not characters: the emoji and the CJK are read whole.
        #expect(frames == [.message(Data(body.utf8))])
        #expect(framer.bufferedCount == 0)
    }

    @Test func severalMessagesInOneReadComeOutInOrder() {
        var framer = MessageFramer()
        framer.append(Self.framed("{\"a\":1}") + Self.framed("{\"b\":2}") + Self.framed("{\"c\":3}").prefix(10))
        #expect(framer.next() == .message(Data("{\"a\":1}".utf8)))
        #expect(framer.next() == .message(Data("{\"b\":2}".utf8)))
        #expect(framer.next() == nil)
        framer.append(Self.framed("{\"c\":3}").dropFirst(10))
        #expect(framer.next() == .message(Data("{\"c\":3}".utf8)))
    }

    @Test func headerNamesAreCaseInsensitiveAndOtherFieldsAreSkipped() {
        var framer = MessageFramer()
        framer.append(Array("content-type: application/vscode-jsonrpc; charset=utf-8\r\nCONTENT-LENGTH:  2\r\n\r\n{}".utf8))
        #expect(framer.next() == .message(Data("{}".utf8)))
    }

    @Test func aHeaderWithoutALengthIsReportedAndTheNextMessageStillRead() {
        var framer = MessageFramer()
        framer.append(Array("X-Nonsense: 1\r\n\r\n".utf8) + Self.framed("{}"))
        guard case .malformed(let problem) = framer.next() else {
            Issue.record("expected a malformed frame")
            return
        }
        #expect(problem.contains("no Content-Length"))
        #expect(framer.next() == .message(Data("{}".utf8)))
    }

    @Test func aBadOrHugeLengthIsReported() {
        var framer = MessageFramer()
        framer.append(Array("Content-Length: -3\r\n\r\nContent-Length: 99999999999\r\n\r\n".utf8))
        guard case .malformed(let bad) = framer.next(), case .malformed(let huge) = framer.next() else {
            Issue.record("expected two malformed frames")
            return
        }
        #expect(bad.contains("-3"))
        #expect(huge.contains("limit"))
    }

    @Test func requestsNotificationsAndResponsesAreTold() throws {
        #expect(try RPCMessage.parse(Data(#"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#.utf8)) == .request(id: 7, method: "shutdown", params: .null))
        #expect(try RPCMessage.parse(Data(#"{"jsonrpc":"2.0","id":"a","method":"m","params":[1]}"#.utf8)) == .request(id: "a", method: "m", params: [1]))
        #expect(try RPCMessage.parse(Data(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8)) == .notification(method: "exit", params: .null))
        #expect(try RPCMessage.parse(Data(#"{"jsonrpc":"2.0","id":1,"result":null}"#.utf8)) == .response(id: 1, result: .null, error: nil))
    }

    @Test(arguments: ["{bad", "[1,2]", #"{"jsonrpc":"2.0","id":{},"method":"m"}"#, #"{"jsonrpc":"2.0","id":3,"method":4}"#, #"{"id":3}"#])
    func malformedMessagesThrowWithADescription(body: String) {
        #expect(throws: RPCMessage.Invalid.self) { try RPCMessage.parse(Data(body.utf8)) }
    }

    @Test func anInvalidRequestKeepsItsIdSoItCanBeAnswered() {
        do {
            _ = try RPCMessage.parse(Data(#"{"jsonrpc":"2.0","id":3,"method":4}"#.utf8))
        } catch let invalid as RPCMessage.Invalid {
            #expect(invalid.id == 3)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func responsesEncodeIntegersAsIntegersWithSortedKeys() {
        let message = RPCMessage.failure(id: 12, .methodNotFound, "unknown method 'x'")
        #expect(String(decoding: message.json.encoded(), as: UTF8.self)
            == #"{"error":{"code":-32601,"message":"unknown method 'x'"},"id":12,"jsonrpc":"2.0"}"#)
    }
}
