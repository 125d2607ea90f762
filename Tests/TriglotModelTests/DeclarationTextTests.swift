import Foundation
import Testing
@testable import TriglotModel

/// A declaration's types and names are cut from its source when it parsed without errors; they
/// must be exactly what `trimmedDescription` printed before, and invalid code must keep it.
@Suite("Declaration text from the source")
struct DeclarationTextTests {
    static let declarations = [
        "optional func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool",
        "optional func application(\n    _ application: UIApplication,\n    continue userActivity: NSUserActivity,\n    restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void\n) -> Bool",
        "func f(x: /* a */ Int /* b */, y : [String : Any]  ) -> some View // done",
        "func g(_ a: inout Int, b: Int..., c: (Int) async throws -> Void = { _ in }) async throws -> (Int, String)",
        "init?(coder: NSCoder)", "subscript(index: Int) -> Element { get }", "var applicationState: UIApplication.State { get }",
        "class let didFinishLaunchingNotification: NSNotification.Name", "let (a, b): (Int, Int)", "@MainActor class UIApplication : UIResponder",
        "extension Array where Element: Equatable", "struct LaunchOptionsKey", "typealias Handler = () -> Void", "case notRunning",
        "macro stringify<T>(_ value: T) -> (T, String)", "func h<T: Collection>(_ t: T) -> T.Element? where T.Element: Hashable",
        "func 中文(参数 名字: 类型) -> 结果", "func e\u{301}(x: Int)", "func broken(x: ) ->", "func (x: Int)", "var", "func f(x: Int",
        "", "   ", "// only a comment", "func k(\tx:\tInt\t)\t->\tInt\t",
    ]

    /// Every declaration of the shipped Content pages too.
    static func contentDeclarations() -> [String] {
        Fixture.contentPages().compactMap { page in
            PageReader().read(bytes: page.bytes, path: page.path, language: .english).page.declaration?.source
        }
    }

    @Test(arguments: declarations + contentDeclarations())
    func factsAgreeWithTrimmedDescriptions(code: String) {
        let reference = DeclarationFacts.of(code, cuttingFromSource: false)
        let facts = DeclarationFacts.of(code, cuttingFromSource: true)
        #expect(facts.kind == reference.kind && facts.name == reference.name && facts.symbol == reference.symbol)
        #expect(facts.parameters == reference.parameters)
        #expect(facts.returnType == reference.returnType)
    }
}
