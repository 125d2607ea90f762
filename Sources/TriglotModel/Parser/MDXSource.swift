import Foundation

/// What an MDX file holds besides Markdown that a reader never sees: `import` and `export`
/// statements at the top level (until the blank line that ends them) and `{/* comments */}`.
/// They are blanked before the parse, keeping every line and column, so the page reads as the
/// Markdown around them. The callout components of Starlight and Docusaurus (`<Aside
/// type="tip">`, `<Admonition type="note">`) alone on their lines become container fences
/// (`::: tip`), read as the callouts they are; other components (`<Tabs>`) stay: the parse reads
/// a tag alone on its line as an HTML block and the Markdown between as Markdown.
enum MDXSource {
    /// The page's body as the parse reads it: scripts blanked, callout components fenced.
    static func prepared(_ bytes: [UInt8]) -> [UInt8] {
        calloutFences(blankingScripts(bytes))
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

    /// The components that are callouts, by name.
    static let calloutComponents: Set<String> = ["Aside", "Admonition", "Callout"]

    /// Each line that is only a callout component's opening tag written as `::: kind Title`,
    /// and its closing tag as `:::`; the lines stay where they are.
    static func calloutFences(_ bytes: [UInt8]) -> [UInt8] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        var fence: (byte: UInt8, count: Int)?
        var changed = false
        for index in lines.indices {
            if let run = fenceRun(lines[index]) {
                if let open = fence { if run.byte == open.byte && run.count >= open.count { fence = nil } } else { fence = run }
                continue
            }
            guard fence == nil, let text = String(validating: lines[index], as: UTF8.self) else { continue }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if let fenced = Self.calloutFence(trimmed) {
                lines[index] = ArraySlice(fenced.utf8)
                changed = true
            }
        }
        guard changed else { return bytes }
        return Array(lines.joined(separator: [0x0A]))
    }

    /// `::: kind Title` for `<Aside type="caution" title="Title">`, `:::` for `</Aside>`; nil
    /// for any other line. Starlight's and Docusaurus's `caution` is a warning.
    static func calloutFence(_ line: String) -> String? {
        guard line.hasPrefix("<"), line.hasSuffix(">"), !line.hasSuffix("/>") else { return nil }
        if line.hasPrefix("</") {
            let name = line.dropFirst(2).dropLast().trimmingCharacters(in: .whitespaces)
            return calloutComponents.contains(name) ? ":::" : nil
        }
        let inside = line.dropFirst().dropLast()
        let name = String(inside.prefix { $0.isLetter })
        guard calloutComponents.contains(name) else { return nil }
        let attributes = inside.dropFirst(name.count)
        guard attributes.isEmpty || attributes.first == " " else { return nil }
        var kind = attribute("type", in: attributes) ?? "note"
        if kind == "caution" { kind = "warning" }
        guard kind.allSatisfy({ $0.isLetter }) else { return nil }
        let title = attribute("title", in: attributes).map { " " + $0 } ?? ""
        return ":::" + " " + kind + title
    }

    /// The value of `name="…"` (or `'…'`) among a tag's attributes.
    private static func attribute(_ name: String, in attributes: Substring) -> String? {
        for quote in ["\"", "'"] {
            guard let start = attributes.range(of: " " + name + "=" + quote) else { continue }
            let value = attributes[start.upperBound...].prefix { String($0) != quote }
            return String(value)
        }
        return nil
    }

    /// `import ` or `export ` at the start of a line (MDX's ES module syntax).
    private static func opensStatement(_ line: ArraySlice<UInt8>) -> Bool {
        for keyword in ["import", "export"] {
            let word = Array(keyword.utf8)
            guard line.count > word.count, line.prefix(word.count).elementsEqual(word) else { continue }
            let next = line[line.startIndex + word.count]
            if next == 0x20 || next == 0x7B || next == 0x2A { return true }  // space, {, *
        }
        return false
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
                if let current = fence { if run.byte == current.byte && run.count >= current.count { fence = nil } } else { fence = run }
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
