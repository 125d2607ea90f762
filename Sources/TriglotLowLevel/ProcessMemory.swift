#if canImport(Glibc)
import CMalloc
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How much memory the process holds now and has held at most, for `--timings` and the
/// benchmarks' reading of where a build's memory goes.
public struct ProcessMemory: Sendable, Equatable {
    /// Resident bytes now.
    public var resident: Int
    /// The most resident bytes so far (the high-water mark).
    public var peak: Int

    public init(resident: Int, peak: Int) {
        self.resident = resident
        self.peak = peak
    }

    /// Hands the memory freed so far back to the system. The allocator keeps what is freed for
    /// the next allocation (`AllocatorTuning`), which is right for a step that frees and
    /// allocates alike; after a step whose memory the next one will not reuse (a batch of
    /// pages, a language's search terms), it would stay resident, a step's peak on top of the
    /// next one's.
    public static func returnFreed() {
        #if canImport(Glibc)
        _ = malloc_trim(0)
        #endif
    }

    /// The current reading; nil where the system does not say (it is read from `/proc` on Linux,
    /// and the peak from `getrusage` elsewhere).
    public static func now() -> ProcessMemory? {
        #if os(Linux)
        guard let status = FileBytes.read(path: "/proc/self/status"), let text = String(validating: status, as: UTF8.self) else {
            return nil
        }
        var resident: Int?
        var peak: Int?
        for line in text.split(separator: "\n") {
            if line.hasPrefix("VmRSS:") { resident = kibibytes(line) }
            if line.hasPrefix("VmHWM:") { peak = kibibytes(line) }
        }
        guard let resident, let peak else { return nil }
        return ProcessMemory(resident: resident, peak: peak)
        #else
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        // Darwin gives the peak in bytes and has no cheap reading of the current size.
        return ProcessMemory(resident: Int(usage.ru_maxrss), peak: Int(usage.ru_maxrss))
        #endif
    }

    /// `VmRSS:    1234 kB` → bytes.
    private static func kibibytes(_ line: Substring) -> Int? {
        line.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
    }
}
