import Testing
import TriglotChecks
import TriglotModel

@Suite("translation.parameters and model.parameters-vs-declaration")
struct ParametersCheckTests {
    static let declaration = "optional func application(_ application: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool"

    @Test(arguments: [
        (["application", "url", "options"], []),
        (["application", "link", "options"], ["parameter `link` where the English page has `url`"]),
        (["application", "options"], ["parameter `url` of the English page is not documented here"]),
        (["application", "url", "options", "extra"], ["parameter `extra` is not in the English page"]),
        (["url", "application", "options"], ["parameters are in a different order than in the English page: `url` where the English has `application`"]),
    ] as [([String], [String])])
    func translationParameters(names: [String], summaries: [String]) {
        let files = PagePair.files(PagePair.symbol(declaration: Self.declaration, parameters: ["application", "url", "options"]),
                                   PagePair.symbol(declaration: Self.declaration, parameters: names, chinese: true))
        let found = TestContent.run(ParametersCheck.self, files)
        #expect(found.map(\.summary) == summaries)
        #expect(found.allSatisfy { $0.path == "Content/zh-Hans/a.md" })
    }

    @Test(arguments: [
        (["application", "url", "options"], [] as [String]),
        (["application", "URL", "options"], ["`URL` is not a parameter of the declaration; it declares `url` here"]),
        (["application", "options"], ["the declaration's parameter `url` is not documented"]),
        (["application", "url", "options", "completion"], ["`completion` is not a parameter of the declaration"]),
        (["application", "options", "url"], ["parameters are not in declaration order: `options` where the declaration has `url`"]),
        (["application", "url", "url", "options"], ["`url` is not a parameter of the declaration"]),
    ])
    func documentedAgainstDeclared(names: [String], summaries: [String]) {
        let found = TestContent.run(ParametersDeclarationCheck.self, ["en/a.md": PagePair.symbol(declaration: Self.declaration, parameters: names)])
        #expect(found.map(\.summary) == summaries)
    }

    @Test func renamedParameterHasItsLineAndAFixIt() throws {
        let page = PagePair.symbol(declaration: Self.declaration, parameters: ["application", "link", "options"])
        let found = try #require(TestContent.run(ParametersDeclarationCheck.self, ["en/a.md": page]).first)
        #expect(found.line == line(of: "- `link`", in: page))
        #expect(found.fixIts.map(\.replacement) == ["url"])
    }

    @Test(arguments: [
        "optional func application(_ application: UIApplication, open url: URL -> Bool",  // invalid: the parser reports it
        "var applicationState: UIApplication.State { get }",  // no parameters, none documented
    ])
    func quietWithoutParametersToCompare(declaration: String) {
        let page = PagePair.symbol(declaration: declaration, parameters: declaration.hasPrefix("var") ? [] : ["application"])
        #expect(TestContent.run(ParametersDeclarationCheck.self, ["en/a.md": page]).isEmpty)
    }
}
