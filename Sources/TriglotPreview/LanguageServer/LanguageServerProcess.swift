import Foundation
import TriglotLowLevel
import TriglotModel

/// `triglot lsp`'s process: the protocol over standard input and output, on one thread. Input
/// is read as it comes; whenever none is waiting, the changes read so far are checked and their
/// diagnostics published, so typing faster than a check takes is checked once per pause.
public enum LanguageServerProcess {
    /// Serves until `exit` or the end of input; the exit status the protocol asks for.
    public static func run(options: LanguageServer.Options) -> Int32 {
        // An editor that goes away closes the pipe: writing then fails (and is handled) instead
        // of killing the process with SIGPIPE.
        Platform.ignoreBrokenPipe()
        // Standard output carries the protocol alone. Anything else writing there (a library's
        // print) would corrupt it, so the protocol keeps its own copy of the descriptor and
        // descriptor 1 becomes standard error.
        let output: Int32
        switch Platform.duplicate(Platform.standardOutput) {
        case .success(let copy): output = copy
        case .failure(let error):
            logLine("cannot duplicate standard output: \(error)")
            return 1
        }
        Platform.redirect(Platform.standardOutput, to: Platform.standardError)
        var server = LanguageServer(options: options, log: logLine)
        var framer = MessageFramer()
        while true {
            while let frame = framer.next() {
                guard send(receive(frame, server: &server), to: output) else { return 1 }
                if let code = server.exitCode { return code }
            }
            if server.hasPendingWork, !inputIsWaiting() {
                guard send(server.flush(), to: output) else { return 1 }
                continue
            }
            let chunk = DescriptorIO.read(Platform.standardInput, upTo: 64 * 1024)
            guard let chunk, !chunk.isEmpty else {
                if chunk == nil { logLine("reading standard input: \(Platform.lastErrorDescription())") }
                // The editor went away without `exit`: the protocol's status for that is 1.
                return server.isShutDown ? 0 : 1
            }
            framer.append(chunk)
        }
    }

    /// The replies to one frame. A frame that is not a JSON-RPC message is logged and answered
    /// with the protocol's error when it can be (a response needs an id; a body that is no JSON
    /// gets the null id JSON-RPC prescribes), and reading goes on with the next frame.
    static func receive(_ frame: MessageFramer.Frame, server: inout LanguageServer) -> [RPCMessage] {
        switch frame {
        case .malformed(let problem):
            logLine("malformed message header: \(problem)")
            return []
        case .message(let body):
            do {
                return server.handle(try RPCMessage.parse(body))
            } catch let invalid as RPCMessage.Invalid {
                logLine("malformed message: \(invalid.description)")
                if let id = invalid.id { return [.failure(id: id, .invalidRequest, invalid.description)] }
                return [.failure(id: .null, invalid.description.hasPrefix("not JSON") ? .parseError : .invalidRequest, invalid.description)]
            } catch {
                logLine("malformed message: \(error)")
                return []
            }
        }
    }

    /// Writes messages, framed; false when the other end is gone.
    static func send(_ messages: [RPCMessage], to descriptor: Int32) -> Bool {
        for message in messages {
            guard DescriptorIO.write(Array(MessageFramer.frame(message.json.encoded())), to: descriptor) else {
                logLine("writing standard output: \(Platform.lastErrorDescription()); stopping")
                return false
            }
        }
        return true
    }

    /// Whether standard input has bytes (or its end) to read now, without waiting.
    static func inputIsWaiting() -> Bool {
        Platform.hasInput(Platform.standardInput)
    }

    @Sendable static func logLine(_ text: String) {
        // Not FileHandle's write, which stops the program when a signal interrupts it.
        DescriptorIO.write(Array("triglot lsp: \(text)\n".utf8), to: Platform.standardError)
    }
}
