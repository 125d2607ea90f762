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
        var slug = ""
        var pendingHyphen = false
        // ASCII is already in composed form; asking Foundation costs more than the rest.
        let composed = title.utf8.allSatisfy { $0 < 0x80 } ? title : title.precomposedStringWithCanonicalMapping
        for scalar in composed.unicodeScalars {
            if isInvisible(scalar) { continue }
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" {
                if pendingHyphen, !slug.isEmpty { slug.append("-") }
                pendingHyphen = false
                slug.unicodeScalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            } else if scalar == " " || scalar == "-" || scalar.properties.isWhitespace {
                pendingHyphen = true
            }
            if slug.unicodeScalars.count >= maximumLength { break }
        }
        // The hyphen before the last word can carry the slug one past the limit.
        while slug.unicodeScalars.count > maximumLength || slug.hasSuffix("-") { slug.unicodeScalars.removeLast() }
        return slug.isEmpty ? "section" : slug
    }

    /// Zero-width, bidi and other format characters never belong in an id or a URL.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .format || scalar.properties.generalCategory == .control
    }
}
