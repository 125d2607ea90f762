import Foundation
import Testing
import TriglotLowLevel
@testable import TriglotModel
import TriglotMarkup

/// The page reader finds a page's lines and whether it is clean in one pass: the lines must be
/// exactly those `SourceText(bytes:)` finds, and the answer exactly `CleanUTF8.isClean`'s.
@Suite("Line starts found while checking the encoding")
struct CleanLineStartsTests {
    static func expectAgreement(_ bytes: [UInt8], _ comment: Comment? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let combined = CleanUTF8.lineStarts(bytes)
        let clean = CleanUTF8.isClean(bytes)
        #expect(combined == (clean ? SourceText(bytes: bytes).lineStarts : nil), comment, sourceLocation: sourceLocation)
    }

    /// Line ends of every kind, controls, long ASCII runs for the word loop, CJK, and broken,
    /// NUL and bidi bytes, mixed at random.
    @Test func randomMixtures() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let pieces: [[UInt8]] = [
            [0x0A], [0x0D], [0x0D, 0x0A], [0x09], [0x0B], [0x0C], [0x0E], [0x20], Array("abcdefghijklmnopq".utf8), Array("x".utf8),
            Array("中文".utf8), Array("かな".utf8), Array("é".utf8), Array("👍".utf8), Array("\u{2028}".utf8),
            Array("一二三四五六七".utf8), Array("\u{FEFF}".utf8), Array("\u{D7FF}".utf8), Array("\u{E000}".utf8), Array("。、".utf8),
            [0x00], [0x80], [0xE2, 0x80, 0x8E], [0xE2, 0x81, 0xA6], [0xD8, 0x9C], [0xE0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90], [0xC2],
            [0xE4, 0xB8], [0xE3, 0x80, 0x41], [0xEF, 0xC0, 0x80], [0xE3, 0x81, 0x81, 0xE3, 0x0A, 0x81],
        ]
        for round in 0..<4000 {
            var bytes: [UInt8] = []
            // Mostly clean pages, as real ones are: a broken piece now and then.
            let allowed = round % 4 == 0 ? pieces.count : 20
            for _ in 0..<(next() % 40) { bytes += pieces[Int(next() % UInt64(allowed))] }
            Self.expectAgreement(bytes, "\(bytes.map { String($0, radix: 16) })")
        }
    }

    @Test(arguments: ["", "\n", "\r", "\r\n", "a\r", "\r\r\n\n", "abcdefgh\n", "abcdefg\r\nhijklmnop\rq", "\u{FEFF}# BOM\r\n\n"])
    func edges(text: String) {
        Self.expectAgreement(Array(text.utf8))
    }

    @Test func everyContentPage() throws {
        let pages = Fixture.contentPages()
        #expect(pages.count > 20)
        for (file, bytes) in pages {
            #expect(CleanUTF8.lineStarts(bytes) == SourceText(bytes: bytes).lineStarts, "\(file)")
        }
    }
}
