import Testing
import TriglotLowLevel

/// Every word-at-a-time scan gives what its plain version gives.
@Suite("ByteScan against its plain versions")
struct ByteScanTests {
    @Test(arguments: ByteSamples.all)
    func asciiChecks(bytes: [UInt8]) {
        #expect(ByteScan.isASCII(bytes) == ByteScan.Plain.isASCII(bytes[...]))
        #expect(ByteScan.isASCIIWithoutCR(bytes[...]) == ByteScan.Plain.isASCIIWithoutCR(bytes[...]))
        #expect(ByteScan.containsHTMLSpecial(bytes[...]) == ByteScan.Plain.containsHTMLSpecial(bytes[...]))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(ByteScan.isASCII(text) == ByteScan.Plain.isASCII(Array(text.utf8)[...]))
        #expect(ByteScan.containsHTMLSpecial(text) == ByteScan.Plain.containsHTMLSpecial(Array(text.utf8)[...]))
    }

    @Test(arguments: ByteSamples.all)
    func searchesFromEveryStart(bytes: [UInt8]) {
        for start in 0...bytes.count {
            for limit in [0x01, 0x0E, 0x60, 0x80] as [UInt8] {
                #expect(ByteScan.firstIndex(below: limit, in: bytes, from: start) == ByteScan.Plain.firstIndex(below: limit, in: bytes, from: start))
            }
            for byte in [0x2A, 0x0A, 0x00, 0xE3] as [UInt8] {
                #expect(ByteScan.firstIndex(of: byte, in: bytes, from: start) == ByteScan.Plain.firstIndex(of: byte, in: bytes, from: start))
            }
        }
    }

    @Test(arguments: ByteSamples.all)
    func runsOfAByte(bytes: [UInt8]) {
        for minimum in 1...3 {
            #expect(ByteScan.runs(of: 0x2A, atLeast: minimum, in: bytes) == ByteScan.Plain.runs(of: 0x2A, atLeast: minimum, in: bytes))
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(ByteScan.runs(of: 0x2A, atLeast: minimum, in: text) == ByteScan.Plain.runs(of: 0x2A, atLeast: minimum, in: Array(text.utf8)))
        }
    }

    @Test(arguments: ByteSamples.all)
    func equality(bytes: [UInt8]) {
        let other = bytes.isEmpty ? [] : bytes.dropLast() + [bytes.last! &+ 1]
        for (first, second) in [(bytes[...], bytes[...]), (bytes[...], other[...]), (bytes.dropFirst(), bytes.dropLast())] {
            #expect(ByteScan.equal(first, second) == ByteScan.Plain.equal(first, second))
        }
    }

    /// The word-at-a-time search for a byte to escape finds each of the five wherever it falls,
    /// and nothing in text without them (ASCII, CJK, every other byte value).
    @Test(arguments: 0..<20)
    func htmlSpecialBytesAreFoundAtEveryPlace(length: Int) {
        let specials = Array("&<>\"'".utf8)
        for filler in [UInt8(ascii: "a"), 0xE5, 0x00, 0xFF, 0x25, 0x3D] {
            let plain = [UInt8](repeating: filler, count: length)
            #expect(!ByteScan.containsHTMLSpecial(plain[...]))
            for place in 0..<length {
                for byte in UInt8.min...UInt8.max {
                    var bytes = plain
                    bytes[place] = byte
                    #expect(ByteScan.containsHTMLSpecial(bytes[...]) == specials.contains(byte), "\(byte) at \(place)")
                }
            }
        }
    }
}
