import Testing
import TriglotMarkup
@testable import TriglotModel
import TriglotTestSupport

/// The display order: by file, position, id and summary, and arrival order among equals.
@Suite("Diagnostic order")
struct DiagnosticOrderTests {
    /// The plain definition: one stable sort over every diagnostic.
    static func reference(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        func key(_ diagnostic: Diagnostic) -> (String, TriglotMarkup.SourceLocation, String, String) {
            (diagnostic.path, diagnostic.range?.lowerBound ?? TriglotMarkup.SourceLocation(line: 0, column: 0), diagnostic.id, diagnostic.summary)
        }
        return diagnostics.enumerated().sorted { lhs, rhs in
            let (left, right) = (key(lhs.element), key(rhs.element))
            if left.0 != right.0 { return left.0 < right.0 }
            if left.1 != right.1 { return left.1 < right.1 }
            if left.2 != right.2 { return left.2 < right.2 }
            if left.3 != right.3 { return left.3 < right.3 }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    @Test(arguments: [1, 2, 3, 4, 5])
    func filesThenPositionsThenIdsKeepingArrivalAmongEquals(seed: UInt64) {
        let diagnostics = Self.shuffled(seed: seed)
        #expect(Diagnostic.sortedForDisplay(diagnostics) == Self.reference(diagnostics))
    }

    /// Findings from the checks arrive sorted; the walk that recognises that must agree with
    /// the sort on every neighbouring pair, equal keys and equal-but-differently-written paths
    /// included.
    @Test(arguments: [1, 2, 3, 4, 5])
    func sortedInputIsRecognisedAndKeptAsItIs(seed: UInt64) {
        let sorted = Self.reference(Self.shuffled(seed: seed))
        #expect(Diagnostic.isInDisplayOrder(sorted))
        #expect(Diagnostic.displayOrder(of: sorted) == Array(sorted.indices))
        var generator = SplitMix64(seed: seed)
        for _ in 0..<200 {
            // Swapping two neighbours unsorts the list exactly when the sort would not keep them so.
            var swapped = sorted
            let index = Int(generator.next() % UInt64(sorted.count - 1))
            swapped.swapAt(index, index + 1)
            let staysSorted = Self.reference(swapped).map(\.notes) == swapped.map(\.notes)
            #expect(Diagnostic.isInDisplayOrder(swapped) == staysSorted)
            #expect(Diagnostic.sortedForDisplay(swapped) == Self.reference(swapped))
        }
    }

    /// A long list is confirmed in parts on several cores, each part comparing its first finding
    /// with the last of the part before: an unsorted neighbour anywhere, at the seams too, is
    /// found as the one walk over the whole list finds it.
    @Test(arguments: [1])
    func partsAgreeWithOneWalk(seed: UInt64) {
        let sorted = Self.reference(Self.shuffled(seed: seed))
        for partSize in [2, 7, 199] {
            #expect(Diagnostic.isInDisplayOrder(sorted, partSize: partSize))
            for index in sorted.indices.dropLast() {
                var swapped = sorted
                swapped.swapAt(index, index + 1)
                let oneWalk = Diagnostic.isInDisplayOrder(swapped.span)
                #expect(Diagnostic.isInDisplayOrder(swapped, partSize: partSize) == oneWalk, "part size \(partSize), swap at \(index)")
            }
        }
    }

    /// 400 diagnostics over a few files, places, ids and summaries, each told apart by a note.
    static func shuffled(seed: UInt64) -> [Diagnostic] {
        var generator = SplitMix64(seed: seed)
        // The last two are the same name, composed and decomposed: Strings equal to each other.
        let paths = ["", "content/en/a.md", "content/en/a/b.md", "content/ja/a.md", "content/zh-Hans/a.md", "content/en/é.md", "content/en/e\u{301}.md"]
        var diagnostics: [Diagnostic] = []
        for index in 0..<400 {
            let line = Int(generator.next() % 4)
            diagnostics.append(Diagnostic(
                id: ["b.check", "a.check"][Int(generator.next() % 2)], severity: .warning,
                summary: ["x", "y"][Int(generator.next() % 2)],
                path: paths[Int(generator.next() % UInt64(paths.count))],
                range: line == 0 ? nil : SourceRange(line: line, column: Int(generator.next() % 3) + 1),
                // Equal keys differ here, so the arrival order is visible.
                notes: [Diagnostic.Note("arrival \(index)")]))
        }
        return diagnostics
    }
}
