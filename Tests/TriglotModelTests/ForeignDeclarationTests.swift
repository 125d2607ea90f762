import Testing
@testable import TriglotModel

/// Declarations in languages other than Swift: what `ForeignDeclaration` reads from them, and
/// the tokens `CodeTokenizer` cuts them (and anything else) into.
@Suite("Foreign declarations")
struct ForeignDeclarationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var language: String
        var code: String
        var kind: Declaration.Kind
        var name: String
        var symbol: String
        var parameters: [String] = []
        var returnType: String?
        /// The parameters' types, when the case checks them.
        var types: [String]?
        var testDescription: String { "\(language): \(code.prefix(70))" }

        init(_ language: String, _ code: String, _ kind: Declaration.Kind, _ name: String, _ symbol: String? = nil,
             _ parameters: [String] = [], returns returnType: String? = nil, types: [String]? = nil) {
            self.language = language
            self.code = code
            self.kind = kind
            self.name = name
            self.symbol = symbol ?? ([.function, .initializer].contains(kind) ? name + "()" : name)
            self.parameters = parameters
            self.returnType = returnType
            self.types = types
        }
    }

    static let typeScript: [Case] = [
        Case("ts", "function createApp(rootComponent: Component, rootProps?: object): App", .function, "createApp", nil,
             ["rootComponent", "rootProps"], returns: "App", types: ["Component", "object"]),
        Case("ts", "interface App {\n  mount(rootContainer: Element | string): ComponentPublicInstance\n}", .function, "mount", nil,
             ["rootContainer"], returns: "ComponentPublicInstance", types: ["Element | string"]),
        Case("typescript", "interface App {\n  version: string\n  mount(el: Element): void\n  unmount(): void\n}", .protocol, "App"),
        Case("ts", "interface App {\n  use(plugin: Plugin): this\n  use(plugin: Plugin, options: object): this\n}", .function, "use", nil,
             ["plugin"], returns: "this"),
        Case("ts", "interface Props { readonly msg?: string }", .variable, "msg", returns: "string"),
        Case("ts", "export declare function watch<T>(source: WatchSource<T>, cb: (value: T, oldValue: T) => void, options?: { deep?: boolean; immediate?: boolean }): WatchStopHandle",
             .function, "watch", nil, ["source", "cb", "options"], returns: "WatchStopHandle",
             types: ["WatchSource<T>", "(value: T, oldValue: T) => void", "{ deep?: boolean; immediate?: boolean }"]),
        Case("tsx", "function h(type: string, props?: Record<string, () => void>, ...children: Children[]): VNode", .function, "h", nil,
             ["type", "props", "children"], returns: "VNode", types: ["string", "Record<string, () => void>", "Children[]"]),
        Case("ts", "function ref<T>(value: T): Ref<T>\nfunction ref<T = any>(): Ref<T | undefined>", .function, "ref", nil,
             ["value"], returns: "Ref<T>"),
        Case("ts", "function useStore({ strict, devtools }: StoreOptions = {}, key?: string): Store", .function, "useStore", nil,
             ["", "key"], returns: "Store", types: ["StoreOptions", "string"]),
        Case("ts", "const nextTick: (fn?: () => void) => Promise<void>", .function, "nextTick", nil, ["fn"], returns: "Promise<void>"),
        Case("ts", "export const useFoo = async (id: string, opts = {}): Promise<Foo> => {\n  return load(id)\n}", .function, "useFoo", nil,
             ["id", "opts"], returns: "Promise<Foo>"),
        Case("ts", "let count: number", .variable, "count", returns: "number"),
        Case("ts", "export default class Store<S> extends Base implements Plugin {", .class, "Store"),
        Case("ts", "type Plugin<Options = any[]> = PluginInstallFunction<Options> | { install: PluginInstallFunction<Options> }", .typeAlias, "Plugin"),
        Case("ts", "const enum Direction { Up, Down }", .enumeration, "Direction"),
        Case("ts-twoslash", "@Component({ selector: 'app' })\nexport class AppComponent {}", .class, "AppComponent"),
    ]

    static let javaScript: [Case] = [
        Case("js", "appendChild(aChild)", .function, "appendChild", nil, ["aChild"]),
        Case("js-nolint", "addEventListener(type, listener)\naddEventListener(type, listener, options)\naddEventListener(type, listener, useCapture)",
             .function, "addEventListener", nil, ["type", "listener", "options", "useCapture"]),
        Case("js", "new Foo(bar)", .initializer, "Foo", nil, ["bar"]),
        Case("js-nolint", "append(param1)\nappend(param1, param2)\nappend(param1, param2, /* …, */ paramN)", .function, "append", nil,
             ["param1", "param2", "paramN"]),
        Case("javascript", "element.append(param1, param2, /* …, */ paramN)", .function, "append", nil, ["param1", "param2", "paramN"]),
        Case("js", "new Intl.DateTimeFormat()\nnew Intl.DateTimeFormat(locales)\nnew Intl.DateTimeFormat(locales, options)",
             .initializer, "DateTimeFormat", nil, ["locales", "options"]),
        Case("js", "structuredClone(value)\nstructuredClone(value, { transfer })", .function, "structuredClone", nil, ["value", ""]),
        Case("jsx", "async function fetchData(url, { signal } = {}) {\n  return fetch(url)\n}", .function, "fetchData", nil, ["url", ""]),
        Case("mjs", "createApp(App)", .function, "createApp", nil, ["App"]),
        Case("js", "addEventListener(type, listener[, options])", .function, "addEventListener", nil, ["type", "listener", "options"]),
        Case("js", "getBoundingClientRect()", .function, "getBoundingClientRect"),
        Case("ts", "use(plugin, options)", .function, "use", nil, ["plugin", "options"]),
    ]

    static let objectiveC: [Case] = [
        Case("objc", "- (BOOL)application:(UIApplication *)application willFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions;",
             .function, "application:willFinishLaunchingWithOptions:", "application:willFinishLaunchingWithOptions:",
             ["application", "launchOptions"], returns: "BOOL", types: ["UIApplication *", "NSDictionary<UIApplicationLaunchOptionsKey, id> *"]),
        Case("objective-c", "- (void)setValue:(nullable id)value\n          forKey:(NSString *)key;", .function, "setValue:forKey:", "setValue:forKey:",
             ["value", "key"], returns: "void"),
        Case("objc", "+ (instancetype)new;", .function, "new", "new", returns: "instancetype"),
        Case("objc", "@property (nonatomic, strong) UIWindow *window;", .variable, "window", returns: "UIWindow *"),
        Case("objc", "@property (nonatomic, weak) IBOutlet UILabel *titleLabel;", .variable, "titleLabel", returns: "UILabel *"),
        Case("objectivec", "@property(nonatomic, copy) void (^completionHandler)(BOOL finished);", .variable, "completionHandler",
             returns: "void (^completionHandler)(BOOL finished)"),
        Case("objc", "@interface UIApplication : UIResponder", .class, "UIApplication"),
        Case("objc", "@interface NSString (UIKitDrawing)", .extension, "NSString"),
        Case("objc", "@protocol UIApplicationDelegate <NSObject>", .protocol, "UIApplicationDelegate"),
        Case("objc", "typedef NS_ENUM(NSInteger, UIApplicationState) {\n    UIApplicationStateActive,\n};", .enumeration, "UIApplicationState"),
        Case("objc", "UIKIT_EXTERN int UIApplicationMain(int argc, char * _Nullable argv[_Nonnull], NSString * _Nullable principalClassName, NSString * _Nullable delegateClassName);",
             .function, "UIApplicationMain", nil, ["argc", "argv", "principalClassName", "delegateClassName"], returns: "int"),
        Case("objc", "UIKIT_EXTERN NSNotificationName const UIApplicationDidBecomeActiveNotification;", .constant,
             "UIApplicationDidBecomeActiveNotification", returns: "NSNotificationName const"),
    ]

    static let kotlin: [Case] = [
        Case("kotlin", "fun format(pattern: String, vararg args: Any?, locale: Locale = Locale.ROOT): String", .function, "format", nil,
             ["pattern", "args", "locale"], returns: "String", types: ["String", "Any?", "Locale"]),
        Case("kotlin", "suspend fun delay(timeMillis: Long)", .function, "delay", nil, ["timeMillis"]),
        Case("kt", "inline fun <T> List<T>.second(): T", .function, "second", nil, returns: "T"),
        Case("kotlin", "val isEmpty: Boolean", .constant, "isEmpty", returns: "Boolean"),
        Case("kotlin", "var text: CharSequence", .variable, "text", returns: "CharSequence"),
        Case("kotlin", "data class Point(val x: Int, val y: Int)", .class, "Point", nil, ["x", "y"]),
        Case("kotlin", "interface OnClickListener", .protocol, "OnClickListener"),
        Case("kotlin", "fun interface Runnable { fun run() }", .protocol, "Runnable"),
        Case("kotlin", "object Dispatchers", .class, "Dispatchers"),
        Case("kotlin", "enum class Color { RED, GREEN }", .enumeration, "Color"),
        Case("kotlin", "typealias Handler = (Int) -> Unit", .typeAlias, "Handler"),
        Case("kotlin", "@JvmStatic\nfun <T : Comparable<T>> maxOf(a: T, b: T): T", .function, "maxOf", nil, ["a", "b"], returns: "T"),
    ]

    static let java: [Case] = [
        Case("java", "public static int max(int a, int b)", .function, "max", nil, ["a", "b"], returns: "int", types: ["int", "int"]),
        Case("java", "public static <T extends Comparable<? super T>> T max(Collection<? extends T> coll)", .function, "max", nil,
             ["coll"], returns: "T", types: ["Collection<? extends T>"]),
        Case("java", "public interface Runnable {\n    void run();\n}", .protocol, "Runnable"),
        Case("java", "public final class String implements Serializable, Comparable<String>, CharSequence", .class, "String"),
        Case("java", "public static final int MAX_VALUE = 0x7fffffff;", .constant, "MAX_VALUE", returns: "int"),
        Case("java", "public String(char[] value, int offset, int count)", .initializer, "String", nil, ["value", "offset", "count"],
             types: ["char[]", "int", "int"]),
        Case("java", "@Override\npublic boolean equals(Object anObject)", .function, "equals", nil, ["anObject"], returns: "boolean"),
        Case("java", "public static void main(String... args) throws Exception", .function, "main", nil, ["args"], returns: "void",
             types: ["String..."]),
        Case("java", "public record Point(int x, int y) {}", .structure, "Point", nil, ["x", "y"]),
        Case("java", "public @interface Deprecated", .protocol, "Deprecated"),
    ]

    static let c: [Case] = [
        Case("c", "void f(const char *name, size_t n)", .function, "f", nil, ["name", "n"], returns: "void", types: ["const char *", "size_t"]),
        Case("c", "int printf(const char *restrict format, ...);", .function, "printf", nil, ["format"], returns: "int"),
        Case("h", "struct timeval {\n    time_t tv_sec;\n};", .structure, "timeval"),
        Case("c", "struct tm *localtime(const time_t *timer);", .function, "localtime", nil, ["timer"], returns: "struct tm *"),
        Case("c", "typedef int (*compar_fn)(const void *, const void *);", .typeAlias, "compar_fn"),
        Case("c", "#define MAX(a, b) ((a) > (b) ? (a) : (b))", .macro, "MAX", "MAX()", ["a", "b"]),
        Case("c", "void qsort(void *base, size_t nmemb, size_t size, int (*compar)(const void *, const void *));", .function, "qsort", nil,
             ["base", "nmemb", "size", "compar"], returns: "void"),
        Case("c", "#include <string.h>\n\nsize_t strlen(const char *s);", .function, "strlen", nil, ["s"], returns: "size_t"),
        Case("c", "extern const char *const sys_errlist[];", .constant, "sys_errlist", returns: "const char *const"),
        Case("c", "int (*signal_handler)(int);", .variable, "signal_handler", returns: "int (*signal_handler)(int)"),
        Case("c", "typedef unsigned long size_t;", .typeAlias, "size_t"),
        Case("c", "#  define BUFSIZ 1024", .macro, "BUFSIZ"),
    ]

    static let cpp: [Case] = [
        Case("cpp", "template <class T>\nconst T& max(const T& a, const T& b);", .function, "max", nil, ["a", "b"], returns: "const T&",
             types: ["const T&", "const T&"]),
        Case("c++", "std::string to_string(int value);", .function, "to_string", nil, ["value"], returns: "std::string"),
        Case("cpp", "class vector : public base {", .class, "vector"),
        Case("cpp", "namespace std {", .unknown, "std"),
        Case("cpp", "virtual void draw() const = 0;", .function, "draw", returns: "void"),
        Case("cpp", "explicit Widget(int size, std::string name = \"w\");", .initializer, "Widget", nil, ["size", "name"]),
        Case("cpp", "auto add(int a, int b) -> int;", .function, "add", nil, ["a", "b"], returns: "int"),
        Case("cpp", "using Callback = std::function<void(int)>;", .typeAlias, "Callback"),
        Case("cpp", "std::vector<int> sorted(const std::vector<int>& values) noexcept;", .function, "sorted", nil, ["values"],
             returns: "std::vector<int>", types: ["const std::vector<int>&"]),
    ]

    static let python: [Case] = [
        Case("python", "def name(a: int, b=1, *args, **kw) -> str:", .function, "name", nil, ["a", "b", "args", "kw"], returns: "str",
             types: ["int", "", "", ""]),
        Case("py", "async def fetch(self, url: str, *, timeout: float = 10.0) -> bytes:\n    ...", .function, "fetch", nil,
             ["url", "timeout"], returns: "bytes"),
        Case("python", "class Path(PurePath):", .class, "Path"),
        Case("python", "print(*objects, sep=' ', end='\\n', file=None, flush=False)", .function, "print", nil,
             ["objects", "sep", "end", "file", "flush"]),
        Case("python", "@staticmethod\ndef from_file(path: str | os.PathLike) -> \"Config\":", .function, "from_file", nil, ["path"],
             returns: "\"Config\"", types: ["str | os.PathLike"]),
        Case("python", "def __init__(self, name: str, *, strict: bool = False) -> None:", .initializer, "__init__", nil,
             ["name", "strict"], returns: "None"),
        Case("python", "range(start, stop[, step])", .function, "range", nil, ["start", "stop", "step"]),
        Case("python", "MAX_SIZE: int = 1024", .variable, "MAX_SIZE", returns: "int"),
        Case("python", "str.split(sep=None, maxsplit=-1)", .function, "split", nil, ["sep", "maxsplit"]),
    ]

    static let rust: [Case] = [
        Case("rust", "pub fn name(a: &str, b: u32) -> Result<T, E>", .function, "name", nil, ["a", "b"], returns: "Result<T, E>",
             types: ["&str", "u32"]),
        Case("rs", "pub fn get<Q: ?Sized>(&self, k: &Q) -> Option<&V>\nwhere\n    K: Borrow<Q>,", .function, "get", nil, ["k"],
             returns: "Option<&V>"),
        Case("rust", "pub async fn read_to_string(&mut self, buf: &mut String) -> io::Result<usize>", .function, "read_to_string", nil,
             ["buf"], returns: "io::Result<usize>", types: ["&mut String"]),
        Case("rust", "pub(crate) unsafe fn from_raw_parts<'a, T>(data: *const T, len: usize) -> &'a [T]", .function, "from_raw_parts", nil,
             ["data", "len"], returns: "&'a [T]"),
        Case("rust", "pub struct Vec<T, A: Allocator = Global> {", .structure, "Vec"),
        Case("rust", "#[derive(Debug, Clone)]\npub struct Point { x: f64, y: f64 }", .structure, "Point"),
        Case("rust", "pub trait Iterator {", .protocol, "Iterator"),
        Case("rust", "pub enum Option<T> {", .enumeration, "Option"),
        Case("rust", "pub const MAX: u32 = 4_294_967_295u32;", .constant, "MAX", returns: "u32"),
        Case("rust", "impl<T: Display> ToString for T", .extension, "T"),
        Case("rust", "macro_rules! vec {", .macro, "vec"),
        Case("rust", "type Result<T> = std::result::Result<T, Error>;", .typeAlias, "Result"),
        Case("rust", "pub const fn new() -> Self", .function, "new", returns: "Self"),
        Case("rust", "fn evens(it: impl Iterator<Item = u8>) -> impl Iterator<Item = u8>", .function, "evens", nil, ["it"],
             returns: "impl Iterator<Item = u8>", types: ["impl Iterator<Item = u8>"]),
    ]

    static let go: [Case] = [
        Case("go", "func (r *R) Name(a int, b string) (int, error)", .function, "Name", nil, ["a", "b"], returns: "(int, error)",
             types: ["int", "string"]),
        Case("go", "func Println(a ...any) (n int, err error)", .function, "Println", nil, ["a"], returns: "(n int, err error)",
             types: ["...any"]),
        Case("golang", "func copy(dst, src []Type) int", .function, "copy", nil, ["dst", "src"], returns: "int", types: ["[]Type", "[]Type"]),
        Case("go", "func Map[T, U any](s []T, f func(T) U) []U", .function, "Map", nil, ["s", "f"], returns: "[]U",
             types: ["[]T", "func(T) U"]),
        Case("go", "type Reader interface {\n\tRead(p []byte) (n int, err error)\n}", .protocol, "Reader"),
        Case("go", "type Buffer struct {", .structure, "Buffer"),
        Case("go", "type List[T any] struct {", .structure, "List"),
        Case("go", "type Duration int64", .typeAlias, "Duration"),
        Case("go", "var ErrUnexpectedEOF = errors.New(\"unexpected EOF\")", .variable, "ErrUnexpectedEOF"),
        Case("go", "const MaxInt8 = 1<<7 - 1", .constant, "MaxInt8"),
        Case("go", "func Compare(int, int) bool", .function, "Compare", nil, ["", ""], returns: "bool", types: ["int", "int"]),
    ]

    static let idl: [Case] = [
        Case("webidl", "Node appendChild(Node node);", .function, "appendChild", nil, ["node"], returns: "Node", types: ["Node"]),
        Case("idl", "[Exposed=Window]\ninterface Element : Node {\n  readonly attribute DOMString tagName;\n  undefined remove();\n};", .class, "Element"),
        Case("webidl", "interface Foo {\n  undefined bar(long x);\n};", .function, "bar", nil, ["x"], returns: "undefined"),
        Case("webidl", "readonly attribute DOMString tagName;", .variable, "tagName", returns: "DOMString"),
        Case("webidl", "dictionary EventInit {\n  boolean bubbles = false;\n};", .structure, "EventInit"),
        Case("webidl", "undefined addEventListener(DOMString type, EventListener? callback, optional (AddEventListenerOptions or boolean) options = {});",
             .function, "addEventListener", nil, ["type", "callback", "options"], returns: "undefined",
             types: ["DOMString", "EventListener?", "(AddEventListenerOptions or boolean)"]),
        Case("webidl", "constructor(DOMString type, optional EventInit eventInitDict = {});", .initializer, "constructor", nil,
             ["type", "eventInitDict"]),
        Case("webidl", "interface mixin ParentNode {", .protocol, "ParentNode"),
        Case("webidl", "getter DOMString? item(unsigned long index);", .function, "item", nil, ["index"], returns: "DOMString?",
             types: ["unsigned long"]),
        Case("webidl", "const unsigned short ELEMENT_NODE = 1;", .constant, "ELEMENT_NODE", returns: "unsigned short"),
    ]

    static let cSharp: [Case] = [
        Case("cs", "public static void WriteLine(string value)", .function, "WriteLine", nil, ["value"], returns: "void"),
        Case("csharp", "public static async Task<int> GetAsync(string url, CancellationToken ct = default)", .function, "GetAsync", nil,
             ["url", "ct"], returns: "Task<int>", types: ["string", "CancellationToken"]),
        Case("cs", "public int Count { get; }", .variable, "Count", returns: "int"),
        Case("cs", "public class List<T> : IList<T>, IReadOnlyList<T>", .class, "List"),
        Case("cs", "public interface IDisposable", .protocol, "IDisposable"),
        Case("cs", "[Serializable]\npublic struct Point", .structure, "Point"),
        Case("cs", "public static bool TryParse(string s, out int result)", .function, "TryParse", nil, ["s", "result"], returns: "bool",
             types: ["string", "int"]),
        Case("cs", "public const double PI = 3.14159;", .constant, "PI", returns: "double"),
        Case("cs", "public List(int capacity)", .initializer, "List", nil, ["capacity"]),
        Case("cs", "public int? Find(string key)", .function, "Find", nil, ["key"], returns: "int?"),
        Case("cs", "string.Join(separator, values)", .function, "Join", nil, ["separator", "values"]),
    ]

    /// Languages the rule sets do not name: shell, and anything else (read C-like).
    static let others: [Case] = [
        Case("sh", "function greet() {\n  echo hi\n}", .function, "greet"),
        Case("scala", "def greet(name: String): String", .function, "greet", nil, ["name"], returns: "String"),
        Case("dart", "Future<void> main(List<String> args)", .function, "main", nil, ["args"], returns: "Future<void>"),
        Case("php", "public function find($id, $columns = ['*'])", .function, "find", nil, ["$id", "$columns"]),
    ]

    static let all = typeScript + javaScript + objectiveC + kotlin + java + c + cpp + python + rust + go + idl + cSharp + others

    @Test(arguments: all)
    func readsWhatIsDeclared(_ example: Case) throws {
        let read = try #require(ForeignDeclaration(code: example.code, language: example.language))
        #expect(read.kind == example.kind)
        #expect(read.name == example.name)
        #expect(read.symbol == example.symbol)
        #expect(read.parameters.map(\.name) == example.parameters)
        #expect(read.returnType == example.returnType)
        if let types = example.types { #expect(read.parameters.map(\.type) == types) }
    }

    @Test func objectiveCLabelsAreSelectorPieces() throws {
        let read = try #require(ForeignDeclaration(code: Self.objectiveC[0].code, language: "objc"))
        #expect(read.parameters.map(\.label) == ["application", "willFinishLaunchingWithOptions"])
        let kotlin = try #require(ForeignDeclaration(code: Self.kotlin[0].code, language: "kotlin"))
        #expect(kotlin.parameters.map(\.label) == kotlin.parameters.map(\.name))
    }

    /// Rule: a bare call is a declaration unless every argument is a literal; prose, statements
    /// and expressions are not declarations.
    static let notDeclarations: [(String, String)] = [
        ("ts", "This method mounts the application into the given container element."),
        ("c", "Returns the value."), ("c", "Call mount() to start."), ("python", "Note: this is important."),
        ("js", "app.mount('#app')"), ("js", "createApp(App).mount('#app')"), ("js", "console.log(foo(x))"),
        ("js", "foo(\"a\", 1, true)"), ("ts", "return x + 1"), ("ts", "await load(url)"), ("python", "x = compute(y) + 1"),
        ("java", "if (x) { y(); }"), ("generic", "1 + 2"), ("ts", ""), ("c", "   \n\t  "), ("js", "// only a comment"),
        ("ts", String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000)), ("kotlin", "}"),
    ]

    @Test(arguments: notDeclarations)
    func readsNothingFromWhatDeclaresNothing(_ language: String, _ code: String) {
        #expect(ForeignDeclaration(code: code, language: language) == nil)
    }

    @Test(arguments: [("js-nolint", "js"), ("ts-twoslash", "ts"), ("JS", "js"), ("objective-c", "objc"), ("c++", "cpp"), ("kt", "kotlin")])
    func languageNamesShareTheirBaseRules(_ name: String, _ base: String) {
        #expect(CodeTokenizer.family(of: name) == CodeTokenizer.family(of: base))
        #expect(CodeTokenizer.family(of: "no-such-language") == .generic)
    }
}
