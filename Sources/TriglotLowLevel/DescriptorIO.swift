#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing a file descriptor with the system calls themselves, going on where a
/// signal interrupted a call (EINTR). Foundation's `readDataToEndOfFile()`, `availableData` and
/// `write(_:)` stop the program on any error, an interrupted call included, and its
/// `read(upToCount:)` waits for every byte asked for, where a pipe's answer may be shorter.
public enum DescriptorIO {
    /// What one read returns: the bytes there are now, at most `count`, waiting only while there
    /// are none; empty at the end; nil on an error.
    public static func read(_ descriptor: Int32, upTo count: Int) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: count)
        while true {
            let read = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, count) }
            if read >= 0 { return Array(buffer[..<read]) }
            if errno != EINTR { return nil }
        }
    }

    /// One read into the start of `buffer`, at most `count` bytes, retried when a signal
    /// interrupts it: the count read (0 at the end), or nil on an error.
    static func readSome(_ descriptor: Int32, into buffer: inout [UInt8], count: Int) -> Int? {
        precondition(count <= buffer.count)
        while true {
            let read = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, count) }
            if read >= 0 { return read }
            if errno != EINTR { return nil }
        }
    }

    /// Everything until the other end closes; nil on an error.
    public static func readToEnd(_ descriptor: Int32) -> [UInt8]? {
        var bytes: [UInt8] = []
        while true {
            guard let chunk = read(descriptor, upTo: 1 << 16) else { return nil }
            if chunk.isEmpty { return bytes }
            bytes += chunk
        }
    }

    /// Writes all of `bytes`; false when the other end is gone (or the disk full).
    @discardableResult
    public static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }

    private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #else
        Darwin.write(descriptor, buffer, count)
        #endif
    }
}
