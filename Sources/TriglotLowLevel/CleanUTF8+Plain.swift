extension CleanUTF8 {
    /// What `CleanUTF8` computes, in ordinary Swift: the standard library validates, the scalars
    /// are looked at one by one, and the lines are found byte by byte.
    public enum Plain {
        public static func isClean(_ bytes: [UInt8]) -> Bool {
            guard let text = String(validating: bytes, as: UTF8.self) else { return false }
            return !text.unicodeScalars.contains { $0.value == 0 || isBidiControl($0) }
        }

        public static func lineStarts(_ bytes: [UInt8]) -> [Int]? {
            guard isClean(bytes) else { return nil }
            var starts = [0]
            var index = 0
            while index < bytes.count {
                if bytes[index] == 0x0A {
                    starts.append(index + 1)
                } else if bytes[index] == 0x0D {
                    // A lone CR ends a line too (cmark does the same); CR LF counts once.
                    if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
            return starts
        }

        static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
            (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
                || scalar.value == 0x200E || scalar.value == 0x200F || scalar.value == 0x061C
        }
    }
}
