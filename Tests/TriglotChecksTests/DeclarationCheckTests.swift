import Testing
import TriglotChecks
import TriglotModel

@Suite("translation.declaration")
struct DeclarationCheckTests {
    static let english = "optional func application(_ application: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool"

    @Test(arguments: [
        (english, nil),
        // Spacing around punctuation and re-wrapping are not changes.
        ("optional func application(_ application: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool", nil),
        ("optional func application(_ application: UIApplication,\n                          open url: URL,\n                          options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool", nil),
        ("optional func application(_ application: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Int", 8),
        ("func application(_ application: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool", 8),
        ("optional func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool", 8),
    ] as [(String, Int?)])
    func comparesDeclarations(translated: String, line: Int?) {
        let files = PagePair.files(PagePair.symbol(declaration: Self.english, parameters: []),
                                   PagePair.symbol(declaration: translated, parameters: [], chinese: true))
        let found = TestContent.run(DeclarationCheck.self, files)
        #expect(found.map(\.line) == (line.map { [$0] } ?? []), "\(found.map(\.summary))")
        #expect(found.allSatisfy { $0.path == "Content/zh-Hans/a.md" && $0.severity == .error })
    }

    @Test func pointsAtTheDifferingLineOfAMultiLineDeclaration() throws {
        let english = "@MainActor\noptional func applicationDidBecomeActive(_ application: UIApplication)"
        let translated = "@MainActor\noptional func applicationDidBecomeActive(_ app: UIApplication)"
        let files = PagePair.files(PagePair.symbol(declaration: english, parameters: []),
                                   PagePair.symbol(declaration: translated, parameters: [], chinese: true))
        let found = try #require(TestContent.run(DeclarationCheck.self, files).first)
        #expect(found.line == 9)
        #expect(found.notes.first?.path == "Content/en/a.md")
    }
}
