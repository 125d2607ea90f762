/// A digest that is the same for the same bytes in every run and on every machine (64-bit FNV-1a),
/// where `Hasher` is seeded afresh by each process: it names files, and a site built twice must
/// have the same file names.
package struct StableDigest: Sendable {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    package init() {}

    package mutating func add(_ bytes: UnsafeRawBufferPointer) {
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01B3 }
    }

    /// The values of `array` as they lie in memory (little-endian on every platform Triglot builds for).
    package mutating func add<Element: BitwiseCopyable>(contentsOf array: [Element]) {
        array.withUnsafeBytes { add($0) }
    }

    /// Sixteen hexadecimal digits.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
