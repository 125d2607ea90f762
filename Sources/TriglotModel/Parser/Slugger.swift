import Foundation

/// Makes heading ids from titles the way GitHub does (`Launch via URL` → `launch-via-url`), or
/// VitePress (`HeadingIDStyle`), unique within a page (`setup`, `setup-1`), and safe: no
/// invisible or bidi characters, at most 100 characters, never empty.
struct Slugger {
    static let maximumLength = 100
    var style = HeadingIDStyle.github
    private var used = IDCounts()

    init(style: HeadingIDStyle = .github) {
        self.style = style
    }

    /// Reserves an explicit id so a generated one never collides with it.
    mutating func reserve(_ id: String) {
        used[id] = (used[id] ?? 0) + 1
    }

    mutating func slug(for title: String) -> String {
        slugNoticingCollision(for: title).id
    }

    /// `slug(for:)`, and the id the title makes when an earlier heading (or an explicit id) has
    /// it already, so the suffixed id can be reported: `## C` after `## C++` gets `c-1`, and a
    /// link to `#c` reaches the other heading.
    mutating func slugNoticingCollision(for title: String) -> (id: String, taken: String?) {
        let base = style.id(for: title)
        guard let count = used.claim(base) else { return (base, nil) }
        var suffix = count
        var candidate = "\(base)-\(suffix)"
        while used[candidate] != nil {
            suffix += 1
            candidate = "\(base)-\(suffix)"
        }
        used[base] = suffix + 1
        used[candidate] = 1
        return (candidate, base)
    }

    /// GitHub's id of a title (github-slugger's): a hyphen for every space and `-`, at the ends
    /// too (`--force` → `--force`, `<Image />` → `image-`), and the title's own surrounding
    /// spaces left out.
    static func slugify(_ title: String) -> String {
        if let slug = asciiSlug(title.utf8) { return slug }
        let scalars = title.unicodeScalars
        let start = scalars.firstIndex { !isOutside($0) } ?? scalars.endIndex
        let end = scalars.lastIndex { !isOutside($0) }.map { scalars.index(after: $0) } ?? start
        let trimmed = start == scalars.startIndex && end == scalars.endIndex ? title : String(scalars[start..<end])
        // ASCII, and all single-scalar text, is already in composed form; asking Foundation costs
        // more than the rest.
        let composed = SingleScalarText.isSingle(trimmed) ? trimmed : trimmed.precomposedStringWithCanonicalMapping
        var slug = SlugBytes()
        var pendingHyphens = 0
        for scalar in composed.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                // The same tests as below, answered without Unicode's tables.
                slug.appendASCII(UInt8(value), pendingHyphens: &pendingHyphens)
            } else if isUncasedCJKLetter(value) {
                // Ideographs and kana are letters with no lowercase form: Unicode's tables
                // (and the String `lowercaseMapping` returns) are not needed for them.
                slug.beginWordCharacter(pendingHyphens: &pendingHyphens)
                slug.append(scalar)
            } else {
                if isInvisible(scalar) { continue }
                let properties = scalar.properties
                if properties.isAlphabetic || properties.numericType != nil {
                    slug.beginWordCharacter(pendingHyphens: &pendingHyphens)
                    for lowered in properties.lowercaseMapping.unicodeScalars { slug.append(lowered) }
                } else if properties.isWhitespace {
                    pendingHyphens += 1
                }
            }
            if slug.scalarCount >= maximumLength { break }
        }
        slug.endTitle(pendingHyphens: pendingHyphens)
        var result = String(decoding: slug.bytes, as: UTF8.self)
        var scalarCount = slug.scalarCount
        // Cut at the limit, the slug ends at a word, not at the hyphen before the next one.
        if scalarCount > maximumLength || slug.reachedLimit {
            while scalarCount > maximumLength || (result.utf8.last == UInt8(ascii: "-") && result.hasSuffix("-")) {
                result.unicodeScalars.removeLast()
                scalarCount -= 1
            }
        }
        return result.isEmpty ? "section" : result
    }

    /// The slug of an all-ASCII title, straight from its bytes; nil when the title is not ASCII.
    /// Every ASCII scalar is its own Character and already composed, so bytes are all it takes.
    private static func asciiSlug(_ title: String.UTF8View) -> String? {
        guard !title.contains(where: { $0 >= 0x80 }) else { return nil }
        // `isOutside` for ASCII: spaces and controls.
        let isSpace = { (byte: UInt8) in byte <= 0x20 || byte == 0x7F }
        let start = title.firstIndex { !isSpace($0) } ?? title.endIndex
        let end = title.lastIndex { !isSpace($0) }.map { title.index(after: $0) } ?? start
        var slug = SlugBytes()
        slug.bytes.reserveCapacity(min(title.count, maximumLength + 1))
        var pendingHyphens = 0
        for byte in title[start..<end] {
            slug.appendASCII(byte, pendingHyphens: &pendingHyphens)
            if slug.bytes.count >= maximumLength { break }
        }
        slug.endTitle(pendingHyphens: pendingHyphens)
        var bytes = slug.bytes
        if bytes.count > maximumLength || slug.reachedLimit {
            while bytes.count > maximumLength || bytes.last == UInt8(ascii: "-") { bytes.removeLast() }
        }
        return bytes.isEmpty ? "section" : String(decoding: bytes, as: UTF8.self)
    }

    /// Letters, digits and `_`: the ASCII scalars that are alphabetic or numeric, plus `_`.
    fileprivate static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "_")
    }

    fileprivate static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    /// Hiragana, katakana and the CJK Unified Ideographs block: every scalar here is alphabetic,
    /// visible and its own lowercase (the tests check each one against Unicode's tables).
    static func isUncasedCJKLetter(_ value: UInt32) -> Bool {
        (0x3041...0x3096).contains(value) || (0x30A1...0x30FA).contains(value) || (0x4E00...0x9FFF).contains(value)
    }

    /// Zero-width, bidi and other format characters never belong in an id or a URL.
    /// What a title's ends are trimmed of before its slug is made: spaces, and characters
    /// never shown (a zero-width space), so neither leaves a hyphen at an end.
    static func isOutside(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || isInvisible(scalar)
    }

    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .format || scalar.properties.generalCategory == .control
    }
}

/// How often each id of a page was used, with ids equal when their Strings are (canonically
/// equivalent). Every id a heading gets passes here: while all of them are single-scalar text
/// (ASCII, Chinese, Japanese) they are keyed by their bytes, which for such text is the same
/// equality without normalising each id to hash it. The first id that is not moves the counts
/// to String keys for the rest of the page.
private struct IDCounts {
    /// A page has a handful of headings: room for them from the start, instead of growing the
    /// table (and hashing every id again) at the first, second, fourth and eighth.
    private var bySingleScalarKey = [SingleScalarKey: Int](minimumCapacity: 8)
    private var byString: [String: Int]?

    subscript(id: String) -> Int? {
        mutating get {
            if byString == nil, let key = SingleScalarKey(id) { return bySingleScalarKey[key] }
            return strings()[id]
        }
        set {
            if byString == nil, let key = SingleScalarKey(id) {
                bySingleScalarKey[key] = newValue
            } else {
                var table = strings()
                byString = nil
                table[id] = newValue
                byString = table
            }
        }
    }

    /// The count of `id`, or nil when it is unused, and then it counts as used once: what
    /// `slug(for:)` asks of every heading, with one lookup of the table instead of two.
    mutating func claim(_ id: String) -> Int? {
        // Stored counts are at least 1, so 0 stands for a missing id.
        func claim(_ count: inout Int) -> Int? {
            guard count == 0 else { return count }
            count = 1
            return nil
        }
        if byString == nil, let key = SingleScalarKey(id) { return claim(&bySingleScalarKey[key, default: 0]) }
        var table = strings()
        byString = nil
        defer { byString = table }
        return claim(&table[id, default: 0])
    }

    /// The String-keyed table, made from the byte-keyed one the first time it is needed.
    private mutating func strings() -> [String: Int] {
        if let byString { return byString }
        var table = [String: Int](minimumCapacity: bySingleScalarKey.count + 8)
        for (key, count) in bySingleScalarKey { table[key.text] = count }
        bySingleScalarKey = [:]
        byString = table
        return table
    }
}

/// A slug being built as UTF-8, with its length in scalars (what the length limit counts).
private struct SlugBytes {
    var bytes: [UInt8] = []
    var scalarCount = 0

    var isEmpty: Bool { bytes.isEmpty }

    mutating func append(_ asciiByte: UInt8) {
        bytes.append(asciiByte)
        scalarCount += 1
    }

    mutating func append(_ scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { bytes.append($0) }
        scalarCount += 1
    }

    /// Before a letter or digit: a hyphen for each space or `-` since the last one, at the
    /// start too. GitHub keeps each (`A & B` → `a--b`, `--force`), and links are written so.
    mutating func beginWordCharacter(pendingHyphens: inout Int) {
        for _ in 0 ..< pendingHyphens { append(UInt8(ascii: "-")) }
        pendingHyphens = 0
    }

    /// After the title's last character: its trailing hyphens (`<Image />` → `image-`), unless
    /// the slug stopped at the limit before the end.
    mutating func endTitle(pendingHyphens: Int) {
        guard !reachedLimit else { return }
        for _ in 0 ..< pendingHyphens { append(UInt8(ascii: "-")) }
    }

    /// Whether the slug is as long as a slug may be: the title was cut there.
    var reachedLimit: Bool { scalarCount >= Slugger.maximumLength }

    /// One ASCII character of a title: letters, digits and `_` join the slug lowercased, a space
    /// or `-` asks for a hyphen before the next word, and controls, tabs and punctuation go.
    mutating func appendASCII(_ byte: UInt8, pendingHyphens: inout Int) {
        if Slugger.isASCIIWordByte(byte) {
            beginWordCharacter(pendingHyphens: &pendingHyphens)
            append(Slugger.lowercasedASCII(byte))
        } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") {
            pendingHyphens += 1
        }
    }
}

/// The id a heading's title makes on a page (without the suffix a second such heading gets),
/// for tools that write links to headings: an import turns DocC's `#Heading-Title` into it.
public enum HeadingID {
    public static func of(_ title: String) -> String { Slugger.slugify(title) }
}
