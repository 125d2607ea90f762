import Testing
import TriglotLowLevel

/// The structural clean-UTF-8 proof and its line starts give what the standard library's
/// validation and a byte-by-byte line scan give.
@Suite("CleanUTF8 against its plain version")
struct CleanUTF8Tests {
    static let bidiAndNUL: [[UInt8]] = [
        [0x00], [0xE2, 0x80, 0x8E], [0xE2, 0x80, 0x8F], [0xE2, 0x80, 0xAA], [0xE2, 0x80, 0xAE], [0xE2, 0x81, 0xA6],
        [0xE2, 0x81, 0xA9], [0xD8, 0x9C], [0xE2, 0x80, 0x8D], [0xF0, 0x9F, 0x91, 0x8D], [0xF4, 0x90, 0x80, 0x80],
    ].flatMap { piece in [piece, Array("abcdefg".utf8) + piece + Array("\r\nxyz".utf8)] }

    @Test(arguments: ByteSamples.all + bidiAndNUL)
    func agreesWithPlain(bytes: [UInt8]) {
        #expect(CleanUTF8.isClean(bytes) == CleanUTF8.Plain.isClean(bytes))
        #expect(CleanUTF8.lineStarts(bytes) == CleanUTF8.Plain.lineStarts(bytes))
    }
}
