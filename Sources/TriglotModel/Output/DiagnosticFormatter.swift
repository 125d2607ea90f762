import TriglotMarkup

/// Prints diagnostics for people: `path:line:col: severity: summary [id]`, the source line and a
/// caret under the column (counted in characters, not bytes), then notes and fix-its.
public struct DiagnosticFormatter: Sendable {
    public var useColour: Bool

    public init(useColour: Bool = false) {
        self.useColour = useColour
    }

    public func format(_ diagnostic: Diagnostic, source: SourceText?) -> String {
        var lines: [String] = []
        let location = Self.displayLocation(diagnostic.range?.lowerBound, source: source)
        let severity = paint(diagnostic.severity.rawValue, colour: colour(for: diagnostic.severity))
        lines.append("\(diagnostic.path)\(location): \(severity): \(bold(diagnostic.summary)) [\(diagnostic.id)]")
        if let source, let range = diagnostic.range, range.lowerBound.line >= 1, range.lowerBound.line <= source.lineCount {
            let text = Self.printable(source.line(range.lowerBound.line))
            let column = source.characterColumn(of: range.lowerBound)
            var width = 1
            if range.upperBound.line == range.lowerBound.line {
                width = max(1, source.characterColumn(of: range.upperBound) - column)
            }
            let gutter = String(range.lowerBound.line)
            let pad = String(repeating: " ", count: gutter.count)
            lines.append(" \(gutter) | \(text)")
            let caretPrefix = Self.caretPadding(text, upTo: column - 1)
            lines.append(" \(pad) | \(caretPrefix)\(paint("^" + String(repeating: "~", count: max(0, min(width, 80) - 1)), colour: "32"))")
        }
        if let explanation = diagnostic.explanation {
            lines.append("  = \(explanation)")
        }
        for note in diagnostic.notes {
            let place = note.path.map { path in path + Self.displayLocation(note.range?.lowerBound, source: nil) + ": " } ?? ""
            lines.append("  note: \(place)\(note.message)")
        }
        for fix in diagnostic.fixIts {
            lines.append("  fix: replace \(fix.range) with \"\(fix.replacement)\"")
        }
        return lines.joined(separator: "\n")
    }

    /// `:line:col` with the column in characters where the source is known.
    public static func displayLocation(_ location: SourceLocation?, source: SourceText?) -> String {
        guard let location, location.line >= 1 else { return "" }
        let column = source.map { $0.characterColumn(of: location) } ?? location.column
        return ":\(location.line):\(column)"
    }

    /// Tabs and control characters would shift the caret or garble a terminal.
    static func printable(_ line: String) -> String {
        // Most lines hold nothing to replace; looking at bytes skips the property look-ups.
        if line.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return line }
        if line.unicodeScalars.allSatisfy(isPlainlyPrintable) { return line }
        return String(String.UnicodeScalarView(line.unicodeScalars.map { scalar -> Unicode.Scalar in
            if scalar == "\t" { return " " }
            if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format { return "\u{FFFD}" }
            return scalar
        }))
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
        var cells = 0
        for character in line.prefix(max(0, characters)) {
            cells += character.isWide ? 2 : 1
        }
        return String(repeating: " ", count: cells)
    }

    private func colour(for severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return "31"
        case .warning: return "33"
        case .note: return "36"
        }
    }

    private func paint(_ text: String, colour: String) -> String {
        useColour ? "\u{1B}[1;\(colour)m\(text)\u{1B}[0m" : text
    }

    private func bold(_ text: String) -> String {
        useColour ? "\u{1B}[1m\(text)\u{1B}[0m" : text
    }
}

extension Character {
    /// East Asian wide and fullwidth characters occupy two terminal cells.
    var isWide: Bool {
        guard let scalar = unicodeScalars.first else { return false }
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
