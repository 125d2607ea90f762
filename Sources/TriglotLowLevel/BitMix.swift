/// MurmurHash3's final mix of a 64-bit word: every bit of the result depends on every bit of the
/// input. The search index's term hashes (`Term`) and the site files' digests (`ContentDigest`)
/// finish with it.
enum BitMix {
    static func finalised(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value &*= 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value &*= 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }
}
