import Testing
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
    /// Short terms added by their packed bytes get the numbers `add(_:)` gives them, among
    /// long terms and across the table's growth.
    @Test func shortTermsAddedByTheirBytesAreTheTermsAddedAsTerms() {
        let texts = (0..<300).map { "t\($0 % 170)" } + ["averyveryverylongterm", "启动", "t1", "averyveryverylongterm", ""]
        var byTerm = TermTable()
        var byBytes = TermTable()
        for text in texts {
            var text = text
            let expected = text.withUTF8 { byTerm.add(Term($0)) }
            let added = text.withUTF8 { bytes in
                bytes.count <= Term.maximumShortLength ? byBytes.add(short: UInt64(bytes.count) << 56 | Term.pack(bytes)) : byBytes.add(Term(bytes))
            }
            #expect(added == expected, "\(text)")
        }
        #expect(byBytes.terms.count == byTerm.terms.count)
    }

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
