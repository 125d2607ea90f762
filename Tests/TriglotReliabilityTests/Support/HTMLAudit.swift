/// Reads the renderer's HTML the way a browser's tokenizer would and lists anything that could
/// run script: a tag or attribute outside the small set the renderer writes, an event handler,
/// or a URL whose browser-parsed scheme is `javascript:`, `vbscript:`, `file:` or a non-image
/// `data:`. It works on bytes (a quote plus a combining mark is still a quote to a browser).
/// Shared with the libFuzzer harness (Scripts/fuzz), so it imports nothing.
enum HTMLAudit {
    static let allowedTags: Set<String> = [
        "p", "a", "img", "em", "strong", "code", "pre", "ul", "ol", "li", "blockquote",
        "h1", "h2", "h3", "h4", "h5", "h6", "hr", "br",
        // What it writes for the Markdown read around cmark (HTMLRenderer+Dialect.swift): pipe
        // tables, containers and definition lists.
        "table", "thead", "tbody", "tr", "th", "td", "div", "details", "summary", "dl", "dt", "dd",
    ]
    static let allowedAttributes: Set<String> = ["href", "src", "alt", "title", "class", "id", "start"]
    private static let omitted = Array("<!-- raw HTML omitted -->".utf8)

    static func problems(in html: [UInt8]) -> [String] {
        var problems: [String] = []
        var index = 0
        while index < html.count, problems.count < 10 {
            guard html[index] == UInt8(ascii: "<") else { index += 1; continue }
            if html[index...].starts(with: omitted) {
                index += omitted.count
                continue
            }
            switch tag(html, at: index) {
            case .success(let end, let tagProblems):
                problems += tagProblems.map { "offset \(index): \($0)" }
                index = end
            case .failure(let reason):
                problems.append("offset \(index): \(reason)")
                index += 1
            }
        }
        return problems
    }

    private enum Parsed {
        case success(end: Int, problems: [String])
        case failure(String)
    }

    private static func tag(_ html: [UInt8], at start: Int) -> Parsed {
        var index = start + 1
        if index < html.count, html[index] == UInt8(ascii: "/") { index += 1 }
        let name = word(html, &index)
        guard allowedTags.contains(name) else { return .failure("tag <\(name)> is not one the renderer writes") }
        var problems: [String] = []
        while index < html.count {
            while index < html.count, html[index] == 0x20 { index += 1 }
            guard index < html.count else { break }
            if html[index] == UInt8(ascii: ">") { return .success(end: index + 1, problems: problems) }
            if html[index...].starts(with: Array("/>".utf8)) { return .success(end: index + 2, problems: problems) }
            let attribute = word(html, &index)
            guard !attribute.isEmpty, html[index...].starts(with: Array("=\"".utf8)) else {
                return .failure("malformed attribute in <\(name)>")
            }
            index += 2
            let valueStart = index
            while index < html.count, html[index] != UInt8(ascii: "\"") {
                if html[index] == UInt8(ascii: "<") || html[index] == UInt8(ascii: ">") {
                    return .failure("unescaped < or > in \(attribute) of <\(name)>")
                }
                index += 1
            }
            guard index < html.count else { return .failure("unterminated \(attribute) value in <\(name)>") }
            let value = Array(html[valueStart..<index])
            index += 1
            if attribute.hasPrefix("on") || !allowedAttributes.contains(attribute) {
                problems.append("attribute \(attribute) on <\(name)>")
            } else if attribute == "href" || attribute == "src", let scheme = dangerousScheme(value) {
                problems.append("\(attribute) with scheme \(scheme)")
            }
        }
        return .failure("unterminated <\(name)>")
    }

    private static func word(_ html: [UInt8], _ index: inout Int) -> String {
        var bytes: [UInt8] = []
        while index < html.count, case let byte = html[index],
              (0x61...0x7A).contains(byte | 0x20) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "-") {
            bytes.append(byte | ((0x41...0x5A).contains(byte) ? 0x20 : 0))
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The scheme a browser would see: entities decoded, leading C0 controls and spaces dropped,
    /// tabs and newlines removed anywhere (WHATWG URL parsing), case folded.
    static func dangerousScheme(_ value: [UInt8]) -> String? {
        var url = decodeEntities(value).drop { $0 <= 0x20 }.filter { $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        url = url.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        let text = String(decoding: url, as: UTF8.self)
        for scheme in ["javascript:", "vbscript:", "file:"] where text.hasPrefix(scheme) { return scheme }
        if text.hasPrefix("data:"), !["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains(where: text.hasPrefix) {
            return "data:"
        }
        return nil
    }

    private static func decodeEntities(_ value: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < value.count {
            if value[index] == UInt8(ascii: "&"), let semicolon = value[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) {
                let entity = String(decoding: value[(index + 1)..<semicolon], as: UTF8.self)
                let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "tab": "\t", "newline": "\n", "colon": ":"]
                var scalar: Unicode.Scalar?
                if let text = named[entity.lowercased()] { scalar = text.unicodeScalars.first }
                else if entity.hasPrefix("#x") || entity.hasPrefix("#X") { scalar = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init) }
                else if entity.hasPrefix("#") { scalar = UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init) }
                if let scalar {
                    result += Array(String(scalar).utf8)
                    index = semicolon + 1
                    continue
                }
            }
            result.append(value[index])
            index += 1
        }
        return result
    }
}
