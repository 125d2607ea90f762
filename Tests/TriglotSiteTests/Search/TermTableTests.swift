import Testing
@testable import TriglotLowLevel
@testable import TriglotSite

/// Terms as integers and bytes: every term keeps its own number, and comes back as it went in.
@Suite("Term table")
struct TermTableTests {
    static func add(_ text: String, to table: inout TermTable) -> (number: Int, isNew: Bool) {
        var text = text
        return text.withUTF8 { table.add(Term($0)) }
    }

    /// A short term packs and unpacks as the byte-by-byte definition: first byte highest,
    /// length in the top byte, for every length a short term can have.
    @Test(arguments: 0...Term.maximumShortLength)
    func shortTermsPackTheirBytesInOrder(length: Int) throws {
        for seed in 0..<50 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: ($0 &+ 1) &* 37 &+ seed &* 101) }
            var expected: UInt64 = 0
            for byte in bytes { expected = expected << 8 | UInt64(byte) }
            let term = bytes.withUnsafeBufferPointer { Term($0) }
            guard case .short(let packed) = term else { Issue.record("a term of \(length) bytes is short"); return }
            #expect(packed == UInt64(length) << 56 | expected)
            var unpacked: [UInt8] = [0xAA]
            Term.appendBytes(ofShort: packed, to: &unpacked)
            #expect(unpacked == [0xAA] + bytes)
        }
    }

    @Test(arguments: [
        "", "a", "ab", "abcdefg", "abcdefgh", "启动", "启动流", "启动流程", "a\u{0}", "\u{0}a", "🚀", "didfinishlaunchingwithoptions",
    ])
    func aTermComesBackAsItWentIn(text: String) {
        var table = TermTable()
        let added = Self.add(text, to: &table)
        #expect(added == (0, true))
        #expect(table.terms.string(0) == text)
        #expect(Self.add(text, to: &table) == (0, false))
    }

    /// Terms that share bytes, differ only in length, or straddle the short/long boundary.
    @Test func similarTermsAreDifferentTerms() {
        let texts = ["a", "a\u{0}", "\u{0}a", "aa", "abcdefg", "abcdefgh", "abcdefg\u{0}", "bcdefgh", "启动", "动启", "启动流", ""]
        var table = TermTable()
        for (number, text) in texts.enumerated() { #expect(Self.add(text, to: &table) == (number, true), "\(text)") }
        for (number, text) in texts.enumerated() { #expect(Self.add(text, to: &table) == (number, false), "\(text)") }
        #expect((0..<texts.count).map(table.terms.string) == texts)
    }

    /// Far more terms than the table starts with, so it grows many times over.
    @Test func numbersSurviveGrowing() {
        let texts = (0..<20_000).map { number in number % 3 == 0 ? "long-term-\(number)" : "t\(number)" }
        var table = TermTable(expectedTerms: 4)
        for (number, text) in texts.enumerated() { #expect(Self.add(text, to: &table).number == number) }
        for (number, text) in texts.enumerated().reversed() where number % 7 == 0 {
            #expect(Self.add(text, to: &table) == (number, false))
        }
        #expect(table.terms.count == texts.count)
        #expect(table.terms.string(19_999) == "t19999")
        #expect(table.terms.string(19_998) == "long-term-19998")
    }

    /// Read document by document, a term is new to a document once, and gets the number
    /// adding it alone gives it, short or long, across the table's growth.
    @Test func termsAreNewToEachDocumentOnce() {
        let documents = (0..<40).map { document in (0..<60).map { "t\(($0 * 7 + document * 3) % 90)" } + ["averyveryverylongterm\(document % 4)", "启动", "t1"] }
        var alone = TermTable()
        var byDocument = TermTable(expectedTerms: 2)
        for (document, texts) in documents.enumerated() {
            var seen: Set<String> = []
            for text in texts {
                var text = text
                let expected = text.withUTF8 { alone.add(Term($0)).number }
                let added = text.withUTF8 { bytes in
                    bytes.count <= Term.maximumShortLength
                        ? byDocument.add(short: UInt64(bytes.count) << 56 | Term.pack(bytes), document: Int32(document))
                        : byDocument.add(Term(bytes), document: Int32(document))
                }
                #expect(Int(added.number) == expected, "\(text)")
                #expect(added.isNewToDocument == seen.insert(text).inserted, "\(text) in \(document)")
            }
        }
        #expect(byDocument.terms.count == alone.terms.count)
    }

    /// A list's terms taken in at once get the numbers they get added one by one.
    @Test func numbersOfAListAreTheNumbersAddedOneByOne() {
        let lists = [(0..<50).map { "t\($0)" }, ["启动", "t3", "long-term-number-one", "t49", "t50"], (0..<3000).map { $0 % 2 == 0 ? "long-term-\($0)" : "s\($0)" }, [], ["t0", "long-term-0"]]
        var oneByOne = TermTable()
        var atOnce = TermTable(expectedTerms: 1)
        for texts in lists {
            var list = TermTable()
            for text in texts { _ = Self.add(text, to: &list) }
            let expected = texts.map { Int32(Self.add($0, to: &oneByOne).number) }
            #expect(atOnce.numbers(of: list.terms) == expected)
        }
        #expect((0..<atOnce.terms.count).map(atOnce.terms.string) == (0..<oneByOne.terms.count).map(oneByOne.terms.string))
    }

    /// Long terms are hashed and compared eight bytes at a time: terms differing in one byte
    /// anywhere, at every length, are different terms.
    @Test func longTermsDifferingInOneByteAreDifferent() {
        var table = TermTable()
        var texts: [String] = []
        for length in 8...25 {
            let base = String(repeating: "a", count: length)
            texts.append(base)
            for place in [0, length / 2, length - 8, length - 1] {
                var bytes = Array(base.utf8)
                bytes[place] = UInt8(ascii: "b")
                texts.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        var numbers: [String: Int] = [:]
        for text in texts { numbers[text] = numbers[text] ?? Self.add(text, to: &table).number }
        #expect(table.terms.count == Set(texts).count)
        for text in texts { #expect(Self.add(text, to: &table) == (numbers[text]!, false), "\(text)") }
        for first in texts {
            for second in texts where first.utf8.count == second.utf8.count {
                let equal = Array(first.utf8).withUnsafeBufferPointer { a in
                    Array(second.utf8).withUnsafeBufferPointer { b in Term.bytesEqual(a.baseAddress!, b.baseAddress!, count: a.count) }
                }
                #expect(equal == (first == second))
            }
        }
    }

    @Test func shortTermsAreTheirBytesAndLength() throws {
        for text in ["", "a", "启动", "abcdefg"] {
            var bytes = text
            let term = bytes.withUTF8 { Term($0) }
            guard case .short(let packed) = term else { Issue.record("\(text) is long"); continue }
            #expect(Term.length(ofShort: packed) == text.utf8.count)
            #expect((0..<Term.length(ofShort: packed)).map { Term.byte($0, ofShort: packed) } == Array(text.utf8))
        }
        var long = "abcdefgh"
        let term = long.withUTF8 { Term($0) }
        guard case .long(_, let hash) = term else { Issue.record("eight bytes are short"); return }
        #expect(hash == term.hash)
    }
}
