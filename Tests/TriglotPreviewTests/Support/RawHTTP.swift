import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A bare TCP client: sends bytes exactly as written (no client-side path normalisation) and
/// reads with a deadline; for the reload stream, which never ends, and for raw request lines.
final class RawHTTPConnection {
    private let socketDescriptor: Int32
    private(set) var received: [UInt8] = []

    init(port: Int) throws {
        socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketDescriptor >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(socketDescriptor)
            throw POSIXError(.ECONNREFUSED)
        }
    }

    deinit {
        close(socketDescriptor)
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(socketDescriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Reads until the text received so far contains `needle`, the peer closes, or the deadline passes.
    @discardableResult
    func read(until needle: String?, timeout: Duration = .seconds(10)) -> String {
        let deadline = ContinuousClock.now + timeout
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while ContinuousClock.now < deadline {
            if let needle, text.contains(needle) { break }
            var poller = pollfd(fd: socketDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(socketDescriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        return text
    }

    var text: String { String(decoding: received, as: UTF8.self) }
}

extension RawHTTPConnection {
    /// `read(until:timeout:)` on a thread of its own, so a long wait never holds one of the few
    /// threads Swift concurrency has (the rebuild the test waits for needs one).
    func reading(until needle: String?, timeout: Duration = .seconds(10)) async -> String {
        let box = UncheckedBox(self)
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: box.value.read(until: needle, timeout: timeout))
            }
        }
    }

    /// One request on a new connection, read to the end, on a thread of its own.
    static func request(port: Int, _ text: String, timeout: Duration = .seconds(20)) async -> String {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                guard let connection = try? RawHTTPConnection(port: port) else { return continuation.resume(returning: "") }
                connection.send(text)
                continuation.resume(returning: connection.read(until: nil, timeout: timeout))
            }
        }
    }
}

/// Hands a value to another thread when the test knows only one thread uses it at a time.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
