import Testing
import TriglotMarkup
@testable import TriglotModel

@Suite("A Content-format symbol page in every language")
struct SymbolPageParserTests {
    static let pages: [(String, Language)] = [
        ("symbol-en.md", .english), ("symbol-zh-Hans.md", .simplifiedChinese), ("symbol-ja.md", .japanese),
    ]

    @Test(arguments: pages)
    func readsEverySection(file: String, language: Language) throws {
        let result = try Fixture.read(file, language: language)
        let page = result.page
        #expect(result.diagnostics.isEmpty)
        #expect(page.kind == .symbol)
        #expect(page.language == language)
        #expect(page.title?.text == "application(_:willFinishLaunchingWithOptions:)")
        #expect(page.title?.range.lowerBound.line == 4)
        #expect(page.frontMatter.source?.hasSuffix("application(_:willfinishlaunchingwithoptions:)") == true)
        #expect(page.abstract.count == 1)
        #expect(page.abstract.first?.range.lowerBound.line == 6)
        #expect(page.availability.map(\.displayText) == ["iOS 6.0+", "iPadOS 6.0+", "Mac Catalyst 13.1+", "tvOS 9.0+"])
        #expect(page.availability.map(\.range.lowerBound.line) == [8, 9, 10, 11])
        #expect(page.sections.map(\.kind) == [.declaration, .parameters, .returnValue, .discussion, .seeAlso, .custom])
        #expect(page.sections.map(\.headingRange.lowerBound.line) == [13, 19, 29, 33, 46, 48])
    }

    @Test(arguments: pages)
    func declarationParametersMatchTheParametersSection(file: String, language: Language) throws {
        let page = try Fixture.read(file, language: language).page
        let declaration = try #require(page.declaration)
        #expect(declaration.isValid)
        #expect(declaration.kind == .function)
        #expect(declaration.symbol == "application(_:willFinishLaunchingWithOptions:)")
        #expect(declaration.parameters.map(\.label) == ["_", "willFinishLaunchingWithOptions"])
        #expect(declaration.parameters.map(\.name) == ["application", "launchOptions"])
        #expect(declaration.returnType == "Bool")
        #expect(declaration.range.lowerBound.line == 15)
        #expect(declaration.tokens.map(\.text).joined() == declaration.source)
        #expect(page.parameters.map(\.name) == declaration.parameters.map(\.name))
        #expect(page.parameters.map(\.nameRange.lowerBound.line) == [21, 25])
        #expect(page.parameters.allSatisfy { $0.blocks.count == 1 })
    }

    @Test(arguments: pages)
    func returnValueDiscussionCalloutsAndSeeAlso(file: String, language: Language) throws {
        let page = try Fixture.read(file, language: language).page
        #expect(page.returnValue.count == 1)
        #expect(page.returnValue.first?.range.lowerBound.line == 31)
        #expect(page.discussion.map(\.kind) == [.paragraph, .blockQuote, .codeBlock])
        let callout = try #require(page.callouts.first)
        #expect(page.callouts.count == 1)
        #expect(callout.kind == .important)
        #expect(callout.range.lowerBound.line == 37)
        #expect(callout.blocks.count == 1)
        #expect(callout.sectionID == page.sections[3].id)
        #expect(page.lifecycleBlocks.count == 1)
        #expect(page.lifecycleBlocks.first?.firstContentLine == 42)
        let group = try #require(page.seeAlso.first)
        #expect(page.seeAlso.count == 1)
        #expect(group.items.count == 1)
        #expect(group.items.first?.symbol == "application(_:didFinishLaunchingWithOptions:)")
        #expect(group.items.first?.target == "application-didfinishlaunchingwithoptions.md")
        #expect(group.items.first?.range.lowerBound.line == 50)
        #expect(group.items.first?.summary.isEmpty == false)
    }

    @Test func tokensClassifyTheDeclaration() throws {
        let declaration = try #require(try Fixture.read("symbol-en.md").page.declaration)
        let kinds = Dictionary(declaration.tokens.map { ($0.text, $0.kind) }, uniquingKeysWith: { first, _ in first })
        #expect(kinds["optional"] == .keyword)
        #expect(kinds["func"] == .keyword)
        #expect(kinds["application"] == .identifier)
        #expect(kinds["willFinishLaunchingWithOptions"] == .label)
        #expect(kinds["launchOptions"] == .parameterName)
        #expect(kinds["UIApplication"] == .typeIdentifier)
        #expect(kinds["Bool"] == .typeIdentifier)
    }
}
