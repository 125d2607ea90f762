/// Lets through the HTML a documentation page may hold and nothing that runs, loads or restyles.
///
/// The output is rebuilt, never copied: every tag is written anew from its lowercased name and
/// the attributes allowed on it, every text is escaped. So what a browser parses is only ever
/// what was judged here, however the input was meant to confuse a parser.
public enum HTMLSanitizer {
    public struct Result: Sendable, Equatable {
        /// The sanitized HTML.
        public var html: String
        /// What was taken out, human-readable, each once, in order of first occurrence: e.g.
        /// "<script> element", "onclick attribute", "javascript: URL in href".
        public var removed: [String]

        public init(html: String, removed: [String]) {
            self.html = html
            self.removed = removed
        }
    }

    /// A whole HTML fragment (an HTML block, or a page that is one HTML blob). Its elements
    /// come out balanced: stray end tags dropped, unclosed elements closed at the end.
    public static func sanitize(_ html: String) -> Result {
        var pass = Pass(html, balanced: true)
        return pass.run()
    }

    /// One inline HTML piece as cmark hands it over: usually a single tag such as `<kbd>`,
    /// `</kbd>`, `<br>` or `<sup class="vt-badge" data-text="3.5+" />`, or a comment. Nothing
    /// is balanced, since an element's end tag arrives as a piece of its own.
    public static func sanitizeInline(_ piece: String) -> Result {
        var pass = Pass(piece, balanced: false)
        return pass.run()
    }
}

// MARK: Policy

extension HTMLSanitizer {
    static let allowedElements: Set<String> = [
        "a", "abbr", "b", "blockquote", "br", "caption", "cite", "code", "col", "colgroup", "dd", "del", "details",
        "dfn", "div", "dl", "dt", "em", "figcaption", "figure", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "i", "img",
        "ins", "kbd", "li", "mark", "ol", "p", "pre", "q", "rp", "rt", "ruby", "s", "samp", "small", "span", "strong",
        "sub", "summary", "sup", "table", "tbody", "td", "tfoot", "th", "thead", "time", "tr", "u", "ul", "var", "wbr",
    ]
    static let voidElements: Set<String> = ["br", "hr", "img", "wbr", "col"]

    /// Dropped with their content, which is raw text to a browser: a `<` inside starts no tag.
    static let rawTextElements: Set<String> = ["script", "style", "iframe", "noscript", "textarea", "title"]
    /// Dropped with their content, which is markup, up to the end tag that closes them.
    static let droppedContainers: Set<String> = [
        "object", "template", "select", "form", "button", "svg", "math", "frameset", "applet", "head",
    ]
    /// Dropped, and void: they have no content, so nothing after them goes with them.
    static let droppedVoidElements: Set<String> = ["embed", "input", "link", "meta", "base", "frame"]
    /// Foreign elements honour `/>`, so `<svg/>` holds nothing; `<form/>` still runs to `</form>`.
    static let selfClosingContainers: Set<String> = ["svg", "math"]

    static let globalAttributes: Set<String> = ["class", "id", "title", "lang", "dir", "role"]
    static let elementAttributes: [String: Set<String>] = [
        "a": ["href", "hreflang", "rel"],
        "img": ["src", "alt", "width", "height", "loading"],
        "td": ["colspan", "rowspan", "scope", "headers"], "th": ["colspan", "rowspan", "scope", "headers"],
        "ol": ["start", "reversed", "type"], "li": ["value"], "time": ["datetime"], "details": ["open"],
        "q": ["cite"], "blockquote": ["cite"], "del": ["cite"], "ins": ["cite"],
        "col": ["span"], "colgroup": ["span"],
    ]
    static let urlAttributes: Set<String> = ["href", "src", "cite"]

    /// Names are compared as Strings, by canonical equivalence, and written as the input spelled
    /// them; only ASCII spellings may match, since "\u{212A}" (the Kelvin sign) equals "K".
    static func isAllowedElement(_ name: String) -> Bool {
        name.utf8.allSatisfy { $0 < 0x80 } && allowedElements.contains(name)
    }

    static func allows(_ attribute: String, on element: String) -> Bool {
        guard attribute.utf8.allSatisfy({ $0 < 0x80 }) else { return false }
        if globalAttributes.contains(attribute) || elementAttributes[element]?.contains(attribute) == true { return true }
        guard attribute.hasPrefix("data-") || attribute.hasPrefix("aria-") else { return false }
        // Written back as they are, so only characters that cannot end a name or a tag.
        let rest = attribute.utf8.dropFirst(5)
        return !rest.isEmpty && rest.allSatisfy { byte in
            HTMLTagScanner.isLetter(byte) || HTMLTagScanner.isDigit(byte) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
        }
    }

    /// The scheme that makes a URL unsafe, or nil when it is safe: relative, http, https,
    /// mailto, or a raster image's data. Judged as a browser's URL parser reads it: ASCII
    /// spaces and controls anywhere are ignored (browsers drop tabs and newlines inside and
    /// controls around), so `java\tscript:` and ` JAVASCRIPT:` are caught.
    static func refusedScheme(of url: [UInt8], allowingImageData: Bool) -> String? {
        var scheme: [UInt8] = []
        var colon: Int?
        for (index, byte) in url.enumerated() where byte > 0x20 && byte != 0x7F {
            if byte == UInt8(ascii: ":") { colon = index; break }
            let letter = HTMLTagScanner.lower(byte)
            let continues = HTMLTagScanner.isDigit(letter) || letter == UInt8(ascii: "+") || letter == UInt8(ascii: "-")
                || letter == UInt8(ascii: ".")
            // Anything else before a colon (`/`, `#`, `?`, a letter outside ASCII) makes it relative.
            guard HTMLTagScanner.isLetter(letter) || (!scheme.isEmpty && continues) else { return nil }
            scheme.append(letter)
        }
        guard let colon, !scheme.isEmpty else { return nil }
        let name = String(decoding: scheme, as: UTF8.self)
        switch name {
        case "http", "https", "mailto": return nil
        case "data" where allowingImageData && isRasterImageData(url[(colon + 1)...]): return nil
        default: return name
        }
    }

    /// `image/png`, `image/gif`, `image/jpeg` or `image/webp` and then its parameters or data;
    /// not SVG, which can hold script.
    private static func isRasterImageData(_ rest: ArraySlice<UInt8>) -> Bool {
        let type = rest.lazy.filter { $0 > 0x20 && $0 != 0x7F }.prefix(12).map(HTMLTagScanner.lower)
        let text = String(decoding: Array(type), as: UTF8.self)
        return ["image/png", "image/gif", "image/jpeg", "image/webp"].contains { allowed in
            text.hasPrefix(allowed + ";") || text.hasPrefix(allowed + ",")
        }
    }
}

// MARK: The pass over one input

extension HTMLSanitizer {
    fileprivate struct Pass {
        private var scanner: HTMLTagScanner
        private let balanced: Bool
        private var output: [UInt8] = []
        /// The allowed elements open, innermost last, and how many of each name, so a stray
        /// end tag is known in constant time even 100,000 elements deep.
        private var open: [String] = []
        private var openCounts: [String: Int] = [:]
        /// A dropped element whose markup content is being skipped, and how deeply it nests in itself.
        private var dropping: (name: String, depth: Int)?
        private var removed: [String] = []
        private var removedSeen: Set<String> = []

        init(_ input: String, balanced: Bool) {
            scanner = HTMLTagScanner(input)
            self.balanced = balanced
            output.reserveCapacity(scanner.bytes.count)
        }

        mutating func run() -> Result {
            while let token = scanner.next() {
                if let skipped = dropping {
                    dropping = Self.stillDropping(skipped, after: token)
                    continue
                }
                switch token {
                case .text(let range): appendEscaped(scanner.bytes[range], keepingReferences: true, quotes: false)
                case .startTag(let tag): start(tag)
                case .endTag(let name): end(name)
                case .comment: break
                case .doctype: note("<!DOCTYPE> declaration")
                case .cdata: note("CDATA section")
                case .processingInstruction: note("processing instruction")
                case .unterminated(let name): note("unterminated <\(Self.shown(name))> tag and the text after it")
                }
            }
            if balanced {
                while let name = open.popLast() { appendEndTag(name) }
            }
            return Result(html: String(decoding: output, as: UTF8.self), removed: removed)
        }

        private static func stillDropping(_ skipped: (name: String, depth: Int), after token: HTMLTagScanner.Token) -> (name: String, depth: Int)? {
            switch token {
            case .startTag(let tag) where tag.name == skipped.name:
                let empty = tag.selfClosing && HTMLSanitizer.selfClosingContainers.contains(tag.name)
                return empty ? skipped : (skipped.name, skipped.depth + 1)
            case .endTag(let name) where name == skipped.name:
                return skipped.depth > 1 ? (skipped.name, skipped.depth - 1) : nil
            default:
                return skipped
            }
        }

        private mutating func start(_ tag: HTMLTagScanner.Tag) {
            let name = tag.name
            if HTMLSanitizer.rawTextElements.contains(name) {
                // A browser ignores `/>` here, so `<script/>` still runs to `</script>`.
                scanner.skipRawText(closing: name)
                return note("<\(name)> element")
            }
            if HTMLSanitizer.droppedContainers.contains(name) {
                if !(tag.selfClosing && HTMLSanitizer.selfClosingContainers.contains(name)) { dropping = (name, 1) }
                return note("<\(name)> element")
            }
            if HTMLSanitizer.droppedVoidElements.contains(name) { return note("<\(name)> element") }
            guard HTMLSanitizer.isAllowedElement(name) else {
                return note("<\(Self.shown(name))> tag (its content kept)")
            }
            output += "<\(name)".utf8
            appendAttributes(tag.attributes, of: name)
            output.append(UInt8(ascii: ">"))
            if HTMLSanitizer.voidElements.contains(name) { return }
            if tag.selfClosing { return appendEndTag(name) }
            if balanced {
                open.append(name)
                openCounts[name, default: 0] += 1
            }
        }

        private mutating func end(_ name: String) {
            guard HTMLSanitizer.isAllowedElement(name) else {
                let isDropped = HTMLSanitizer.rawTextElements.contains(name) || HTMLSanitizer.droppedContainers.contains(name)
                    || HTMLSanitizer.droppedVoidElements.contains(name)
                return note(isDropped ? "<\(name)> element" : "<\(Self.shown(name))> tag (its content kept)")
            }
            if HTMLSanitizer.voidElements.contains(name) { return note("stray </\(name)> end tag") }
            if !balanced { return appendEndTag(name) }
            guard openCounts[name, default: 0] > 0 else { return note("stray </\(name)> end tag") }
            // Elements opened inside it and left open are closed with it.
            while let top = open.popLast() {
                openCounts[top, default: 1] -= 1
                appendEndTag(top)
                if top == name { break }
            }
        }

        private mutating func appendAttributes(_ attributes: [HTMLTagScanner.Attribute], of element: String) {
            // A browser keeps the first of two same-named attributes and ignores the rest.
            var seen: Set<String> = []
            for attribute in attributes where seen.insert(attribute.name).inserted {
                let name = attribute.name
                guard HTMLSanitizer.allows(name, on: element) else {
                    note("\(Self.shown(name)) attribute")
                    continue
                }
                guard let range = attribute.value else {
                    output += " \(name)".utf8
                    continue
                }
                let raw = scanner.bytes[range]
                if HTMLSanitizer.urlAttributes.contains(name) {
                    let url = HTMLTagScanner.decodingReferences(raw)
                    let imageData = element == "img" && name == "src"
                    if let scheme = HTMLSanitizer.refusedScheme(of: url, allowingImageData: imageData) {
                        note("\(Self.shown(scheme)): URL in \(name)")
                        continue
                    }
                    output += " \(name)=\"".utf8
                    appendEscaped(url[...], keepingReferences: false, quotes: true)
                } else {
                    output += " \(name)=\"".utf8
                    appendEscaped(raw, keepingReferences: true, quotes: true)
                }
                output.append(UInt8(ascii: "\""))
            }
        }

        private mutating func appendEndTag(_ name: String) {
            output += "</\(name)>".utf8
        }

        /// Escapes what could end a text or a quoted value or start markup. A reference such
        /// as `&amp;` or `&nbsp;` is kept as written where the text will be read with its
        /// references decoded anyway; a URL, already decoded, has every `&` escaped.
        private mutating func appendEscaped(_ text: ArraySlice<UInt8>, keepingReferences: Bool, quotes: Bool) {
            var index = text.startIndex
            while index < text.endIndex {
                let byte = text[index]
                switch byte {
                case UInt8(ascii: "&"):
                    let length = keepingReferences ? HTMLTagScanner.referenceLength(in: text, at: index) : 0
                    if length > 0 {
                        output += text[index..<(index + length)]
                        index += length
                        continue
                    }
                    output += "&amp;".utf8
                case UInt8(ascii: "<"): output += "&lt;".utf8
                case UInt8(ascii: ">"): output += "&gt;".utf8
                case UInt8(ascii: "\"") where quotes: output += "&quot;".utf8
                case UInt8(ascii: "'") where quotes: output += "&#39;".utf8
                default: output.append(byte)
                }
                index += 1
            }
        }

        private mutating func note(_ what: String) {
            if removedSeen.insert(what).inserted { removed.append(what) }
        }

        /// A name as the removed list shows it: a hostile one may be a megabyte long.
        private static func shown(_ name: String) -> String {
            name.unicodeScalars.count <= 40 ? name : String(String.UnicodeScalarView(name.unicodeScalars.prefix(40))) + "…"
        }
    }
}
