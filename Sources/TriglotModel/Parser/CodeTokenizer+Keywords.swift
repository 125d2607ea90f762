extension CodeTokenizer {
    /// Languages that share their lexical rules and declaration shapes.
    enum Family: Sendable {
        case typeScript, javaScript, objectiveC, kotlin, java, c, cpp, python, rust, go, idl, cSharp, swift, shell, generic
    }

    /// What a backtick opens.
    enum Backtick: Sendable {
        /// A template literal running over lines to the closing backtick (TS/JS).
        case template
        /// A raw string running over lines, without escapes (Go).
        case raw
        /// A quoted name on one line (Kotlin, Swift).
        case identifier
        /// A string on one line.
        case line
    }

    /// The rule set of one language family: what its lexer recognises, how its words are
    /// highlighted and which words introduce or modify a declaration.
    struct Rules: Sendable {
        var family: Family
        var keywords: Set<String>
        /// Built-in type names, highlighted as types although they are lowercase.
        var types: Set<String> = []
        /// Words written after `@` that are keywords rather than attributes (`@interface`).
        var atKeywords: Set<String> = []
        /// Words a declaration may start with that do not change what it declares.
        var modifiers: Set<String> = []
        /// Words a parameter may start with that are not its name or its type.
        var parameterModifiers: Set<String> = []
        /// Words that say what a declaration declares (`function`, `@interface`).
        var introducers: [String: Declaration.Kind] = [:]
        /// Types are capitalised by convention, so a capitalised word is taken for one.
        var uppercaseTypes = false
        /// The word after `:` is a type (`a: Element`).
        var typedColon = false
        /// The word after `->` is a type.
        var arrowTypes = false
        /// Parameters and variables are written `name: Type` (or untyped), never `Type name`.
        var namesBeforeTypes = false
        var hashComments = false
        var slashComments = true
        var nestedComments = false
        var tripleQuotes = false
        /// `#include`-style preprocessor lines.
        var directives = false
        var backtick = Backtick.line
        /// Words glued before a quote that belong to the string (`f"…"`, `u8"…"`).
        var stringPrefixes: Set<String> = []

        /// The rules for a language name as a Markdown info string gives it.
        static func of(_ language: String) -> Rules {
            switch CodeTokenizer.family(of: language) {
            case .typeScript: typeScript
            case .javaScript: javaScript
            case .objectiveC: objectiveC
            case .kotlin: kotlin
            case .java: java
            case .c: c
            case .cpp: cpp
            case .python: python
            case .rust: rust
            case .go: go
            case .idl: idl
            case .cSharp: cSharp
            case .swift: swift
            case .shell: shell
            case .generic: generic
            }
        }
    }

    static let familyNames: [String: Family] = [
        "ts": .typeScript, "typescript": .typeScript, "tsx": .typeScript, "mts": .typeScript, "cts": .typeScript,
        "js": .javaScript, "javascript": .javaScript, "jsx": .javaScript, "mjs": .javaScript, "cjs": .javaScript,
        "objc": .objectiveC, "objective-c": .objectiveC, "objectivec": .objectiveC, "obj-c": .objectiveC,
        "kotlin": .kotlin, "kt": .kotlin, "kts": .kotlin, "java": .java,
        "c": .c, "h": .c, "cpp": .cpp, "c++": .cpp, "cxx": .cpp, "cc": .cpp, "hpp": .cpp, "objective-c++": .cpp,
        "python": .python, "py": .python, "python3": .python, "py3": .python, "pyi": .python,
        "rust": .rust, "rs": .rust, "go": .go, "golang": .go, "idl": .idl, "webidl": .idl,
        "cs": .cSharp, "csharp": .cSharp, "c#": .cSharp, "swift": .swift,
        "sh": .shell, "bash": .shell, "zsh": .shell, "shell": .shell, "console": .shell,
    ]

    /// `js-nolint` and `ts-twoslash` are their base language; anything unknown is generic.
    static func family(of language: String) -> Family {
        let name = language.lowercased()
        if let family = familyNames[name] { return family }
        guard let cut = name.firstIndex(where: { $0 == "-" || $0 == "{" || $0 == "," || $0 == ":" }) else { return .generic }
        return familyNames[String(name[..<cut])] ?? .generic
    }

    static func words(_ list: String) -> Set<String> {
        Set(list.split(separator: " ").map(String.init))
    }

    private static let cKeywords = words("""
        auto break case const continue default do else enum extern for goto if inline register restrict return sizeof \
        static struct switch typedef union volatile while true false NULL _Alignas _Atomic _Generic _Noreturn _Static_assert
        """)
    private static let cTypes = words("""
        void char short int long float double signed unsigned bool _Bool size_t ssize_t ptrdiff_t intptr_t uintptr_t \
        int8_t int16_t int32_t int64_t uint8_t uint16_t uint32_t uint64_t wchar_t FILE
        """)
    private static let cIntroducers: [String: Declaration.Kind] = [
        "struct": .structure, "union": .structure, "enum": .enumeration, "typedef": .typeAlias, "#define": .macro,
    ]
    private static let scriptKeywords = words("""
        break case catch class const continue debugger default delete do else enum export extends false finally for \
        function if import in instanceof new null return super switch this throw true try typeof var while with yield \
        let static implements interface package private protected public await async abstract as declare keyof \
        readonly type namespace module infer satisfies override is asserts
        """)

    static let typeScript = Rules(
        family: .typeScript, keywords: scriptKeywords,
        types: words("string number boolean void any unknown never object symbol bigint undefined"),
        modifiers: words("export default declare async abstract public private protected static readonly override accessor"),
        parameterModifiers: words("public private protected readonly override"),
        introducers: ["function": .function, "class": .class, "interface": .protocol, "type": .typeAlias, "enum": .enumeration,
                      "const": .constant, "let": .variable, "var": .variable, "namespace": .unknown, "module": .unknown],
        uppercaseTypes: true, typedColon: true, namesBeforeTypes: true, backtick: .template)
    static let javaScript: Rules = {
        var rules = typeScript
        rules.family = .javaScript
        rules.typedColon = false
        return rules
    }()

    static let objectiveC: Rules = {
        var rules = c
        rules.family = .objectiveC
        rules.keywords.formUnion(words("""
            self super nil Nil YES NO nonatomic atomic strong weak copy assign retain readonly readwrite nullable nonnull \
            null_resettable _Nullable _Nonnull __kindof __weak __strong __block unsafe_unretained getter setter class
            """))
        rules.types.formUnion(words("BOOL NSInteger NSUInteger CGFloat id instancetype SEL Class IMP"))
        rules.modifiers.formUnion(words("IBOutlet IBInspectable IBAction"))
        rules.atKeywords = words("""
            interface implementation protocol end property class optional required synthesize dynamic selector encode \
            autoreleasepool try catch finally throw import compatibility_alias package public private protected
            """)
        rules.introducers.merge(["@interface": .class, "@implementation": .class, "@protocol": .protocol, "@class": .class,
                                 "@property": .variable]) { $1 }
        rules.uppercaseTypes = true
        return rules
    }()

    static let c = Rules(family: .c, keywords: cKeywords, types: cTypes, modifiers: words("static extern inline register"),
                         introducers: cIntroducers, directives: true, stringPrefixes: words("L u U u8"))
    static let cpp: Rules = {
        var rules = c
        rules.family = .cpp
        rules.keywords.formUnion(words("""
            class namespace template typename public private protected virtual override final friend operator new delete \
            this using try catch throw noexcept constexpr consteval constinit explicit mutable nullptr static_cast \
            dynamic_cast reinterpret_cast const_cast decltype concept requires co_await co_return co_yield alignas \
            alignof static_assert thread_local
            """))
        rules.types.formUnion(words("char8_t char16_t char32_t"))
        rules.modifiers.formUnion(words("virtual explicit constexpr consteval friend mutable thread_local"))
        rules.introducers.merge(["class": .class, "namespace": .unknown, "concept": .protocol, "using": .typeAlias]) { $1 }
        rules.stringPrefixes.formUnion(words("R LR uR UR u8R"))
        return rules
    }()
}
