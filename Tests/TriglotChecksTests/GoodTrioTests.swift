import Testing
import TriglotChecks
import TriglotModel

@Suite("The good trio")
struct GoodTrioTests {
    @Test func isQuietInMemory() {
        let diagnostics = TestContent.run(ChecksUnderTest.all, on: TestContent.inMemory(GoodTrio.files))
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.path):\($0.line ?? 0): \($0.summary) [\($0.id)]" })")
    }

    @Test func isQuietOnDisk() throws {
        let content = try TestContent.onDisk(GoodTrio.files)
        #expect(content.allPages.count == 9)
        let diagnostics = TestContent.run(ChecksUnderTest.all, on: content)
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.path):\($0.line ?? 0): \($0.summary) [\($0.id)]" })")
    }

    @Test func everyCheckUnderTestIsInTheCatalogue() {
        let catalogue = Set(CheckCatalogue.all.map { $0.id })
        #expect(ChecksUnderTest.all.allSatisfy { catalogue.contains($0.id) })
    }
}
