import Testing
@testable import TriglotChecks
import TriglotContent
import TriglotModel

@Suite("translation.consistency and glossary suggest")
struct ConsistencyCheckTests {
    /// A page whose one section holds `english` (and its translation, in Chinese).
    static func pair(_ name: String, heading: String = "Setup", english: String, headingZh: String = "设置", chinese: String) -> TestContent.Files {
        ["en/\(name).md": "# \(name)\n\nAbstract.\n\n## \(heading)\n\n\(english)\n",
         "zh-Hans/\(name).md": "# \(name)\n\n摘要。\n\n## \(headingZh)\n\n\(chinese)\n"]
    }

    static func run(_ files: TestContent.Files) -> [Diagnostic] {
        TestContent.run(ConsistencyCheck.self, files)
    }

    @Test func aSentenceTranslatedTwoWaysOnTwoPagesIsReportedOnceWithBothPlaces() throws {
        let files = Self.pair("a", english: "Call the setup function before use.", chinese: "在使用前调用设置函数。")
            .merging(Self.pair("b", english: "Call the setup function before use.", chinese: "使用之前先调用设置函数。")) { $1 }
        let found = Self.run(files).filter { $0.severity == .note && $0.summary.contains("is translated") }
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.path == "Content/zh-Hans/b.md")
        #expect(finding.line == 7)
        #expect(finding.notes.first?.path == "Content/zh-Hans/a.md")
    }

    @Test(arguments: [("ja", "使用前にセットアップ関数を呼び出します。", "使う前にセットアップ関数を呼びます。")])
    func everyTranslatedLanguageIsCompared(_ language: String, _ first: String, _ second: String) {
        var files: TestContent.Files = [:]
        for (name, translated) in [("a", first), ("b", second)] {
            files["en/\(name).md"] = "# \(name)\n\nAbstract.\n\n## Setup\n\nCall the setup function before use.\n"
            files["\(language)/\(name).md"] = "# \(name)\n\nX.\n\n## Setup\n\n\(translated)\n"
        }
        let found = Self.run(files).filter { $0.summary.contains("is translated") }
        #expect(found.map(\.path) == ["Content/\(language)/b.md"])
    }

    @Test func theMajorityDecidesWhichPageIsReported() {
        var files = Self.pair("a", english: "Call the setup function before use.", chinese: "使用之前先调用设置函数。")
        for name in ["b", "c"] {
            files.merge(Self.pair(name, english: "Call the setup function before use.", chinese: "在使用前调用设置函数。")) { $1 }
        }
        let found = Self.run(files).filter { $0.summary.contains("is translated") }
        #expect(found.map(\.path) == ["Content/zh-Hans/a.md"])
    }

    @Test(arguments: [
        // The same translation everywhere.
        ("在使用前调用设置函数。", "在使用前调用设置函数。"),
        // A closing full stop and spacing are not a difference.
        ("在使用前调用设置函数", "在使用前调用设置函数。 "),
    ])
    func sameTranslationsAreQuiet(_ first: String, _ second: String) {
        let files = Self.pair("a", english: "Call the setup function before use.", chinese: first)
            .merging(Self.pair("b", english: "Call the setup function before use.", chinese: second)) { $1 }
        #expect(Self.run(files).isEmpty)
    }

    @Test func headingsAreUnitsToo() {
        let files = Self.pair("a", heading: "Handling errors", english: "Text one here.", headingZh: "处理错误", chinese: "第一段。")
            .merging(Self.pair("b", heading: "Handling errors", english: "Text two here.", headingZh: "错误处理", chinese: "第二段。")) { $1 }
        #expect(Self.run(files).filter { $0.summary.contains("'Handling errors' is translated") }.count == 1)
    }

    @Test func oneTranslationForDifferentEnglishIsANote() {
        let files = Self.pair("a", english: "Returns the shared application object.", chinese: "返回共享的应用对象实例。")
            .merging(Self.pair("b", english: "Removes every observer from the center.", chinese: "返回共享的应用对象实例。")) { $1 }
        let found = Self.run(files).filter { $0.summary.contains("translates") }
        #expect(found.count == 1)
        #expect(found.first?.severity == .note)
    }

    @Test func aRewordedEnglishSentenceIsNotDifferentEnglish() {
        #expect(ConsistencyCheck.isRewording("Types are simplified for readability", of: "Type is simplified for readability"))
        #expect(!ConsistencyCheck.isRewording("Returns the shared application object", of: "Removes every observer from the center"))
    }

    @Test func severityCanBeRaisedInSiteYAML() throws {
        var content = TestContent.inMemory(Self.pair("a", english: "Call the setup function before use.", chinese: "在使用前调用设置函数。")
            .merging(Self.pair("b", english: "Call the setup function before use.", chinese: "使用之前先调用设置函数。")) { $1 })
        content.configuration.checks.severity = ["translation.consistency": .warning]
        let found = CheckRunner(checks: [ConsistencyCheck.self]).run(content).filter { $0.id == ConsistencyCheck.id }
        #expect(found.count == 1)
        #expect(found.first?.severity == .warning)
    }

    @Test func suggestionsProposeTheUsualTranslationAndSkipKnownTerms() {
        var files = Self.pair("a", heading: "Error handling", english: "One paragraph here.", headingZh: "错误处理", chinese: "一段。")
        files.merge(Self.pair("b", heading: "Error handling", english: "Two paragraph here.", headingZh: "错误处理", chinese: "二段。")) { $1 }
        files.merge(Self.pair("c", heading: "Error handling", english: "Three paragraph here.", headingZh: "处理错误", chinese: "三段。")) { $1 }
        let suggestions = GlossarySuggestions(context: CheckContext(content: TestContent.inMemory(files)))
        let yaml = suggestions.yaml(sourceLanguage: "en")
        #expect(yaml.contains("  - en: Error handling"))
        #expect(yaml.contains("    zh-Hans: 错误处理   # 错误处理 ×2, 处理错误 ×1"))
        #expect(yaml.contains("      zh-Hans: [处理错误]"))
        #expect(yaml.contains("Content/zh-Hans/c.md:5"))
        let known = Glossary(terms: [.init(source: "error handling", translations: ["zh-Hans": "错误处理"])])
        #expect(GlossarySuggestions(context: CheckContext(content: TestContent.inMemory(files, glossary: known))).suggestions.isEmpty)
    }

    @Test(arguments: ["plain", "with: colon", "#hash", "quote\"d", "ends with:"])
    func suggestedYAMLReadsBack(_ text: String) throws {
        let glossary = "terms:\n  - en: \(GlossarySuggestions.quoted(text))\n    zh-Hans: 词\n"
        let content = try TestContent.onDisk(["glossary.yml": glossary, "en/a.md": "# A\n"])
        #expect(content.glossary.terms.first?.source == text)
    }
}
