import Testing

/// cmark's pathological inputs (`test/pathological_tests.py`, cmark @54b2be56) and the GFM and
/// advisory variants from the reliability notes, generated in code at a chosen size.
struct PathologicalCase: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String

    var testDescription: String { name }
    var bytes: [UInt8] { Array(text.utf8) }
}

enum PathologicalCorpus {
    static func repeated(_ piece: String, _ count: Int) -> String {
        String(repeating: piece, count: count)
    }

    /// Cases 1–25 at cmark's sizes (`scale` 1) or swift-cmark's larger ones (`scale` 2; at that
    /// scale case 17 passes the 10 MB page limit and is refused for its size).
    static func cmarkCases(scale: Int = 1) -> [PathologicalCase] {
        let s = scale
        return [
            .init(name: "1 nested strong emph", text: repeated("*a **a ", 32_500 * s) + "b" + repeated(" a** a*", 32_500 * s)),
            .init(name: "2 emph closers without openers", text: repeated("a_ ", 32_500 * s)),
            .init(name: "3 emph openers without closers", text: repeated("_a ", 32_500 * s)),
            .init(name: "4 link closers without openers", text: repeated("a]", 32_500 * s)),
            .init(name: "5 link openers without closers", text: repeated("[a", 32_500 * s)),
            .init(name: "6 mismatched openers and closers", text: repeated("*a_ ", 25_000 * s)),
            .init(name: "7 issue #389", text: repeated("*a ", 20_000 * s) + repeated("_a*_ ", 20_000 * s)),
            .init(name: "8 openers and closers multiple of 3", text: "a**b" + repeated("c* ", 25_000 * s)),
            .init(name: "9 link openers and emph closers", text: repeated("[ a_", 25_000 * s)),
            .init(name: "10 [ (]( repeated", text: repeated("[ (](", 40_000 * s)),
            .init(name: "11 ![[]() repeated (CVE-2023-22486)", text: repeated("![[]()", 160_000)),
            .init(name: "12 hard link/emph case", text: "**x [a*b**c*](d)"),
            .init(name: "13 nested brackets", text: repeated("[", 25_000 * s) + "a" + repeated("]", 25_000 * s)),
            .init(name: "14 nested block quotes", text: repeated("> ", 25_000 * s) + "a"),
            .init(name: "15 deeply nested lists", text: (0..<(500 * s)).map { repeated("  ", $0) + "* a\n" }.joined()),
            .init(name: "16 U+0000 in input", text: "abc\u{0}de\u{0}"),
            .init(name: "17 backticks", text: (1..<(2_500 * s)).map { "e" + repeated("`", $0) }.joined()),
            .init(name: "18 unclosed links A", text: repeated("[a](<b", 30_000 * s)),
            .init(name: "19 unclosed links B", text: repeated("[a](b", 30_000 * s)),
            .init(name: "20 unclosed <!-- (CVE-2023-22484)", text: "</" + repeated("<!--", 300_000)),
            .init(name: "21 empty lines in nested lists (GHSA-66g8)", text: repeated("- ", 30_000) + "x" + repeated("\n", 30_000)),
            .init(name: "22 empty lines in nested lists in a block quote", text: "> " + repeated("- ", 30_000) + "x\n" + repeated(">\n", 30_000)),
            .init(name: "23 emph in deep block quote (GHSA-66g8)", text: repeated(">", 100_000) + repeated("a*", 100_000)),
            .init(name: "24 reference collisions", text: referenceCollisions(count: 25_000 * s)),
            .init(name: "25 nested inlines", text: repeated("*", 20_000 * s) + "a" + repeated("*", 20_000 * s)),
        ]
    }

    /// GFM and advisory shapes (B1.2, B1.3, B1.6): we do not enable GFM extensions, but the
    /// inputs must still be harmless as plain CommonMark.
    static let extraCases: [PathologicalCase] = [
        .init(name: "GFM tables", text: repeated("aaa\rbbb\n-\u{B}\n", 30_000)),
        .init(name: "many image openers (CVE-2022-39209)", text: repeated("![p", 100_000) + "\n"),
        // Macro, container and table shapes of the dialect read around cmark.
        .init(name: "macro openers without a closing", text: repeated("{{", 100_000) + "\n" + repeated("{%", 100_000) + "\n"),
        .init(name: "many macros on one line", text: repeated("{{m}}", 60_000) + "\n"),
        .init(name: "container fences, nested and unclosed", text: repeated("::: tip\n", 20_000) + repeated(":::\n", 5_000)),
        .init(name: "a table of 20,000 rows", text: "| a | b |\n|---|---|\n" + repeated("| `x` | [y](z.md) |\n", 20_000)),
        .init(name: "table marker row of 70000 cells (CVE-2022-24724)", text: "| a |\n" + repeated("|-", 70_000) + "|\n| b |\n"),
        .init(name: "<!-- after a letter (CVE-2023-22484 advisory form)", text: "a" + repeated("<!--", 50_000)),
        .init(name: "reference expansion bomb", text: "[a]: <" + repeated("u", 50_000) + ">\n\n" + repeated("[a] ", 100_000)),
        .init(name: "many references", text: (1..<80_000).map { "[\($0)]: u\n" }.joined() + repeated("[0] ", 5_000)),
        .init(name: "deep list without blank lines", text: repeated("- ", 30_000) + "x"),
        .init(name: "renderer: underscores around a dot (CVE-2023-26485)", text: repeated("_", 10_000) + "." + repeated("_", 10_000)),
        .init(name: "renderer: ordered list continuation", text: "1.\n" + repeated(" 2.\n", 10_000)),
        .init(name: "renderer: space-dash list", text: repeated(" -", 10_000) + "x\n"),
        .init(name: "heading of nested brackets (B1.8)", text: "# " + repeated("[", 25_000) + "a" + repeated("]", 25_000) + "\n"),
        .init(name: "heading of backticks (B1.8)", text: "# " + (1..<2_500).map { "e" + repeated("`", $0) }.joined() + "\n"),
        .init(name: "heading of emphasis (B1.8)", text: "# " + repeated("*a **a ", 32_500) + "b" + repeated(" a** a*", 32_500) + "\n"),
        .init(name: "1 MB single-line heading (B1.8)", text: "## " + repeated("word ", 200_000) + "\n"),
        .init(name: "many headings with the same text", text: repeated("## Setup\n\n", 20_000)),
        .init(name: "many code spans", text: "# T\n\n## Discussion\n\n" + repeated("`f()` ", 30_000)),
        .init(name: "many links", text: "# T\n\n## See Also\n\n" + repeated("- [`a(_:)`](a.md)\n", 10_000)),
    ]

    /// Keys whose sdbm hash collides modulo cmark's `REFMAP_SIZE` (16); every one is defined
    /// except the first, which every paragraph asks for.
    static func referenceCollisions(count: Int) -> String {
        var keys: [String] = []
        var index = 0
        while keys.count < count {
            let key = "x\(index)"
            index += 1
            var hash: UInt32 = 0
            for byte in key.utf8 { hash = UInt32(byte) &+ (hash << 6) &+ (hash << 16) &- hash }
            if hash % 16 == 0 { keys.append(key) }
        }
        let bad = keys[0]
        return keys.dropFirst().map { "[\($0)]: /url\n\n[\(bad)]\n\n" }.joined()
    }
}
