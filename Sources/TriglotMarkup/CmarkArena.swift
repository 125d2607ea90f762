import CCmark
#if canImport(Glibc)
import Glibc
#endif

/// The memory of one parse. cmark allocates each node, buffer and string of a parse with calloc
/// (about 130 blocks a page) and gives them back one by one, walking the whole tree to free it;
/// from an arena they are a few bumps of a pointer, and all go back at once when the rows have
/// been copied out of the tree.
///
/// cmark's allocator hooks take no context, so the arena of the parse running on a thread is
/// found through a thread-specific slot: pages are parsed on several threads at once.
final class CmarkArena {
    /// Chunks are taken from the system this size at a time; a larger request gets its own.
    static let chunkSize = 64 * 1024
    /// Every block starts this far into its space, after its size (what `realloc` copies), so
    /// that blocks keep malloc's 16-byte alignment.
    private static let header = 16

    private var chunks: [UnsafeMutableRawPointer] = []
    private var next: UnsafeMutableRawPointer?
    private var remaining = 0

    deinit {
        for chunk in chunks { free(chunk) }
    }

    /// `size` bytes, 16-byte aligned, not zeroed; nil only when the system has no memory.
    func allocate(_ size: Int) -> UnsafeMutableRawPointer? {
        guard size >= 0, size <= Int.max / 2 else { return nil }
        let needed = ((size + 15) & ~15) + Self.header
        if needed > remaining {
            // A large block gets a chunk of its own and leaves the current chunk to small ones.
            if needed > Self.chunkSize / 4 {
                guard let own = malloc(needed) else { return nil }
                chunks.append(own)
                own.storeBytes(of: size, as: Int.self)
                return own + Self.header
            }
            guard let chunk = malloc(Self.chunkSize) else { return nil }
            chunks.append(chunk)
            next = chunk
            remaining = Self.chunkSize
        }
        guard let block = next else { return nil }
        next = block + needed
        remaining -= needed
        block.storeBytes(of: size, as: Int.self)
        return block + Self.header
    }

    /// The size a block was allocated with.
    static func size(of block: UnsafeMutableRawPointer) -> Int {
        (block - header).load(as: Int.self)
    }

    /// Runs `body` with this arena serving the thread's cmark allocations through `memory`.
    func serving<Result>(_ body: (UnsafeMutablePointer<cmark_mem>) -> Result) -> Result {
        let previous = pthread_getspecific(Self.slot)
        pthread_setspecific(Self.slot, Unmanaged.passUnretained(self).toOpaque())
        defer { pthread_setspecific(Self.slot, previous) }
        return body(Self.memory)
    }

    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "no thread-specific slot for the cmark arena")
        return key
    }()

    /// cmark keeps this address in its parser and every node: it must outlive them all. Written
    /// once, before any parse can see it, and only read after.
    nonisolated(unsafe) private static let memory: UnsafeMutablePointer<cmark_mem> = {
        let memory = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        memory.initialize(to: cmark_mem(calloc: arenaCalloc, realloc: arenaRealloc, free: arenaFree))
        return memory
    }()

    /// `size` bytes from the arena serving this thread. The arena is used where it lies, without
    /// a reference of its own: `serving` holds it for the whole parse, and taking one for each of
    /// the few hundred allocations of a page would cost two atomic counts each.
    fileprivate static func allocateFromCurrent(_ size: Int) -> UnsafeMutableRawPointer? {
        Unmanaged<CmarkArena>.fromOpaque(pthread_getspecific(slot)!)._withUnsafeGuaranteedRef { $0.allocate(size) }
    }
}

private func arenaCalloc(_ count: Int, _ size: Int) -> UnsafeMutableRawPointer? {
    let (bytes, overflow) = count.multipliedReportingOverflow(by: size)
    guard !overflow, let block = CmarkArena.allocateFromCurrent(bytes) else { return nil }
    memset(block, 0, bytes)
    return block
}

private func arenaRealloc(_ old: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
    guard let block = CmarkArena.allocateFromCurrent(size) else { return nil }
    if let old { memcpy(block, old, min(CmarkArena.size(of: old), size)) }
    return block
}

/// Blocks go back with the whole arena.
private func arenaFree(_ block: UnsafeMutableRawPointer?) {}
