/// The plain versions of `ByteScan`'s scans: what each computes, said in ordinary Swift. The
/// tests hold every scan to its plain version on edge cases and random bytes.
extension ByteScan {
    public enum Plain {
        public static func isASCII(_ bytes: ArraySlice<UInt8>) -> Bool {
            bytes.allSatisfy { $0 < 0x80 }
        }

        public static func isASCIIWithoutCR(_ bytes: ArraySlice<UInt8>) -> Bool {
            bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
        }

        public static func firstIndex(below limit: UInt8, in bytes: [UInt8], from start: Int) -> Int {
            bytes[start...].firstIndex { $0 < limit } ?? bytes.endIndex
        }

        public static func firstIndex(of byte: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
            bytes[start...].firstIndex(of: byte)
        }

        public static func runs(of byte: UInt8, atLeast minimum: Int, in bytes: [UInt8]) -> [Range<Int>] {
            var runs: [Range<Int>] = []
            var index = 0
            while let start = bytes[index...].firstIndex(of: byte) {
                let end = bytes[start...].firstIndex { $0 != byte } ?? bytes.endIndex
                if end - start >= minimum { runs.append(start..<end) }
                index = end
            }
            return runs
        }

        public static func equal(_ first: ArraySlice<UInt8>, _ second: ArraySlice<UInt8>) -> Bool {
            first.elementsEqual(second)
        }

        public static func containsHTMLSpecial(_ bytes: ArraySlice<UInt8>) -> Bool {
            bytes.contains(where: isHTMLSpecial)
        }

        static func isHTMLSpecial(_ byte: UInt8) -> Bool {
            byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
        }
    }
}
