import Foundation

/// Splits text into search terms the same way the search box does in the browser
/// (`assets/triglot.js`): Latin words lowercased, with their camel-case parts as well
/// (`didFinishLaunching` → `didfinishlaunching`, `did`, `finish`, `launching`), and Chinese and
/// Japanese, which have no spaces, as overlapping pairs of characters (`启动流程` → `启动`,
/// `动流`, `流程`); a lone CJK character is its own term.
public enum SearchTokenizer {
    public static func terms(_ text: String) -> [String] {
        var terms: [String] = []
        var word: [Unicode.Scalar] = []
        var run: [Unicode.Scalar] = []
        func flushWord() {
            guard !word.isEmpty else { return }
            terms.append(String(String.UnicodeScalarView(word)).lowercased())
            let parts = camelParts(word)
            if parts.count > 1 { terms += parts }
            word.removeAll()
        }
        func flushRun() {
            guard !run.isEmpty else { return }
            if run.count == 1 {
                terms.append(String(Character(run[0])))
            } else {
                for index in 0..<(run.count - 1) {
                    terms.append(String(String.UnicodeScalarView([run[index], run[index + 1]])))
                }
            }
            run.removeAll()
        }
        // Composed again: on Linux, Foundation's NFKC leaves `ﾌﾟ` as `フ` + U+309A instead of `プ`.
        // ASCII is already in NFKC; skipping Foundation's normalisation for it is exact and fast.
        let normalized = text.utf8.allSatisfy { $0 < 0x80 } ? text : text.precomposedStringWithCompatibilityMapping.precomposedStringWithCanonicalMapping
        for scalar in normalized.unicodeScalars {
            if isCJK(scalar) {
                flushWord()
                run.append(scalar)
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" {
                flushRun()
                word.append(scalar)
            } else {
                flushWord()
                flushRun()
            }
        }
        flushWord()
        flushRun()
        return terms
    }

    /// Han ideographs, kana, and the CJK compatibility and extension blocks.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x3134F:
            return true
        default:
            return false
        }
    }

    /// Lowercased camel-case parts: `UIApplicationDelegate` → `ui`, `application`, `delegate`.
    static func camelParts(_ word: [Unicode.Scalar]) -> [String] {
        var parts: [String] = []
        var current: [Unicode.Scalar] = []
        for (index, scalar) in word.enumerated() {
            let isUpper = scalar.properties.isUppercase
            let nextIsLower = index + 1 < word.count && word[index + 1].properties.isLowercase
            let previousIsUpper = index > 0 && word[index - 1].properties.isUppercase
            let previousIsLower = index > 0 && (word[index - 1].properties.isLowercase || word[index - 1].properties.numericType != nil)
            if !current.isEmpty, scalar == "_" || (isUpper && (previousIsLower || (previousIsUpper && nextIsLower))) {
                parts.append(String(String.UnicodeScalarView(current)).lowercased())
                current.removeAll()
            }
            if scalar != "_" { current.append(scalar) }
        }
        if !current.isEmpty { parts.append(String(String.UnicodeScalarView(current)).lowercased()) }
        return parts
    }
}
