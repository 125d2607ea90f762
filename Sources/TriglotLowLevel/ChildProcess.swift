#if canImport(Glibc)
import Glibc
import CMalloc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program Triglot starts (git) and waits for, with `posix_spawnp` and `waitpid`.
///
/// Foundation's `Process.waitUntilExit()` on Linux looks whether the child has ended every 50 ms
/// on a run loop, so each git call cost at least 50 ms of nothing, a twentieth of a 1,000-page
/// build that reads one history; `waitpid` returns when the child ends.
public struct ChildProcess: Sendable {
    public let id: Int32

    /// Starts `arguments[0]`, found on `PATH` as a shell would, with its standard input, output
    /// and error on the given descriptors. Every other descriptor of this process stays closed in
    /// the child, and every signal has its default action there (Triglot ignores SIGPIPE; git
    /// must not). The failure names why the program could not start (ENOENT: not installed).
    public static func start(_ arguments: [String], input: Int32, output: Int32, error: Int32) -> Result<ChildProcess, DescribedError> {
        precondition(!arguments.isEmpty, "a program to start")
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // dup2 onto 0, 1 and 2 clears their close-on-exec flag; everything above is closed.
        for (source, target) in [(input, Platform.standardInput), (output, Platform.standardOutput), (error, Platform.standardError)] {
            posix_spawn_file_actions_adddup2(&actions, source, target)
        }
        #if canImport(Glibc)
        posix_spawn_file_actions_addclosefrom_np(&actions, 3)
        #endif

        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var id: pid_t = 0
        let status = posix_spawnp(&id, argv[0]!, &actions, &attributes, argv, environ)
        guard status == 0 else { return .failure(DescribedError("\(arguments[0]): \(String(cString: strerror(status)))")) }
        return .success(ChildProcess(id: id))
    }

    /// Waits for the child to end: its exit status, or 128 plus the signal that ended it, as a
    /// shell reports it; nil when it cannot be waited for (already waited for).
    public func wait() -> Int32? {
        var status: Int32 = 0
        while waitpid(id, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift does not import.
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// A pipe whose two ends close when a program starts, so that a child started at the same
    /// time on another thread never holds this one's write end (its reader would wait forever).
    public static func pipe() -> Result<(read: Int32, write: Int32), DescribedError> {
        var ends: [Int32] = [0, 0]
        #if canImport(Glibc)
        let made = pipe2(&ends, O_CLOEXEC)
        #else
        let made = Darwin.pipe(&ends)
        if made == 0 { ends.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) } }
        #endif
        return made == 0 ? .success((ends[0], ends[1])) : .failure(DescribedError(Platform.lastErrorDescription()))
    }

    /// A descriptor of `/dev/null` (for reading or writing), closed when a program starts.
    public static func nullDevice() -> Result<Int32, DescribedError> {
        let descriptor = open("/dev/null", O_RDWR | O_CLOEXEC)
        return descriptor >= 0 ? .success(descriptor) : .failure(DescribedError(Platform.lastErrorDescription()))
    }
}
