#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few things that differ between the C libraries Triglot is built on, so that no module
/// outside this one imports Glibc or Darwin. Each file of this module that makes system calls
/// imports the C library the same way; what has no counterpart on one system (inotify) says so
/// where it is used, and its callers fall back to Foundation.
public enum Platform {
    /// The system's description of the last error of this thread (`strerror(errno)`).
    public static func lastErrorDescription() -> String {
        String(cString: strerror(errno))
    }

    /// `getuid()`: whose files the program writes.
    public static var userID: UInt32 { UInt32(getuid()) }

    /// The process's standard descriptors, named.
    public static let standardInput: Int32 = 0
    public static let standardOutput: Int32 = 1
    public static let standardError: Int32 = 2

    /// A new descriptor for the same open file (`dup`), or nil with the reason.
    public static func duplicate(_ descriptor: Int32) -> Result<Int32, DescribedError> {
        let copy = dup(descriptor)
        return copy >= 0 ? .success(copy) : .failure(DescribedError(lastErrorDescription()))
    }

    /// Points `descriptor` at the same open file as `source` (`dup2`); false on failure.
    @discardableResult
    public static func redirect(_ descriptor: Int32, to source: Int32) -> Bool {
        dup2(source, descriptor) >= 0
    }

    /// Makes writing to a pipe whose reader went away fail with an error (to be handled)
    /// instead of killing the process with SIGPIPE.
    public static func ignoreBrokenPipe() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Whether `descriptor` has bytes (or its end) to read now, without waiting.
    public static func hasInput(_ descriptor: Int32) -> Bool {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&waiting, 1, 0) > 0
    }

    /// Closes a descriptor this module handed out.
    public static func close(_ descriptor: Int32) {
        #if canImport(Glibc)
        _ = Glibc.close(descriptor)
        #else
        _ = Darwin.close(descriptor)
        #endif
    }
}

/// A system call's failure, described by the system.
public struct DescribedError: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
