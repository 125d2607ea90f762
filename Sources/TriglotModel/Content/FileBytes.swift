#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A whole file's bytes, read with the system calls straight into the array the page keeps.
///
/// Every page of a load is read here: Foundation's `Data(contentsOf:)` costs more instructions
/// than the system calls (a URL, a `Data`, then a copy into an array), and the copy touches
/// every page of memory twice.
enum FileBytes {
    /// nil when the file cannot be opened or read (a missing file, a folder, no permission).
    static func read(path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        // One byte more than the size, so that a file read whole is known to have ended
        // without another call; one that grew meanwhile is read on in chunks.
        let expected = max(Int(status.st_size), 0) + 1
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            count = 0
            while count < buffer.count {
                switch readSome(descriptor, into: UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[count...]))) {
                case nil: failed = true; return
                case 0?: return
                case let read?: count += read
                }
            }
        }
        guard !failed else { return nil }
        guard bytes.count == expected else { return bytes }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let read = chunk.withUnsafeMutableBytes { readSome(descriptor, into: $0) }
            guard let read else { return nil }
            if read == 0 { return bytes }
            bytes += chunk[..<read]
        }
    }

    /// One `read`, retried when a signal interrupts it: the count read (0 at the end), or nil.
    private static func readSome(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        while true {
            let read = systemRead(descriptor, buffer.baseAddress, buffer.count)
            if read >= 0 { return read }
            if errno != EINTR { return nil }
        }
    }
}

/// The C library's `read`, which `FileBytes.read` hides inside the type.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
