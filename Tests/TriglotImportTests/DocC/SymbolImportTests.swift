import Foundation
import Testing
import TriglotModel
import TriglotSymbolGraph
import TriglotTestSupport
@testable import TriglotImport

/// `triglot import --symbol-graph … --docc …` on a small module written for these tests
/// (Fixtures/symbol-graph and Fixtures/Kit.docc).
@Suite("Symbol graph import")
struct SymbolImportTests {
    static func fixture(_ name: String) throws -> String {
        try #require(Bundle.module.url(forResource: "Fixtures/" + name, withExtension: nil)).path
    }

    static func graph() throws -> SymbolGraphReader.Result {
        try SymbolGraphReader().read(folder: fixture("symbol-graph"))
    }

    static func pages(existing: [SymbolImport.ExistingPage] = [], catalog: SymbolCatalog? = nil) throws -> SymbolImport.Result {
        try SymbolImport(catalog: catalog ?? graph().catalog, doccFolder: fixture("Kit.docc"), existing: existing).run()
    }

    static func page(_ path: String, in result: SymbolImport.Result) throws -> String {
        try #require(result.pages.first { $0.path == path }).text
    }

    @Test func theReaderKeepsThePublicSymbolsOfTheModulesOwnGraph() throws {
        let graph = try Self.graph()
        #expect(graph.catalog.modules == ["Kit"])
        #expect(graph.catalog.symbols.map(\.title) == ["Greeter", "greet(_:times:)", "init(greeting:)"])
        #expect(graph.skippedExtensionFiles.count == 1)
        let greet = try #require(graph.catalog["s:3Kit7GreeterV5greet_5timesS2S_SitF"])
        // The doc comment documents internal names: `count`, not the label `times`.
        #expect(greet.parameterNames == ["name", "count"])
        #expect(greet.declaration == "func greet(_ name: String, times count: Int) -> String")
        #expect(greet.kind == "method" && greet.kindName == "Instance Method")
        #expect(greet.documentationLine == 21)
    }

    @Test func aFolderWithoutAGraphIsAnError() throws {
        let empty = try TemporaryFolder("triglot-import")
        defer { empty.remove() }
        #expect(throws: SymbolGraphReader.ReadError.self) { try SymbolGraphReader().read(folder: empty.path) }
        #expect(throws: SymbolGraphReader.ReadError.self) { try SymbolGraphReader().read(folder: empty.path + "/missing") }
    }

    @Test func everySymbolArticleAndTheModuleHasAPage() throws {
        let result = try Self.pages()
        #expect(result.pages.map(\.path) == [
            "kit.md", "kit/gettingstarted.md", "kit/greeter.md", "kit/greeter/greet-times.md", "kit/greeter/init-greeting.md",
        ])
        #expect(result.orphans.isEmpty)
    }

    @Test func aSymbolPageHoldsTheCompilersDeclarationAndTheCommentsSections() throws {
        let text = try Self.page("kit/greeter/greet-times.md", in: Self.pages())
        #expect(text.hasPrefix("---\nsymbol: 's:3Kit7GreeterV5greet_5timesS2S_SitF'\n---\n\n# greet(_:times:)\n\nGreets someone, again and again.\n"))
        #expect(text.contains("## Declaration\n\n```swift\nfunc greet(_ name: String, times count: Int) -> String\n```"))
        #expect(text.contains("## Parameters\n\n- `name`\n\n  Who to greet.\n\n- `count`\n\n  How many times.\n"))
        #expect(text.contains("## Return Value\n\nThe greeting.\n"))
        #expect(text.contains("> Note: Nobody likes a greeting repeated ten times."))
    }

    /// The extension file adds to the doc comment and curates; the rest is grouped by kind.
    @Test func anExtensionFileAddsItsTextAndTopics() throws {
        let text = try Self.page("kit/greeter.md", in: Self.pages())
        #expect(text.contains("docc: Extensions/Greeter.md"))
        #expect(text.contains("\n\nGreets people by name.\n\n## Declaration"))
        #expect(text.contains("## Overview\n\nMake one with [`init(greeting:)`](greeter/init-greeting.md)"))
        #expect(text.contains("A greeter remembers its greeting, so [`greet(_:times:)`](greeter/greet-times.md) needs only a name."))
        let topics = try #require(text.range(of: "## Topics")).lowerBound
        let groups = text[topics...].split(separator: "\n").filter { $0.hasPrefix("### ") }
        #expect(groups == ["### Greeting", "### Initializers", "### Conforms To"])
        #expect(text.contains("## Relationships\n\n### Conforms To\n\n- `Equatable`"))
    }

    @Test func anArticleHasItsTitleAndLinksAndWhatIsLeftOutIsListed() throws {
        let result = try Self.pages()
        let text = try Self.page("kit/gettingstarted.md", in: result)
        #expect(text.hasPrefix("---\ndocc: Articles/GettingStarted.md\n---\n\n# Getting Started with Kit\n\nMake your first greeter.\n"))
        #expect(text.contains("Call [`init(greeting:)`](greeter/init-greeting.md):"))
        #expect(!text.contains("@Image") && !text.contains("greeter.png") && !text.contains("@Metadata"))
        let notes = result.diagnostics.filter { $0.path.hasSuffix("Articles/GettingStarted.md") }
        #expect(notes.map(\.id) == ["import.not-carried-over", "import.not-carried-over", "import.unresolved-link"])
        #expect(notes.map { $0.range?.lowerBound.line } == [17, 19, 21])
    }

    @Test func theModulePageCuratesAsTheCatalogSays() throws {
        let text = try Self.page("kit.md", in: Self.pages())
        #expect(text.contains("## Topics\n\n### Essentials\n\n- [Getting Started with Kit](kit/gettingstarted.md)\n\n  Make your first greeter.\n\n- [`Greeter`](kit/greeter.md)"))
        // Curated once, so no automatic group repeats them.
        #expect(!text.contains("### Structures") && !text.contains("### Articles"))
    }

    /// The code renamed `Greeter` to `Welcomer`: a new identifier, the old one gone. The page
    /// that says the same thing, where the symbol's parent puts it, is the renamed symbol's.
    @Test func aRenamedSymbolKeepsItsPage() throws {
        var symbols = try Self.graph().catalog.symbols
        let index = try #require(symbols.firstIndex { $0.title == "init(greeting:)" })
        symbols[index].id = "s:3Kit7GreeterV7welcomeACSS_tcfc"
        symbols[index].title = "init(welcome:)"
        symbols[index].path = ["Greeter", "init(welcome:)"]
        let catalog = SymbolCatalog(modules: ["Kit"], symbols: symbols)
        let existing = try Self.pages().pages.map { SymbolImport.existingPage(path: $0.path, text: $0.text) }
        let result = try Self.pages(existing: existing, catalog: catalog)
        let page = try Self.page("kit/greeter/init-greeting.md", in: result)
        #expect(page.contains("# init(welcome:)"))
        #expect(result.renamed.map(\.path) == ["kit/greeter/init-greeting.md"])
        #expect(result.orphans.isEmpty)
        #expect(!result.pages.contains { $0.path == "kit/greeter/init-welcome.md" })
    }

    @Test func aPageWhoseSymbolIsGoneIsKeptAndNamed() throws {
        let existing = [SymbolImport.ExistingPage(path: "kit/old.md", symbolID: "s:3Kit3OldV", doccFile: nil, abstract: "Something else.")]
        let result = try Self.pages(existing: existing)
        #expect(result.orphans == ["kit/old.md"])
        #expect(result.diagnostics.contains { $0.id == "import.symbol-removed" && $0.path == "kit/old.md" })
        #expect(!result.pages.contains { $0.path == "kit/old.md" })
    }

    @Test func existingPagesAreReadFromTheirFrontMatter() {
        let page = SymbolImport.existingPage(path: "a.md", text: "---\nsymbol: 's:1a'\n---\n\n# a()\n\nDoes [`b`](b.md) well.\n\n## Declaration\n")
        #expect(page == .init(path: "a.md", symbolID: "s:1a", doccFile: nil, abstract: "Does `b` well."))
    }
}

extension SymbolImportTests {
    /// A package's targets imported one after another into one folder: another module's
    /// pages are not this import's to call gone.
    @Test func anotherModulesPagesAreNotOrphans() throws {
        let existing = [SymbolImport.ExistingPage(path: "tool/main.md", symbolID: "s:4Tool4mainyyF", doccFile: nil, abstract: "Runs.")]
        let result = try Self.pages(existing: existing)
        #expect(result.orphans.isEmpty)
        #expect(!result.diagnostics.contains { $0.id == "import.symbol-removed" })
    }
}
