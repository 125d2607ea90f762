/// Maps a request path to a key of the in-memory site, or refuses it. The site is a dictionary,
/// so nothing outside it can be reached whatever the path says; the rules below make odd paths
/// fail loudly and the same way every time instead of by accident:
/// - decode percent escapes exactly once (so `%252e` stays a literal `%2e` and is refused);
/// - refuse malformed escapes, invalid or overlong UTF-8, control bytes, NUL, backslashes and
///   a `%` that decoding produced (400);
/// - refuse `.` and `..` segments (400), and empty segments such as `//evil.example` (404), so a
///   redirect can never become protocol-relative;
/// - never serve dotfiles or editor backups (`.git`, `.env`, `x.html~`, `~`) (404).
enum RequestPathPolicy {
    enum Decision: Equatable {
        /// A key to look up (`en/index.html`), and whether the request named a folder (`/en/`).
        case key(String, isFolder: Bool)
        case badRequest(String)
        case notFound
    }

    static func decide(_ rawPath: String) -> Decision {
        guard rawPath.hasPrefix("/") else { return .badRequest("the path must start with /") }
        guard let decoded = percentDecoded(rawPath) else { return .badRequest("invalid percent encoding in the path") }
        for scalar in decoded.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                return .badRequest("control characters in the path")
            }
            if scalar == "\\" { return .badRequest("backslash in the path") }
            if scalar == "%" { return .badRequest("percent sign in the decoded path (double encoding)") }
        }
        let isFolder = decoded.hasSuffix("/")
        var segments = decoded.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        if isFolder { segments = segments.dropLast() }
        var kept: [Substring] = []
        for segment in segments {
            if segment == "." || segment == ".." { return .badRequest("dot segments in the path") }
            if segment.isEmpty { return .notFound }
            if segment.hasPrefix(".") || segment.hasSuffix("~") { return .notFound }
            kept.append(segment)
        }
        let key = kept.joined(separator: "/")
        if isFolder { return .key(key.isEmpty ? "index.html" : key + "/index.html", isFolder: true) }
        return .key(key, isFolder: false)
    }

    /// Decodes `%XX` escapes once; nil for a malformed escape or bytes that are not UTF-8
    /// (Swift's decoder refuses overlong forms such as `%C0%AE`).
    static func percentDecoded(_ path: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        var iterator = path.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// A site key as a URL path (`/zh-hans/x.html`), each segment percent-encoded, for `Location`.
    static func urlPath(forKey key: String) -> String {
        "/" + key.split(separator: "/").map { segment in
            var encoded = ""
            for byte in segment.utf8 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                     UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                    encoded.append(Character(Unicode.Scalar(byte)))
                default:
                    encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
                }
            }
            return encoded
        }.joined(separator: "/")
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
