import Testing
import TriglotModel

/// Declarations as symbol graphs print them, each on a page of its own.
@Suite("Symbol graph declarations")
struct SymbolGraphDeclarationTests {
    static func declaration(_ code: String) -> (Declaration?, [Diagnostic]) {
        let page = "# x\n\nAbstract.\n\n## Declaration\n\n```swift\n\(code)\n```\n"
        let read = PageReader().read(bytes: Array(page.utf8), path: "a.md", language: .english)
        return (read.page.declaration, read.diagnostics.filter { $0.id.hasPrefix("model.declaration") || $0.id == "model.invalid-declaration" })
    }

    @Test(arguments: [
        ("case critical", Declaration.Kind.case, "critical"),
        ("indirect case node(Tree, Tree)", .case, "node"),
        ("associatedtype Command : ParsableCommand", .associatedType, "Command"),
    ] as [(String, Declaration.Kind, String)])
    func declarationsOutsideTheirTypeAreValid(code: String, kind: Declaration.Kind, name: String) throws {
        let (declaration, diagnostics) = Self.declaration(code)
        #expect(diagnostics.isEmpty)
        let read = try #require(declaration)
        #expect(read.isValid && read.kind == kind && read.name == name)
    }

    /// `subscript(metadataKey _: String)`: the label documents a parameter with no name of its own.
    @Test func aParameterWithoutANameIsDocumentedByItsLabel() throws {
        let read = try #require(Self.declaration("subscript(metadataKey _: String) -> Int { get }").0)
        #expect(read.parameters.map(\.name) == ["metadataKey"])
    }
}
