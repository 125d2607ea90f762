/// The members of the search script's `"terms"` object: `"term":[document,…]` for every term,
/// one to a line, in the order the terms first appear (as deterministic as sorting them, for free).
///
/// A language's index has a hundred thousand terms and close to a million (term, document)
/// pairs, and appending them to an array piece by piece cost more than the rest of the script.
/// They are written through a pointer into space reserved for their longest possible form.
package enum TermsJSON {
    /// `prefix`, the members, then `suffix`: the script is written into one array made to size,
    /// so the members, most of its bytes, are never copied from one array to another.
    /// `numbers`: the digits of the documents the postings number, made once for every part
    /// of an index. `only`: the numbers of the terms to write, in order (one part of an index
    /// in parts); every term when nil.
    package static func members(of postings: Postings, numbers: DocumentNumbers, only chosen: [Int]? = nil,
                                between prefix: [UInt8], and suffix: [UInt8]) -> [UInt8] {
        let terms = postings.terms
        let members: Int = if let chosen { bound(of: chosen, in: postings) } else { bound(ofAll: postings) }
        let bound = prefix.count + suffix.count + 16 + members
        return [UInt8](unsafeUninitializedCapacity: bound) { buffer, initializedCount in
            var writer = Writer(base: buffer.baseAddress!)
            prefix.withUnsafeBufferPointer { writer.bytes($0) }
            postings.withDocumentLists { lists in
                var first = true
                func member(_ number: Int, _ term: Term) {
                    if !first { writer.byte(UInt8(ascii: ",")) }
                    first = false
                    writer.byte(UInt8(ascii: "\n"))
                    writer.string(term)
                    writer.byte(UInt8(ascii: ":"))
                    writer.byte(UInt8(ascii: "["))
                    var documents = lists[term: number]
                    if let firstDocument = documents.next() {
                        writer.number(firstDocument, from: numbers)
                        while let document = documents.next() { writer.commaAndNumber(document, from: numbers) }
                    }
                    writer.byte(UInt8(ascii: "]"))
                }
                if let chosen { terms.forEachTerm(in: chosen, member) } else { terms.forEachTerm(in: 0..<terms.count, member) }
            }
            suffix.withUnsafeBufferPointer { writer.bytes($0) }
            precondition(writer.count + 8 <= bound)
            initializedCount = writer.count
        }
    }

    /// The most bytes the members of every term may take: per term, a comma, a newline, the
    /// quotes, a colon and the brackets, eight bytes a short term may overwrite past its end,
    /// and six bytes for every byte of its text (the longest escape); per pair, a comma and at
    /// most ten digits. At the end, room for the eight bytes a last number or term may store
    /// past its end.
    private static func bound(ofAll postings: Postings) -> Int {
        let terms = postings.terms
        return terms.count * (14 + 6 * Term.maximumShortLength) + 6 * terms.longByteCount + 11 * postings.pairCount
    }

    /// `bound(ofAll:)` for the terms numbered `numbers` alone.
    private static func bound(of numbers: [Int], in postings: Postings) -> Int {
        var bound = 0
        postings.terms.forEachTerm(in: numbers) { number, term in
            if case .long(let bytes, _) = term { bound += 6 * bytes.count }
            bound += 14 + 6 * Term.maximumShortLength + 11 * postings.documentCount(ofTerm: number)
        }
        return bound
    }

    /// `,` and the digits of every document number below ten million, as the eight bytes that
    /// hold them (in memory order) and how many of those count: an index writes close to a
    /// million numbers, and copying one costs less than working out its digits. Made once per
    /// index, not per part: an index's parts grow in number with its pages, and a table of
    /// every document for each of them made their cost grow with the square of the pages.
    package struct DocumentNumbers: Sendable {
        private var numbers: [(bytes: UInt64, count: Int)] = []

        package init(count: Int) {
            numbers.reserveCapacity(min(count, 10_000_000))
            for number in 0..<min(count, 10_000_000) {
                var bytes = UInt64(UInt8(ascii: ","))
                var written = 1
                for digit in String(number).utf8 {
                    bytes |= UInt64(digit) &<< UInt64(8 * written)
                    written += 1
                }
                numbers.append((bytes, written))
            }
        }

        func commaAndNumber(_ number: Int32) -> (bytes: UInt64, count: Int)? {
            Int(number) < numbers.count ? numbers[Int(number)] : nil
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

        /// `,` and `number`, from the bytes worked out for it beforehand when there are any.
        /// Eight bytes are stored whatever the number's length: the caller leaves room.
        @inline(__always)
        mutating func commaAndNumber(_ number: Int32, from numbers: DocumentNumbers) {
            guard let (bytes, length) = numbers.commaAndNumber(number) else {
                byte(UInt8(ascii: ","))
                decimal(number)
                return
            }
            UnsafeMutableRawPointer(base + count).storeBytes(of: bytes.littleEndian, as: UInt64.self)
            count += length
        }

        /// `number` alone, as `commaAndNumber` writes it but for the comma.
        @inline(__always)
        mutating func number(_ number: Int32, from numbers: DocumentNumbers) {
            guard let (bytes, length) = numbers.commaAndNumber(number) else {
                decimal(number)
                return
            }
            UnsafeMutableRawPointer(base + count).storeBytes(of: (bytes &>> 8).littleEndian, as: UInt64.self)
            count += length - 1
        }

        /// A term as a JSON string (see `SearchScriptJSON.appendString`). A short term needing
        /// no escape is stored as one eight-byte word, of which only its own bytes are kept.
        @inline(__always)
        mutating func string(_ term: Term) {
            guard case .short(let packed) = term, !Self.mayNeedEscape(packed) else {
                otherString(term)
                return
            }
            let length = Term.length(ofShort: packed)
            byte(UInt8(ascii: "\""))
            if length > 0 {
                // The first byte moved to the top; big-endian, the bytes then lie in order.
                UnsafeMutableRawPointer(base + count).storeBytes(of: (packed &<< UInt64(8 * (8 - length))).bigEndian, as: UInt64.self)
                count += length
            }
            byte(UInt8(ascii: "\""))
        }

        /// A long term, copied as it is unless it needs an escape, or a term needing one.
        private mutating func otherString(_ term: Term) {
            switch term {
            case .long(let termBytes, _) where !termBytes.contains(where: SearchScriptJSON.mayNeedEscape):
                byte(UInt8(ascii: "\""))
                bytes(termBytes)
                byte(UInt8(ascii: "\""))
                return
            default:
                break
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
        @inline(__always)
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
