import Foundation
import Testing

/// `triglot import` copies the catalog images the pages show beside them, and `triglot build`
/// publishes them where the pages' links lead.
@Suite("Catalog images through import and build", .serialized)
struct ImportImagesTests {
    static let fixtures = TriglotProcess.packageRoot.appendingPathComponent("Tests/TriglotImportTests/Fixtures")

    @Test func importedImagesArePublished() throws {
        let root = try TriglotProcess.temporaryFolder("import-images")
        let catalog = root.appendingPathComponent("Kit.docc")
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("Kit.docc"), to: catalog)
        try FileManager.default.createDirectory(at: catalog.appendingPathComponent("Resources"), withIntermediateDirectories: true)
        try Data("light".utf8).write(to: catalog.appendingPathComponent("Resources/greeter.png"))
        let imported = try TriglotProcess.run(["import", "--symbol-graph", Self.fixtures.appendingPathComponent("symbol-graph").path,
                                               "--docc", catalog.path, "--into", "Docs"], in: root)
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(imported.standardOutput.contains("1 image(s) from the catalog beside them (1 written)"), "\(imported.standardOutput)")
        #expect(FileManager.default.contents(atPath: root.appendingPathComponent("Docs/en/kit/images/greeter.png").path) == Data("light".utf8))

        let again = try TriglotProcess.run(["import", "--symbol-graph", Self.fixtures.appendingPathComponent("symbol-graph").path,
                                            "--docc", catalog.path, "--into", "Docs"], in: root)
        #expect(again.standardOutput.contains("(0 written)"), "\(again.standardOutput)")

        try Data("languages:\n  - code: en\n    source: true\nsymbols:\n  link: none\nstrict: false\n".utf8)
            .write(to: root.appendingPathComponent("Docs/site.yml"))
        let built = try TriglotProcess.run(["build", "--content", "Docs", "--output", "Site", "--quiet"], in: root)
        #expect(built.status == 0, "\(built.standardError)")
        #expect(!built.standardError.contains("links.relative"), "\(built.standardError)")
        #expect(FileManager.default.contents(atPath: root.appendingPathComponent("Site/en/kit/images/greeter.png").path) == Data("light".utf8))
        let article = try String(contentsOf: root.appendingPathComponent("Site/en/kit/gettingstarted.html"), encoding: .utf8)
        #expect(article.contains("src=\"images/greeter.png\""))
    }
}
