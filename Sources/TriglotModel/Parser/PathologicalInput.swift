import TriglotMarkup

/// A linear pre-scan of the Markdown cmark is about to parse, for the shapes that the system
/// libcmark (0.30.2 on Debian) parses in quadratic time. Fixed upstream in cmark 0.30.3 and
/// 0.31 (CVE-2023-22486, CVE-2023-24824 / GHSA-66g8-4hjf-77xh); measured here, through
/// `PageReader`, at cmark's own test sizes:
///
/// - `"![[]()" * 160000`: 159 s. Every link closed walks back over every pending `![`.
/// - `"- " * 30000 + "x" + "\n" * 30000` and its block-quote form: 28 s each. Every line walks
///   every open container, and lists stay open across blank lines.
/// - `">" * 100000 + "a*" * 100000`: 38 s. Every emphasis node cmark inserts walks its ancestors.
///
/// Everything else in cmark's pathological suite (`<!--`, brackets, backticks, reference
/// collisions, even 50,000 nested block quotes on one line) is linear in this version and is left
/// alone: the guard budgets the work, not the depth. A page over budget is refused with a
/// diagnostic rather than rewritten, since a rewrite would move every column after it.
///
/// The estimates only ever overcount (a `*` in a code span still counts), so the budgets are set
/// far above anything a reference page reaches and about a second of cmark's time below trouble.
public enum PathologicalInput {
    /// Σ over lines of the containers that may still be open on that line.
    public static let maximumContainerLines = 10_000_000
    /// Σ over lines of open containers × emphasis delimiters (`*`, `_`) on the line.
    public static let maximumEmphasisWork = 200_000_000
    /// Σ over paragraphs of image openers `![` × closing brackets `]` in the paragraph.
    public static let maximumBracketWork = 100_000_000

    public static let diagnosticID = "model.pathological-input"

    /// The reason to refuse `bytes` (the body cmark would parse, front matter blanked), or nil.
    public static func diagnostic(for bytes: [UInt8], source: SourceText, path: String) -> Diagnostic? {
        diagnostic(for: bytes, lineCount: nil, source: source, path: path)
    }

    /// `lineCount`, when the caller knows it, bounds the lines of `bytes`: a body small enough
    /// for its size and lines to keep every estimate inside its budget (every reference page)
    /// is not scanned at all.
    static func diagnostic(for bytes: [UInt8], lineCount: Int?, source: SourceText, path: String) -> Diagnostic? {
        if let lineCount, cannotReachBudgets(byteCount: bytes.count, lineCount: lineCount) { return nil }
        let problem = firstProblem(in: bytes.span)
        return problem.map { diagnostic($0, source: source, path: path) }
    }

    /// Whether `byteCount` bytes in at most `lineCount` lines keep every estimate of `Scan`
    /// within its budget whatever they hold. A line's container estimate is at most twice its
    /// length (a byte is at most one marker or four columns, and columns count half), so at
    /// most twice the page's; each line adds it once to the container lines and once per
    /// delimiter to the emphasis work; and image openers and closing brackets, which use
    /// different bytes, multiply to at most a quarter of the size squared.
    static func cannotReachBudgets(byteCount: Int, lineCount: Int) -> Bool {
        // Larger pages are scanned (and the products below cannot overflow).
        guard byteCount <= 1 << 20, lineCount <= 1 << 20 else { return false }
        let carried = 2 * byteCount
        return lineCount * carried <= maximumContainerLines
            && carried * byteCount <= maximumEmphasisWork
            && byteCount * byteCount / 4 <= maximumBracketWork
    }

    static func firstProblem(in bytes: Span<UInt8>) -> Problem? {
        var scan = Scan()
        var line = 1
        var start = 0
        let count = bytes.count
        while start < count {
            // One pass finds the line's end and counts its brackets and emphasis delimiters.
            var end = start
            var counts = Scan.LineCounts()
            while end < count {
                let byte = bytes[end]
                // Lowercase letters and every byte of a non-ASCII character: most of a page, and
                // none is a line end or a counted byte.
                if byte >= 0x60 {
                    end += 1
                    continue
                }
                if byte == 0x0A || byte == 0x0D { break }
                counts.add(byte, after: end > start ? bytes[end - 1] : 0)
                end += 1
            }
            if let problem = scan.line(bytes, start..<end, counts: counts, number: line) {
                return problem
            }
            if end + 1 < count, bytes[end] == 0x0D, bytes[end + 1] == 0x0A { end += 1 }
            start = end + 1
            line += 1
        }
        return nil
    }

    enum Problem {
        case containers(depth: Int, line: Int)
        case emphasis(depth: Int, line: Int)
        case brackets(images: Int, closers: Int, line: Int)
    }

    /// The running estimates over the lines seen so far.
    struct Scan {
        /// Containers that may be open: a blank line keeps list items open, and a line that
        /// does not open containers may be a lazy continuation of the deepest one.
        var carried = 0
        var carriedSince = 1
        var previousBlank = true
        var containerLines = 0
        var emphasisWork = 0
        /// Brackets of the paragraph being read (lexically: since the last blank line, list
        /// item or heading), and the work of the paragraphs before it.
        var images = 0
        var closers = 0
        var bracketWork = 0
        var runStart = 1

        /// The emphasis delimiters (`*`, `_`), image openers `![` and closing brackets of a line.
        struct LineCounts {
            var delimiters = 0
            var images = 0
            var closers = 0

            mutating func add(_ byte: UInt8, after previous: UInt8) {
                switch byte {
                case 0x2A, 0x5F: delimiters += 1
                case 0x5B where previous == 0x21: images += 1
                case 0x5D: closers += 1
                default: break
                }
            }
        }

        mutating func line(_ bytes: Span<UInt8>, _ range: Range<Int>, counts: LineCounts, number: Int) -> Problem? {
            var index = range.lowerBound
            var columns = 0
            var markers = 0
            /// Whether the line's first marker starts a list item that may interrupt a
            /// paragraph: a bullet or `1.` indented less than four columns.
            var interrupts: Bool?
            // The container prefix: indentation, `>` and list markers, in any order.
            prefix: while index < range.upperBound {
                switch bytes[index] {
                case 0x20: columns += 1; index += 1
                case 0x09: columns += 4 - columns % 4; index += 1
                case 0x3E:
                    interrupts = interrupts ?? false
                    markers += 1
                    index += 1
                case 0x2D, 0x2B, 0x2A:
                    guard Self.endsMarker(bytes, index + 1, range) else { break prefix }
                    interrupts = interrupts ?? (columns < 4)
                    markers += 1
                    index += 1
                case 0x30...0x39:
                    var digit = index
                    while digit < range.upperBound, digit - index < 9, (0x30...0x39).contains(bytes[digit]) { digit += 1 }
                    guard digit < range.upperBound, bytes[digit] == 0x2E || bytes[digit] == 0x29,
                          Self.endsMarker(bytes, digit + 1, range) else { break prefix }
                    interrupts = interrupts ?? (columns < 4 && digit == index + 1 && bytes[index] == 0x31)
                    markers += 1
                    index = digit + 1
                default: break prefix
                }
            }
            let blank = markers == 0 && index == range.upperBound
            // cmark parses inlines per paragraph. Only what surely ends one resets the count (a
            // blank line, a list item with text, an ATX heading); anything else may be a
            // continuation line, and counting it in overestimates, which is the safe side.
            let hasText = index < range.upperBound
            if blank || (interrupts == true && hasText) || (markers == 0 && columns < 4 && Self.isHeading(bytes, index, range)) {
                bracketWork += images * closers
                images = 0
                closers = 0
                runStart = blank ? number + 1 : number
            }
            if !blank {
                // Each nested list item needs at least two more columns of indentation.
                let estimate = markers + columns / 2
                if previousBlank {
                    carried = estimate
                    carriedSince = number
                } else if estimate > carried {
                    carried = estimate
                    carriedSince = number
                }
            }
            previousBlank = blank
            containerLines += carried
            if containerLines > maximumContainerLines { return .containers(depth: carried, line: carriedSince) }
            guard !blank else { return nil }

            images += counts.images
            closers += counts.closers
            emphasisWork += carried * counts.delimiters
            if emphasisWork > maximumEmphasisWork { return .emphasis(depth: carried, line: carriedSince) }
            if bracketWork + images * closers > maximumBracketWork {
                return .brackets(images: images, closers: closers, line: runStart)
            }
            return nil
        }

        /// `#` to `######` followed by a space, a tab or the end of the line.
        private static func isHeading(_ bytes: Span<UInt8>, _ index: Int, _ range: Range<Int>) -> Bool {
            var end = index
            while end < range.upperBound, bytes[end] == UInt8(ascii: "#"), end - index < 7 { end += 1 }
            return (1...6).contains(end - index) && endsMarker(bytes, end, range)
        }

        /// A list marker is followed by a space, a tab or the end of the line.
        private static func endsMarker(_ bytes: Span<UInt8>, _ index: Int, _ range: Range<Int>) -> Bool {
            index == range.upperBound || bytes[index] == 0x20 || bytes[index] == 0x09
        }
    }

    private static func diagnostic(_ problem: Problem, source: SourceText, path: String) -> Diagnostic {
        let (summary, explanation, line): (String, String, Int)
        switch problem {
        case .containers(let depth, let line0):
            (summary, explanation, line) = (
                "the page keeps up to \(depth) nested block quotes or list items open across too many lines",
                "Every line is checked against every open container, and blank lines keep lists open; past \(maximumContainerLines) container-lines the cmark library Triglot uses would take minutes (CVE-2023-24824), so the page is not parsed. Flatten the nesting from this line.",
                line0)
        case .emphasis(let depth, let line0):
            (summary, explanation, line) = (
                "the page has too much emphasis inside \(depth) nested block quotes or list items",
                "Each `*` or `_` inside deep nesting costs the cmark library Triglot uses a walk up the whole nesting (CVE-2023-24824), so the page is not parsed. Flatten the nesting from this line.",
                line0)
        case .brackets(let images, let closers, let line0):
            (summary, explanation, line) = (
                "a paragraph has \(images) unclosed image openers `![` and \(closers) closing brackets",
                "The cmark library Triglot uses walks every pending `![` for each link it closes (CVE-2023-22486), so a paragraph like this takes minutes and the page is not parsed. Close the images or escape them as `\\![`.",
                line0)
        }
        let safeLine = min(max(line, 1), max(source.lineCount, 1))
        return Diagnostic(id: diagnosticID, severity: .error, summary: summary, explanation: explanation,
                          path: path, range: SourceRange(line: safeLine))
    }
}
