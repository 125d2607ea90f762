/// The rules of the languages outside the C family and the scripts: JVM, Python, Rust, Go, IDL,
/// C#, Swift and shell.
extension CodeTokenizer {
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
