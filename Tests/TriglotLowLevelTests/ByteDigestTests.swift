import Testing
import TriglotLowLevel

/// The digest of a buffer is the digest of its bytes one at a time, and tells bytes apart.
@Suite("ByteDigest against its plain version")
struct ByteDigestTests {
    @Test(arguments: ByteSamples.all)
    func bufferAndBytesAlike(bytes: [UInt8]) {
        #expect(ByteDigest(bytes) == ByteDigest.plain(bytes))
        #expect(ByteDigest(bytes) == ByteDigest(Array(bytes)))
    }

    @Test func aChangedByteChangesTheDigest() {
        let bytes = Array("# Title\n\nA paragraph of the page.\n".utf8)
        var changed = bytes
        changed[10] ^= 0x01
        #expect(ByteDigest(changed) != ByteDigest(bytes))
        #expect(ByteDigest(bytes + [0x0A]) != ByteDigest(bytes))
    }
}
