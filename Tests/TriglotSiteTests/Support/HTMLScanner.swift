/// A small HTML tokenizer for tests: the start tags of a document with their attributes (values
/// with character references decoded), skipping comments, doctypes, end tags and the raw text of
/// `script` and `style`. Enough to follow every `href`, `src` and `id` of the site's own pages.
struct HTMLTag: Equatable {
    var name: String
    var attributes: [(name: String, value: String?)]
    /// The byte offset of the `<`, for messages.
    var offset: Int

    func value(_ attribute: String) -> String? {
        attributes.first { $0.name == attribute }?.value ?? nil
    }

    func has(_ attribute: String) -> Bool {
        attributes.contains { $0.name == attribute }
    }

    static func == (lhs: HTMLTag, rhs: HTMLTag) -> Bool {
        lhs.name == rhs.name && lhs.offset == rhs.offset
            && lhs.attributes.map(\.name) == rhs.attributes.map(\.name) && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
    }
}

enum HTMLScanner {
    static func tags(in html: String) -> [HTMLTag] {
        let bytes = Array(html.utf8)
        var tags: [HTMLTag] = []
        var index = 0
        func starts(_ text: String, at position: Int, caseInsensitive: Bool = false) -> Bool {
            let pattern = Array(text.utf8)
            guard position + pattern.count <= bytes.count else { return false }
            for (offset, byte) in pattern.enumerated() {
                let actual = bytes[position + offset]
                if caseInsensitive ? lower(actual) != lower(byte) : actual != byte { return false }
            }
            return true
        }
        func skip(past text: String, from position: Int) -> Int {
            var position = position
            while position < bytes.count, !starts(text, at: position, caseInsensitive: true) { position += 1 }
            return min(bytes.count, position + text.utf8.count)
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if starts("<!--", at: index) { index = skip(past: "-->", from: index + 4); continue }
            if starts("<!", at: index) || starts("<?", at: index) || starts("</", at: index) {
                index = skip(past: ">", from: index + 1)
                continue
            }
            guard index + 1 < bytes.count, isLetter(bytes[index + 1]) else { index += 1; continue }
            let start = index
            var position = index + 1
            var name: [UInt8] = []
            while position < bytes.count, !isSpace(bytes[position]), bytes[position] != UInt8(ascii: ">"), bytes[position] != UInt8(ascii: "/") {
                name.append(lower(bytes[position]))
                position += 1
            }
            var attributes: [(String, String?)] = []
            while position < bytes.count {
                while position < bytes.count, isSpace(bytes[position]) || bytes[position] == UInt8(ascii: "/") { position += 1 }
                guard position < bytes.count, bytes[position] != UInt8(ascii: ">") else { break }
                var attributeName: [UInt8] = []
                while position < bytes.count, !isSpace(bytes[position]), ![UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[position]) {
                    attributeName.append(lower(bytes[position]))
                    position += 1
                }
                while position < bytes.count, isSpace(bytes[position]) { position += 1 }
                var value: String?
                if position < bytes.count, bytes[position] == UInt8(ascii: "=") {
                    position += 1
                    while position < bytes.count, isSpace(bytes[position]) { position += 1 }
                    var raw: [UInt8] = []
                    if position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") {
                        let quote = bytes[position]
                        position += 1
                        while position < bytes.count, bytes[position] != quote { raw.append(bytes[position]); position += 1 }
                        position += 1
                    } else {
                        while position < bytes.count, !isSpace(bytes[position]), bytes[position] != UInt8(ascii: ">") { raw.append(bytes[position]); position += 1 }
                    }
                    value = decodeReferences(String(decoding: raw, as: UTF8.self))
                }
                if attributeName.isEmpty { position += 1 } else { attributes.append((String(decoding: attributeName, as: UTF8.self), value)) }
            }
            index = min(bytes.count, position + 1)
            let tagName = String(decoding: name, as: UTF8.self)
            tags.append(HTMLTag(name: tagName, attributes: attributes, offset: start))
            if tagName == "script" || tagName == "style" { index = skip(past: "</" + tagName, from: index) }
        }
        return tags
    }

    /// Named references the site uses, and numeric ones.
    static func decodeReferences(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let after = rest[rest.index(after: ampersand)...]
            if let semicolon = after.firstIndex(of: ";"), after.distance(from: after.startIndex, to: semicolon) <= 10 {
                let name = after[..<semicolon]
                var decoded: String?
                switch name {
                case "amp": decoded = "&"
                case "lt": decoded = "<"
                case "gt": decoded = ">"
                case "quot": decoded = "\""
                case "apos": decoded = "'"
                default:
                    if name.hasPrefix("#x") || name.hasPrefix("#X") {
                        decoded = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                    } else if name.hasPrefix("#") {
                        decoded = UInt32(name.dropFirst(1)).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                    }
                }
                if let decoded {
                    result += decoded
                    rest = after[after.index(after: semicolon)...]
                    continue
                }
            }
            result += "&"
            rest = after
        }
        return result + rest
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower(byte))
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }
}
