/// A search term as the term tables compare it. Most terms are short (a CJK pair is six bytes of
/// UTF-8, and most English words fit in seven), and those are kept as one integer: their bytes
/// with the length in the top byte, which makes comparing two of them a single comparison and
/// storing one a single array element. Longer terms are compared by hash, then by bytes.
enum Term {
    /// Up to seven bytes, the last in the lowest byte, and the length in the top byte.
    case short(UInt64)
    /// The bytes, valid only as long as whoever handed them out says.
    case long(UnsafeBufferPointer<UInt8>, hash: UInt64)

    static let maximumShortLength = 7

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= Self.maximumShortLength else {
            self = .long(bytes, hash: Self.hash(bytes))
            return
        }
        self = .short(UInt64(bytes.count) &<< 56 | Self.pack(bytes))
    }

    /// A long term's hash, or a short term's packed bytes, which the tables mix themselves
    /// (see `TermTable.home(of:among:)`).
    var hash: UInt64 {
        switch self {
        case .short(let packed): return packed
        case .long(_, let hash): return hash
        }
    }

    static func length(ofShort packed: UInt64) -> Int {
        Int(packed &>> 56)
    }

    /// Byte `offset` of a short term (the first byte is the highest of the seven).
    static func byte(_ offset: Int, ofShort packed: UInt64) -> UInt8 {
        UInt8(truncatingIfNeeded: packed &>> (8 * UInt64(length(ofShort: packed) - 1 - offset)))
    }

    /// Up to seven bytes as one integer, the first in the highest place: shifted in byte by
    /// byte, which for so few bytes costs less than calling `memcpy` to copy them in one go.
    @inline(__always)
    static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var packed: UInt64 = 0
        for byte in bytes { packed = packed &<< 8 | UInt64(byte) }
        return packed
    }

    static func appendBytes(ofShort packed: UInt64, to bytes: inout [UInt8]) {
        let count = length(ofShort: packed)
        guard count > 0 else { return }
        // The first byte moved to the top; big-endian, the bytes then lie in order in memory.
        let inOrder = (packed &<< UInt64(8 * (8 - count))).bigEndian
        withUnsafeBytes(of: inOrder) { bytes.append(contentsOf: $0.prefix(count)) }
    }

    /// The bytes eight at a time, each word mixed into the hash, then the rest packed and mixed
    /// with the length. Swift's `Hasher` would do too, but it costs several times more per
    /// term, and these tables only ever hold a site's own text.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = bytes.baseAddress else { return mix(0) }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var offset = 0
        while bytes.count - offset >= 8 {
            hash = mix(hash ^ UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
            offset += 8
        }
        let rest = UnsafeBufferPointer(rebasing: bytes[offset...])
        return mix(hash ^ (UInt64(bytes.count) &<< 56 | pack(rest)))
    }

    /// Whether `count` bytes at `first` and `second` are the same, compared eight at a time.
    static func bytesEqual(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, count: Int) -> Bool {
        var offset = 0
        while count - offset >= 8 {
            if UnsafeRawPointer(first + offset).loadUnaligned(as: UInt64.self) != UnsafeRawPointer(second + offset).loadUnaligned(as: UInt64.self) {
                return false
            }
            offset += 8
        }
        while offset < count {
            if first[offset] != second[offset] { return false }
            offset += 1
        }
        return true
    }

    /// Every bit of the result depends on every bit of `value`, so the low bits, which pick a
    /// table slot, are as good as any.
    static func mix(_ value: UInt64) -> UInt64 {
        BitMix.finalised(value)
    }
}
