import Testing
import TriglotChecks
import TriglotContent
import TriglotModel

/// Breaks the good trio one defect at a time, writes it to a temporary content folder, loads it
/// with `ContentLoader.load(folder:)` and expects the right check at the right file and line.
@Suite("Defect injection")
struct DefectInjectionTests {
    @Test(arguments: Defect.catalogue)
    func defectIsFoundAtItsPlace(_ defect: Defect) throws {
        var files = GoodTrio.files
        let original = try #require(files[defect.file], "no file \(defect.file)")
        var text = original
        for (find, replace) in defect.edits {
            try #require(text.contains(find), "'\(find)' is not in \(defect.file)")
            text = text.replacing(find, with: replace, maxReplacements: 1)
        }
        files[defect.file] = text
        let expectedLine = try #require(line(of: defect.at, in: text), "'\(defect.at)' is not in the edited \(defect.file)")

        let diagnostics = TestContent.run(ChecksUnderTest.all, on: try TestContent.onDisk(files))
        let found = diagnostics.filter { $0.id == defect.id && $0.path.hasSuffix("/" + defect.file) }
        #expect(found.contains { $0.line == expectedLine },
                "expected [\(defect.id)] at \(defect.file):\(expectedLine); got \(diagnostics.map { "\($0.path.split(separator: "/").suffix(2).joined(separator: "/")):\($0.line ?? 0) [\($0.id)] \($0.summary)" })")
    }

    @Test func catalogueCoversEveryCheckWritten() {
        let covered = Set(Defect.catalogue.map(\.id))
        let written = ChecksUnderTest.all.map { $0.id }.filter { !["translation.missing", "translation.orphan"].contains($0) }
        #expect(written.allSatisfy(covered.contains), "not injected: \(written.filter { !covered.contains($0) })")
        #expect(Defect.catalogue.count >= 30)
    }
}
