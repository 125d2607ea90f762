import Foundation

/// A page cut into what the preview may replace in place and what it may not. A template marks
/// the parts with a `data-live-part` attribute (the default page marks its `<main>` and its
/// table of contents); the rest of the page is its frame. After a save, a page whose frame
/// reads the same (the `<title>` aside) is updated in the open browser part by part, keeping
/// the reader's scroll position, open `<details>`, focus and search box; any other change
/// (a template, the sidebar after a retitle, a part added or removed) reloads the page.
struct LivePageParts: Equatable {
    /// The page with the title's text and each part's content cut out.
    var frame: [UInt8]
    var title: String?
    /// Each part's inner HTML, in the order of the page.
    var parts: [[UInt8]]

    static let marker = Array(" data-live-part".utf8)

    /// Nil when the page has no parts, or a part's end cannot be found (it is then reloaded).
    init?(_ html: [UInt8]) {
        var frame: [UInt8] = []
        var parts: [[UInt8]] = []
        var position = html.startIndex
        var title: String?
        if let open = html.firstRange(of: Array("<title>".utf8)), let close = html[open.upperBound...].firstRange(of: Array("</title>".utf8)) {
            title = String(decoding: html[open.upperBound..<close.lowerBound], as: UTF8.self)
            frame += html[position..<open.upperBound]
            position = close.lowerBound
        }
        while let marked = html[position...].firstRange(of: Self.marker) {
            guard let tagStart = html[position..<marked.lowerBound].lastIndex(of: UInt8(ascii: "<")),
                  let tagEnd = html[marked.upperBound...].firstIndex(of: UInt8(ascii: ">")),
                  let contentEnd = Self.closingTag(in: html, of: Self.name(in: html, at: tagStart), from: tagEnd + 1) else { return nil }
            frame += html[position...tagEnd]
            parts.append(Array(html[(tagEnd + 1)..<contentEnd]))
            position = contentEnd
        }
        guard !parts.isEmpty else { return nil }
        frame += html[position...]
        self.frame = frame
        self.title = title
        self.parts = parts
    }

    /// The tag name that starts at `<` (`main` of `<main id="main">`).
    private static func name(in html: [UInt8], at start: Int) -> [UInt8] {
        var end = start + 1
        while end < html.endIndex, Self.isNameByte(html[end]) { end += 1 }
        return Array(html[(start + 1)..<end])
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
    }

    /// Where the element's closing tag starts, counting elements of the same name opened inside it.
    private static func closingTag(in html: [UInt8], of name: [UInt8], from start: Int) -> Int? {
        guard !name.isEmpty else { return nil }
        let opening = [UInt8(ascii: "<")] + name
        let closing = Array("</".utf8) + name
        var depth = 1
        var position = start
        while let next = html[position...].firstIndex(of: UInt8(ascii: "<")) {
            if html[next...].starts(with: closing), Self.endsName(html, at: next + closing.count) {
                depth -= 1
                if depth == 0 { return next }
                position = next + closing.count
            } else if html[next...].starts(with: opening), Self.endsName(html, at: next + opening.count) {
                depth += 1
                position = next + opening.count
            } else {
                position = next + 1
            }
        }
        return nil
    }

    private static func endsName(_ html: [UInt8], at index: Int) -> Bool {
        index >= html.endIndex || !isNameByte(html[index])
    }

    /// What the open page needs to show `new` in place of `old`: the title and the parts that
    /// changed, as the JSON the reload script reads; nil when the page must reload.
    static func update(from old: [UInt8], to new: [UInt8], version: String) -> [UInt8]? {
        guard let before = LivePageParts(old), let after = LivePageParts(new),
              before.frame == after.frame, before.parts.count == after.parts.count else { return nil }
        let changed = after.parts.indices.filter { before.parts[$0] != after.parts[$0] }
        let message = Message(version: version, title: before.title == after.title ? nil : after.title,
                              parts: changed.map { Message.Part(index: $0, html: String(decoding: after.parts[$0], as: UTF8.self)) })
        return try? Array(JSONEncoder().encode(message))
    }

    /// The update as the reload script reads it.
    struct Message: Codable, Equatable {
        struct Part: Codable, Equatable {
            var index: Int
            var html: String
        }

        var version: String
        var title: String?
        var parts: [Part]
    }
}
