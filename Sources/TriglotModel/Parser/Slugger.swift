import Foundation

/// Makes heading ids from titles the way GitHub does (`Launch via URL` → `launch-via-url`),
/// unique within a page (`setup`, `setup-1`), and safe: no invisible or bidi characters, at most
/// 100 characters, never empty.
struct Slugger {
    static let maximumLength = 100
    private var used: [String: Int] = [:]

    /// Reserves an explicit id so a generated one never collides with it.
    mutating func reserve(_ id: String) {
        used[id, default: 0] += 1
    }

    mutating func slug(for title: String) -> String {
        let base = Self.slugify(title)
        guard let count = used[base] else {
            used[base] = 1
            return base
        }
        var suffix = count
        var candidate = "\(base)-\(suffix)"
        while used[candidate] != nil {
            suffix += 1
            candidate = "\(base)-\(suffix)"
        }
        used[base] = suffix + 1
        used[candidate] = 1
        return candidate
    }

    static func slugify(_ title: String) -> String {
        var scalars: [Unicode.Scalar] = []
        var pendingHyphen = false
        // ASCII, and all single-scalar text, is already in composed form; asking Foundation costs
        // more than the rest.
        let composed = SingleScalarText.isSingle(title) ? title : title.precomposedStringWithCanonicalMapping
        for scalar in composed.unicodeScalars {
            if scalar.isASCII {
                // The same tests as below, answered without Unicode's tables.
                let byte = UInt8(scalar.value)
                if byte < 0x20 || byte == 0x7F { continue }
                if (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "_") {
                    if pendingHyphen, !scalars.isEmpty { scalars.append("-") }
                    pendingHyphen = false
                    scalars.append(byte >= 0x41 && byte <= 0x5A ? Unicode.Scalar(byte + 0x20) : scalar)
                } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") {
                    pendingHyphen = true
                }
            } else {
                if isInvisible(scalar) { continue }
                if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                    if pendingHyphen, !scalars.isEmpty { scalars.append("-") }
                    pendingHyphen = false
                    scalars += scalar.properties.lowercaseMapping.unicodeScalars
                } else if scalar.properties.isWhitespace {
                    pendingHyphen = true
                }
            }
            if scalars.count >= maximumLength { break }
        }
        var slug = String(String.UnicodeScalarView(scalars))
        // The hyphen before the last word can carry the slug one past the limit.
        while slug.unicodeScalars.count > maximumLength || slug.hasSuffix("-") { slug.unicodeScalars.removeLast() }
        return slug.isEmpty ? "section" : slug
    }

    /// Zero-width, bidi and other format characters never belong in an id or a URL.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .format || scalar.properties.generalCategory == .control
    }
}
