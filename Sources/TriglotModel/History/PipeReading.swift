import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads from a pipe, going on where a signal interrupted a read (EINTR): Foundation's
/// `readDataToEndOfFile()` and `availableData` stop the program on any read error, and in a
/// process whose other threads take signals an interrupted read is not an error.
enum PipeReading {
    /// Everything until the other end closes; nil on a real read error.
    static func readToEnd(_ handle: FileHandle) -> Data? {
        var data = Data()
        while true {
            switch next(handle, upTo: 1 << 16) {
            case .some(let chunk) where !chunk.isEmpty: data.append(chunk)
            case .some: return data
            case .none: return nil
            }
        }
    }

    /// The bytes one read returns: what the pipe holds now, at most `count`, waiting only when it
    /// holds nothing (Foundation's `read(upToCount:)` waits for all `count`); empty at the end;
    /// nil on a real read error.
    static func next(_ handle: FileHandle, upTo count: Int) -> Data? {
        var buffer = [UInt8](repeating: 0, count: count)
        while true {
            let read = buffer.withUnsafeMutableBytes { Glibc.read(handle.fileDescriptor, $0.baseAddress, count) }
            if read >= 0 { return Data(buffer[..<read]) }
            if errno != EINTR { return nil }
        }
    }

    private static func isInterruption(_ error: Error) -> Bool {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain, error.code == Int(EINTR) { return true }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.domain == NSPOSIXErrorDomain && underlying.code == Int(EINTR)
        }
        return false
    }
}
