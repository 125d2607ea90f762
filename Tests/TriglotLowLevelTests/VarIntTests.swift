import Testing
@testable import TriglotLowLevel

@Suite("Variable-length numbers")
struct VarIntTests {
    /// Each side of every byte boundary, and the ends.
    static let values: [UInt] = [0, 1, 127, 128, 255, 16_383, 16_384, 2_097_151, 2_097_152, UInt(Int32.max), UInt(UInt32.max) + 1,
                                 UInt.max >> 1, UInt.max]

    @Test(arguments: values)
    func aNumberReadsBackAndTakesTheBytesItsLengthSays(value: UInt) {
        var appended: [UInt8] = [0xAA]
        VarInt.append(value, to: &appended)
        #expect(appended.count == 1 + VarInt.length(of: value))
        // Seven bits to a byte: the length is the significant bits over seven, rounded up.
        #expect(VarInt.length(of: value) == max(1, (UInt.bitWidth - value.leadingZeroBitCount + 6) / 7))

        var written = [UInt8](repeating: 0, count: 10)
        let count = written.withUnsafeMutableBufferPointer { VarInt.write(value, at: $0.baseAddress!) }
        #expect(Array(written.prefix(count)) == Array(appended.dropFirst()))

        var offset = 1
        #expect(VarInt.read(appended, at: &offset) == value)
        #expect(offset == appended.count)
    }

    @Test func numbersOneAfterAnotherReadBackInOrder() {
        var bytes: [UInt8] = []
        for value in Self.values { VarInt.append(value, to: &bytes) }
        var offset = 0
        let read = Self.values.map { _ in VarInt.read(bytes, at: &offset) }
        #expect(read == Self.values)
        #expect(offset == bytes.count)
    }

    @Test func aNumberBelow128IsItsOwnByte() {
        for value in 0..<UInt(128) {
            var bytes: [UInt8] = []
            VarInt.append(value, to: &bytes)
            #expect(bytes == [UInt8(value)])
        }
    }
}
