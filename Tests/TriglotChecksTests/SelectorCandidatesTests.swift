import Testing
@testable import TriglotChecks

/// `MalformedSymbolCheck.selectorCandidates` finds each `(` with `memchr`; it must find the
/// candidates the byte-by-byte scan it replaced found, kept here as the reference.
@Suite("Selector candidates in text")
struct SelectorCandidatesTests {
    private static func reference(_ text: String) -> [(text: String, offset: Int)] {
        let bytes = Array(text.utf8)
        func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
        }
        var result: [(String, Int)] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "(") else { index += 1; continue }
            var start = index
            while start > 0, isNameByte(bytes[start - 1]) { start -= 1 }
            while start < index, bytes[start] == UInt8(ascii: ".") { start += 1 }
            guard start < index, let close = bytes[(index + 1)...].firstIndex(where: { $0 == UInt8(ascii: ")") || $0 == UInt8(ascii: "(") || $0 == 0x0A }),
                  bytes[close] == UInt8(ascii: ")"), bytes[index..<close].contains(UInt8(ascii: ":")) else { index += 1; continue }
            let first = bytes[start]
            if first == UInt8(ascii: "_") || (first >= 0x41 && first <= 0x5A) || (first >= 0x61 && first <= 0x7A) {
                result.append((String(decoding: bytes[start...close], as: UTF8.self), start))
            }
            index = close + 1
        }
        return result
    }

    @Test(arguments: [
        "", "(", ")", "no parentheses here", "call application(_:open:options:) now", "a (b:) c", "x.y(_:)", "..a(_:)", "1a(b:)",
        "f(a) g(b:) h(c:d:)", "nested(a(b:)c:)", "line(a:\nb:)", "trailing(", "two((a:))", "中文 application(_:didFinishLaunchingWithOptions :) 了",
        "(_:) at start", "end f(x:)", "_under(score:)", "Upper.Case(x:)", "a(b:)(c:)",
    ])
    func candidatesAsBefore(text: String) {
        let found = MalformedSymbolCheck.selectorCandidates(in: text)
        let expected = Self.reference(text)
        #expect(found.map(\.text) == expected.map(\.text))
        #expect(found.map(\.offset) == expected.map(\.offset))
    }
}
