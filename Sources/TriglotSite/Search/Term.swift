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

    var hash: UInt64 {
        switch self {
        case .short(let packed): return Self.mix(packed)
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

    /// Up to seven bytes as one integer, the first in the highest place: copied into the
    /// integer's memory in one go rather than shifted in byte by byte.
    static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard !bytes.isEmpty else { return 0 }
        var memory: UInt64 = 0
        withUnsafeMutableBytes(of: &memory) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
        // Read as little-endian, the first byte is the lowest; swapped, the highest.
        return UInt64(littleEndian: memory).byteSwapped &>> UInt64(8 * (8 - bytes.count))
    }

    static func appendBytes(ofShort packed: UInt64, to bytes: inout [UInt8]) {
        let count = length(ofShort: packed)
        guard count > 0 else { return }
        // The first byte moved to the top; big-endian, the bytes then lie in order in memory.
        let inOrder = (packed &<< UInt64(8 * (8 - count))).bigEndian
        withUnsafeBytes(of: inOrder) { bytes.append(contentsOf: $0.prefix(count)) }
    }

    /// FNV-1a over the bytes, then mixed. Swift's `Hasher` would do too, but it costs several
    /// times more per term, and these tables only ever hold a site's own text.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return mix(hash)
    }

    /// MurmurHash3's final mix: every bit of the result depends on every bit of `value`, so the
    /// low bits, which pick a table slot, are as good as any.
    static func mix(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value &*= 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value &*= 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }
}
