import TriglotLowLevel

/// Heading ids written as an MDX comment at the heading's end, `## Reference {/*reference*/}`:
/// React's docs give every heading its id this way (their Markdown is read as MDX, where `{#id}`
/// would be an expression), and the translations keep the English id under a translated title.
/// Before cmark reads the page, such a comment becomes the `{#id}` Triglot reads everywhere,
/// padded with spaces to the comment's length, so every position on the line stays where it is.
///
/// Docusaurus writes the same id as `{/* #reference */}` (its `write-heading-ids --syntax
/// mdx-comment`). Only a word after `#`, or a word written tight against the comment's marks as
/// React writes them, counts as an id: a heading that ends in a real comment (`{/* later */}`,
/// `{/* TODO: check */}`) is left to MDX, which drops it, or, in a plain Markdown page, shown as
/// written.
enum CommentHeadingIDs {
    static func rewritten(_ bytes: [UInt8]) -> [UInt8] {
        guard contains(bytes, Self.open) else { return bytes }
        return MDXSource.rewritingLines(outsideCodeFencesOf: bytes) { line in
            guard isATXHeading(line), let (range, id) = commentID(endingLine: line) else { return nil }
            let replacement = Array("{#".utf8) + id + [UInt8(ascii: "}")]
            var new = Array(line)
            new.replaceSubrange((range.lowerBound - line.startIndex)..<(range.upperBound - line.startIndex),
                                with: replacement + [UInt8](repeating: 0x20, count: range.count - replacement.count))
            return new
        }
    }

    private static let open = Array("{/*".utf8)
    private static let close = Array("*/}".utf8)

    /// Up to three spaces, one to six `#`, then a space or a tab.
    static func isATXHeading(_ line: ArraySlice<UInt8>) -> Bool {
        let rest = line.drop { $0 == 0x20 }
        guard line.count - rest.count <= 3 else { return false }
        let marks = rest.prefix { $0 == UInt8(ascii: "#") }.count
        guard (1...6).contains(marks), rest.count > marks else { return false }
        let after = rest[rest.startIndex + marks]
        return after == 0x20 || after == 0x09
    }

    /// The `{/*id*/}` the line ends with (before spaces), and the id.
    static func commentID(endingLine line: ArraySlice<UInt8>) -> (range: Range<Int>, id: [UInt8])? {
        var end = line.endIndex
        while end > line.startIndex, [0x20, 0x09, 0x0D].contains(line[end - 1]) { end -= 1 }
        guard end - line.startIndex >= close.count + open.count, line[(end - close.count)..<end].elementsEqual(close) else { return nil }
        var start = end - close.count - open.count
        while start >= line.startIndex, !line[start..<(start + open.count)].elementsEqual(open) { start -= 1 }
        guard start >= line.startIndex else { return nil }
        var id = line[(start + open.count)..<(end - close.count)]
        // Docusaurus's `{/* #id */}`: spaces inside the marks, then `#`.
        let isBlank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
        if let hash = id.firstIndex(where: { !isBlank($0) }), id[hash] == UInt8(ascii: "#") {
            var last = id.endIndex
            while last > hash + 1, isBlank(id[last - 1]) { last -= 1 }
            id = id[(hash + 1)..<last]
        }
        guard !id.isEmpty, id.allSatisfy({ ![0x20, 0x09, UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "*"), UInt8(ascii: "#")].contains($0) }) else { return nil }
        return (start..<end, Array(id))
    }

    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        var index = 0
        while let found = ByteScan.firstIndex(of: needle[0], in: bytes, from: index) {
            if found + needle.count <= bytes.count, bytes[found..<(found + needle.count)].elementsEqual(needle) { return true }
            index = found + 1
        }
        return false
    }
}
