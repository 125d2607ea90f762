import Testing
@testable import TriglotModel

/// `PathologicalInput` counts each line's brackets and delimiters while it looks for the line's
/// end; it must find exactly the problem (kind, numbers and line) that its earlier two-pass
/// form, kept here, found.
@Suite("Pathological input pre-scan agrees with its two-pass form")
struct PathologicalInputFastPathTests {
    static let inputs: [(name: String, text: String)] = [
        ("empty", ""),
        ("page", "# Title\n\n> iOS 2.0+\n\n## Overview\n\nSome *text* with ![image](x.png) and [link](y).\n\n- a\n  - b\n"),
        ("images", String(repeating: "![[]()", count: 20_000)),
        ("images over lines", String(repeating: "![[]()\n", count: 12_000)),
        ("images over CRLF lines", String(repeating: "![[]()\r\n", count: 12_000)),
        ("images over CR lines", String(repeating: "![[]()\r", count: 12_000)),
        ("images split by blank lines", String(repeating: String(repeating: "![[]()", count: 3_000) + "\n\n", count: 12)),
        ("images split by headings", String(repeating: String(repeating: "![[]()", count: 3_000) + "\n# h\n", count: 12)),
        ("bang at line start", String(repeating: "!\n[]", count: 30_000)),
        ("lists", String(repeating: "- ", count: 5_000) + "x" + String(repeating: "\n", count: 5_000)),
        ("quotes", String(repeating: ">", count: 5_000) + "x" + String(repeating: "\n", count: 5_000)),
        ("emphasis", String(repeating: "> ", count: 5_000) + "x\n" + String(repeating: String(repeating: "*_", count: 5_000) + "\n", count: 6)),
        ("emphasis in CJK", String(repeating: "> ", count: 5_000) + "中\n" + String(repeating: String(repeating: "中*文_", count: 5_000) + "\r\n", count: 6)),
        ("tabs and numbers", String(repeating: "\t1. ", count: 2_000) + "x" + String(repeating: "\n", count: 3_000)),
        ("mixed bytes", String(repeating: "ab[c]d*e_f!g`h~i^j\\k{l}m|n~o\u{7F}中", count: 3_000)),
        ("long runs", String(repeating: "abcdefghijklmnop中文中文中文 *a* [b](c)\n", count: 2_000)),
        ("long runs then images", String(repeating: "abcdefghijklmnopqrstuvwxyz中文", count: 100) + String(repeating: "![[]()", count: 20_000)),
        // Every ASCII byte but the line ends, at every offset within a word, with the counted
        // ones among them: the counts in the problem must come out exact.
        ("every ASCII byte", String(repeating: String(decoding: (1...0x7F).filter { $0 != 0x0A && $0 != 0x0D }.map(UInt8.init), as: UTF8.self) + "中![", count: 12_000)),
        ("runs between delimiters", String(repeating: "> ", count: 5_000) + "x\n" + String(repeating: "abcdefgh*ijklmnop_中文字体标点符号", count: 6_000) + "\n"),
    ]

    @Test(arguments: inputs.map(\.name))
    func sameProblem(name: String) throws {
        let text = try #require(Self.inputs.first { $0.name == name }).text
        let bytes = Array(text.utf8)
        let found = PathologicalInput.firstProblem(in: bytes.span).map { String(describing: $0) }
        #expect(found == Self.referenceProblem(bytes))
    }

    /// The scan as it was: find the line's end, then pass over the line again for the prefix and
    /// again for the counts. The problem is returned in the same words as `Problem` prints.
    static func referenceProblem(_ bytes: [UInt8]) -> String? {
        referenceScan(bytes).problem
    }

    /// The estimates' totals at the end of a scan (each only ever grows), and the lines seen.
    struct Work {
        var containerLines: Int
        var emphasisWork: Int
        var bracketWork: Int
        var lines: Int
    }

    static func referenceScan(_ bytes: [UInt8]) -> (problem: String?, work: Work) {
        var carried = 0, carriedSince = 1, previousBlank = true, containerLines = 0, emphasisWork = 0
        var images = 0, closers = 0, bracketWork = 0, runStart = 1
        func endsMarker(_ index: Int, _ range: Range<Int>) -> Bool {
            index == range.upperBound || bytes[index] == 0x20 || bytes[index] == 0x09
        }
        func isHeading(_ index: Int, _ range: Range<Int>) -> Bool {
            var end = index
            while end < range.upperBound, bytes[end] == UInt8(ascii: "#"), end - index < 7 { end += 1 }
            return (1...6).contains(end - index) && endsMarker(end, range)
        }
        func line(_ range: Range<Int>, number: Int) -> String? {
            var index = range.lowerBound, columns = 0, markers = 0
            var interrupts: Bool?
            prefix: while index < range.upperBound {
                switch bytes[index] {
                case 0x20: columns += 1; index += 1
                case 0x09: columns += 4 - columns % 4; index += 1
                case 0x3E: interrupts = interrupts ?? false; markers += 1; index += 1
                case 0x2D, 0x2B, 0x2A:
                    guard endsMarker(index + 1, range) else { break prefix }
                    interrupts = interrupts ?? (columns < 4); markers += 1; index += 1
                case 0x30...0x39:
                    var digit = index
                    while digit < range.upperBound, digit - index < 9, (0x30...0x39).contains(bytes[digit]) { digit += 1 }
                    guard digit < range.upperBound, bytes[digit] == 0x2E || bytes[digit] == 0x29, endsMarker(digit + 1, range) else { break prefix }
                    interrupts = interrupts ?? (columns < 4 && digit == index + 1 && bytes[index] == 0x31)
                    markers += 1; index = digit + 1
                default: break prefix
                }
            }
            let blank = markers == 0 && index == range.upperBound
            let hasText = index < range.upperBound
            if blank || (interrupts == true && hasText) || (markers == 0 && columns < 4 && isHeading(index, range)) {
                bracketWork += images * closers
                images = 0; closers = 0
                runStart = blank ? number + 1 : number
            }
            if !blank {
                let estimate = markers + columns / 2
                if previousBlank || estimate > carried { carried = estimate; carriedSince = number }
            }
            previousBlank = blank
            containerLines += carried
            if containerLines > PathologicalInput.maximumContainerLines { return "containers(depth: \(carried), line: \(carriedSince))" }
            guard !blank else { return nil }
            var delimiters = 0
            var previous: UInt8 = 0
            for position in range {
                switch bytes[position] {
                case 0x2A, 0x5F: delimiters += 1
                case 0x5B where previous == 0x21: images += 1
                case 0x5D: closers += 1
                default: break
                }
                previous = bytes[position]
            }
            emphasisWork += carried * delimiters
            if emphasisWork > PathologicalInput.maximumEmphasisWork { return "emphasis(depth: \(carried), line: \(carriedSince))" }
            if bracketWork + images * closers > PathologicalInput.maximumBracketWork {
                return "brackets(images: \(images), closers: \(closers), line: \(runStart))"
            }
            return nil
        }
        var number = 1, start = 0
        func work() -> Work {
            Work(containerLines: containerLines, emphasisWork: emphasisWork, bracketWork: bracketWork + images * closers, lines: number - 1)
        }
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            if let problem = line(start..<end, number: number) { return (problem, work()) }
            if end + 1 < bytes.count, bytes[end] == 0x0D, bytes[end + 1] == 0x0A { end += 1 }
            start = end + 1
            number += 1
        }
        return (nil, work())
    }
}
