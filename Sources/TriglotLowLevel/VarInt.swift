/// Unsigned numbers in seven-bit groups, low group first, the top bit set on every byte but the
/// last: a number below 128 takes one byte, below 16,384 two. Large builds keep millions of small
/// numbers (gaps between sorted search-term and document numbers, packed findings' fields), and
/// most of them fit in one or two bytes instead of four or eight.
package enum VarInt {
    /// How many bytes `value` takes.
    @inline(__always)
    package static func length(of value: UInt) -> Int {
        // One byte per seven significant bits, and one byte for zero.
        (UInt.bitWidth - (value | 1).leadingZeroBitCount + 6) / 7
    }

    /// Appends `value` to `bytes`.
    package static func append(_ value: UInt, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Writes `value` at `pointer`, which has room for `length(of: value)` bytes, and returns
    /// how many bytes it wrote.
    @inline(__always)
    package static func write(_ value: UInt, at pointer: UnsafeMutablePointer<UInt8>) -> Int {
        var rest = value
        var written = 0
        while rest >= 0x80 {
            pointer[written] = UInt8(truncatingIfNeeded: rest) | 0x80
            rest >>= 7
            written += 1
        }
        pointer[written] = UInt8(rest)
        return written + 1
    }

    /// The number that starts at `offset` in `bytes`; `offset` moves past it.
    @inline(__always)
    package static func read(_ bytes: UnsafeBufferPointer<UInt8>, at offset: inout Int) -> UInt {
        var value: UInt = 0
        var shift: UInt = 0
        while true {
            let byte = bytes[offset]
            offset += 1
            value |= UInt(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    /// `read(_:at:)` from an array.
    package static func read(_ bytes: [UInt8], at offset: inout Int) -> UInt {
        bytes.withUnsafeBufferPointer { read($0, at: &offset) }
    }
}
