import TriglotMarkup

/// The columns of a quoted source line made only of characters that print as they are, one
/// scalar each: printable ASCII and the CJK and full-width characters `DiagnosticFormatter`
/// prints unchanged (see `SingleScalarText.isSingle`). For such a line the character column of
/// a byte offset is its scalar count, and the caret's padding is one cell per scalar, two per
/// wide one, all found in one walk over the bytes. Any other line takes the formatter's
/// general path, which works on Characters.
struct PlainLine {
    /// The 1-based character column of the range's start, and of its end when it has one.
    var startColumn: Int
    var endColumn: Int?
    /// Terminal cells before the start.
    var cellsBeforeStart: Int

    /// Nil when the line holds anything else, or when an offset falls inside a character (the
    /// general path decodes a cut sequence as U+FFFD and counts that).
    /// - Parameters:
    ///   - start: the byte offset in the line of the range's start (clamped to the line).
    ///   - end: the same for the range's end, when it ends on the same line.
    init?(_ line: Span<UInt8>, start: Int, end: Int?) {
        var walk = Walk()
        // The line is walked to the nearer place, then to the farther, then to its end; a walk
        // fails when a character is not plain or runs past where it should stop.
        let nearer = min(start, end ?? start)
        let farther = max(start, end ?? start)
        guard walk.advance(to: nearer, in: line) else { return nil }
        let atNearer = (scalars: walk.scalars, cells: walk.cells)
        guard walk.advance(to: farther, in: line) else { return nil }
        let atFarther = (scalars: walk.scalars, cells: walk.cells)
        guard walk.advance(to: line.count, in: line) else { return nil }
        let atStart = start == nearer ? atNearer : atFarther
        startColumn = atStart.scalars + 1
        endColumn = end.map { ($0 == nearer ? atNearer : atFarther).scalars + 1 }
        cellsBeforeStart = atStart.cells
    }

    /// Scalars and terminal cells counted from the start of the line.
    private struct Walk {
        var index = 0
        var scalars = 0
        var cells = 0

        /// Counts the plain characters up to byte `limit`; false when one is not plain or
        /// `limit` falls inside one.
        mutating func advance(to limit: Int, in line: Span<UInt8>) -> Bool {
            guard limit <= line.count else { return false }
            while index < limit {
                let lead = line[index]
                if lead < 0x80 {
                    guard lead >= 0x20, lead < 0x7F else { return false }
                    index += 1
                    cells += 1
                } else {
                    guard lead >= 0xE3, lead <= 0xEF, limit - index >= 3,
                          line[index + 1] & 0xC0 == 0x80, line[index + 2] & 0xC0 == 0x80 else { return false }
                    if (lead >= 0xE5 && lead <= 0xE9) || (lead == 0xE4 && line[index + 1] != 0xB7) {
                        // U+4000…U+9FFF without U+4DC0…U+4DFF (E4 B7 …, the hexagram symbols,
                        // which are narrow): ideographs, every one plain and wide.
                        cells += 2
                    } else {
                        let value = UInt32(lead & 0x0F) << 12 | UInt32(line[index + 1] & 0x3F) << 6 | UInt32(line[index + 2] & 0x3F)
                        guard let scalar = Unicode.Scalar(value), PlainLine.printsAsItIs(scalar) else { return false }
                        cells += Character.isWide(scalar) ? 2 : 1
                    }
                    index += 3
                }
                scalars += 1
            }
            return index == limit
        }
    }

    /// Three-byte scalars that are a Character of their own and that `DiagnosticFormatter.printable`
    /// leaves alone.
    static func printsAsItIs(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x9FFF, 0xFF00...0xFFEF: return SingleScalarText.isSingle(scalar)
        default: return false
        }
    }
}
