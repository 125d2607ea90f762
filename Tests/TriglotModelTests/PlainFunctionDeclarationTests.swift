import Testing
import TriglotMarkup
@testable import TriglotModel
import TriglotTestSupport

/// Plain function declarations are read without swift-syntax; the declaration (facts, tokens,
/// validity) and the diagnostics must be exactly what the parser gives, and everything that is
/// not plain must still reach the parser.
@Suite("Plain function declarations")
struct PlainFunctionDeclarationTests {
    static func expectSameAsParser(_ code: String, _ comment: Comment? = nil) {
        let range = SourceRange(line: 3)
        let read = DeclarationParser.parse(code: code, info: "swift", range: range, firstCodeLine: 4, path: "p.md")
        let parsed = DeclarationParser.parse(code: code, info: "swift", range: range, firstCodeLine: 4, path: "p.md",
                                             readingPlainFunctions: false)
        #expect(read.0 == parsed.0, comment ?? "\(code)")
        #expect(read.1 == parsed.1, comment ?? "\(code)")
    }

    static let plain = [
        "optional func activity(_ activity: NSUserActivity, configureOptions440 configureOptionsValue: URL, options optionsValue: Int, restorationHandler restorationHandlerValue: URL) -> Bool",
        "optional func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]?) -> Bool",
        "optional func applicationWillResignActive(_ application: UIApplication)",
        "func makeKeyAndVisible()",
        "optional func application(\n    _ application: UIApplication,\n    willContinueUserActivityWithType userActivityType: String\n) -> Bool\n",
        "  func f(_: Int)  ", "func f(a: [[Int]], b: [Int : [String]]?, c: A.B.C!) async throws -> [String:Any]",
        "class func f(x: Int) throws -> Int", "public static func f ( x : Int , y : Int ) -> Int",
        "func k(\tx:\tInt\t)\t->\tInt\t", "func _f(_x _y: _T) -> Any", "nonisolated final func f() async",
        "func f(a b: [ Int ]) ->Int", "func f()->Int", "override mutating func f(x1 y2: Int?) -> Any?", "optional optional func f()",
    ]

    @Test(arguments: plain)
    func plainDeclarationsAreReadAsTheParserReadsThem(code: String) {
        #expect(PlainFunctionDeclaration(code) != nil)
        Self.expectSameAsParser(code)
    }

    static let notPlain = [
        "@MainActor func f()", "func f<T>(x: T)", "func f(x: Set<Int>)", "func f(x: Int = 0)", "func f(x: Int...)",
        "func f(x: inout Int)", "func f(x: (Int) -> Void)", "func f(x: Int) -> some View", "func f(x: Int) // note",
        "func f(in: Int)", "func init(x: Int)", "func f(x: Self)", "func f(x: X.Type)", "func f(x: Any.Type)",
        "func f(x: Int??)", "func f(x: Int ?)", "func f() throws async", "func f() rethrows", "func f() throws(E)",
        "func 中文(参数 名字: 类型) -> 结果", "func e\u{301}(x: Int)", "func f(x: Int", "func f(x: Int,)", "func f(_ _: Int)",
        "func f(x: Int) -> Int where T: P", "func f(x: Int) {}", "var x: Int", "init(x: Int)",
        "func f(`x`: Int)", "func f($x: Int)", "func f(x: Int) -> Int\r", "private func f()", "func f(x: Int) ->> Int",
        "func async(x: Int)", "func f(x: Int) -> Type", "", "func", "func f", "optional", "func f(x: Int)?",
    ]

    @Test(arguments: notPlain)
    func otherDeclarationsGoToTheParser(code: String) {
        #expect(PlainFunctionDeclaration(code) == nil)
        Self.expectSameAsParser(code)
    }

    /// Every declaration of the shipped Content pages, and the declaration text tests' samples.
    @Test(arguments: DeclarationTextTests.declarations + DeclarationTextTests.contentDeclarations())
    func knownDeclarations(code: String) {
        Self.expectSameAsParser(code)
    }

    /// Declarations put together from plain and not-so-plain pieces, spaced in different ways:
    /// whichever way each is read, the result is the parser's.
    @Test func generatedDeclarations() {
        // Each piece is mostly plain, sometimes not: (plain, other).
        let modifiers = (["", "optional ", "public ", "class ", "static ", "final ", "open ", "nonisolated ", "override ",
                          "mutating ", "internal ", "optional public ", "optional\n"], ["private ", "@objc ", "dynamic "])
        let names = (["application", "f", "_private", "x1"], ["in", "init", "Type", "async", "get", "open", "é", "Any", "_"])
        let labels = (["_", "label", "x", "_x", "didFinishLaunchingWithOptions"], ["for", "in", "inout", "some", "Self", "any", "each", "borrowing"])
        let secondNames = (["", " name", " value2"], [" _", " self", " in", " `x`", "  name"])
        let types = (["Int", "URL", "UIApplication.State", "Any", "Any?", "[String]", "[String : Any]?",
                      "[UIApplication.LaunchOptionsKey: Any]?", "Int?", "Int!", "[[Int]]", "[Int : [String]]", "A.B.C",
                      "_T", "[Int:Int]!", "[ Int ]"],
                     ["Int??", "Self", "Type", "X.Type", "Set<Int>", "(Int) -> Void", "inout Int", "some View", "any P",
                      "Int...", "Any.Type", "Int?!", "Optional<Int>", "Int = 0", "Int ?", "[Int"])
        let spacings = ([" ", "\n    ", "", "\t", "  "], ["\r", " /* c */ ", "\u{A0}"])
        let effects = (["", " async", " throws", " async throws", " async\n"], [" throws async", " rethrows", " throws(E)"])
        let results = (["", " -> Bool", " -> [Int]?", " -> Any", " ->Int", "->Int", " -> A.B", " -> Int "],
                       [" -> Self", " -> some View", " -> Int?!", " ->> Int", " -> Int {}"])
        var random = SplitMix64(seed: 0x7269_676C_6F74)
        var plainCount = 0
        for _ in 0..<1500 {
            let spacing = random.pick(spacings)
            let parameterCount = Int(random.next() % 4)
            let parameters = (0..<parameterCount).map { _ -> String in
                random.pick(labels) + random.pick(secondNames) + ":" + random.pick(([" ", "", "  "], ["\n"])) + random.pick(types)
            }
            let code = random.pick(modifiers) + "func " + random.pick(names) + "(" + spacing
                + parameters.joined(separator: "," + spacing) + spacing + ")" + random.pick(effects) + random.pick(results)
            if PlainFunctionDeclaration(code) != nil { plainCount += 1 }
            Self.expectSameAsParser(code)
        }
        // Enough of them are plain for the comparison to mean something.
        #expect(plainCount > 200)
    }
}

private extension SplitMix64 {
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[Int(next() % UInt64(elements.count))]
    }

    /// One of `pieces.plain` four times in five, else one of `pieces.other`.
    mutating func pick<Element>(_ pieces: (plain: [Element], other: [Element])) -> Element {
        next() % 5 == 0 ? pick(pieces.other) : pick(pieces.plain)
    }
}
