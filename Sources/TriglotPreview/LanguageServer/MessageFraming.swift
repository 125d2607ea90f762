import Foundation

/// The base protocol's framing: each JSON-RPC message is preceded by `Content-Length: N`
/// and a blank line (`\r\n\r\n`), and is exactly N bytes of UTF-8 after that.
public struct MessageFramer: Sendable {
    /// What `next()` found in the bytes received so far.
    public enum Frame: Equatable, Sendable {
        case message(Data)
        /// A header the server cannot use; its bytes are dropped so that reading goes on.
        case malformed(String)
    }

    /// A larger message is refused: a mistyped length would otherwise make the server buffer
    /// everything that follows while the editor waits for replies.
    public static let maximumLength = 64 * 1024 * 1024

    private var buffer: [UInt8] = []
    /// Where `buffer`'s unread bytes start; consumed bytes are dropped in batches, not one
    /// message at a time, so a burst of small messages is not copied again and again.
    private var start = 0
    /// The body length of a header already read, while its body is still arriving.
    private var pendingLength: Int?

    public init() {}

    public mutating func append(_ bytes: some Sequence<UInt8>) {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// Bytes received but not yet read as a whole message.
    public var bufferedCount: Int { buffer.count - start }

    /// The next complete message, or nil until more bytes arrive.
    public mutating func next() -> Frame? {
        if pendingLength == nil {
            guard let headerEnd = Self.find([13, 10, 13, 10], in: buffer, from: start) else {
                // No header is this long: drop it rather than buffer a stream of garbage forever.
                if bufferedCount > 64 * 1024 {
                    start = buffer.count
                    return .malformed("no header end in 64 KiB of input; dropped it")
                }
                return nil
            }
            let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
            start = headerEnd + 4
            switch Self.contentLength(in: header) {
            case .success(let length): pendingLength = length
            case .failure(let problem): return .malformed(problem.description)
            }
        }
        guard let length = pendingLength, bufferedCount >= length else { return nil }
        let body = Data(buffer[start..<start + length])
        start += length
        pendingLength = nil
        return .message(body)
    }

    struct HeaderProblem: Error, CustomStringConvertible {
        var description: String
    }

    /// The `Content-Length` of a header block. Field names are case-insensitive (HTTP's rule,
    /// which the base protocol follows), and a name is found even after stray bytes on its line,
    /// so the message after a badly framed one is still read.
    static func contentLength(in header: String) -> Result<Int, HeaderProblem> {
        for line in header.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\r\n" || $0 == "\n" }) {
            let lowered = line.lowercased()
            guard let name = lowered.range(of: "content-length:") else { continue }
            let value = lowered[name.upperBound...].trimmingCharacters(in: .whitespaces)
            guard let length = Int(value), length >= 0 else {
                return .failure(HeaderProblem(description: "bad Content-Length '\(value)' in header '\(header)'"))
            }
            guard length <= maximumLength else {
                return .failure(HeaderProblem(description: "Content-Length \(length) is above the \(maximumLength)-byte limit"))
            }
            return .success(length)
        }
        return .failure(HeaderProblem(description: "no Content-Length in header '\(header)'"))
    }

    /// A message's body with its header, ready to write.
    public static func frame(_ body: Data) -> Data {
        var framed = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        framed.append(body)
        return framed
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count - start >= needle.count else { return nil }
        var index = start
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == needle[0], haystack[index + 1] == needle[1], haystack[index + 2] == needle[2],
               haystack[index + 3] == needle[3] {
                return index
            }
            index += 1
        }
        return nil
    }
}
