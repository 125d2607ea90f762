import Testing
import TriglotModel
@testable import TriglotImport

/// Where each symbol's page goes, and how a DocC link finds its symbol.
@Suite("Symbol paths")
struct SymbolPathsTests {
    @Test(arguments: [
        ("init(name:help:)", "init-name-help"), ("ParsableCommand", "parsablecommand"), ("!=(_:_:)", "op-not-eq"),
        ("-(_:_:)", "op-minus"), ("run()", "run"),
    ])
    func slugs(name: String, slug: String) {
        #expect(SymbolPaths.slug(name) == slug)
    }

    @Test(arguments: [
        ("run()-20aoy", "run()", "20aoy"), ("Flag-swift.struct", "Flag", "swift.struct"), ("-(_:_:)", "-(_:_:)", nil),
        ("init(name:)", "init(name:)", nil),
    ] as [(String, String, String?)])
    func disambiguation(component: String, name: String, suffix: String?) {
        #expect(SymbolPaths.split(component) == (name, suffix))
    }

    /// The suffix DocC gives this symbol in its URLs: `run()-20aoy`.
    @Test func theHashIsDocCs() {
        #expect(SymbolPaths.shortHash("s:14ArgumentParser15ParsableCommandPAAE3runyyKF") == "20aoy")
    }

    static func symbol(_ id: String, _ path: [String], kind: String = "method") -> APISymbol {
        APISymbol(id: id, module: "Kit", kind: kind, kindName: "", path: path, title: path.last!, declaration: "")
    }

    static let catalog = SymbolCatalog(modules: ["Kit"], symbols: [
        symbol("s:T", ["Tool"], kind: "struct"), symbol("s:run1", ["Tool", "run()"]), symbol("s:run2", ["Tool", "run()"]),
        symbol("s:tool", ["tool"], kind: "var"), symbol("s:T.Inner", ["Tool", "Inner"], kind: "struct"),
        symbol("s:T.Index", ["Tool", "Index"], kind: "typealias"),
    ])

    @Test func overloadsAndCaseTwinsGetPathsOfTheirOwn() {
        let paths = SymbolPaths(catalog: Self.catalog)
        #expect(paths.pathByID["s:T"] == "kit/tool-struct.md")
        #expect(paths.pathByID["s:tool"] == "kit/tool-var.md")
        #expect(paths.pathByID["s:run1"] == "kit/tool-struct/run-\(SymbolPaths.shortHash("s:run1")).md")
        #expect(Set(paths.pathByID.values).count == 6)
        // Not `index.md`, which is the folder's own page on a site.
        #expect(paths.pathByID["s:T.Index"] == "kit/tool-struct/index-typealias.md")
    }

    @Test func aPageWrittenBeforeKeepsItsPath() {
        let paths = SymbolPaths(catalog: Self.catalog, existing: ["s:T": "kit/the-tool.md"])
        #expect(paths.pathByID["s:T"] == "kit/the-tool.md")
        #expect(paths.pathByID["s:T.Inner"] == "kit/the-tool/inner.md")
    }

    @Test(arguments: [
        ("Inner", ["Tool", "run()"], "s:T.Inner"), ("Tool/Inner", [], "s:T.Inner"), ("Kit/Tool", [], "s:T"),
        ("run()-\(SymbolPaths.shortHash("s:run2"))", ["Tool"], "s:run2"), ("Nowhere", ["Tool"], nil),
    ] as [(String, [String], String?)])
    func linksResolveFromTheirScopeOutwards(link: String, context: [String], id: String?) {
        #expect(SymbolPaths(catalog: Self.catalog).resolve(link, context: context, module: "Kit") == id)
    }
}

extension SymbolPathsTests {
    @Test(arguments: [
        ("subscript(dynamicMember:)->Value", "subscript(dynamicMember:)", ">Value"),
        ("start(_:at:)-(_,()->Date)", "start(_:at:)", "(_,()->Date)"),
    ] as [(String, String, String?)])
    func typeSignatureSuffixes(component: String, name: String, suffix: String?) {
        #expect(SymbolPaths.split(component) == (name, suffix))
    }

    @Test(arguments: [
        ("subscript(dynamicMember key: String) -> Value { get }", ">Value", true),
        ("subscript(dynamicMember key: String) -> Namespace { get }", ">Value", false),
        ("func start(_ name: String, at instant: () -> Date)", "(_,()->Date)", true),
        ("func start(_ name: String, at instant: Date)", "(_,()->Date)", false),
        ("func start(_ name: String, at instant: Date)", "(String,_)", true),
    ] as [(String, String, Bool)])
    func typeSignaturesPickTheOverload(declaration: String, types: String, fits: Bool) {
        #expect(SymbolPaths.matches(declaration, types: types) == fits)
    }
}
