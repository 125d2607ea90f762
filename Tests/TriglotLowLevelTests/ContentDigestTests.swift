import Testing
import TriglotTestSupport
import TriglotLowLevel

/// The digest a site file carries: the buffer and the plain byte-by-byte version agree, it tells
/// bytes apart, and it does not change between releases (a stored digest must stay readable).
@Suite("ContentDigest against its plain version")
struct ContentDigestTests {
    static let long: [[UInt8]] = {
        var generator = SplitMix64(seed: 0x5851_F42D_4C95_7F2D)
        return [255, 1_000, 4_097, 65_537].map { count in (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) } }
    }()

    @Test(arguments: ByteSamples.all + long)
    func bufferAndBytesAlike(bytes: [UInt8]) {
        #expect(ContentDigest(bytes) == ContentDigest.plain(bytes))
    }

    @Test(arguments: ByteSamples.all + long)
    func storedBytesReadBack(bytes: [UInt8]) {
        let digest = ContentDigest(bytes)
        #expect(digest.bytes.count == 16)
        #expect(ContentDigest(stored: digest.bytes[...]) == digest)
    }

    @Test func aChangedByteOrLengthChangesTheDigest() {
        let bytes = Array("<p>A paragraph of the page, long enough for two blocks.</p>\n".utf8)
        var digests: Set<ContentDigest> = [ContentDigest(bytes), ContentDigest(bytes + [0]), ContentDigest(Array(bytes.dropLast()))]
        for index in bytes.indices {
            var changed = bytes
            changed[index] ^= 0x01
            digests.insert(ContentDigest(changed))
        }
        #expect(digests.count == bytes.count + 3)
        #expect(ContentDigest([]) != ContentDigest([0]))
        #expect(ContentDigest(Array(repeating: 0, count: 16)) != ContentDigest(Array(repeating: 0, count: 17)))
    }

    /// Pinned: a digest written by one release is read by the next, so the function may not
    /// change without a new record version (`RecordedDigest`).
    @Test func theDigestOfKnownBytesIsFixed() {
        let digest = ContentDigest(Array("Triglot".utf8))
        #expect(digest == ContentDigest.plain(Array("Triglot".utf8)))
        #expect(String(digest.high, radix: 16) + " " + String(digest.low, radix: 16) == Self.pinned)
    }

    static let pinned = "c215978772539d28 752dcb7b440f41fe"
}
