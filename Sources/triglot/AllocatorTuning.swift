#if canImport(Glibc)
import CMalloc
#endif

/// Settings for glibc's allocator, made once before any work starts.
///
/// Pages are read, checked and rendered on every core, so most memory comes from glibc's
/// per-thread arenas. Left alone, such an arena makes its heap writable one page at a time and
/// hands pages back whenever its top is free, only to ask for them again for the next page of
/// content: a 1,000-page check made about 10,000 `mprotect` calls, each taking the address-space
/// lock that the other core's page faults wait on. A large top pad opens an arena's heap in one
/// call, and a high trim threshold keeps freed memory for the next page instead of returning it.
/// Neither touches memory, so the resident size still grows only with what is used.
enum AllocatorTuning {
    /// Larger than a thread arena's whole heap (64 MiB on 64-bit glibc).
    static let topPad: Int32 = 64 << 20
    /// Freed memory up to this much stays with the process until it exits.
    static let trimThreshold: Int32 = 256 << 20

    static func apply() {
        #if canImport(Glibc)
        _ = mallopt(M_TOP_PAD, topPad)
        _ = mallopt(M_TRIM_THRESHOLD, trimThreshold)
        #endif
    }
}
