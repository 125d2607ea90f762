/// How deeply a YAML block nests, estimated from its text before Yams sees it. Yams composes
/// (and frees) nodes recursively, so `[[[[…` or `- - - - …` a few thousand deep overflowed the
/// stack of the thread reading the page: a crash, not a diagnostic. Front matter is flat
/// metadata; anything nested past `maximum` is refused.
enum FrontMatterDepth {
    static let maximum = 32

    /// The 1-based line (within the YAML) where nesting first passes `maximum`, or nil.
    static func firstTooDeepLine(_ lines: [String]) -> Int? {
        // Block nesting: the indentations of the enclosing lines still open.
        var indents: [Int] = []
        var flow = 0
        for (index, line) in lines.enumerated() {
            let bytes = Array(line.utf8)
            var position = 0
            while position < bytes.count, bytes[position] == 0x20 { position += 1 }
            let indent = position
            if flow == 0, position < bytes.count, bytes[position] != UInt8(ascii: "#") {
                while let last = indents.last, last >= indent { indents.removeLast() }
                indents.append(indent)
            }
            // `- - x` and `? - x` open one level per indicator on the same line.
            var compact = 0
            while position + 1 < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "?"),
                  bytes[position + 1] == 0x20 || bytes[position + 1] == 0x09 {
                compact += 1
                position += 2
                while position < bytes.count, bytes[position] == 0x20 { position += 1 }
            }
            var deepestFlow = flow
            var quote: UInt8?
            while position < bytes.count {
                let byte = bytes[position]
                if let open = quote {
                    if byte == open { quote = nil }
                } else {
                    switch byte {
                    // A quote opens a quoted scalar only where a scalar can start (`it's` and
                    // `6"` are plain), or a stray one would hide the brackets after it.
                    case UInt8(ascii: "\""), UInt8(ascii: "'"):
                        if position == 0 || " \t:[{,".utf8.contains(bytes[position - 1]) { quote = byte }
                    case UInt8(ascii: "["), UInt8(ascii: "{"): flow += 1; deepestFlow = max(deepestFlow, flow)
                    case UInt8(ascii: "]"), UInt8(ascii: "}"): flow = max(0, flow - 1)
                    case UInt8(ascii: "#") where position > 0 && bytes[position - 1] == 0x20: position = bytes.count
                    default: break
                    }
                }
                position += 1
            }
            if indents.count + compact + deepestFlow > maximum { return index + 1 }
        }
        return nil
    }
}
