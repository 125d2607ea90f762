/// The members of the search script's `"terms"` object: `"term":[document,…]` for every term,
/// one to a line, in the order the terms first appear (as deterministic as sorting them, for free).
///
/// A language's index has a hundred thousand terms and close to a million (term, document)
/// pairs, and appending them to an array piece by piece cost more than the rest of the script.
/// They are written through a pointer into space reserved for their longest possible form.
enum TermsJSON {
    static func members(of postings: Postings) -> [UInt8] {
        let terms = postings.terms.terms
        // Per term: a comma, a newline, the quotes, a colon and the brackets, eight bytes a
        // short term may overwrite past its end, and six bytes for every byte of its text
        // (the longest escape); per pair: a comma and at most ten digits.
        let bound = terms.count * (14 + 6 * Term.maximumShortLength) + 6 * terms.longByteCount + 11 * postings.pairCount
        return [UInt8](unsafeUninitializedCapacity: bound) { buffer, initializedCount in
            var writer = Writer(base: buffer.baseAddress!)
            terms.forEachTerm(in: 0..<terms.count) { number, term in
                if number > 0 { writer.byte(UInt8(ascii: ",")) }
                writer.byte(UInt8(ascii: "\n"))
                writer.string(term)
                writer.byte(UInt8(ascii: ":"))
                writer.byte(UInt8(ascii: "["))
                let documents = postings.documents(ofTerm: number)
                for index in documents.indices {
                    if index > documents.startIndex { writer.byte(UInt8(ascii: ",")) }
                    writer.decimal(documents[index])
                }
                writer.byte(UInt8(ascii: "]"))
            }
            precondition(writer.count <= bound)
            initializedCount = writer.count
        }
    }

    /// Bytes written one after another from `base`; the caller has made room for all of them.
    struct Writer {
        let base: UnsafeMutablePointer<UInt8>
        var count = 0

        init(base: UnsafeMutablePointer<UInt8>) {
            self.base = base
        }

        @inline(__always)
        mutating func byte(_ byte: UInt8) {
            base[count] = byte
            count += 1
        }

        mutating func bytes(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let source = bytes.baseAddress else { return }
            (base + count).initialize(from: source, count: bytes.count)
            count += bytes.count
        }

        /// A term as a JSON string (see `SearchScriptJSON.appendString`). A short term needing
        /// no escape is stored as one eight-byte word, of which only its own bytes are kept.
        mutating func string(_ term: Term) {
            if case .short(let packed) = term, !Self.mayNeedEscape(packed) {
                let length = Term.length(ofShort: packed)
                byte(UInt8(ascii: "\""))
                if length > 0 {
                    // The first byte moved to the top; big-endian, the bytes then lie in order.
                    UnsafeMutableRawPointer(base + count).storeBytes(of: (packed &<< UInt64(8 * (8 - length))).bigEndian, as: UInt64.self)
                    count += length
                }
                byte(UInt8(ascii: "\""))
                return
            }
            var json: [UInt8] = []
            SearchScriptJSON.appendString(term, to: &json)
            json.withUnsafeBufferPointer { bytes($0) }
        }

        /// The digits of `value`, which is not negative. Most numbers in an index are small: one
        /// and two digits are written without a loop.
        mutating func decimal(_ value: Int32) {
            let zero = UInt8(ascii: "0")
            if value < 10 {
                byte(zero &+ UInt8(truncatingIfNeeded: value))
                return
            }
            if value < 100 {
                byte(zero &+ UInt8(truncatingIfNeeded: value / 10))
                byte(zero &+ UInt8(truncatingIfNeeded: value % 10))
                return
            }
            var digits = 3
            var rest = value / 1000
            while rest > 0 {
                digits += 1
                rest /= 10
            }
            rest = value
            var offset = count + digits
            while offset > count {
                offset -= 1
                base[offset] = zero &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            }
            count += digits
        }

        /// Whether any byte of a short term is one `SearchScriptJSON.appendString` may escape:
        /// the eight bytes are tested together, the places past the term filled with a letter.
        static func mayNeedEscape(_ packed: UInt64) -> Bool {
            let length = Term.length(ofShort: packed)
            let termBytes: UInt64 = length == 0 ? 0 : ~0 &>> UInt64(64 - 8 * length)
            let bytes = packed & termBytes | 0x6161_6161_6161_6161 & ~termBytes
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            /// Bytes equal to `byte` have their high bit set in the result (and possibly
            /// bytes above one that is, which makes no difference to "any").
            func equal(_ byte: UInt8) -> UInt64 {
                let difference = bytes ^ (ones &* UInt64(byte))
                return (difference &- ones) & ~difference & highs
            }
            // Bytes below 0x20 have no high bit and borrow when 0x20 is taken from them.
            let control = (bytes &- ones &* 0x20) & ~bytes & highs
            return (control | equal(UInt8(ascii: "\"")) | equal(UInt8(ascii: "\\")) | equal(UInt8(ascii: "<"))
                | equal(UInt8(ascii: ">")) | equal(UInt8(ascii: "&")) | equal(0xE2)) != 0
        }
    }
}
