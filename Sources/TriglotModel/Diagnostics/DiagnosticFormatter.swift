import TriglotMarkup

/// Prints diagnostics for people: `path:line:col: severity: summary [id]`, the source line and a
/// caret under the column (counted in characters, not bytes), then notes and fix-its.
public struct DiagnosticFormatter: Sendable {
    public var useColour: Bool

    public init(useColour: Bool = false) {
        self.useColour = useColour
    }

    public func format(_ diagnostic: Diagnostic, source: SourceText?) -> String {
        var output: [UInt8] = []
        append(diagnostic, source: source, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// `format` written onto the end of `output`. Tens of thousands of findings are printed at
    /// once, and bytes cost a copy where each String append costs a check for joined characters.
    public func append(_ diagnostic: Diagnostic, source: SourceText?, to output: inout [UInt8]) {
        if let source, let range = diagnostic.range, range.lowerBound.line >= 1, range.lowerBound.line <= source.lineCount,
           appendWithPlainLine(diagnostic, range: range, source: source, to: &output) {
        } else {
            appendWithAnyLine(diagnostic, source: source, to: &output)
        }
        if let explanation = diagnostic.explanation {
            output.appendUTF8("\n  = ")
            output.appendUTF8(explanation)
        }
        for note in diagnostic.notes {
            output.appendUTF8("\n  note: ")
            if let path = note.path {
                output.appendUTF8(path)
                if let location = note.range?.lowerBound, location.line >= 1 {
                    output.append(UInt8(ascii: ":"))
                    output.appendDecimal(location.line)
                    output.append(UInt8(ascii: ":"))
                    output.appendDecimal(location.column)
                }
                output.appendUTF8(": ")
            }
            output.appendUTF8(note.message)
        }
        for fix in diagnostic.fixIts {
            output.appendUTF8("\n  fix: replace \(fix.range) with \"\(fix.replacement)\"")
        }
    }

    /// The first line and the quoted source line with its caret, when that line is plain (see
    /// `PlainLine`): its bytes go out as they are and its columns come from one walk over them,
    /// which is what nearly every finding of a real site quotes. False, with nothing written,
    /// for any other line.
    func appendWithPlainLine(_ diagnostic: Diagnostic, range: SourceRange, source: SourceText, to output: inout [UInt8]) -> Bool {
        let lineNumber = range.lowerBound.line
        let lineBytes = source.lineBytes(lineNumber)
        let sameLine = range.upperBound.line == lineNumber
        let clamp = { (column: Int) in min(max(column - 1, 0), lineBytes.count) }
        let measured = PlainLine(lineBytes.span, start: clamp(range.lowerBound.column), end: sameLine ? clamp(range.upperBound.column) : nil)
        guard let measured else { return false }
        appendFirstLine(diagnostic, lineNumber: lineNumber, column: measured.startColumn, to: &output)
        let width = measured.endColumn.map { max(1, $0 - measured.startColumn) } ?? 1
        let gutterStart = output.count + 2
        output.appendUTF8("\n ")
        output.appendDecimal(lineNumber)
        let gutterWidth = output.count - gutterStart
        output.appendUTF8(" | ")
        output.append(contentsOf: lineBytes)
        output.appendUTF8("\n ")
        output.append(contentsOf: repeatElement(0x20, count: gutterWidth))
        output.appendUTF8(" | ")
        output.append(contentsOf: repeatElement(0x20, count: measured.cellsBeforeStart))
        if useColour { output.appendUTF8("\u{1B}[1;32m") }
        output.append(UInt8(ascii: "^"))
        output.append(contentsOf: repeatElement(UInt8(ascii: "~"), count: max(0, min(width, 80) - 1)))
        if useColour { output.appendUTF8("\u{1B}[0m") }
        return true
    }

    /// `path:line:col: severity: summary [id]`.
    private func appendFirstLine(_ diagnostic: Diagnostic, lineNumber: Int, column: Int, to output: inout [UInt8]) {
        output.appendUTF8(diagnostic.path)
        output.append(UInt8(ascii: ":"))
        output.appendDecimal(lineNumber)
        output.append(UInt8(ascii: ":"))
        output.appendDecimal(column)
        appendSeverityToID(diagnostic, to: &output)
    }

    /// `: severity: summary [id]`.
    private func appendSeverityToID(_ diagnostic: Diagnostic, to output: inout [UInt8]) {
        output.appendUTF8(": ")
        paint(diagnostic.severity.rawValue, colour: colour(for: diagnostic.severity), to: &output)
        output.appendUTF8(": ")
        paint(diagnostic.summary, colour: nil, to: &output)
        output.appendUTF8(" [")
        output.appendUTF8(diagnostic.id)
        output.append(UInt8(ascii: "]"))
    }

    /// The first line and, where the source has the range's line, that line made printable with
    /// a caret under the range, columns counted in Characters: for any line, whatever it holds.
    func appendWithAnyLine(_ diagnostic: Diagnostic, source: SourceText?, to output: inout [UInt8]) {
        // The start's column is shown twice (in the location and under the line): work it out once.
        let startColumn = diagnostic.range.flatMap { range in source.map { SingleScalarText.characterColumn(of: range.lowerBound, in: $0) } }
        output.appendUTF8(diagnostic.path)
        output.appendUTF8(Self.displayLocation(diagnostic.range?.lowerBound, column: startColumn))
        appendSeverityToID(diagnostic, to: &output)
        if let source, let range = diagnostic.range, range.lowerBound.line >= 1, range.lowerBound.line <= source.lineCount {
            let text = Self.printable(source.line(range.lowerBound.line))
            let column = startColumn ?? SingleScalarText.characterColumn(of: range.lowerBound, in: source)
            var width = 1
            if range.upperBound.line == range.lowerBound.line {
                width = max(1, SingleScalarText.characterColumn(of: range.upperBound, in: source) - column)
            }
            let gutter = String(range.lowerBound.line)
            output.appendUTF8("\n ")
            output.appendUTF8(gutter)
            output.appendUTF8(" | ")
            output.appendUTF8(text)
            output.appendUTF8("\n ")
            output += repeatElement(0x20, count: gutter.utf8.count)
            output.appendUTF8(" | ")
            output.appendUTF8(Self.caretPadding(text, upTo: column - 1))
            paint("^" + Self.repeating(UInt8(ascii: "~"), count: max(0, min(width, 80) - 1)), colour: "32", to: &output)
        }
    }

    /// `:line:col` with the column in characters where the source is known.
    public static func displayLocation(_ location: SourceLocation?, source: SourceText?) -> String {
        displayLocation(location, column: location.flatMap { location in source.map { SingleScalarText.characterColumn(of: location, in: $0) } })
    }

    /// `:line:col` with a character column already worked out (nil: the location's own column).
    static func displayLocation(_ location: SourceLocation?, column: Int?) -> String {
        guard let location, location.line >= 1 else { return "" }
        return ":\(location.line):\(column ?? location.column)"
    }

    /// Tabs and control characters would shift the caret or garble a terminal.
    static func printable(_ line: String) -> String {
        // Most lines hold nothing to replace; looking at bytes skips the property look-ups.
        if line.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return line }
        if isPlainlyPrintable(utf8: line.utf8.span) || line.unicodeScalars.allSatisfy(isPlainlyPrintable) { return line }
        return String(String.UnicodeScalarView(line.unicodeScalars.map { scalar -> Unicode.Scalar in
            if scalar == "\t" { return " " }
            if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format { return "\u{FFFD}" }
            return scalar
        }))
    }

    /// Whether every scalar of the (valid) UTF-8 is printable ASCII or a three-byte scalar that
    /// `isPlainlyPrintable` accepts, decoded in place: a CJK line walked as `unicodeScalars`
    /// costs several times more. False only sends the line to the scalar-level test.
    static func isPlainlyPrintable(utf8 bytes: Span<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                guard lead >= 0x20, lead < 0x7F else { return false }
                index += 1
                continue
            }
            guard lead >= 0xE0, lead < 0xF0, index + 2 < count else { return false }
            let value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
            guard let scalar = Unicode.Scalar(value), isPlainlyPrintable(scalar) else { return false }
            index += 3
        }
        return true
    }

    /// Scalars that are neither tab, control nor format, known without a table: printable ASCII,
    /// CJK symbols, kana and ideographs, full-width forms.
    private static func isPlainlyPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0x3000...0x9FFF, 0xFF00...0xFFEF: return true
        default: return false
        }
    }

    /// Spaces under the line up to a character column; wide (CJK) characters take two cells.
    static func caretPadding(_ line: String, upTo characters: Int) -> String {
        let wanted = max(0, characters)
        var cells = 0
        var counted = 0
        // Where every scalar up to the column is a Character of its own, scalars are Characters;
        // a scalar just past the column may join the last one, which changes neither count nor width.
        for scalar in line.unicodeScalars {
            if counted == wanted { return repeating(0x20, count: cells) }
            guard SingleScalarText.isSingle(scalar) else { return characterPadding(line, upTo: wanted) }
            cells += Character.isWide(scalar) ? 2 : 1
            counted += 1
        }
        return repeating(0x20, count: cells)
    }

    /// `caretPadding` Character by Character, for lines with combining marks, emoji and the like.
    static func characterPadding(_ line: String, upTo characters: Int) -> String {
        var cells = 0
        for character in line.prefix(max(0, characters)) {
            cells += character.isWide ? 2 : 1
        }
        return repeating(0x20, count: cells)
    }

    /// `String(repeating:count:)` for one ASCII byte, without its per-Character appends.
    static func repeating(_ byte: UInt8, count: Int) -> String {
        String(unsafeUninitializedCapacity: count) { buffer in
            _ = buffer.initialize(from: repeatElement(byte, count: count))
            return count
        }
    }

    private func colour(for severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return "31"
        case .warning: return "33"
        case .note: return "36"
        }
    }

    /// The text in bold, in a colour when one is given, on a terminal; as it is otherwise.
    private func paint(_ text: String, colour: String?, to output: inout [UInt8]) {
        guard useColour else { output.appendUTF8(text); return }
        output.appendUTF8(colour.map { "\u{1B}[1;\($0)m" } ?? "\u{1B}[1m")
        output.appendUTF8(text)
        output.appendUTF8("\u{1B}[0m")
    }
}

extension Character {
    /// East Asian wide and fullwidth characters occupy two terminal cells.
    var isWide: Bool {
        guard let scalar = unicodeScalars.first else { return false }
        return Self.isWide(scalar)
    }

    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

extension [UInt8] {
    /// `self += text.utf8`, copied from the String's storage in one go: appending the UTF-8
    /// view as a sequence cost more than the copy for every piece of every diagnostic. Inlined,
    /// so the copy is made for bytes rather than through the generic array.
    @inline(__always)
    mutating func appendUTF8(_ text: String) {
        append(contentsOf: text.utf8)
    }
}
