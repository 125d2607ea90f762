/// A name a template looks up, with a number worked out from its bytes once: contexts find a
/// name by comparing numbers, and compare the names themselves only where the numbers agree.
/// Templates read their names once, so the lookups of every page of a build make no number.
struct TemplateName: Sendable, Equatable {
    let text: String
    let key: UInt64

    init(_ text: String) {
        self.text = text
        key = Self.key(text)
    }

    /// FNV-1a over the UTF-8: cheap for names a dozen bytes long, and the same on every run.
    static func key(_ text: String) -> UInt64 {
        // Over the bytes in one buffer: stepping through `utf8` checks the string's form at
        // every byte, and pages' contexts name about fifty names each.
        var text = text
        return text.withUTF8 { bytes in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            return hash
        }
    }
}
