import Foundation
import Testing
@testable import TriglotImport
import TriglotSymbolGraph
import TriglotTestSupport

/// A catalog's images come with the import: `![Alt](name)` and `@Image(source:alt:)` link to a
/// copy beside the module's pages, the light 1x variant of the name; an image the catalog does
/// not have is left out and reported at its line, as before.
@Suite("Catalog images")
struct CatalogImageTests {
    @Test func imagesTheCatalogHasAreCarriedOver() throws {
        let root = try TemporaryFolder("catalog-images")
        let catalog = root.url("Kit.docc")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: try SymbolImportTests.fixture("Kit.docc")), to: catalog)
        try root.write(["Kit.docc/Resources/greeter.png": "light", "Kit.docc/Resources/greeter~dark@2x.png": "dark",
                        "Kit.docc/Resources/unused.svg": "<svg/>"])
        let result = try SymbolImport(catalog: try SymbolImportTests.graph().catalog, doccFolder: catalog.path, existing: []).run()
        let article = try #require(result.pages.first { $0.path == "kit/gettingstarted.md" }).text
        // The directive (line 17) and the Markdown image (line 19) alike.
        #expect(article.components(separatedBy: "![A greeter at work](images/greeter.png)").count == 3, "\(article)")
        #expect(result.images == ["kit/images/greeter.png": catalog.appendingPathComponent("Resources/greeter.png").path])
        let notes = result.diagnostics.filter { $0.path.hasSuffix("Articles/GettingStarted.md") }
        #expect(notes.map(\.id) == ["import.unresolved-link"])
    }

    @Test(arguments: [
        ("flow.png", "flow"), ("flow", "flow"), ("Resources/flow~dark.png", "flow"), ("flow@2x.png", "flow"),
        ("flow~dark@3x.jpeg", "flow"), ("my.flow.png", "my.flow"), ("notes.txt", "notes.txt"),
    ])
    func imageNamesAsPagesWriteThem(reference: String, name: String) {
        #expect(DocCCatalog.imageName(reference) == name)
    }

    @Test(arguments: [
        (#"@Image(source: "flow.png", alt: "The flow")"#, "![The flow](flow.png)"),
        (#"@Image(source: "flow", alt: "A [bracketed] \"quote\"")"#, #"![A \[bracketed\] "quote"](flow)"#),
        (#"@Image(source: "flow.png")"#, "![](flow.png)"),
    ])
    func imageDirectivesAreMarkdownImages(directive: String, markdown: String) {
        #expect(DocCDirectives.markdownImage(directive) == markdown)
        #expect(DocCDirectives(text: directive + "\nText.").lines == [markdown, "Text."])
    }
}
