import Testing
@testable import TriglotModel

/// Tokens for highlighting: every byte kept whatever the input, and the simple class of each.
@Suite("Code tokens")
struct CodeTokenizerTests {
    static let hostile: [String] = [
        "", "   ", "\n\n\t \r\n", "\"unterminated", "'also", "`template ${never", "/* never closed", "\"\"\"open\n", "x = '''a\nb",
        String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000), "f" + String(repeating: "(", count: 10_000),
        String(repeating: "<", count: 5_000) + String(repeating: "{[", count: 3_000), "func 🐶🐱(参数: 类型) -> 結果 { \"👨‍👩‍👧\" }",
        "let café = \"naïve\" // e\u{301}", "\u{FEFF}\u{0}\u{7}\\", "'", "#", "@", "0x", "1e+", ".5.", "...", "#[", "'a", "r#\"raw\"#",
        "a\u{2028}b\u{85}c\r", "ﾟ∀ﾟ（テスト）：「文字列」", "@\"objc string", "$\"{x}\"", "- (void)", "+", "typedef NS_ENUM(",
    ]
    static let languages = ["ts", "js", "objc", "kotlin", "java", "c", "cpp", "python", "rust", "go", "idl", "cs", "swift", "sh", "other"]

    @Test(arguments: ForeignDeclarationTests.all.map(\.code) + hostile)
    func tokensGiveTheCodeBack(_ code: String) {
        for language in Self.languages {
            let tokens = CodeTokenizer.tokens(code, language: language)
            #expect(Array(tokens.map(\.text).joined().utf8) == Array(code.utf8), "\(language)")
            #expect(!tokens.contains { $0.text.isEmpty }, "\(language)")
            _ = ForeignDeclaration(code: code, language: language)
        }
    }

    static let fragments = [
        "(", ")", "[", "]", "{", "}", "<", ">", "'", "\"", "`", "/*", "*/", "//", "#", "@", "\n", " ", "\\", "a", "Foo", "int",
        "function", "fn", "def", "fun", "func", "-", "+", ":", ",", ";", "=", "=>", "->", "...", "*", "**", "&", "?", ".", "0x1", "1e+",
        "interface", "typedef", "NS_ENUM", "@property", "@interface", "new", "self", "'a", "\"\"\"", "é", "🐶", "中", "\u{301}", "\r\n",
        "mixin", "template", "impl", "for", "where", "type", "const", "using", "#define", "`x`", "#[", "@\"", "r\"", "class", "var",
    ]

    /// Random runs of the pieces lexers and readers trip on: nothing may crash or lose a byte.
    @Test func randomFragmentsNeverBreakAnything() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<1_500 {
            let code = (0..<(1 + next(40))).map { _ in Self.fragments[next(Self.fragments.count)] }.joined()
            for language in Self.languages {
                #expect(Array(CodeTokenizer.tokens(code, language: language).map(\.text).joined().utf8) == Array(code.utf8), "\(language): \(code)")
                _ = ForeignDeclaration(code: code, language: language)
            }
        }
    }

    /// The parameter names read are highlighted (with those of later overloads and call forms).
    @Test(arguments: ForeignDeclarationTests.all)
    func parameterNamesAreHighlighted(_ example: ForeignDeclarationTests.Case) {
        let highlighted = CodeTokenizer.tokens(example.code, language: example.language).filter { $0.kind == .parameterName }.map(\.text)
        #expect(Set(example.parameters.filter { !$0.isEmpty }).isSubset(of: highlighted))
        #expect(highlighted.isEmpty == example.parameters.allSatisfy(\.isEmpty))
    }

    static func kind(of text: String, in code: String, _ language: String) -> Declaration.Token.Kind? {
        CodeTokenizer.tokens(code, language: language).first { $0.text == text }?.kind
    }

    static let tokenKinds: [(String, String, String, Declaration.Token.Kind?)] = [
        ("ts", "interface App { mount(rootContainer: Element | string): ComponentPublicInstance }", "interface", .keyword),
        ("ts", "interface App { mount(rootContainer: Element | string): ComponentPublicInstance }", "rootContainer", .parameterName),
        ("ts", "interface App { mount(rootContainer: Element | string): ComponentPublicInstance }", "Element", .typeIdentifier),
        ("ts", "interface App { mount(rootContainer: Element | string): ComponentPublicInstance }", "string", .typeIdentifier),
        ("ts", "interface App { mount(rootContainer: Element | string): ComponentPublicInstance }", "mount", .identifier),
        ("ts", "function f(a: options): void", "function", .keyword),
        ("ts", "function f(a: options): void", "options", .typeIdentifier),
        ("js", "const s = 'it\\'s' + `a\n${b}` + 0x1F", "'it\\'s'", .string),
        ("js", "const s = 'it\\'s' + `a\n${b}` + 0x1F", "`a\n${b}`", .string),
        ("js", "const s = 'it\\'s' + `a\n${b}` + 0x1F", "0x1F", .number),
        ("c", "double x = 1.5e-3; /* note */", "1.5e-3", .number),
        ("c", "double x = 1.5e-3; /* note */", "/* note */", .text),
        ("c", "#include <stdio.h>", "#include", .keyword),
        ("python", "def f(a: int, b=1) -> str:  # note", "# note", .text),
        ("python", "def f(a: int, b=1) -> str:  # note", "str", .typeIdentifier),
        ("python", "def f(a: int, b=1) -> str:  # note", "b", .parameterName),
        ("python", "@dataclass\nclass Point:", "@dataclass", .attribute),
        ("objc", "@interface Foo : NSObject", "@interface", .keyword),
        ("objc", "NSString *s = @\"hi\";", "@\"hi\"", .string),
        ("objc", ForeignDeclarationTests.objectiveC[0].code, "willFinishLaunchingWithOptions", .label),
        ("objc", ForeignDeclarationTests.objectiveC[0].code, "launchOptions", .parameterName),
        ("objc", ForeignDeclarationTests.objectiveC[0].code, "BOOL", .typeIdentifier),
        ("java", "@Override\npublic String toString()", "@Override", .attribute),
        ("rust", "#[derive(Debug)]\nfn f<'a>(x: &'a str) -> u8", "#[derive(Debug)]", .attribute),
        ("rust", "#[derive(Debug)]\nfn f<'a>(x: &'a str) -> u8", "'a", .typeIdentifier),
        ("rust", "#[derive(Debug)]\nfn f<'a>(x: &'a str) -> u8", "'", nil),
        ("go", "var s = `raw\nstring`", "`raw\nstring`", .string),
        ("kotlin", "fun `is valid`(x: Int)", "`is valid`", .identifier),
    ]

    @Test(arguments: tokenKinds)
    func tokensHaveTheirKinds(_ language: String, _ code: String, _ text: String, _ kind: Declaration.Token.Kind?) {
        #expect(Self.kind(of: text, in: code, language) == kind)
    }

    @Test func deepNestingIsLinear() {
        let code = "f" + String(repeating: "(a, ", count: 50_000) + String(repeating: ")", count: 50_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(Array(CodeTokenizer.tokens(code, language: "ts").map(\.text).joined().utf8) == Array(code.utf8))
            #expect(ForeignDeclaration(code: code, language: "ts") == nil)
        }
        #expect(elapsed < .seconds(10))
    }
}
