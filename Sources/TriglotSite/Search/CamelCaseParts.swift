/// Camel-case parts of a word, lowercased: `UIApplicationDelegate` → `ui`, `application`,
/// `delegate`; `_` splits too. A part ends before an uppercase letter that follows a lowercase
/// letter or digit, or that starts a new word after a run of capitals (`URLSession` → `url`,
/// `session`). The same rule, on bytes for ASCII words and on scalars for the rest.
enum ASCIIWord {
    static func isWordByte(_ byte: UInt8) -> Bool {
        isUpper(byte) || isLower(byte) || isDigit(byte) || byte == UInt8(ascii: "_")
    }

    static func lowercased(_ word: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: word.count) { buffer in
            for (index, byte) in word.enumerated() { buffer[index] = isUpper(byte) ? byte | 0x20 : byte }
            return word.count
        }
    }

    static func camelParts(_ word: UnsafeBufferPointer<UInt8>) -> [String] {
        // Most words have no capital or `_` after their first letter, so no second part.
        guard word.dropFirst().contains(where: { isUpper($0) || $0 == UInt8(ascii: "_") }) else {
            let part = word.first == UInt8(ascii: "_") ? UnsafeBufferPointer(rebasing: word.dropFirst()) : word
            return part.isEmpty ? [] : [lowercased(part)]
        }
        var parts: [String] = []
        var partBytes: [UInt8] = []
        func endPart() {
            guard !partBytes.isEmpty else { return }
            parts.append(String(decoding: partBytes, as: UTF8.self))
            partBytes.removeAll(keepingCapacity: true)
        }
        for index in word.indices {
            let byte = word[index]
            let nextIsLower = index + 1 < word.count && isLower(word[index + 1])
            let previousIsUpper = index > 0 && isUpper(word[index - 1])
            let previousIsLower = index > 0 && (isLower(word[index - 1]) || isDigit(word[index - 1]))
            if !partBytes.isEmpty, byte == UInt8(ascii: "_") || (isUpper(byte) && (previousIsLower || (previousIsUpper && nextIsLower))) {
                endPart()
            }
            if byte != UInt8(ascii: "_") {
                partBytes.append(isUpper(byte) ? byte | 0x20 : byte)
            }
        }
        endPart()
        return parts
    }

    static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}

enum UnicodeWord {
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
