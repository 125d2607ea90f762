import Testing
@testable import TriglotModel
import TriglotMarkup

/// The page reader skips the pathological-input scan for bodies whose size and lines bound
/// every estimate inside its budget. The bounds must hold for whatever the bytes are, and the
/// line count the reader passes must bound the lines of the blanked body.
@Suite("Pages too small to be pathological")
struct PathologicalBoundTests {
    /// Bytes that push each estimate hardest: tabs and markers (the container estimate),
    /// delimiters under deep nesting (emphasis), image openers and closers (brackets).
    static let pieces: [[UInt8]] = [
        [0x09], [0x20], [0x3E], [0x2D, 0x20], [0x2A, 0x20], [0x31, 0x2E, 0x20], [0x2A], [0x5F], [0x21, 0x5B], [0x5D],
        [0x0A], [0x0D], [0x0D, 0x0A], [0x23, 0x20], Array("x".utf8), Array("中".utf8),
    ]

    @Test func estimatesStayWithinTheSizeBounds() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for round in 0..<3000 {
            // Lines of one kind of byte repeated (the worst shapes), and random mixtures.
            var bytes: [UInt8] = []
            if round % 3 == 0 {
                let prefix = Self.pieces[Int(next() % 6)], body = Self.pieces[6 + Int(next() % 4)]
                for _ in 0..<(1 + next() % 30) {
                    for _ in 0..<(next() % 40) { bytes += prefix }
                    for _ in 0..<(next() % 40) { bytes += body }
                    bytes.append(0x0A)
                }
            } else {
                for _ in 0..<(next() % 400) { bytes += Self.pieces[Int(next() % UInt64(Self.pieces.count))] }
            }
            let work = PathologicalInputFastPathTests.referenceScan(bytes).work
            let size = bytes.count
            #expect(work.containerLines <= work.lines * 2 * size, "\(bytes)")
            #expect(work.emphasisWork <= 2 * size * size, "\(bytes)")
            #expect(work.bracketWork <= size * size / 4, "\(bytes)")
            #expect(work.lines <= SourceText(bytes: bytes).lineCount, "\(bytes)")
        }
    }

    /// The blanked body has at most the source's lines, or the front matter's when it runs
    /// past them.
    @Test(arguments: ["", "a", "a\n", "---\ntitle: x\n---\n# T\n", "---\r\nx: y\r\n---", "l1\rl2\r\nl3\n\n", "\n\n\n"])
    func blankedBodiesKeepTheirLines(text: String) {
        let bytes = Array(text.utf8)
        let source = SourceText(bytes: bytes)
        for blanked in 0...(source.lineCount + 2) {
            let body = PageReader.blankingLines(blanked, of: bytes, source: source)
            let lines = PathologicalInputFastPathTests.referenceScan(body).work.lines
            #expect(lines <= max(source.lineCount, blanked), "\(blanked) of \(text.debugDescription)")
        }
    }

    @Test func referencePagesAreInsideAndHugeOnesAreNot() {
        #expect(PathologicalInput.cannotReachBudgets(byteCount: 4_000, lineCount: 150))
        #expect(PathologicalInput.cannotReachBudgets(byteCount: 9_000, lineCount: 400))
        #expect(!PathologicalInput.cannotReachBudgets(byteCount: 20_000, lineCount: 400))
        #expect(!PathologicalInput.cannotReachBudgets(byteCount: 5_000, lineCount: 2_000))
        #expect(!PathologicalInput.cannotReachBudgets(byteCount: 2 << 20, lineCount: 1))
    }
}
