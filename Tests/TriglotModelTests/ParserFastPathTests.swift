import Foundation
import Testing
import TriglotLowLevel
@testable import TriglotModel
import TriglotMarkup

/// The byte-level readers of a page (slugs, availability, source links, encoding) must answer
/// exactly as the straightforward Character-level code they replaced, kept here as reference.
@Suite("Page reading fast paths agree with the straightforward code")
struct ParserFastPathTests {
    // MARK: Slugs

    // The plain version of `Slugger.slugify` is `ModelFastPathTests.referenceSlug`.

    static let titles = [
        "", " ", "-", "---", "Launch via URL", "  Leading -- and trailing  ", "snake_case and CamelCase 42", "Tab\tand\u{0}control\u{7F}",
        "讨论", "参数 Parameters", "第一章 概要", "アプリのライフサイクル", "ひらがな　全角スペース", "ｶﾀｶﾅ ﾊﾝｶｸ", "Café au lait", "Cafe\u{301}", "ﬁ ligature",
        "Ⅻ roman ½ half ²³ ٣٤", "\u{200B}zero\u{200D}width\u{2060}", "emoji 👍🏽 👨‍👩‍👧 ✨", "ΣΑΣ Ǆ ǅ İstanbul ẞ", "line\r\nbreak", "\u{FEFF}bom",
        "a\u{0345}", "Punct!!! @#$% ^&*() a--b", "（注）：说明", "한국어 제목", "\u{3000}", "é" + String(repeating: "x", count: 120),
        String(repeating: "word ", count: 30), String(repeating: "a", count: 99) + " b", String(repeating: "a", count: 99) + " 中",
        String(repeating: "中", count: 120), String(repeating: "ﬁ", count: 60), String(repeating: "x", count: 98) + "\u{0D4E}-" + "y",
        String(repeating: "x", count: 98) + " \u{0D4E} y", String(repeating: "İ", count: 70), "Ｆｕｌｌ－ｗｉｄｔｈ", "\u{1F1EF}\u{1F1F5} flag",
    ]

    @Test(arguments: titles)
    func slugs(title: String) {
        #expect(Slugger.slugify(title) == ModelFastPathTests.referenceSlug(title))
    }

    @Test func slugsOfMixedText() {
        // Every pair and triple of a handful of awkward pieces, glued in order.
        let pieces = ["A", "z", "9", "_", " ", "-", "\t", "中", "ア", "é", "\u{301}", "İ", "👍", "\u{200B}", "\u{3000}", "ﬁ", "!"]
        for first in pieces {
            for second in pieces {
                for third in pieces {
                    let title = first + second + third
                    #expect(Slugger.slugify(title) == ModelFastPathTests.referenceSlug(title), "\(title.unicodeScalars.map { $0.value })")
                }
            }
        }
    }

    @Test func uncasedCJKLettersAreAlphabeticVisibleAndTheirOwnLowercase() {
        for value in UInt32(0x3000)...0xA000 where Slugger.isUncasedCJKLetter(value) {
            let scalar = Unicode.Scalar(value)!
            #expect(scalar.properties.isAlphabetic && !Slugger.isInvisible(scalar), "U+\(String(value, radix: 16))")
            #expect(scalar.properties.lowercaseMapping == String(scalar), "U+\(String(value, radix: 16))")
        }
    }

    @Test func uniqueSlugs() {
        var slugger = Slugger()
        slugger.reserve("setup-1")
        #expect(["Setup", "Setup", "Setup", "设置", "设置"].map { slugger.slug(for: $0) } == ["setup", "setup-2", "setup-3", "设置", "设置-1"])
    }

    // MARK: Trimming

    @Test(arguments: titles + [
        "  spaced  ", "\tTab\t", "x\r\n", "\r\nx", " \u{301}x", "x \u{301}", "\u{3000}全角\u{3000}", "中\u{3000}", "\u{600}a", "\u{A0}a\u{A0}",
        "a\u{2028}", "\u{600} x", "\u{85}a", "a\u{200B}", "x\u{1100}\u{1161}", "}", "{#id}", "　", "\u{FEFF}x", "ア\u{3099}", "a\u{0D4E}",
    ])
    func trimming(text: String) {
        var expected = Substring(text)
        while let first = expected.first, first.isWhitespace { expected.removeFirst() }
        while let last = expected.last, last.isWhitespace { expected.removeLast() }
        #expect(text.trimmingWhitespace() == String(expected))
        #expect(text.trimmingWhitespace().utf8.elementsEqual(expected.utf8))
    }

    // MARK: Availability

    /// `AvailabilityParser.parseLine` as it was before it read bytes.
    static func referenceAvailability(_ text: String, range: SourceRange) -> Availability? {
        var words = text.split(separator: " ").map(String.init)
        var isBeta = false
        if words.last == "Beta" { isBeta = true; words.removeLast() }
        if words.last == "Deprecated" { words.removeLast() }
        guard words.count >= 2, var version = words.popLast() else { return nil }
        let platform = words.joined(separator: " ")
        guard let first = platform.first, first.isLetter, platform.allSatisfy({ $0.isLetter || $0 == " " }),
              platform.unicodeScalars.allSatisfy({ $0.isASCII }) else { return nil }
        var deprecated: String?
        if version.hasSuffix("+") {
            version.removeLast()
        } else if let dash = version.firstIndex(where: { $0 == "–" || $0 == "-" }) {
            deprecated = String(version[version.index(after: dash)...])
            version = String(version[..<dash])
        } else {
            return nil
        }
        func isVersion(_ text: String) -> Bool {
            !text.isEmpty && text.split(separator: ".", omittingEmptySubsequences: false)
                .allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
        }
        guard isVersion(version), deprecated.map(isVersion) ?? true else { return nil }
        return Availability(platform: platform, introduced: version, deprecated: deprecated, isBeta: isBeta, range: range)
    }

    static let availabilityLines = [
        "iOS 2.0+", "macOS 10.15–13.0 Deprecated", "Mac Catalyst 13.1+ Beta", "tvOS 9.0-14.0", "watchOS 2.0+ Beta", "iOS 2.0",
        "iOS ２.0+", "iOS 2..0+", "1OS 2.0+", "iOS  2.0+", "  Mac  Catalyst 13.1+  ", "Ｉ OS 2.0+", "iOS 2.0+ Beta Beta", "Deprecated",
        "iOS Deprecated 2.0+", "iOS 2.0-", "iOS -2.0", "iOS 2.0–", "Ünix 2.0+", "iOS\t2.0+", "iOS 2.0+ Deprecated", "iOS 2.0–1.0 Beta",
        "iOS 2.0—3.0", "iOS ٣.0+", "iOS 2.0.+", "iOS .2+", "iOS 2+", "i OS 2+", "iOS 2.0+\u{A0}", "Beta", "2.0+", "", " ", "iOS 2.0-3.0-4.0",
        "iOS 2.0–3.0+", "iOS 1.2.3.4.5+", "iOS 2.0+Beta", "iOS 2.0+ beta", "Mac Catalyst Beta 13.1+", "iOS 12+ Deprecated Beta",
        "iOS 12+ Beta Deprecated", "iOS 12\u{301}.0+", "e\u{301}OS 1.0+", "ǅOS 1.0+", "iOS 1.0–\u{301}2.0", "iOS 2.0 +", "A B C D 1+",
        "iOS 2.0+\u{200B}", "iOS ¹.0+", "Ⓚ 1.0+", "iOS 1.0\u{2000}+", "iOS 1–2", "iOS 1–2–3", "iOS\r\n 1.0+", "iOS 1.0+\r\n", "中文 1.0+",
    ]

    @Test(arguments: availabilityLines)
    func availabilityLine(text: String) {
        let range = SourceRange(line: 3)
        #expect(AvailabilityParser.parseLine(text, range: range) == Self.referenceAvailability(text, range: range))
    }

    static let blockQuotes = [
        "> iOS 2.0+\n>\n> macOS 10.15+\n", "> iOS 2.0+\n> macOS 10.15–13.0 Deprecated\n", "> **Note** This is a callout.\n",
        "> iOS 2.0+\n> Some prose: not a version.\n", "> - iOS 2.0+\n", "> `iOS` 2.0+\n", "> *iOS* 2.0+  \n> tvOS 1.0+\\\n> watchOS 1+\n",
        "> iOS 2.0+\n\n> macOS 10.0+\n", "> 引用的摘要。\n", "> ", "> iOS 2.0+\n> [tvOS](x) 1.0+\n", "> iOS <b>2.0</b>+\n",
    ]

    @Test(arguments: blockQuotes)
    func availabilityBlock(markdown: String) {
        let document = MarkupDocument(parsing: markdown)
        for node in document.allNodes {
            guard case .blockQuote = node.kind else { continue }
            var expected: [Availability]? = []
            for child in node.children {
                guard case .paragraph = child.kind else { expected = nil; break }
                for line in InlineLines.of(child) {
                    guard let availability = Self.referenceAvailability(line.text, range: line.range) else { expected = nil; break }
                    expected?.append(availability)
                }
                if expected == nil { break }
            }
            if expected?.isEmpty == true { expected = nil }
            #expect(AvailabilityParser.parse(node) == expected)
        }
    }

    // MARK: Source links

    static let paragraphs = [
        "原文链接：[x](https://a.example/x)", "Source: <https://b.example/y>", "原文地址：[链接](https://c.example)", "SOURCE :  [z](https://d.example)",
        "Original: [a](https://e.example) [b](https://f.example)", "出典：[t](https://g.example) ", "原文リンク: [t](https://h.example) trailing",
        "作者 | 原文链接\n--- | ---\nApple Inc. | [title](https://j.example)", "作者 | Source\n:-: | ---\nApple | [t](https://k) [u](https://l)",
        "foo | bar\n--- | ---\nx | [t](https://m.example)", "ſource: [t](https://n.example)", "Plain prose with no link at all.",
        "one\ntwo\nthree", "one  \ntwo\\\nthree\nfour", "[only](https://o.example)", "line\n<b>html</b>\nlast", "a\n\\\nb",
        "作者 | 原文\n--- | ---\n[a](https://p.example) | [b](https://q.example)",
    ]

    @Test(arguments: paragraphs)
    func sourceLinks(markdown: String) {
        let document = MarkupDocument(parsing: markdown)
        for node in document.allNodes {
            guard case .paragraph = node.kind else { continue }
            #expect(SourceLinkLine.lineCount(of: node) == InlineLines.of(node).count)
            #expect(SourceLinkLine.url(in: node) == Self.referenceSourceURL(node))
        }
    }

    /// `SourceLinkLine.url(in:)` as it was: lines and label put together before any check.
    static func referenceSourceURL(_ paragraph: MarkupNode) -> String? {
        let lines = InlineLines.of(paragraph)
        if lines.count == 3, lines[1].text.allSatisfy({ "-|: ".contains($0) }) {
            let headers = lines[0].text.split(separator: "|").map { String($0).trimmingWhitespace().lowercased() }
            if let column = headers.firstIndex(where: { SourceLinkLine.labels.contains($0) }) {
                var links: [String] = []
                for node in paragraph.descendants {
                    if case .link(let destination, _) = node.kind, node.range.lowerBound.line == lines[2].range.lowerBound.line {
                        links.append(destination)
                    }
                }
                if links.count == 1 && column < headers.count { return links.first }
            }
        }
        var label = ""
        var url: String?
        for inline in paragraph.children {
            switch inline.kind {
            case .text(let text):
                if url == nil { label += text } else if !text.allSatisfy(\.isWhitespace) { return nil }
            case .link(let destination, _):
                if url != nil { return nil }
                url = destination
            default:
                return nil
            }
        }
        var normalized = Substring(label.trimmingWhitespace())
        while let first = normalized.first, [":", "：", " "].contains(first) { normalized.removeFirst() }
        while let last = normalized.last, [":", "：", " "].contains(last) { normalized.removeLast() }
        guard let url, SourceLinkLine.labels.contains(normalized.lowercased()) else { return nil }
        return url
    }

    // MARK: Encoding

    static let encodings: [[UInt8]] = [
        [], Array("plain ascii, longer than one eight-byte word\n".utf8), Array("中文的一行：你好。日本語のテキスト\r\n".utf8),
        Array("\u{FEFF}bom then text".utf8), Array("emoji 👍🏽 and 𝄞 and \u{10FFFF}".utf8), Array("bidi \u{202E} \u{2066} \u{200F} \u{061C}".utf8),
        Array("near bidi \u{202F} \u{2065} \u{200D} \u{2013} \u{2069}x".utf8), [0x00], Array("twelve bytes\0".utf8), [0xFF], [0xC0, 0xAF],
        [0xE0, 0x80, 0x80], [0xE0, 0xA0, 0x80], [0xED, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
        [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xE4, 0xB8], [0xE4, 0xB8, 0x41], [0xE4, 0x41, 0xAD], [0x80], [0xC2],
        [0x61, 0xE4, 0xB8, 0xAD], [0xE1, 0x80, 0x80], [0xEE, 0x80, 0x80], [0xEF, 0xBF, 0xBF], [0xF5, 0x80, 0x80, 0x80], [0xC1, 0xBF],
        Array("x".utf8) + [0xE2, 0x80, 0xAE] + Array("abcdefghijklmnop".utf8),
    ]

    @Test(arguments: encodings)
    func encodingScanFindsTheSameAsTheFullScan(bytes: [UInt8]) {
        expectCleanMatchesFullScan(bytes)
        // The same bytes after ASCII of every length up to a word, so that each lands at
        // every alignment of the eight-byte skip, and with text after them.
        for padding in 1...9 {
            expectCleanMatchesFullScan(Array(repeating: 0x61, count: padding) + bytes + Array("中文 tail".utf8))
        }
    }

    @Test func encodingScanOnRandomBytes() {
        // A fixed generator: the same inputs every run. Bytes are drawn mostly from the ones
        // that matter (leads, continuation bytes, NUL, bidi patterns) so that most inputs are
        // near-valid.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let pieces: [[UInt8]] = [[0x61], [0x20], [0x0A], [0x00], [0x80], [0xBF], [0xA0], [0x8F], [0xE2, 0x80], [0xE2, 0x81], [0xD8, 0x9C],
                                 Array("中".utf8), Array("é".utf8), Array("👍".utf8), [0xE0], [0xED], [0xF0], [0xF4], [0xC2], [0xAE], [0xA6], [0x8E]]
        for _ in 0..<3000 {
            var bytes: [UInt8] = []
            for _ in 0..<(next() % 24) { bytes += pieces[Int(next() % UInt64(pieces.count))] }
            expectCleanMatchesFullScan(bytes)
        }
    }

    private func expectCleanMatchesFullScan(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let full = EncodingScan.problems(in: bytes, source: SourceText(bytes: bytes), path: "p.md")
        let clean = CleanUTF8.isClean(bytes)
        #expect(clean == full.isEmpty, "\(bytes.map { String($0, radix: 16) })", sourceLocation: sourceLocation)
        #expect(EncodingScan.diagnostics(for: bytes, source: SourceText(bytes: bytes), path: "p.md") == full, sourceLocation: sourceLocation)
    }
}
