import Foundation
import TriglotMarkup

/// What an MDX file holds besides Markdown that a reader never sees: `import` and `export`
/// statements at the top level (until the blank line that ends them) and `{/* comments */}`.
/// They are blanked before the parse, keeping every line and column, so the page reads as the
/// Markdown around them. A component's tags alone on their lines are read as MDX reads them:
/// callouts (`<Aside type="tip">`, `<Admonition type="note">`, `<Note>`: `ComponentCallouts`)
/// become container fences (`::: tip`), read as the callouts they are; the tags of any other
/// (`<Tabs>`, `<Preview>`) are left out, and the Markdown inside read as Markdown.
enum MDXSource {
    /// A body as the parse reads it, and how many bytes of indentation each of its lines lost
    /// (empty when none did), so that positions in the parse are reported where they are in
    /// the file.
    struct Prepared: Equatable {
        var bytes: [UInt8]
        /// `removedIndentation[n - 1]` bytes were taken from the start of line n.
        var removedIndentation: [Int] = []

        /// Each line's origin in the file: the same line, less the indentation it lost.
        var lineMap: LineMap? {
            guard removedIndentation.contains(where: { $0 > 0 }) else { return nil }
            return LineMap(origins: removedIndentation.indices.map { LineMap.Origin(line: $0 + 1, addedPrefix: -removedIndentation[$0]) })
        }
    }

    /// The page's body as the parse reads it: scripts blanked, component tags alone on their
    /// lines read as MDX reads them.
    static func prepared(_ bytes: [UInt8]) -> Prepared {
        componentLines(blankingScripts(bytes))
    }

    static func blankingScripts(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        var lineStart = 0
        var inESM = false
        var fence: (byte: UInt8, count: Int)?
        var previousBlank = true
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
            let line = bytes[lineStart..<lineEnd]
            let isBlank = line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            if let open = fence {
                if Self.fenceRun(line).map({ $0.byte == open.byte && $0.count >= open.count }) == true { fence = nil }
            } else if inESM {
                if isBlank { inESM = false } else { blank(lineStart..<lineEnd, in: &result) }
            } else if let run = Self.fenceRun(line) {
                fence = run
            } else if previousBlank, Self.opensStatement(line) {
                inESM = true
                blank(lineStart..<lineEnd, in: &result)
            }
            previousBlank = isBlank
            lineStart = lineEnd + 1
        }
        blankComments(in: &result, outsideFencesOf: bytes)
        return result
    }


    /// Lines that are only a component's opening or closing tag, as MDX reads them: the
    /// Markdown inside is Markdown, blank lines or not. A callout's tags become container
    /// fences (`calloutFence`), any other's blank lines; the lines between lose the indentation
    /// they share (MDX has no indented code: `<Aside>` over an indented line is prose). The
    /// lines stay where they are; code fences are left alone.
    static func componentLines(_ bytes: [UInt8]) -> Prepared {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        var removed = [Int](repeating: 0, count: lines.count)
        var fence: (byte: UInt8, count: Int)?
        var open: [(name: String, line: Int)] = []
        var changed = false
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            // Inside a component a fence may be indented as the component's content is.
            let line = open.isEmpty ? lines[index][...] : lines[index].drop { $0 == 0x20 || $0 == 0x09 }
            if let run = fenceRun(line) {
                fence = next(fence, at: run)
                continue
            }
            guard fence == nil, let text = String(validating: lines[index][...], as: UTF8.self) else { continue }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            // A tag whose props run over lines (`<Testimonial` … `>`): read whole, its lines left out.
            if let end = tagEnd(opening: trimmed, lines: lines, from: index) {
                let whole = lines[index...end].compactMap { String(validating: $0[...], as: UTF8.self) }
                    .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
                for spanned in index...end { lines[spanned] = [] }
                if let tag = componentTag(whole), !tag.closing {
                    open.append((tag.name, end))
                    lines[index] = calloutFence(whole).map { Array($0.utf8) } ?? []
                }
                changed = true
                index = end
                continue
            }
            if let quoted = expressionPropsQuoted(lines[index]) {
                lines[index] = quoted
                changed = true
                continue
            }
            guard let tag = componentTag(trimmed) else { continue }
            changed = true
            if tag.closing {
                guard let top = open.last, top.name == tag.name else {
                    lines[index] = []
                    continue
                }
                open.removeLast()
                lines[index] = ComponentCallouts.isCallout(tag.name) ? Array(":::".utf8) : []
                dedent(&lines, top.line + 1 ..< index, removed: &removed)
            } else {
                open.append((tag.name, index))
                lines[index] = calloutFence(text.trimmingCharacters(in: .whitespaces)).map { Array($0.utf8) } ?? []
            }
        }
        guard changed else { return Prepared(bytes: bytes) }
        return Prepared(bytes: Array(lines.joined(separator: [0x0A])), removedIndentation: removed.contains { $0 > 0 } ? removed : [])
    }

    /// For a line that opens a component's tag and does not end it (`<Card` then `title="x"`
    /// on the next line), the line where the tag ends (`>` or `/>` ending it); nil otherwise.
    static func tagEnd(opening line: String, lines: [[UInt8]], from index: Int) -> Int? {
        guard line.hasPrefix("<"), !line.contains(">"), line.dropFirst().first.map({ $0.isASCII && $0.isUppercase }) == true else { return nil }
        var end = index + 1
        // A tag's props hold no blank line; a few dozen lines at most.
        while end < lines.count, end <= index + 50, !lines[end].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            if lines[end].contains(UInt8(ascii: ">")) {
                let last = String(decoding: lines[end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
                return last.hasSuffix(">") ? end : nil
            }
            end += 1
        }
        return nil
    }

    /// A line that is only a component's tag (a name with a capital first letter): its name and
    /// whether it closes; nil for a self-closing tag or anything else.
    static func componentTag(_ line: String) -> (name: String, closing: Bool)? {
        guard line.hasPrefix("<"), line.hasSuffix(">"), !line.hasSuffix("/>") else { return nil }
        let closing = line.hasPrefix("</")
        let inside = line.dropFirst(closing ? 2 : 1).dropLast().drop { $0 == " " }
        let name = String(inside.prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" })
        guard let first = name.first, first.isASCII, first.isUppercase else { return nil }
        let rest = inside.dropFirst(name.count)
        if closing { return rest.allSatisfy { $0 == " " } ? (name, true) : nil }
        guard rest.isEmpty || rest.first == " " else { return nil }
        // The tag must end the line: `<Card title="a>b">` is one tag, `<Card>text</Card>` is not.
        var quote: Character?
        for character in rest {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" || character == "{" {
                quote = character == "{" ? "}" : character
            } else if character == ">" {
                return nil
            }
        }
        return quote == nil ? (name, false) : nil
    }

    /// The lines without the leading spaces and tabs all of them that are not blank share,
    /// counted in `removed`.
    private static func dedent(_ lines: inout [[UInt8]], _ range: Range<Int>, removed: inout [Int]) {
        let indents = range.compactMap { index -> Int? in
            let indent = lines[index].prefix { $0 == 0x20 || $0 == 0x09 }.count
            return indent == lines[index].count ? nil : indent
        }
        guard let common = indents.min(), common > 0 else { return }
        for index in range where lines[index].count > common {
            lines[index].removeFirst(common)
            removed[index] += common
        }
    }

    /// `::: kind Title` for `<Aside type="caution" title="Title">` or `<Pitfall>`, `:::` for
    /// `</Aside>`; nil for any other line (`ComponentCallouts`).
    static func calloutFence(_ line: String) -> String? {
        ComponentCallouts.fence(line)
    }

    /// `import ` or `export ` at the start of a line (MDX's ES module syntax).
    /// Whether a Markdown page's body opens with an MDX `import` or `export` statement
    /// (`import Tabs from '@theme/Tabs';`): Docusaurus reads `.md` pages as MDX, and such a page
    /// is read here as the MDX it is.
    static func opensWithStatement(_ body: [UInt8]) -> Bool {
        var lineStart = 0
        while lineStart < body.count {
            let lineEnd = body[lineStart...].firstIndex(of: 0x0A) ?? body.count
            let line = body[lineStart..<lineEnd]
            if !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
                guard opensStatement(line), let text = String(validating: line, as: UTF8.self) else { return false }
                return text.contains(" from ") || text.hasPrefix("import '") || text.hasPrefix("import \"") || text.hasPrefix("export ")
            }
            lineStart = lineEnd + 1
        }
        return false
    }

    private static func opensStatement(_ line: ArraySlice<UInt8>) -> Bool {
        for keyword in ["import", "export"] {
            let word = Array(keyword.utf8)
            guard line.count > word.count, line.prefix(word.count).elementsEqual(word) else { continue }
            let next = line[line.startIndex + word.count]
            if next == 0x20 || next == 0x7B || next == 0x2A { return true }  // space, {, *
        }
        return false
    }

    /// The bytes with each line outside code fences that `rewrite` gives a new text for replaced
    /// by it; a fence may be indented, as in a list item or a component. Lines are never added
    /// or removed, and a replacement as long as its line keeps every position.
    static func rewritingLines(outsideCodeFencesOf bytes: [UInt8], _ rewrite: (ArraySlice<UInt8>) -> [UInt8]?) -> [UInt8] {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        var replaced: [Int: [UInt8]] = [:]
        var fence: (byte: UInt8, count: Int)?
        for (index, line) in lines.enumerated() {
            if let run = fenceRun(line.drop { $0 == 0x20 }) {
                fence = next(fence, at: run)
                continue
            }
            if fence == nil, let new = rewrite(line) { replaced[index] = new }
        }
        guard !replaced.isEmpty else { return bytes }
        return Array(lines.indices.map { replaced[$0] ?? Array(lines[$0]) }.joined(separator: [0x0A]))
    }

    /// The fence open after a fence line: it opens one, or closes the one open (the same
    /// character, at least as long), or is code inside it.
    static func next(_ open: (byte: UInt8, count: Int)?, at run: (byte: UInt8, count: Int)) -> (byte: UInt8, count: Int)? {
        guard let open else { return run }
        return run.byte == open.byte && run.count >= open.count ? nil : open
    }

    /// A code fence's character and length, for a line that opens or closes one.
    static func fenceRun(_ line: ArraySlice<UInt8>) -> (byte: UInt8, count: Int)? {
        let indent = line.prefix { $0 == 0x20 }.count
        guard indent <= 3 else { return nil }
        let rest = line.dropFirst(indent)
        guard let byte = rest.first, byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~") else { return nil }
        let count = rest.prefix { $0 == byte }.count
        return count >= 3 ? (byte, count) : nil
    }

    private static func blank(_ range: Range<Int>, in bytes: inout [UInt8]) {
        for index in range where bytes[index] != 0x0A { bytes[index] = 0x20 }
    }

    /// `{/* … */}`, outside code fences and code spans' lines alike: MDX reads them anywhere.
    private static func blankComments(in result: inout [UInt8], outsideFencesOf bytes: [UInt8]) {
        let open = Array("{/*".utf8), close = Array("*/}".utf8)
        var index = 0
        var fence: (byte: UInt8, count: Int)?
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
            if let run = fenceRun(bytes[lineStart..<lineEnd]) {
                fence = next(fence, at: run)
                lineStart = lineEnd + 1
                continue
            }
            index = lineStart
            while fence == nil, index + open.count <= lineEnd {
                guard bytes[index..<index + open.count].elementsEqual(open) else { index += 1; continue }
                var end = index + open.count
                while end + close.count <= bytes.count, !bytes[end..<end + close.count].elementsEqual(close) { end += 1 }
                guard end + close.count <= bytes.count else { break }
                blank(index..<end + close.count, in: &result)
                index = end + close.count
            }
            lineStart = max(lineEnd, index) + 1
            // A comment that ran over lines ends inside a later line: continue from there.
            if index > lineEnd { lineStart = (bytes[index...].firstIndex(of: 0x0A) ?? bytes.count) + 1 }
        }
    }
}
