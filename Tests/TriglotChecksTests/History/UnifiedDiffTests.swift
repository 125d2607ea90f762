import Foundation
import Testing
import TriglotChecks
import TriglotTestSupport

/// `UnifiedDiff.hunks` against what `diff -u` prints for the same two files: the format patch,
/// git and every reviewer read.
@Suite("UnifiedDiff against diff -u")
struct UnifiedDiffTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var old: [String]
        var new: [String]
        var testDescription: String { name }
    }

    static let twenty = (1...20).map { "line \($0)" }

    static let cases: [Case] = [
        Case(name: "one line changed in the middle", old: twenty,
             new: twenty.map { $0 == "line 10" ? "line ten" : $0 }),
        Case(name: "a line added at the start", old: twenty, new: ["line 0"] + twenty),
        Case(name: "the last two lines removed", old: twenty, new: Array(twenty.dropLast(2))),
        Case(name: "two changes far apart make two hunks", old: twenty,
             new: twenty.map { $0 == "line 3" ? "line three" : $0 == "line 17" ? "line seventeen" : $0 }),
        Case(name: "two changes five lines apart share a hunk", old: twenty,
             new: twenty.map { $0 == "line 5" ? "line five" : $0 == "line 11" ? "line eleven" : $0 }),
        Case(name: "two changes seven lines apart make two hunks", old: twenty,
             new: twenty.map { $0 == "line 5" ? "line five" : $0 == "line 13" ? "line thirteen" : $0 }),
        Case(name: "lines inserted after line 8", old: twenty,
             new: Array(twenty[..<8]) + ["new a", "new b"] + Array(twenty[8...])),
        Case(name: "lines removed from the middle", old: twenty,
             new: Array(twenty[..<6]) + Array(twenty[9...])),
        Case(name: "everything new", old: [], new: ["a", "b", "c"]),
        Case(name: "everything gone", old: ["a", "b", "c"], new: []),
        Case(name: "a Markdown section edited", old: ["## Brightness", "", "From zero to ten.", "", "See the switch."],
             new: ["## Brightness", "", "From zero to eleven.", "Never more.", "", "See the switch."]),
    ]

    @Test(arguments: cases)
    func hunksMatchDiff(_ example: Case) throws {
        let ours = UnifiedDiff.hunks(example.old, example.new, oldStart: 1, newStart: 1, label: "Label")
        let theirs = try Self.diffU(example.old, example.new)
        #expect(ours.map(Self.withoutLabel) == theirs)
        // Every header carries the label, as git puts a function name there.
        for header in ours where header.hasPrefix("@@") {
            #expect(header.hasSuffix(" @@ Label"))
        }
    }

    /// diff(1) joins two hunks whose contexts meet: six unchanged lines between two changes
    /// (three after the first, three before the second) are one hunk, `@@ -2,14 +2,14 @@`.
    /// UnifiedDiff groups changes only when fewer than six lines lie between them, so it prints
    /// two abutting hunks, `@@ -2,7 +2,7 @@` and `@@ -9,7 +9,7 @@` (valid, but not diff -u).
    @Test
    func changesSixLinesApartShareAHunk() throws {
        let new = Self.twenty.map { $0 == "line 5" ? "line five" : $0 == "line 12" ? "line twelve" : $0 }
        let ours = UnifiedDiff.hunks(Self.twenty, new, oldStart: 1, newStart: 1, label: "L")
        #expect(ours.map(Self.withoutLabel) == (try Self.diffU(Self.twenty, new)))
        #expect(ours.filter { $0.hasPrefix("@@") } == ["@@ -2,14 +2,14 @@ L"])
    }

    /// Hunks of a section shift by where the section starts in its file.
    @Test func startsOffsetTheLineNumbers() {
        let hunks = UnifiedDiff.hunks(["a", "b", "c"], ["a", "B", "c"], oldStart: 40, newStart: 52, label: "S (changed)")
        #expect(hunks == ["@@ -40,3 +52,3 @@ S (changed)", " a", "-b", "+B", " c"])
    }

    @Test func noDifferenceIsNoHunk() {
        #expect(UnifiedDiff.hunks(Self.twenty, Self.twenty, oldStart: 1, newStart: 1, label: "x").isEmpty)
        #expect(UnifiedDiff.hunks([], [], oldStart: 1, newStart: 1, label: "x").isEmpty)
    }

    /// `diff -u`'s hunks for two files of those lines, headers without file names; a one-line
    /// range written `-3` is read as `-3,1`, which patch and git take as the same.
    static func diffU(_ old: [String], _ new: [String]) throws -> [String] {
        let folder = try TemporaryFolder("triglot-udiff")
        defer { folder.remove() }
        try folder.write(["a": old.map { $0 + "\n" }.joined(), "b": new.map { $0 + "\n" }.joined()])
        let a = folder.url("a"), b = folder.url("b")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["diff", "-u", a.path, b.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.dropFirst(2).filter { !$0.isEmpty }.map(normalisedHeader)
    }

    static func normalisedHeader(_ line: String) -> String {
        guard line.hasPrefix("@@ ") else { return line }
        let parts = line.split(separator: " ").map(String.init)
        let ranges = parts[1...2].map { $0.contains(",") ? $0 : $0 + ",1" }
        return "@@ \(ranges[0]) \(ranges[1]) @@"
    }

    static func withoutLabel(_ line: String) -> String {
        guard line.hasPrefix("@@ "), let end = line.range(of: " @@", options: [], range: line.index(line.startIndex, offsetBy: 2)..<line.endIndex) else { return line }
        return String(line[..<end.upperBound])
    }
}
