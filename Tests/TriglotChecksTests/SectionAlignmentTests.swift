import Testing
import TriglotChecks
import TriglotContent
import TriglotMarkup
import TriglotModel

/// `SectionAlignment` pairs by id, then by kind, then in order on what sections share, so that
/// one heading missing or added shifts nothing else.
@Suite("Section alignment")
struct SectionAlignmentTests {
    /// A section written as `title|level|body`, with `{#id}` at the end of the title for an
    /// explicit id and `@kind` at its start for a kind from the vocabulary.
    private static func section(_ spec: String, node: Int) -> Section {
        let parts = spec.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        var title = parts[0]
        var kind = Section.Kind.custom
        if title.hasPrefix("@"), let space = title.firstIndex(of: " ") {
            kind = Section.Kind(rawValue: String(title[title.index(after: title.startIndex) ..< space]))
            title = String(title[title.index(after: space)...])
        }
        var id = "s\(node)"
        var explicit = false
        if let open = title.range(of: " {#"), title.hasSuffix("}") {
            id = String(title[open.upperBound ..< title.index(before: title.endIndex)])
            title = String(title[..<open.lowerBound])
            explicit = true
        }
        let level = parts.count > 1 ? Int(parts[1]) ?? 2 : 2
        let body = parts.count > 2 ? parts[2] : ""
        let isCode = body.hasPrefix("```")
        let blocks = body.isEmpty ? [] : [Block(kind: isCode ? .codeBlock : .paragraph, text: isCode ? String(body.dropFirst(3)) : body,
                                               range: SourceRange(line: node * 10 + 2), node: node * 10 + 1)]
        return Section(kind: kind, level: level, title: title, id: id, hasExplicitID: explicit, headingLanguages: [],
                       headingRange: SourceRange(line: node * 10 + 1), blocks: blocks, range: SourceRange(line: node * 10 + 1), node: node * 10)
    }

    private static func pairs(_ source: [String], _ translation: [String], glossary: SectionEvidence.Glossary = [:]) -> [Int?] {
        SectionAlignment.counterparts(source.indices.map { section(source[$0], node: $0) },
                                      translation.indices.map { section(translation[$0], node: $0) }, glossary: glossary)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var source: [String]
        var translation: [String]
        var expected: [Int?]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a missing section in the middle shifts nothing",
             source: ["Creating a request|2|Call `fetch()` with a `Request` object.",
                      "Reading the body|2|Use `response.json()` or `response.text()`.",
                      "Aborting|2|Pass an `AbortController.signal` to `fetch()`.",
                      "Errors|2|A `TypeError` means a network failure; HTTP 404 does not reject."],
             translation: ["リクエストの作成|2|`Request` オブジェクトで `fetch()` を呼びます。",
                           "中止|2|`AbortController.signal` を `fetch()` に渡します。",
                           "エラー|2|`TypeError` はネットワークの失敗です。HTTP 404 では拒否されません。"],
             expected: [0, nil, 1, 2]),
        Case(name: "an extra section in the translation shifts nothing",
             source: ["Setup|2|Run `npm install vue@3` first.", "Usage|2|Call `createApp()` and `app.mount('#app')`."],
             translation: ["安装|2|先运行 `npm install vue@3`。", "注意|2|本节为中文版新增的说明。", "用法|2|调用 `createApp()` 和 `app.mount('#app')`。"],
             expected: [0, 2]),
        Case(name: "API names in headings pair the sections, even moved",
             source: ["Using fetch()|3|", "Using XMLHttpRequest|3|"],
             translation: ["XMLHttpRequest の使い方|3|", "fetch() の使い方|3|"],
             expected: [1, 0]),
        Case(name: "French headings share a word; the rest pair in order",
             source: ["Browser compatibility notes|2|", "Using the API|2|", "Security considerations|2|"],
             translation: ["Utiliser l'API|2|", "Considérations de sécurité|2|"],
             expected: [nil, 0, 1]),
        Case(name: "a section full of names does not pair with one that has none",
             source: ["Intro|2|Plain words only.", "Flags|2|`O_RDONLY`, `O_WRONLY`, `O_CREAT` and `O_EXCL` since 2.6.",
                      "Outro|2|Plain words again."],
             translation: ["はじめに|2|普通の言葉。", "おわりに|2|また普通の言葉。"],
             expected: [0, nil, 1]),
        Case(name: "explicit ids first, then kinds, whatever the order",
             source: ["@parameters Parameters|2|", "Options {#options}|2|", "@seeAlso See also|2|"],
             translation: ["Options {#options}|2|", "@parameters 参数|2|", "@seeAlso 另请参阅|2|"],
             expected: [1, 0, 2]),
        Case(name: "a known kind never pairs with another known kind",
             source: ["@examples Examples|2|", "@seeAlso See also|2|"],
             translation: ["@seeAlso 参见|2|"],
             expected: [nil, 0]),
        Case(name: "a known kind pairs with the translation's own word for it",
             source: ["@specifications Specifications|2|`ECMAScript 2026` §27.2.5", "@seeAlso See also|2|"],
             translation: ["規格書|2|`ECMAScript 2026` §27.2.5", "@seeAlso 関連情報|2|"],
             expected: [0, 1]),
        Case(name: "nothing to tell them apart: order and place",
             source: ["One|2|", "Two|2|", "Three|2|"],
             translation: ["一|2|", "三|2|"],
             expected: [0, nil, 1]),
        Case(name: "one section left at the same place in both outlines pairs, whatever its words",
             source: ["Version Numbers|2|Helm uses SemVer 2 to represent version numbers.", "Formatting YAML|2|YAML files should be indented using two spaces.",
                      "Usage of the Words Helm and Chart|2|There are a few conventions for using the words Helm and helm."],
             translation: ["Versionsnummern|2|Helm verwendet SemVer 2, um Versionsnummern darzustellen.", "YAML-Formatierung|2|YAML-Dateien sollten mit zwei Leerzeichen eingerückt werden.",
                           "Verwendung der Wörter Helm und Chart|2|Es gibt einige Konventionen für die Verwendung der Wörter Helm und helm."],
             expected: [0, 1, 2]),
        Case(name: "a lone gap at another level, or two left on one side, stays unpaired",
             source: ["Chart Names|2|Use `lowercase` names.", "Formatting YAML|2|Indent.", "Tabs|2|Never.", "Usage of the Words|2|`Helm` and `helm`."],
             translation: ["Chart-Namen|2|Verwenden Sie `lowercase`-Namen.", "YAML-Formatierung|3|Einrücken.",
                           "Verwendung der Wörter|2|`Helm` und `helm`."],
             expected: [0, nil, nil, 2]),
        Case(name: "code blocks carry their names",
             source: ["Watching a ref|3|```const count = ref(0)\nwatch(count, (value) => log(value))",
                      "Watching a getter|3|```watch(() => state.count, (value) => log(value))",
                      "Deep watchers|3|```watch(state, callback, { deep: true })"],
             translation: ["侦听 ref|3|```const count = ref(0)\nwatch(count, (value) => log(value))",
                           "深层侦听器|3|```watch(state, callback, { deep: true })"],
             expected: [0, nil, 1]),
    ]

    @Test(arguments: cases)
    func aligns(_ example: Case) {
        #expect(Self.pairs(example.source, example.translation) == example.expected)
    }

    @Test func glossaryTranslatesHeadings() {
        let source = ["Lifecycle hooks|2|", "Template refs|2|"]
        let translation = ["模板引用|2|"]
        #expect(Self.pairs(source, translation) == [0, nil])
        #expect(Self.pairs(source, translation, glossary: ["template": ["模板"], "lifecycle": ["生命周期"]]) == [nil, 0])
    }

    /// Whatever the sections, every translated section stands for one English section at most.
    @Test(arguments: 0 ..< 100)
    func pairsEachSectionOnce(seed: Int) {
        var state = UInt64(seed) &+ 1
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let titles = ["@discussion Discussion", "@seeAlso See also", "Notes", "Using fetch()", "Options {#options}", "Errors"]
        let bodies = ["", "`fetch()` and 404", "```const a = 1", "plain words"]
        func page(_ count: Int) -> [String] {
            (0 ..< count).map { _ in "\(titles[next(titles.count)])|\(2 + next(2))|\(bodies[next(bodies.count)])" }
        }
        let (source, translation) = (page(next(8)), page(next(8)))
        let pairs = Self.pairs(source, translation)
        let matched = pairs.compactMap { $0 }
        #expect(Set(matched).count == matched.count)
    }
}
