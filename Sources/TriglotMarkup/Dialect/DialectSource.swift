/// The pass over a page's bytes before cmark reads them. Container fences become thematic
/// breaks (`***`), which cmark places exactly where the fences stand (a paragraph is interrupted,
/// a list item's lazy line is not taken); macros become code spans naming their index, so cmark
/// keeps them whole as atoms; a footnote's definition (`[^1]: Text.`), which CommonMark would
/// read as a link's (its first word the address, the rest lost), stays a paragraph of text.
/// Lines are never added or removed, so every line number holds.
struct DialectSource {
    struct ContainerFence: Sendable, Equatable {
        var name: String
        var title: String
    }

    /// The bytes cmark reads.
    var bytes: [UInt8]
    /// Container openings and closings by line (1-based).
    var opens: [Int: ContainerFence] = [:]
    var closes: Set<Int> = []
    /// Each macro as written, by its index in the code span that stands for it.
    var macros: [String] = []

    /// The lines of footnote definitions kept as text.
    var footnotes: [Int] = []

    var changedNothing: Bool { opens.isEmpty && closes.isEmpty && macros.isEmpty && footnotes.isEmpty }

    /// Private-use characters around the index: no real code span holds them.
    static let macroMark: Character = "\u{E000}"

    init(_ bytes: [UInt8], dialect: MarkupDialect) {
        self.bytes = bytes
        guard !bytes.isEmpty, dialect.containers || !dialect.macros.isEmpty else { return }
        // Most pages have neither: a look for `::`, `{{` or `{%` decides without splitting lines,
        // unless the site names macros of its own.
        let customMacros = dialect.macros.contains { pattern in !MacroPattern.defaults.contains { $0.source == pattern.source } }
        guard customMacros || Self.mayHoldDialect(bytes) else { return }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var fence: (character: UInt8, length: Int)?
        for (offset, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            if offset > 0 { output.append(0x0A) }
            output += rewrite(Array(line), number: offset + 1, fence: &fence, dialect: dialect)
        }
        self.bytes = output
    }

    /// Whether the bytes hold `{{`, `{%`, `::` or `[^`: most pages hold none, and are left as
    /// they are. (A `memchr` version was measured and did not pay for its pointers.)
    static func mayHoldDialect(_ bytes: [UInt8]) -> Bool {
        zip(bytes, bytes.dropFirst()).contains { previous, byte in
            (previous == UInt8(ascii: "{") && (byte == UInt8(ascii: "{") || byte == UInt8(ascii: "%")))
                || (previous == UInt8(ascii: ":") && byte == UInt8(ascii: ":"))
                || (previous == UInt8(ascii: "[") && byte == UInt8(ascii: "^"))
        }
    }

    /// Where the colon of a footnote definition is (`[^note]:` at the start of a line, up to
    /// three spaces in), if the line is one.
    static func footnoteColon(in line: ArraySlice<UInt8>, indent: Int) -> Int? {
        guard indent <= 3, line.starts(with: Array("[^".utf8)),
              let close = line.firstIndex(of: UInt8(ascii: "]")), close > line.startIndex + 2,
              close + 1 < line.endIndex, line[close + 1] == UInt8(ascii: ":") else { return nil }
        return close + 1
    }

    private mutating func rewrite(_ line: [UInt8], number: Int, fence: inout (character: UInt8, length: Int)?, dialect: MarkupDialect) -> [UInt8] {
        var indent = 0
        while indent < line.count, line[indent] == 0x20 || line[indent] == 0x09 { indent += 1 }
        let content = line[indent...]
        if let open = fence {
            // A closing fence: the same character, at least as many, nothing after but spaces.
            let run = content.prefix { $0 == open.character }.count
            if run >= open.length, content.dropFirst(run).allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { fence = nil }
            return line
        }
        if let first = content.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "~") {
            let run = content.prefix { $0 == first }.count
            // A backtick fence's info string may not hold a backtick.
            if run >= 3, first == UInt8(ascii: "~") || !content.dropFirst(run).contains(UInt8(ascii: "`")) {
                fence = (first, run)
                return line
            }
        }
        if dialect.containers, content.starts(with: Array(":::".utf8)) {
            let colons = content.prefix { $0 == UInt8(ascii: ":") }.count
            let rest = String(decoding: content.dropFirst(colons), as: UTF8.self).trimmingCharacters(in: [" ", "\t", "\r"])
            if rest.isEmpty {
                closes.insert(number)
            } else {
                let name = rest.prefix { !$0.isWhitespace }
                let title = rest.dropFirst(name.count).trimmingCharacters(in: [" ", "\t", "\r"])
                opens[number] = ContainerFence(name: String(name).lowercased(), title: title)
            }
            return Array(line[..<indent]) + Array("***".utf8)
        }
        var line = line
        if let colon = Self.footnoteColon(in: content, indent: indent) {
            // `\:` shows a colon and is no link definition.
            line.insert(UInt8(ascii: "\\"), at: colon)
            footnotes.append(number)
        }
        guard !dialect.macros.isEmpty else { return line }
        return replacingMacros(in: line, dialect: dialect)
    }

    /// Each macro outside a code span, as a code span holding its index.
    private mutating func replacingMacros(in bytes: [UInt8], dialect: MarkupDialect) -> [UInt8] {
        let line = String(decoding: bytes, as: UTF8.self)
        // Every pattern's matches, earliest first; of two that overlap, the earlier (or, at one
        // place, the earlier pattern's) is kept. Then those inside a code span go. Both sweeps are
        // linear, so a line of thousands of macros costs what it holds.
        var candidates: [(range: Range<String.Index>, pattern: Int)] = []
        for (index, pattern) in dialect.macros.enumerated() {
            candidates += pattern.matches(in: line).map { ($0, index) }
        }
        guard !candidates.isEmpty else { return bytes }
        candidates.sort { ($0.range.lowerBound, $0.pattern) < ($1.range.lowerBound, $1.pattern) }
        let spans = Self.codeSpans(in: line)
        var found: [Range<String.Index>] = []
        var span = 0
        for candidate in candidates {
            if let last = found.last, last.upperBound > candidate.range.lowerBound { continue }
            while span < spans.count, spans[span].upperBound <= candidate.range.lowerBound { span += 1 }
            if span < spans.count, spans[span].overlaps(candidate.range) { continue }
            if line[candidate.range].contains("`") { continue }
            found.append(candidate.range)
        }
        guard !found.isEmpty else { return bytes }
        // Macros side by side (`{{A}}{{B}}`) share one code span: two spans with nothing
        // between them would read as one run of backticks. Next to a backtick of the page's own,
        // a zero-width space keeps the runs apart.
        var result = ""
        var cursor = line.startIndex
        var index = 0
        while index < found.count {
            var end = index
            while end + 1 < found.count, found[end + 1].lowerBound == found[end].upperBound { end += 1 }
            let start = found[index].lowerBound, upper = found[end].upperBound
            result += line[cursor..<start]
            if start > line.startIndex, line[line.index(before: start)] == "`" { result += "\u{200B}" }
            result += "`"
            for match in found[index...end] {
                result += "\(Self.macroMark)\(macros.count)\(Self.macroMark)"
                macros.append(String(line[match]))
            }
            result += "`"
            if upper < line.endIndex, line[upper] == "`" { result += "\u{200B}" }
            cursor = upper
            index = end + 1
        }
        result += line[cursor...]
        return Array(result.utf8)
    }

    /// Where the line's code spans are: backtick runs paired with the next run of the same length.
    static func codeSpans(in line: String) -> [Range<String.Index>] {
        var runs: [(range: Range<String.Index>, length: Int)] = []
        var index = line.startIndex
        while index < line.endIndex {
            if line[index] == "`" {
                var end = index
                var length = 0
                while end < line.endIndex, line[end] == "`" {
                    end = line.index(after: end)
                    length += 1
                }
                runs.append((index..<end, length))
                index = end
            } else {
                index = line.index(after: index)
            }
        }
        var spans: [Range<String.Index>] = []
        var opener = 0
        while opener < runs.count {
            guard let closer = runs[(opener + 1)...].firstIndex(where: { $0.length == runs[opener].length }) else {
                opener += 1
                continue
            }
            spans.append(runs[opener].range.lowerBound..<runs[closer].range.upperBound)
            opener = closer + 1
        }
        return spans
    }

    /// Raw HTML as the page wrote it: cmark hands HTML over as text, with our code spans in it.
    func restoringMacros(in html: String) -> String {
        guard !macros.isEmpty, html.contains(Self.macroMark) else { return html }
        var result = ""
        var rest = Substring(html)
        let opening = "`" + String(Self.macroMark)
        while let start = rest.range(of: opening) {
            let body = rest[start.upperBound...]
            guard let close = body.range(of: String(Self.macroMark) + "`"),
                  let found = macros(forCode: String(Self.macroMark) + String(body[..<close.lowerBound]) + String(Self.macroMark)) else {
                result += rest[..<start.upperBound]
                rest = rest[start.upperBound...]
                continue
            }
            var before = rest[..<start.lowerBound]
            if before.hasSuffix("\u{200B}") { before = before.dropLast() }
            result += before
            result += found.joined()
            rest = body[close.upperBound...]
            if rest.hasPrefix("\u{200B}") { rest = rest.dropFirst() }
        }
        return result + rest
    }

    /// The macros a code span's text stands for, in order, if it is one of ours.
    func macros(forCode code: String) -> [String]? {
        guard !macros.isEmpty, code.first == Self.macroMark, code.last == Self.macroMark else { return nil }
        var result: [String] = []
        for part in code.split(separator: Self.macroMark) {
            guard let index = Int(part), macros.indices.contains(index) else { return nil }
            result.append(macros[index])
        }
        return result.isEmpty ? nil : result
    }
}
