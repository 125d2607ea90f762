extension MDXSource {
    /// A component alone on its line that closes itself and passes expressions
    /// (`<RecipeLinks slugs={["en/recipes/x"]} />`), with each `={…}` written `="…"` in the
    /// same bytes (`"` inside becomes `'`): an element to MDX, but not to cmark, whose tags take
    /// no `{…}` value with quotes in it, so the line was a paragraph of text to translate. nil
    /// for any other line.
    static func expressionPropsQuoted(_ line: [UInt8]) -> [UInt8]? {
        let start = line.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? line.endIndex
        var end = line.endIndex
        while end > start, [0x20, 0x09, 0x0D].contains(line[end - 1]) { end -= 1 }
        guard end - start > 3, line[start] == UInt8(ascii: "<"), (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(line[start + 1]),
              line[end - 2] == UInt8(ascii: "/"), line[end - 1] == UInt8(ascii: ">") else { return nil }
        var result = line
        var quote: UInt8?
        var index = start + 1
        var rewrote = false
        while index < end - 2 {
            let byte = line[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<") {
                return nil
            } else if byte == UInt8(ascii: "{") {
                // Only a prop's value: a spread (`{...props}`) has no attribute form.
                guard index > start, line[index - 1] == UInt8(ascii: "="), let close = expressionEnd(line, from: index, before: end - 2) else { return nil }
                result[index] = UInt8(ascii: "\"")
                result[close] = UInt8(ascii: "\"")
                for inner in index + 1 ..< close where line[inner] == UInt8(ascii: "\"") { result[inner] = UInt8(ascii: "'") }
                rewrote = true
                index = close
            }
            index += 1
        }
        return rewrote && quote == nil ? result : nil
    }

    /// The index of the `}` that closes the `{` at `open`, past nested braces and strings.
    private static func expressionEnd(_ line: [UInt8], from open: Int, before limit: Int) -> Int? {
        var depth = 0
        var quote: UInt8?
        for index in open ..< limit {
            let byte = line[index]
            if let current = quote {
                if byte == current { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"): quote = byte
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }
}
