import Testing
@testable import TriglotChecks
import TriglotModel

@Suite("translation.code-blocks")
struct CodeBlocksCheckTests {
    static let lifecycle = "```lifecycle\nscenario cold-url\ncalled application(_:open:options:)\n```"
    static let swift = "```swift\nlet window = UIWindow()\nwindow.makeKeyAndVisible()\n```"

    static func page(_ blocks: [String], chinese: Bool = false) -> String {
        "# Title\n\n\(chinese ? "摘要。" : "Abstract.")\n\n## \(chinese ? "讨论" : "Discussion")\n\n" + blocks.joined(separator: "\n\n") + "\n"
    }

    @Test(arguments: [
        ([lifecycle, swift], nil),
        ([lifecycle.replacing("cold-url", with: "warm-url"), swift], "scenario warm-url"),
        ([lifecycle, swift.replacing("window.makeKeyAndVisible()", with: "window.isHidden = false")], "window.isHidden"),
        ([lifecycle, swift.replacing("```swift", with: "```objc")], "```objc"),
        ([lifecycle, swift.replacing("makeKeyAndVisible()\n", with: "makeKeyAndVisible()\nwindow.isHidden = true\n")], "window.isHidden"),
        // What translators may change: comments, layout, string literals, a fence alias.
        ([lifecycle, swift.replacing("makeKeyAndVisible()\n", with: "makeKeyAndVisible()\n// 注释\n")], nil),
        ([lifecycle, swift.replacing("let window = UIWindow()", with: "let   window =\n    UIWindow()")], nil),
    ] as [([String], String?)])
    func codeMustBeKept(translated: [String], changedLine: String?) {
        let translation = Self.page(translated, chinese: true)
        let found = TestContent.run(CodeBlocksCheck.self, PagePair.files(Self.page([Self.lifecycle, Self.swift]), translation))
        #expect(found.map(\.line) == (changedLine.map { [line(of: $0, in: translation)] } ?? []), "\(found.map(\.summary))")
    }

    @Test(arguments: [
        ("```js\nconst a = 'Hello' // greet\n```", "```javascript\nconst a = '你好' // 问候\n```", false),
        ("```html\n<!-- a button -->\n<button>Click me</button>\n```", "```html\n<!-- 按钮 -->\n<button>点击我</button>\n```", false),
        ("```js\nconst a = 'x'\n```", "```js\nconst a = \"x\"\n```", false),
        ("```js\nconst a = 'x'\n```", "```js\nconst b = 'x'\n```", true),
        // A formatter's trailing comma is no change; a comma between items is.
        ("```js\nconst m = {\n  a: 1,\n  b: 2,\n}\nf(a, b,)\n```", "```js\nconst m = {\n  a: 1,\n  b: 2\n}\nf(a, b)\n```", false),
        ("```js\nf(a, b)\n```", "```js\nf(a b)\n```", true),
        // A semicolon ending a line where the language does not need one; not inside a line.
        ("```js\nexport default defineConfig({\n  a: 1,\n})\n```", "```js\nexport default defineConfig({\n  a: 1,\n});\n```", false),
        ("```js\nfor (;;) {}\n```", "```js\nfor (;) {}\n```", true),
        ("```c\nint a = 1;\n```", "```c\nint a = 1\n```", true),
        ("```html\n<Child></Child>\n```", "```html\n<Child />\n```", true),
        ("```py\nx = 1  # one\n```", "```python\nx = 2  # 一\n```", true),
        // Strings of prose translated into a language written in the same letters; not a
        // command, a setting, a placeholder or a name.
        ("```js\nconsole.log('Hello, VitePress!')\n```", "```js\nconsole.log('Hola, VitePress!')\n```", false),
        ("```js\nconst msg = 'Removed' // [!code --]\n```", "```js\nconst msg = 'Borrado' // [!code --]\n```", false),
        ("```js\nsearch({ provider: 'local' })\n```", "```js\nsearch({ provider: 'algolia' })\n```", true),
        ("```json\n{\"docs:dev\": \"vitepress dev docs\"}\n```", "```json\n{\"docs:dev\": \"vitepress dev\"}\n```", true),
        ("```json\n{\"default\": \"<YOUR_FIREBASE_ID>\"}\n```", "```json\n{\"default\": \"<SU_ID>\"}\n```", true),
        ("```js\nheaders['Content-Type'] = 'text/html'\n```", "```js\nheaders['Content-Length'] = 'text/html'\n```", true),
        // An example localised to the translation's language: its lang, not another setting.
        ("```astro\n<html lang=\"en\">\n</html>\n```", "```astro\n<html lang=\"zh-CN\">\n</html>\n```", false),
        ("```js\nconst locale = 'en-US'\n```", "```js\nconst locale = 'ja'\n```", false),
        ("```astro\n<html lang=\"fr\">\n</html>\n```", "```astro\n<html lang=\"ja\">\n</html>\n```", true),
        ("```js\nconst locale = 'en'\n```", "```js\nconst locale = 'tree'\n```", true),
        // Text between tags keeps its own punctuation; code does not.
        ("```astro\nRead more <a href=\"/a/\">about Sonali</a>.\n```", "```astro\n阅读更多 <a href=\"/a/\">关于 Sonali 的信息</a>。\n```", false),
        ("```js\nf(a, b)\n```", "```js\nf(a，b)\n```", true),
        // Help text and field descriptions translated around a word the sentence keeps.
        ("```\n  -h, --help   help for lint\n```", "```\n  -h, --help   lint 명령에 대한 도움말\n```", false),
        ("```yaml\nname: REQUIRED - The API name. Must be \"v1\"\n```", "```yaml\nname: 필수 - API 이름. 값은 \"v1\"이어야 함.\n```", false),
        ("```yaml\nrun: OS match, or empty for any OS\n```", "```yaml\nrun: OS 일치 조건, 비워 두면 모든 OS\n```", false),
        ("```\n  --server string   the address of the Kubernetes API server\n```", "```\n  --server string   адреса сервера API Kubernetes\n```", false),
        ("```yaml\nruntimeconfig:\n  os: OS match\n```", "```yaml\nruntimeConfig:\n  os: OS 일치\n```", true),
        ("```\n  -h, --help   help for lint\n```", "```\n  -h, --halp   lint 명령에 대한 도움말\n```", true),
        // Astro's frontmatter is JavaScript: a semicolon ending a line is layout.
        ("```astro\n---\nconst { title } = Astro.props;\n---\n<h1>{title}</h1>\n```", "```astro\n---\nconst { title } = Astro.props\n---\n<h1>{title}</h1>\n```", false),
    ])
    func translatedPartsOfCode(english: String, translated: String, fires: Bool) {
        let found = TestContent.run(CodeBlocksCheck.self, PagePair.files(Self.page([english]), Self.page([translated], chinese: true)))
        #expect(found.isEmpty != fires, "\(found.map(\.summary))")
    }

    /// A translated example links its own language's pages, and an example page in a Markdown
    /// fence is prose, translated whole; its fence still names the same language.
    @Test(arguments: [
        ("```js\nfetch('/guides/setup/')\n```", "```js\nfetch('/ja/guides/setup/')\n```", false),
        ("```astro\n<a href=\"https://docs.astro.build/en/guides/\">Guides</a>\n```", "```astro\n<a href=\"https://docs.astro.build/ja/guides/\">ガイド</a>\n```", false),
        ("```js\nfetch('/guides/setup/')\n```", "```js\nfetch('/guides/other/')\n```", true),
        ("```md\n- **An important** file\n[Read more](/guides/)\n```", "```md\n- **重要な**ファイル\n[続きを読む](/ja/guides/)\n```", false),
        ("```mdx\n<Card title=\"Stars\">Some stars</Card>\n```", "```mdx\n<Card title=\"星\">いくつかの星</Card>\n```", false),
        ("```md\n# Title\n```", "```js\n# Title\n```", true),
        // A language marked where the English names none (or `none`) highlights the same code;
        // a different language, or different code under the mark, is still reported.
        ("```\nand .Arg1 .Arg2\n```", "```go\nand .Arg1 .Arg2\n```", false),
        ("```none\nhelm install\n```", "```shell\nhelm install\n```", false),
        ("```text\nhelm install\n```", "```\nhelm install\n```", false),
        ("```yaml\nkey: value\n```", "```go\nkey: value\n```", true),
        ("```\nand .Arg1 .Arg2\n```", "```go\nand .Arg1 .Arg3\n```", true),
    ])
    func localisedExamples(english: String, translated: String, reported: Bool) {
        let found = TestContent.run(CodeBlocksCheck.self, PagePair.files(Self.page([english]), Self.page([translated], chinese: true)))
        #expect(!found.isEmpty == reported, "\(found.map(\.summary))")
    }

    /// With `fenceAliases: false` fences are compared as written, a bare one too.
    @Test(arguments: [(true, false), (false, true)])
    func aMarkedBareFence(fenceAliases: Bool, reported: Bool) {
        var allowances = SiteConfiguration.Allowances()
        allowances.fenceAliases = fenceAliases
        let difference = CodeComparison(allowances: allowances).difference(
            .init(info: "", code: "and .Arg1 .Arg2\n"), .init(info: "go", code: "and .Arg1 .Arg2\n"))
        #expect((difference != nil) == reported)
    }

    @Test(arguments: [
        ("Hello, VitePress!", true), ("This is line 2", true), ("This is line #3 of this snippet", true), ("Removed", true), ("Highlighted!", true), ("Our Team", true),
        ("vitepress dev docs", false), ("local", false), ("GET", false), ("Content-Type", false), ("<YOUR_ID>", false),
        ("My Page/index", false), ("README.md", false), ("", false), ("X", false),
    ])
    func stringsOfProse(contents: String, prose: Bool) {
        #expect(CodeComparison.readsAsProse(contents[...]) == prose)
    }

    @Test func droppedAndAddedBlocks() {
        let dropped = TestContent.run(CodeBlocksCheck.self, PagePair.files(Self.page([Self.lifecycle, Self.swift]), Self.page([Self.swift], chinese: true)))
        #expect(dropped.map(\.summary) == ["a code block of the English section is missing here"])
        #expect(dropped.first?.line == 5)
        let added = TestContent.run(CodeBlocksCheck.self, PagePair.files(Self.page([Self.swift]), Self.page([Self.lifecycle, Self.swift], chinese: true)))
        #expect(added.map(\.summary) == ["this code block is not in the English section"])
        #expect(added.first?.line == 7)
    }

    @Test(arguments: [(lifecycle, false), (lifecycle.replacing("called", with: "not-called"), true), ("", true)])
    func lifecycleBlocksBeforeTheFirstHeading(translated: String, fires: Bool) {
        let english = "# Title\n\nAbstract.\n\n\(Self.lifecycle)\n\n## Discussion\n\nText.\n"
        let translation = "# 标题\n\n摘要。\n\n\(translated)\n\n## 讨论\n\n文本。\n"
        let found = TestContent.run(CodeBlocksCheck.self, PagePair.files(english, translation))
        #expect(found.map(\.line) == (fires ? [translated.isEmpty ? 1 : 5] : []))
    }

    @Test func theDeclarationIsLeftToTheDeclarationCheck() {
        let files = PagePair.files(PagePair.symbol(declaration: "func a()", parameters: []),
                                   PagePair.symbol(declaration: "func  a()", parameters: [], chinese: true))
        #expect(TestContent.run(CodeBlocksCheck.self, files).isEmpty)
    }
}
