import Foundation
import Testing
import TriglotModel
@testable import TriglotSite

/// The built-in templates and a Templates/ folder over them: what the folder holds replaces or
/// adds to the built-in files, what it leaves out is built in; a template that does not parse
/// and unreadable interface words stop the build with a message naming the file and line.
@Suite("Templates")
struct SiteTemplatesTests {
    static func failure(_ folder: URL) -> String? {
        do {
            _ = try SiteTemplates.load(folder: folder.path)
            return nil
        } catch let failure as SiteTemplates.Failure {
            return failure.description
        } catch {
            return "not a SiteTemplates.Failure: \(error)"
        }
    }

    @Test func theShippedTemplatesLoad() throws {
        let templates = try SiteTemplates.load(folder: SiteFixture.templatesFolder)
        #expect(templates.assets.map(\.path).contains("assets/triglot.css"))
        #expect(templates.assets.map(\.path) == templates.assets.map(\.path).sorted())
        for language in ["en", "zh-Hans", "ja"] {
            let table = templates.strings.table(for: Language(language))
            for key in InterfaceStrings.keys { #expect(table[key]?.isEmpty == false, "\(language) lacks \(key)") }
        }
    }

    /// Each shipped translation of the interface words is complete, so no English word shows on a Chinese or Japanese page.
    @Test(arguments: ["zh-Hans", "ja"])
    func everyInterfaceWordIsTranslated(language: String) throws {
        let templates = try SiteTemplates.load(folder: SiteFixture.templatesFolder)
        let own = templates.strings.tables[language] ?? [:]
        let missing = InterfaceStrings.keys.filter { own[$0] == nil }
        #expect(missing.isEmpty, "\(language) falls back to English for \(missing)")
    }

    /// A site names its languages as it likes (React's docs `zh`, Vue's `zh-cn`, `ja-JP`): each
    /// reads the shipped words of its language; Traditional Chinese and others read English.
    @Test(arguments: [
        ("zh", "搜索"), ("zh-cn", "搜索"), ("zh-CN", "搜索"), ("zh-Hans-CN", "搜索"), ("ZH-HANS", "搜索"),
        ("ja-JP", "検索"), ("JA", "検索"), ("zh-TW", "Search"), ("zh-Hant", "Search"), ("ko", "Search"), ("en-GB", "Search"),
    ])
    func languageCodesFindTheirWords(code: String, search: String) throws {
        let templates = try SiteTemplates.load(folder: SiteFixture.templatesFolder)
        #expect(templates.strings.word("search", in: Language(code)).hasPrefix(search))
    }

    /// A Templates/ folder overrides file by file: what it leaves out is the built-in file.
    @Test(arguments: SiteTemplates.required)
    func aTemplateTheFolderLeavesOutIsTheBuiltInOne(name: String) throws {
        let folder = try SiteFixture.copyOfTemplates()
        try FileManager.default.removeItem(at: folder.appendingPathComponent(name + ".mustache"))
        #expect(Self.failure(folder) == nil)
    }

    @Test func aTemplateTheFolderHoldsReplacesTheBuiltInOne() throws {
        let folder = try SiteFixture.temporaryFolder("override")
        try Data("<p>{{siteTitle}} only</p>\n".utf8).write(to: folder.appendingPathComponent("not-found.mustache"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try Data("body{}".utf8).write(to: folder.appendingPathComponent("assets/extra.css"))
        try Data(#"{"ko": {"search": "검색"}, "en": {"search": "Find"}}"#.utf8).write(to: folder.appendingPathComponent("strings.json"))
        let templates = try SiteTemplates.load(folder: folder.path)
        #expect(templates.render("not-found", ["siteTitle": .text("T")]) == "<p>T only</p>\n")
        #expect(templates.assets.map(\.path) == ["assets/extra.css", "assets/triglot.css", "assets/triglot.js"])
        #expect(templates.strings.word("search", in: Language("ko")) == "검색")
        #expect(templates.strings.word("search", in: Language("en")) == "Find")
        // Words the file leaves out are the built-in ones.
        #expect(templates.strings.word("beta", in: Language("en")) == "Beta")
    }

    @Test func withoutAFolderTheBuiltInTemplatesServe() throws {
        let templates = try SiteTemplates.load(folder: nil, mustExist: false)
        #expect(templates.assets.map(\.path) == ["assets/triglot.css", "assets/triglot.js"])
        let missing = try SiteTemplates.load(folder: "/no/such/templates", mustExist: false)
        #expect(missing.assets.count == 2)
    }

    @Test func aMissingFolderIsNamed() throws {
        let folder = try SiteFixture.temporaryFolder("none").appendingPathComponent("NoTemplates")
        let message = try #require(Self.failure(folder))
        #expect(message.contains(folder.path))
        #expect(message.contains("does not exist"))
    }

    @Test(arguments: [
        ("<p>\n{{#a}}x{{/b}}\n</p>\n", 2),
        ("<p>\n\n\n{{/closed-never-opened}}\n", 4),
        ("<html>\n<body>\n\n  {{{broken}}\n", 4),
    ])
    func aTemplateSyntaxErrorNamesFileLineAndColumn(text: String, line: Int) throws {
        let folder = try SiteFixture.copyOfTemplates()
        try Data(text.utf8).write(to: folder.appendingPathComponent("page.mustache"))
        let message = try #require(Self.failure(folder))
        let file = folder.appendingPathComponent("page.mustache").path
        #expect(message.hasPrefix(file + ":"), "\(message)")
        let position = message.dropFirst(file.count + 1).split(separator: ":").prefix(2).compactMap { Int($0) }
        #expect(position.count == 2, "no line:column in \(message)")
        #expect(position.first == line, "\(message)")
        #expect((position.last ?? 0) >= 1)
    }

    /// A partial naming no template would render as nothing: the build stops at its tag.
    @Test func anUnknownPartialNamesFileLineAndColumn() throws {
        let folder = try SiteFixture.copyOfTemplates()
        try Data("<main>\n  {{> sidebar-extra}}\n</main>\n".utf8).write(to: folder.appendingPathComponent("page.mustache"))
        let message = try #require(Self.failure(folder))
        #expect(message.hasPrefix(folder.appendingPathComponent("page.mustache").path + ":2:3: "), "\(message)")
        #expect(message.contains("sidebar-extra.mustache"), "\(message)")
    }

    /// An unclosed section is found at the end of the file, which is where the message points.
    @Test func anUnclosedSectionNamesTheFile() throws {
        let folder = try SiteFixture.copyOfTemplates()
        try Data("one\n{{#open}}\nnever closed\n".utf8).write(to: folder.appendingPathComponent("root.mustache"))
        let message = try #require(Self.failure(folder))
        #expect(message.range(of: "root.mustache:[0-9]+:[0-9]+: ", options: .regularExpression) != nil, "\(message)")
    }

    @Test(arguments: ["{\"en\": ", "[1, 2]", "{\"zh-Hans\": 3}"])
    func unreadableInterfaceWordsAreNamed(text: String) throws {
        let folder = try SiteFixture.copyOfTemplates()
        try Data(text.utf8).write(to: folder.appendingPathComponent("strings.json"))
        let message = try #require(Self.failure(folder))
        #expect(message.contains("strings.json"), "\(message)")
    }

    @Test func wordsFillTheirPlaceholdersAndFallBackToEnglish() {
        let strings = InterfaceStrings(tables: ["en": ["a": "A {x} {y}", "b": "B"], "ja": ["a": "ア{x}"]], defaultLanguage: "en")
        #expect(strings.word("a", in: Language("ja"), ["x": "<1>"]) == "ア<1>")
        #expect(strings.word("a", in: Language("en"), ["x": "1", "y": "{x}"]) == "A 1 {x}")
        #expect(strings.word("b", in: Language("ja")) == "B")
        #expect(strings.word("nope", in: Language("ja")) == "nope")
        #expect(strings.table(for: Language("ja")) == ["a": "ア{x}", "b": "B"])
    }
}
