import Foundation
import Testing
import TriglotMarkup
import TriglotModel

/// B4: bytes that are not clean UTF-8 text, and text that hides what it says. Never silent:
/// each is shown as U+FFFD or dropped from ids, and reported at its line and column.
@Suite struct EncodingTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test("B4.28 invalid UTF-8 is reported at its line, column and byte", arguments: [
        [0x80], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0xC1, 0xBF], [0xE0, 0x9F, 0xBF],
        [0xF0, 0x8F, 0xBF, 0xBF], [0xF8], [0xE2, 0x28, 0xA1],
    ] as [[UInt8]])
    func b4_28InvalidUTF8(_ sequence: [UInt8]) throws {
        let page = bytes("# T\n\nOne.\n\n## Discussion\n\n") + bytes("ab ") + sequence + bytes(" cd\n")
        let outcome = Pipeline.run(page)
        let problem = try #require(outcome.diagnostics.first { $0.id == "model.invalid-utf8" })
        #expect(problem.range?.lowerBound == SourceLocation(line: 7, column: 4))
        #expect(problem.summary.contains(String(format: "0x%02X", sequence[0])))
        #expect(outcome.html.contains("\u{FFFD}"), "shown as U+FFFD, never dropped")
        #expect(outcome.html.contains("ab ") && outcome.html.contains(" cd"), "the text around it is kept")
    }

    @Test("B4.28 a file ending in a truncated sequence", arguments: [[0xE0, 0xA0], [0xF0, 0x90, 0x80], [0xC3]] as [[UInt8]])
    func b4_28Truncated(_ tail: [UInt8]) {
        let outcome = Pipeline.run(bytes("# T\n\nText ") + tail)
        let problem = outcome.diagnostics.first { $0.id == "model.invalid-utf8" }
        #expect(problem?.range?.lowerBound == SourceLocation(line: 3, column: 6))
        expectPlaced(outcome.diagnostics)
    }

    @Test("B4.29 NUL bytes become U+FFFD and are reported", arguments: [
        ("abc\u{0}de\u{0}", 1), ("# T\n\n```\n\u{0}\n```\n", 4), ("# T\u{0}\n", 1),
    ])
    func b4_29NUL(_ text: String, _ line: Int) {
        let outcome = Pipeline.run(text)
        let problems = outcome.diagnostics.filter { $0.id == "model.nul-byte" }
        #expect(!problems.isEmpty)
        #expect(problems.first?.range?.lowerBound.line == line)
        #expect(!outcome.html.utf8.contains(0))
        #expect(outcome.html.contains("\u{FFFD}"))
    }

    @Test("B4.30 a BOM before front matter: the front matter is read and lines stay true")
    func b4_30BOM() throws {
        let outcome = Pipeline.run(bytes("\u{FEFF}---\ntitle: T\nsource: https://example.com/t\n---\n# Heading\n\n## Dis\u{FEFF}cussion\n\nText.\n"))
        #expect(outcome.read.page.frontMatter.values["title"] == "T")
        #expect(outcome.read.page.title?.text == "Heading")
        #expect(outcome.read.page.title?.range.lowerBound.line == 5)
        #expect(!outcome.html.contains("<hr"))
        let section = try #require(outcome.read.page.sections.first)
        #expect(section.id == "discussion", "a mid-file U+FEFF is not part of the slug")
    }

    static let page = "---\ntitle: T\n---\n# Title\n\nAbstract.\n\n## Overview {#overview}\n\n- a\n- b\n- c\n- d\n\n```swift\nlet x = 1\n```\n\n## Overview\n\nText ![x](data:text/html,y) \u{0} end.\n"

    /// B4.31: LF, CRLF, CR and a mix give one model, one HTML and the same diagnostic lines.
    @Test("B4.31 line endings do not change the model, the HTML or the lines")
    func b4_31LineEndings() {
        let variants = [
            Self.page,
            Self.page.replacingOccurrences(of: "\n", with: "\r\n"),
            Self.page.replacingOccurrences(of: "\n", with: "\r"),
            Self.page.split(separator: "\n", omittingEmptySubsequences: false).dropLast().enumerated()
                // Never "\r" before an empty line's "\n": that pair is one CRLF, not two breaks.
                .map { String($0.element) + ["\n", "\r", "\r\n"][$0.offset % 3] }.joined(),
        ]
        let outcomes = variants.map { Pipeline.run($0) }
        let reference = outcomes[0]
        #expect(reference.read.page.sections.count == 2)
        #expect(reference.ids.contains("model.duplicate-heading-id") || reference.ids.contains("model.nul-byte"))
        for (index, outcome) in outcomes.enumerated().dropFirst() {
            #expect(outcome.read.page.frontMatter.values == reference.read.page.frontMatter.values, "variant \(index)")
            #expect(outcome.read.page.title?.text == reference.read.page.title?.text, "variant \(index)")
            #expect(outcome.read.page.sections.map(\.id) == reference.read.page.sections.map(\.id), "variant \(index)")
            #expect(outcome.read.page.sections.map(\.headingRange.lowerBound.line) == reference.read.page.sections.map(\.headingRange.lowerBound.line), "variant \(index)")
            #expect(outcome.html == reference.html, "variant \(index)")
            #expect(outcome.diagnostics.map { "\($0.id)@\($0.range?.lowerBound.line ?? 0)" }
                    == reference.diagnostics.map { "\($0.id)@\($0.range?.lowerBound.line ?? 0)" }, "variant \(index)")
        }
    }

    @Test("B4.32 a file of 100000 blank lines")
    func b4_32BlankLines() {
        let outcome = Pipeline.run(String(repeating: "\n", count: 100_000))
        expectWithinBound(outcome, "blank lines")
        #expect(!outcome.diagnostics.isEmpty)
        expectPlaced(outcome.diagnostics)
    }

    @Test("B4.31 cmark's mixed line-ending list has four items")
    func b4_31MixedList() {
        let html = Pipeline.run("- a\n- b\r\n- c\r- d").html
        #expect(html.components(separatedBy: "<li>").count - 1 == 4)
    }

    @Test("B4.32 degenerate files have a defined, placed result", arguments: [
        "", " ", "\n\n\n", "\t \r\n", "---\ntitle: x\n---\n", "---\n---\n", "# T", "# T\n\nNo newline at the end",
        "\u{FEFF}", "---", "***", "#",
    ])
    func b4_32Degenerate(_ text: String) {
        let outcome = Pipeline.run(text)
        expectWithinBound(outcome, "degenerate")
        expectPlaced(outcome.diagnostics)
        if outcome.read.page.title == nil {
            #expect(!outcome.diagnostics.isEmpty, "an untitled page says so")
        }
    }

    static let bidiControls: [Unicode.Scalar] = [
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
        "\u{200E}", "\u{200F}", "\u{061C}",
    ]

    @Test("B4.33 bidi controls are reported at line and column and kept out of ids", arguments: bidiControls)
    func b4_33Bidi(_ scalar: Unicode.Scalar) throws {
        let c = String(scalar)
        let text = "---\ntitle: a\(c)b\n---\n# T\n\n## Sec\(c)tion\n\nSee [li\(c)nk](a\(c).md).\n"
        let outcome = Pipeline.run(text)
        let problems = outcome.diagnostics.filter { $0.id == "model.bidi-control" }
        let code = "U+" + String(scalar.value, radix: 16, uppercase: true)
        #expect(problems.map { $0.range?.lowerBound.line } == [2, 6, 8, 8])
        #expect(problems.first?.range?.lowerBound.column == 9)
        #expect(problems.allSatisfy { $0.summary.contains(code) })
        let section = try #require(outcome.read.page.sections.first)
        #expect(section.id == "section")
        #expect(!section.id.unicodeScalars.contains(scalar))
    }

    @Test("B4.34 zero-width characters are dropped from ids, so look-alike headings collide", arguments: [
        "\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}",
    ])
    func b4_34ZeroWidth(_ invisible: String) {
        let outcome = Pipeline.run("# T\n\n## Inst\(invisible)all\n\nA.\n\n## Install\n\nB.\n")
        #expect(outcome.read.page.sections.map(\.id) == ["install", "install-1"])
    }

    /// B4.35: CommonMark does not make these bold (flanking rules); the cross-check must not
    /// call that a structural difference.
    @Test("B4.35 CJK emphasis flanking is not a structural mismatch, and gets a hint", arguments: [
        // After an ideographic space, `**強調**` is bold: no hint on line 7.
        ("# タイトル\n\n**テスト。**テスト\n\n## 概要 {#overview}\n\n　**強調**です。\n", [3]),
        ("# 标题\n\n**真，**她\n\n## 概述 {#overview}\n\n**真，**她\n", [3, 7]),
    ])
    func b4_35CJKEmphasis(_ translation: String, hintLines: [Int]) {
        let english = "# Title\n\n**True,** she\n\n## Overview {#overview}\n\n**True,** she\n"
        let outcome = Pipeline.run(Array(english.utf8), translation: Array(translation.utf8))
        #expect(!outcome.ids.contains("translation.structure"), "\(outcome.diagnostics.map(\.summary))")
        // The linter's hint, at the line of each paragraph whose asterisks stay asterisks.
        let hints = outcome.diagnostics.filter { $0.id == "markup.cjk-emphasis" }
        #expect(hints.map { $0.range?.lowerBound.line } == hintLines, "\(outcome.diagnostics.map(\.summary))")
        expectPlaced(outcome.diagnostics)
    }

    @Test("B4.36 NFC and NFD headings get one id")
    func b4_36Normalization() {
        let nfc = Pipeline.run("# T\n\n## Caf\u{E9}\n").read.page.sections.first?.id
        let nfd = Pipeline.run("# T\n\n## Cafe\u{301}\n").read.page.sections.first?.id
        #expect(nfc == nfd)
        #expect(nfc == "caf\u{E9}")
    }
}
