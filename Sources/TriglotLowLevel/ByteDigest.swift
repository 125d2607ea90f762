/// The count of some bytes and a hash of them, to tell whether a file still has the bytes it had
/// (a build that dropped a page's source and reads it again). Equal bytes give equal digests
/// within one process; the hash is seeded per process, so a digest is never stored.
///
/// A fast path: the bytes go to the hasher as one buffer. Hashed byte by byte (`plain`), every
/// page's bytes at each of a build's reads of it cost 4% of a 1,000-page build
/// (Documentation/Performance.md); `ByteDigestTests` hold the two to each other.
public struct ByteDigest: Sendable, Equatable {
    public let count: Int
    public let hash: Int

    public init(_ bytes: [UInt8]) {
        var hasher = Hasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        (count, hash) = (bytes.count, hasher.finalize())
    }

    init(count: Int, hash: Int) {
        (self.count, self.hash) = (count, hash)
    }

    /// The plain version: the same bytes into the same hasher, one at a time.
    public static func plain(_ bytes: [UInt8]) -> ByteDigest {
        var hasher = Hasher()
        for byte in bytes { hasher.combine(byte) }
        return ByteDigest(count: bytes.count, hash: hasher.finalize())
    }
}
