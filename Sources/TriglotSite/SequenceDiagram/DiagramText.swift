/// Text sizes for laying out a picture that no browser has measured yet.
///
/// The estimates err on the wide side (CJK, kana and symbols a full em, capitals 0.72 em, other
/// Latin 0.6 em) so that a label placed by them never runs past its box in a real font; a
/// little spare room costs nothing, a clipped word costs the reader the sentence.
struct DiagramText {
    var fontSize: Double

    /// A break the author asked for inside a name that has no spaces ("位置情報マネージャ\u{200B}デリゲート").
    static let breakHint: Character = "\u{200B}"

    func width(_ text: String) -> Double {
        text.unicodeScalars.reduce(0) { $0 + Self.ems($1) } * fontSize
    }

    static func ems(_ scalar: Unicode.Scalar) -> Double {
        if scalar == "\u{200B}" { return 0 }
        if isWide(scalar) { return 1 }
        if scalar.properties.isUppercase { return 0.72 }
        return 0.6
    }

    /// Full-width scripts, and the arrows, dashes and marks a label uses, which fonts draw an em wide.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2010...0x2BFF, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
             0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// The text in lines no wider than `maxWidth`: broken after spaces, at break hints and between
    /// CJK characters first; a word still too long (a selector) breaks after its colons, and
    /// only a word with none of those breaks between letters.
    func lines(_ text: String, maxWidth: Double) -> [String] {
        var lines: [String] = []
        var current = ""
        for piece in pieces(text, maxWidth: maxWidth) {
            let candidate = current + piece
            if current.isEmpty || width(Self.trimmed(candidate)) <= maxWidth {
                current = candidate
            } else {
                lines.append(Self.trimmed(current))
                current = piece
            }
        }
        if !Self.trimmed(current).isEmpty { lines.append(Self.trimmed(current)) }
        return lines.isEmpty ? [""] : lines
    }

    /// What a line shows: no break hints, no spaces at its ends.
    static func trimmed(_ text: String) -> String {
        var result = text.filter { $0 != breakHint }
        while result.last == " " { result.removeLast() }
        while result.first == " " { result.removeFirst() }
        return result
    }

    /// Pieces that a line may end after, each narrower than `maxWidth` where it can be.
    private func pieces(_ text: String, maxWidth: Double) -> [String] {
        // Each pass only cuts the pieces the one before left too wide, so a name keeps its
        // author's break ("位置情報マネージャ / デリゲート") rather than the first that fits.
        let passes: [(Character, Character) -> Bool] = [
            { previous, _ in previous == " " || previous == Self.breakHint },
            { previous, next in !Self.noBreakBefore.contains(next) && (Self.isCJK(previous) || Self.isCJK(next)) },
            { previous, _ in previous == ":" || previous == "(" },
            { _, _ in true },
        ]
        return passes.reduce([text]) { pieces, pass in
            pieces.flatMap { piece in width(Self.trimmed(piece)) > maxWidth ? split(piece, breakBetween: pass) : [piece] }
        }
    }

    private func split(_ text: String, breakBetween: (Character, Character) -> Bool) -> [String] {
        var pieces: [String] = []
        var current = ""
        for character in text {
            if let previous = current.last, breakBetween(previous, character), character != " " {
                pieces.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }

    /// Closing punctuation, the long vowel mark and small kana, which CJK typesetting never
    /// puts at the start of a line.
    private static let noBreakBefore: Set<Character> = Set("、。，．：；！？）」』ーぁぃぅぇぉっゃゅょァィゥェォッャュョ")

    /// Ideographs and kana, between which Chinese and Japanese lines may break; the arrows and
    /// dashes are wide but stay with their neighbours.
    private static func isCJK(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFD: return true
        default: return false
        }
    }
}
