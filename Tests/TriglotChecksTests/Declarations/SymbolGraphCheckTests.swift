import Testing
import TriglotChecks
import TriglotContent
import TriglotModel

/// `symbols.graph`: every language's page of a symbol against what the compiler's graph says.
@Suite("symbols.graph")
struct SymbolGraphCheckTests {
    static let id = "s:4Kit6GreeterV5greet_5timesS2S_SitF"

    static let symbol = APISymbol(
        id: id, module: "Kit", kind: "method", kindName: "Instance Method", path: ["Greeter", "greet(_:times:)"],
        title: "greet(_:times:)", declaration: "func greet(_ name: String, times count: Int) -> String",
        parameterNames: ["name", "count"], returnsValue: true, sourceFile: "/src/Kit/Greeter.swift")

    static func page(_ language: String, declaration: String = "func greet(_ name: String, times count: Int) -> String",
                     parameters: [String] = ["name", "count"], frontMatter: Bool = true) -> String {
        let heading = language == "en" ? ("Declaration", "Parameters") : ("声明", "参数")
        var text = frontMatter ? "---\nsymbol: '\(id)'\n---\n\n" : ""
        text += "# greet(_:times:)\n\nGreets.\n\n## \(heading.0)\n\n```swift\n\(declaration)\n```\n\n## \(heading.1)\n\n"
        text += parameters.map { "- `\($0)`\n\n  Text.\n" }.joined(separator: "\n")
        return text
    }

    static func run(_ files: TestContent.Files, catalog: SymbolCatalog = SymbolCatalog(modules: ["Kit"], symbols: [symbol])) -> [Diagnostic] {
        var content = TestContent.inMemory(files)
        content.symbols = catalog
        return SymbolGraphCheck().run(CheckContext(content: content))
    }

    @Test func pagesThatSayWhatTheCompilerSaysHaveNoFinding() {
        #expect(Self.run(["en/kit/greet.md": Self.page("en"), "zh-Hans/kit/greet.md": Self.page("zh-Hans", frontMatter: false)]).isEmpty)
    }

    @Test func withoutASymbolGraphTheCheckIsSilent() {
        let found = Self.run(["en/kit/greet.md": Self.page("en", parameters: ["who", "count"])], catalog: .empty)
        #expect(found.isEmpty)
    }

    /// The code renamed `count` to `repetitions`: every language's page is marked, at its own
    /// line, and the translation follows its English page's symbol without front matter.
    @Test func aParameterRenamedInTheCodeIsReportedInEveryLanguageAtItsLine() throws {
        var renamed = Self.symbol
        renamed.parameterNames = ["name", "repetitions"]
        renamed.declaration = "func greet(_ name: String, times repetitions: Int) -> String"
        let english = Self.page("en")
        let chinese = Self.page("zh-Hans", frontMatter: false)
        let found = Self.run(["en/kit/greet.md": english, "zh-Hans/kit/greet.md": chinese],
                             catalog: SymbolCatalog(modules: ["Kit"], symbols: [renamed]))
        let renames = found.filter { $0.summary.contains("the compiler names it `repetitions`") }
        #expect(renames.map(\.path).sorted() == ["Content/en/kit/greet.md", "Content/zh-Hans/kit/greet.md"])
        for finding in renames {
            let text = finding.path.contains("/en/") ? english : chinese
            #expect(finding.line == line(of: "- `count`", in: text))
            #expect(finding.fixIts.map(\.replacement) == ["repetitions"])
        }
        let declarations = found.filter { $0.summary.hasPrefix("the declaration differs") }
        #expect(declarations.count == 2)
        #expect(declarations.allSatisfy { $0.line == line(of: "```swift", in: english) || $0.line == line(of: "```swift", in: chinese) })
    }

    @Test(arguments: [
        (["name"], "the symbol graph's parameter `count` is not documented"),
        (["name", "count", "extra"], "`extra` is not a parameter of greet(_:times:) in the symbol graph"),
        (["count", "name"], "parameters are not in the compiler's order: `count` where the symbol graph has `name`"),
    ] as [([String], String)])
    func parameterListsAreComparedWithTheSignature(parameters: [String], summary: String) {
        let found = Self.run(["en/kit/greet.md": Self.page("en", parameters: parameters)])
        #expect(found.map(\.summary) == [summary])
    }

    @Test func aDeclarationWrappedOverLinesIsTheSameDeclaration() {
        let wrapped = Self.page("en", declaration: "func greet(\n    _ name: String,\n    times count: Int\n) -> String")
        #expect(Self.run(["en/kit/greet.md": wrapped]).isEmpty)
    }

    /// A page whose symbol the graph lacks is said once, on the source page, as a warning.
    @Test func aSymbolTheGraphNoLongerHasIsReportedOnTheSourcePageOnly() {
        let other = APISymbol(id: "s:4Kit5OtherV", module: "Kit", kind: "struct", kindName: "Structure", path: ["Other"],
                              title: "Other", declaration: "struct Other")
        let found = Self.run(["en/kit/greet.md": Self.page("en"), "zh-Hans/kit/greet.md": Self.page("zh-Hans", frontMatter: false)],
                             catalog: SymbolCatalog(modules: ["Kit"], symbols: [other]))
        #expect(found.map(\.path) == ["Content/en/kit/greet.md"])
        #expect(found.first?.severity == .warning)
        #expect(found.first?.line == 2)
    }
}
