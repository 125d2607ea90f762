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

    private static func words(_ list: String) -> Set<String> {
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

    static let java = Rules(
        family: .java, keywords: words("""
            abstract assert break case catch class const continue default do else enum extends final finally for goto if \
            implements import instanceof interface native new package private protected public return static strictfp \
            super switch synchronized this throw throws transient try volatile while var record sealed permits yield \
            non-sealed true false null
            """),
        types: words("boolean byte char short int long float double void"), atKeywords: ["interface"],
        modifiers: words("public private protected static final abstract native synchronized transient volatile strictfp default sealed non-sealed"),
        parameterModifiers: ["final"],
        introducers: ["class": .class, "interface": .protocol, "enum": .enumeration, "record": .structure, "@interface": .protocol],
        uppercaseTypes: true, tripleQuotes: true)

    static let kotlin = Rules(
        family: .kotlin, keywords: words("""
            as break class continue do else false for fun if in interface is null object package return super this throw \
            true try typealias typeof val var when while by catch constructor finally import init where actual abstract \
            annotation companion const crossinline data enum expect external final infix inline inner internal lateinit \
            noinline open operator out override private protected public reified sealed suspend tailrec vararg
            """),
        modifiers: words("""
            public private protected internal open abstract final override suspend inline tailrec operator infix external \
            data sealed enum annotation inner companion lateinit const actual expect value
            """),
        parameterModifiers: words("vararg val var crossinline noinline private public protected internal override"),
        introducers: ["fun": .function, "class": .class, "interface": .protocol, "object": .class, "typealias": .typeAlias,
                      "val": .constant, "var": .variable, "constructor": .initializer],
        uppercaseTypes: true, typedColon: true, namesBeforeTypes: true, nestedComments: true, tripleQuotes: true,
        backtick: .identifier)

    static let python = Rules(
        family: .python, keywords: words("""
            False None True and as assert async await break class continue def del elif else except finally for from \
            global if import in is lambda nonlocal not or pass raise return try while with yield
            """),
        types: words("int float str bool bytes bytearray complex list dict set frozenset tuple object"),
        modifiers: ["async"], introducers: ["def": .function, "class": .class],
        uppercaseTypes: true, typedColon: true, arrowTypes: true, namesBeforeTypes: true,
        hashComments: true, slashComments: false, tripleQuotes: true,
        stringPrefixes: words("r u b f br rb fr rf R U B F BR RB FR RF Rb rB bR Br Fr fR rF Rf"))

    static let rust = Rules(
        family: .rust, keywords: words("""
            as async await break const continue crate dyn else enum extern false fn for if impl in let loop match mod \
            move mut pub ref return self Self static struct super trait true type unsafe use where while union
            """),
        types: words("i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize f32 f64 bool char str"),
        modifiers: words("pub async unsafe extern default"), parameterModifiers: ["mut"],
        introducers: ["fn": .function, "struct": .structure, "enum": .enumeration, "trait": .protocol, "type": .typeAlias,
                      "const": .constant, "static": .constant, "let": .constant, "impl": .extension, "mod": .unknown,
                      "union": .structure, "macro_rules": .macro],
        uppercaseTypes: true, typedColon: true, arrowTypes: true, namesBeforeTypes: true, nestedComments: true,
        stringPrefixes: words("b r br"))

    static let go = Rules(
        family: .go, keywords: words("""
            break case chan const continue default defer else fallthrough for func go goto if import interface map \
            package range return select struct switch type var nil true false iota
            """),
        types: words("""
            bool byte complex64 complex128 error float32 float64 int int8 int16 int32 int64 rune string uint uint8 \
            uint16 uint32 uint64 uintptr any comparable
            """),
        introducers: ["func": .function, "type": .typeAlias, "var": .variable, "const": .constant], backtick: .raw)

    static let idl = Rules(
        family: .idl, keywords: words("""
            interface partial dictionary enum typedef callback namespace attribute readonly const static getter setter \
            deleter stringifier inherit maplike setlike iterable async required optional or includes mixin constructor \
            true false null
            """),
        types: words("""
            boolean byte octet short long unsigned float double unrestricted bigint object any undefined void \
            sequence record
            """),
        modifiers: words("partial static readonly getter setter deleter stringifier inherit async required"),
        parameterModifiers: ["optional"],
        introducers: ["interface": .class, "dictionary": .structure, "enum": .enumeration, "typedef": .typeAlias,
                      "callback": .typeAlias, "namespace": .unknown, "attribute": .variable, "const": .constant,
                      "constructor": .initializer],
        uppercaseTypes: true)

    static let cSharp = Rules(
        family: .cSharp, keywords: words("""
            abstract as base break case catch checked class const continue default delegate do else enum event explicit \
            extern false finally fixed for foreach goto if implicit in interface internal is lock namespace new null \
            operator out override params private protected public readonly ref return sealed sizeof stackalloc static \
            struct switch this throw true try typeof unchecked unsafe using virtual volatile while async await var \
            record init get set where yield partial nameof
            """),
        types: words("bool byte sbyte char decimal double float int uint long ulong short ushort object string void dynamic nint nuint"),
        modifiers: words("""
            public private protected internal static abstract sealed virtual override readonly const extern unsafe async \
            partial new event delegate required volatile
            """),
        parameterModifiers: words("ref out in params this"),
        introducers: ["class": .class, "struct": .structure, "interface": .protocol, "enum": .enumeration,
                      "record": .class, "namespace": .unknown, "using": .typeAlias],
        uppercaseTypes: true, tripleQuotes: true, directives: true, stringPrefixes: ["$"])

    static let swift = Rules(
        family: .swift, keywords: words("""
            associatedtype class deinit enum extension fileprivate func import init inout internal let open operator \
            private precedencegroup protocol public rethrows static struct subscript typealias var break case catch \
            continue default defer do else fallthrough for guard if in repeat return throw switch where while as Any \
            false is nil self Self super throws true try async await actor some any nonisolated mutating override final \
            lazy weak unowned convenience required optional dynamic macro consuming borrowing
            """),
        modifiers: words("""
            public private internal fileprivate open static final override mutating nonmutating nonisolated optional \
            required convenience dynamic lazy weak unowned indirect prefix postfix infix
            """),
        introducers: ["func": .function, "init": .initializer, "var": .variable, "let": .constant, "class": .class,
                      "struct": .structure, "enum": .enumeration, "protocol": .protocol, "actor": .actor,
                      "typealias": .typeAlias, "subscript": .subscript, "case": .case, "macro": .macro, "extension": .extension],
        uppercaseTypes: true, typedColon: true, arrowTypes: true, namesBeforeTypes: true, nestedComments: true,
        tripleQuotes: true, backtick: .identifier)

    static let shell = Rules(
        family: .shell, keywords: words("if then else elif fi for while until do done case esac function in return export local readonly"),
        introducers: ["function": .function], hashComments: true, slashComments: false)

    static let generic = Rules(
        family: .generic, keywords: words("""
            if else for while do return function func fn def fun class struct enum interface type var let val const \
            public private protected static import export new this self null nil true false
            """),
        types: words("int long char float double bool boolean string void"),
        modifiers: words("public private protected static export"),
        introducers: ["function": .function, "func": .function, "fn": .function, "def": .function, "fun": .function,
                      "class": .class, "struct": .structure, "enum": .enumeration, "interface": .protocol])

    /// Words that are values, not names: a call whose arguments are all such is an example.
    static let literalWords: Set<String> = words("true false null undefined nil NULL nullptr None True False YES NO")
}
