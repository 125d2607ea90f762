import TriglotLowLevel
import TriglotMarkup

/// Finds bytes that cmark would quietly replace or that hide text from readers: invalid UTF-8,
/// NUL, and bidirectional-control characters (the "Trojan Source" class).
enum EncodingScan {
    static func diagnostics(for bytes: [UInt8], source: SourceText, path: String) -> [Diagnostic] {
        // Nearly every page is clean, which `CleanUTF8` proves quickly; only a page that is not
        // gets the full scan, which finds and words each problem.
        CleanUTF8.isClean(bytes) ? [] : problems(in: bytes, source: source, path: path)
    }

    /// The full scan: every problem, worded and placed (at most 20).
    static func problems(in bytes: [UInt8], source: SourceText, path: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let count = bytes.count
        var index = 0
        while index < count, diagnostics.count < 20 {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0 {
                    diagnostics.append(problem("model.nul-byte", "the file contains a NUL byte; it is shown as U+FFFD", at: index, source, path))
                }
                index += 1
                continue
            }
            guard let length = validSequenceLength(bytes, at: index) else {
                let hex = String(byte, radix: 16, uppercase: true)
                diagnostics.append(problem("model.invalid-utf8", "invalid UTF-8 (byte 0x\(hex)); it is shown as U+FFFD", at: index, source, path))
                // One report per broken sequence: skip the continuation bytes that belong to it.
                index += 1
                while index < count, (0x80...0xBF).contains(bytes[index]) { index += 1 }
                continue
            }
            if let scalar = decode(bytes, at: index, length: length), isBidiControl(scalar) {
                let code = "U+" + String(scalar.value, radix: 16, uppercase: true)
                diagnostics.append(problem("model.bidi-control", "invisible bidirectional control character \(code) can make text read differently than it is", at: index, source, path, severity: .warning))
            }
            index += length
        }
        return diagnostics
    }

    /// The length of the well-formed UTF-8 sequence starting at `index` (Unicode table 3-7), or
    /// nil: overlong forms, surrogates and values past U+10FFFF are all refused.
    private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int? {
        let lead = bytes[index]
        let (length, secondRange): (Int, ClosedRange<UInt8>)
        switch lead {
        case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
        case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, secondRange) = (3, 0x80...0xBF)
        case 0xED: (length, secondRange) = (3, 0x80...0x9F)
        case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
        case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
        default: return nil
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return nil }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return nil }
        return length
    }

    private static func decode(_ bytes: [UInt8], at index: Int, length: Int) -> Unicode.Scalar? {
        var value = UInt32(bytes[index]) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return Unicode.Scalar(value)
    }

    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
            || scalar.value == 0x200E || scalar.value == 0x200F || scalar.value == 0x061C
    }

    private static func problem(_ id: String, _ summary: String, at offset: Int, _ source: SourceText, _ path: String,
                                severity: Diagnostic.Severity = .error) -> Diagnostic {
        let location = source.location(ofOffset: offset)
        return Diagnostic(id: id, severity: severity, summary: summary, path: path,
                          range: SourceRange(location, SourceLocation(line: location.line, column: location.column + 1)))
    }
}
