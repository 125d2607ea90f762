import Foundation
import Testing

/// `triglot diff` applied with patch(1) to the English page at the baseline gives today's page
/// (blank lines aside: whitespace alone is not a change), wherever the sections were added,
/// removed or changed; and every hunk stays inside the files it names.
@Suite("triglot diff applies with patch, edits anywhere", .serialized)
struct GitDiffPatchPlacesTests {
    struct Edit: Sendable, CustomTestStringConvertible {
        var name: String
        /// (old, new) replacements in en/lamp.md, applied in order.
        var replacements: [(String, String)]
        var testDescription: String { name }
    }

    static let overview = "## Overview\n\nThe lamp turns on when you press the switch.\n\n"
    static let seeAlso = "## See Also\n\n- [Switch](switch.md)\n"
    static let safety = "## Safety\n\nUnplug the lamp first.\n\n"
    static let care = "## Care\n\nWipe it with a dry cloth.\n\n"

    static let edits: [Edit] = [
        Edit(name: "a section added first", replacements: [(overview, safety + overview)]),
        Edit(name: "two sections added side by side", replacements: [("## Battery\n", safety + care + "## Battery\n")]),
        Edit(name: "the first section removed", replacements: [(overview, "")]),
        Edit(name: "the abstract changed", replacements: [("A lamp gives light to a room.", "A lamp lights a room.")]),
        Edit(name: "changed, added and removed together", replacements: [
            (GitBaselineTests.oldBrightness, GitBaselineTests.newBrightness), (overview, ""), ("## Battery\n", care + "## Battery\n"),
        ]),
    ]

    /// A file ending in a newline: today the last section's range runs one line past the end
    /// (SourceText counts the empty line after the final newline), so its hunk names a line the
    /// file does not have. Changed last, patch rejects the hunk (its last context line is not
    /// there); added last, patch appends a blank line too many; removed last,
    /// `@@ -21,4 +20,0 @@` wants 4 lines where the file has 3, and patch --batch takes the diff
    /// for a reversed one and applies it backwards.
    static let lastSectionEdits: [Edit] = [
        Edit(name: "the last section changed", replacements: [("- [Switch](switch.md)", "- [Switch](switch.md)\n- [Bulb](bulb.md)")]),
        Edit(name: "a section added last", replacements: [(seeAlso, seeAlso + "\n" + safety.trimmingCharacters(in: .newlines) + "\n")]),
        Edit(name: "the last section removed", replacements: [("\n" + seeAlso, "")]),
    ]

    @Test(.enabled(if: GitDiffPatchTests.hasPatch), arguments: edits)
    func theDiffPatchesTheBaselineIntoToday(_ edit: Edit) throws {
        try Self.verify(edit)
    }

    @Test(.enabled(if: GitDiffPatchTests.hasPatch),
          arguments: lastSectionEdits)
    func aLastSectionsHunkStaysInsideTheFile(_ edit: Edit) throws {
        try Self.verify(edit)
    }

    static func verify(_ edit: Edit) throws {
        let (repository, diff, baseline) = try GitDiffPatchTests.diff("places") { repository in
            for (old, new) in edit.replacements { try repository.edit("en/lamp.md", replacing: old, with: new) }
        }
        let today = try repository.read("en/lamp.md")
        for header in diff.split(separator: "\n").filter({ $0.hasPrefix("@@ -") }) {
            let (old, new) = try #require(hunkRanges(String(header)))
            #expect(old.start + old.count - 1 <= lineCount(baseline), "\(header): past the baseline's end")
            #expect(new.start + new.count - 1 <= lineCount(today), "\(header): past today's end")
        }
        let result = try GitDiffPatchTests.patched(baseline, with: diff, in: repository)
        #expect(!result.messages.contains("Reversed"), "\(result.messages)")
        #expect(meaningful(result.text) == meaningful(today), "\(diff)\n\(result.messages)")
    }

    /// `@@ -a,b +c,d @@ label` → ((a, b), (c, d)).
    static func hunkRanges(_ header: String) -> ((start: Int, count: Int), (start: Int, count: Int))? {
        let fields = header.split(separator: " ")
        guard fields.count >= 3 else { return nil }
        func range(_ field: Substring) -> (start: Int, count: Int)? {
            let numbers = field.dropFirst().split(separator: ",").compactMap { Int($0) }
            return numbers.count == 2 ? (numbers[0], numbers[1]) : numbers.count == 1 ? (numbers[0], 1) : nil
        }
        guard let old = range(fields[1]), let new = range(fields[2]) else { return nil }
        return (old, new)
    }

    /// Lines as an editor counts them: a final newline ends the last line, it does not start one.
    static func lineCount(_ text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
    }

    static func meaningful(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.reversed().drop { $0 == " " }.reversed()) }.filter { !$0.isEmpty }
    }
}
