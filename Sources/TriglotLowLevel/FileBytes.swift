#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A whole file's bytes, read with the system calls straight into the array the page keeps.
///
/// Every page of a load is read here: Foundation's `Data(contentsOf:)` makes a URL and a `Data`
/// and then copies into an array, so every byte of the content would be touched twice.
public enum FileBytes {
    /// nil when the file cannot be opened or read (a missing file, a folder, no permission).
    public static func read(path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        // One byte more than the size, so that a file that grew meanwhile is seen to and read
        // on in chunks.
        let size = max(Int(status.st_size), 0)
        let expected = size + 1
        // A read of a regular file stops short only at its end, so one that stops at the stated
        // size has read it all, and the call that would find the end is left out. (Other files,
        // such as procfs's, state sizes they do not have, and are read until a read finds nothing.)
        let endsAtStatedSize = status.st_mode & S_IFMT == S_IFREG
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            count = 0
            while count < buffer.count {
                switch readSome(descriptor, into: UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[count...]))) {
                case nil: failed = true; return
                case 0?: return
                case let read?:
                    count += read
                    if endsAtStatedSize && count == size { return }
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
