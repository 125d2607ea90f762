import Foundation
import Testing
@testable import TriglotContent
@testable import TriglotModel
import TriglotTestSupport

/// `site.yml` as a team writes it: every key read, every mistake named with its line.
@Suite("site.yml")
struct SiteConfigurationReaderTests {
    static func read(_ yaml: String) throws -> SiteConfiguration {
        try SiteConfigurationReader.read(yaml, path: "docs/site.yml")
    }

    static func failure(_ yaml: String) -> String? {
        do {
            _ = try read(yaml)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func everyKeyIsRead() throws {
        let configuration = try Self.read("""
        title: {en: Vue API, ja: Vue API リファレンス}
        footer: Made by the docs team
        languages:
          - code: en
            name: English
            source: true
            aliases: [en-US]
          - code: zh-Hans
            folder: zh-cn
            name: 简体中文
          - ko
        layout: suffix
        headingIDs: vitepress
        strict: false
        baseURL: https://example.org/docs/
        sections:
          examples: {en: [Demo]}
          props: {en: [Props], ja: [プロパティ]}
        callouts:
          tip: {en: [Pro tip]}
        symbols: {link: none, prefixes: [Vue]}
        source: {required: true, pattern: '^https://vuejs\\.org/'}
        macros:
          - pattern: '\\{\\{\\s*Compat\\s*\\}\\}'
            render: drop
          - pattern: '\\{\\{optional_inline\\}\\}'
            render: text
            text: (optional)
        links: {root: '/{locale}/docs', base: 'https://vuejs.org/', ignoreCase: true}
        checks: {disabled: [translation.negation]}
        """)
        #expect(configuration.title == ["en": "Vue API", "ja": "Vue API リファレンス"])
        #expect(configuration.footer(in: Language("ko")) == "Made by the docs team")
        #expect(configuration.defaultLanguage == "en")
        #expect(configuration.languages.map(\.code) == ["en", "zh-Hans", "ko"])
        #expect(configuration.folder(of: .simplifiedChinese) == "zh-cn")
        #expect(configuration.spellings(of: .english) == ["en", "en-US"])
        #expect(configuration.layout == .suffix)
        #expect(configuration.headingIDs == .vitepress)
        #expect(!configuration.strict)
        #expect(configuration.sections["props"]?["ja"] == ["プロパティ"])
        #expect(configuration.callouts["tip"]?["en"] == ["Pro tip"])
        #expect(configuration.symbols == .none)
        #expect(configuration.symbolPrefixes == ["Vue"])
        #expect(configuration.source == .init(required: true, pattern: "^https://vuejs\\.org/"))
        #expect(configuration.macros.map(\.rendering) == [.drop, .text("(optional)"), .argument, .drop])
        #expect(configuration.links == .init(root: "/{locale}/docs/", base: "https://vuejs.org", ignoreCase: true))
        #expect(configuration.checks.disabled == ["translation.negation"])
    }

    /// A site.yml written for Triglot before these keys existed means what it meant.
    @Test func anEarlierSiteYAMLKeepsItsMeaning() throws {
        let configuration = try Self.read("""
        title:
          en: UIKit App Launch
        defaultLanguage: en
        languages:
          - code: en
            name: English
          - code: ja
            name: 日本語
        baseURL: https://triglot.example/
        checks:
          disabled: []
        """)
        #expect(configuration.orderedLanguages == [.english, .japanese])
        #expect(configuration.layout == .folders && configuration.folder(of: .japanese) == "ja")
        #expect(configuration.strict && configuration.symbols == .matching && configuration.macros == SiteConfiguration.MacroRule.defaults)
        #expect(configuration.headingIDs == .github)
        #expect(configuration.source == .init(required: false, pattern: nil))
    }

    @Test(arguments: [
        ("languages: [en]\ntitel: X\n", "docs/site.yml:2: 'titel' is not a key of site.yml (did you mean 'title'?)"),
        ("title: X\n", "docs/site.yml:1: 'languages:' is missing"),
        ("languages:\n  - code: english\n", "docs/site.yml:2: 'english' is not a BCP 47 language tag"),
        ("languages:\n  - code: en\n  - code: EN\n", "docs/site.yml:3: the language 'EN' is listed twice"),
        ("languages:\n  - code: en\n  - code: ja\n    folder: en\n", "docs/site.yml:3: two languages use the folder 'en'"),
        ("languages:\n  - code: en\n    nmae: English\n", "docs/site.yml:3: 'nmae' is not a key of a language (did you mean 'name'?)"),
        ("languages: [en, ja]\nlayout: flat\n", "docs/site.yml:2: layout 'flat' is not one of: folders, suffix, root"),
        ("languages: [en]\nheadingIDs: hugo\n", "docs/site.yml:2: headingIDs 'hugo' is not one of: github, vitepress"),
        ("languages:\n  - code: en\n    folder: .\n", "docs/site.yml:3: folder '.' must be a folder inside the content folder (names separated by '/', none hidden or empty); for the source's pages at the top"),
        ("languages:\n  - code: en\n    folder: i18n//en\n", "docs/site.yml:3: folder 'i18n//en' must be a folder inside the content folder"),
        ("languages:\n  - code: en\n    folder: docs/.en\n", "docs/site.yml:3: folder 'docs/.en' must be a folder inside the content folder"),
        ("languages:\n  - code: en\n    folder: docs\n  - code: ja\n    folder: docs/ja\n", "docs/site.yml:2: the folder of 'ja' ('docs/ja') is inside the folder of 'en' ('docs')"),
        ("layout: suffix\nlanguages:\n  - code: en\n  - code: ja\n    folder: i18n/ja\n", "docs/site.yml:3: in the suffix layout the folder of 'ja' is a file suffix"),
        ("languages: [en, ja]\ndefaultLanguage: fr\n", "docs/site.yml:2: the source language 'fr' is not one of the languages"),
        ("languages:\n  - code: en\n  - code: ja\n    source: true\ndefaultLanguage: en\n", "docs/site.yml:5: defaultLanguage 'en' and the language marked 'source: true' ('ja') differ"),
        ("languages: [en]\nmacros:\n  - pattern: '{{('\n", "docs/site.yml:3: the macro pattern '{{(' is not a regular expression"),
        ("languages: [en]\nmacros:\n  - pattern: x\n    render: bold\n", "docs/site.yml:3: render 'bold' is not one of: code, drop, argument, text"),
        ("languages: [en]\ncallouts:\n  hint: {en: [Hint]}\n", "docs/site.yml:3: 'hint' is not a key of callouts"),
        ("languages: [en]\nlinks: {root: docs/}\n", "docs/site.yml:2: links.root must start with /"),
        ("languages: [en]\nstrict: maybe\n", "docs/site.yml:2: strict must be true or false"),
        ("languages: [en]\nsource: {pattern: '('}\n", "docs/site.yml:2: source.pattern '(' is not a regular expression"),
        ("languages: [en]\neditURL: github.com/o/r\n", "docs/site.yml:2: editURL must start with https:// or http://"),
        ("languages: [en]\nlastUpdated: svn\n", "docs/site.yml:2: lastUpdated is 'git' (each page's last commit) or 'none'"),
        ("languages: [en]\npagination:\n  pagerSize: 0\n", "docs/site.yml:3: pagination.pagerSize must be a whole number of pages, 1 or more"),
        ("languages: [en]\npagination:\n  pagerSize: many\n", "docs/site.yml:3: pagination.pagerSize must be a whole number of pages, 1 or more"),
        ("languages: [en]\npagination:\n  pageSize: 10\n", "docs/site.yml:3: 'pageSize' is not a key of pagination (did you mean 'pagerSize'?)"),
        ("languages: [en]\npagination:\n  sidebarSize: -3\n", "docs/site.yml:3: pagination.sidebarSize must be a whole number of entries, 1 or more"),
        ("languages: [en]\npagination:\n  pagerSize: 10\n  sidebarSize: [1]\n", "docs/site.yml:4: pagination.sidebarSize must be a whole number of entries, 1 or more"),
        // YAML itself: the line, in a sentence, not the whole file quoted back.
        ("languages: [en]\nchecks:\n  disabled: []\nstrict: false\nchecks:\n  sourceOnly: [X]\n", "docs/site.yml:5: the key 'checks' appears twice; keep one"),
        ("languages: [en]\nchecks:\n  disabled: []\n  disabled: [x]\n", "docs/site.yml:4: the key 'disabled' appears twice"),
        ("languages: [en]\ntitle: [Lamp\nstrict: false\n", "docs/site.yml:3: not valid YAML: did not find expected"),
        ("languages: [en]\nchecks:\n  sourceOnly: ['<X>']\n", "docs/site.yml:3: checks.sourceOnly names components or elements"),
        ("languages: [en]\ntranslations:\n  ignoredKeywords: ['']\n", "docs/site.yml:3: translations.ignoredKeywords holds words of a commit's subject"),
    ])
    func mistakesNameTheirLine(yaml: String, message: String) {
        let failure = Self.failure(yaml)
        #expect(failure?.hasPrefix(message) == true, "\(failure ?? "no failure")")
        #expect(failure?.contains("\n") != true, "one line: \(failure ?? "")")
    }

    /// Any number of languages: a fourth, Korean, is one more entry.
    @Test func aKoreanSiteLoadsFourLanguages() throws {
        let root = try TemporaryFolder("triglot-ko")
        defer { root.remove() }
        let files = [
            "site.yml": "languages: [en, zh-Hans, ja, ko]\n",
            "en/a.md": "# A\n\nAbstract.\n", "ko/a.md": "# 가\n\n요약.\n", "ja/a.md": "# ア\n\n概要。\n",
        ]
        try root.write(files)
        let content = try ContentLoader.load(folder: root.path)
        #expect(content.languages.map(\.code) == ["en", "zh-Hans", "ja", "ko"])
        #expect(content.page("a.md", in: Language("ko"))?.page.title?.text == "가")
    }

    /// Hugo's name for how many pages a part of a list page shows; a thousand unless set.
    @Test func listPagesShowAsManyPagesAPartAsAsked() throws {
        #expect(try Self.read("languages: [en]\npagination:\n  pagerSize: 250\n").pagerSize == 250)
        #expect(try Self.read("languages: [en]\n").pagerSize == 1_000)
        #expect(try Self.read("languages: [en]\npagination:\n  sidebarSize: 40\n").sidebarSize == 40)
        #expect(try Self.read("languages: [en]\npagination:\n  sidebarSize: 40\n").pagerSize == 1_000)
        #expect(try Self.read("languages: [en]\n").sidebarSize == 200)
    }

    @Test func pagesCanLinkToTheirFileAndDateIt() throws {
        let configuration = try Self.read("languages: [en]\neditURL: https://github.com/o/r/edit/main/docs/{path}\nlastUpdated: git\n")
        #expect(configuration.editURL == "https://github.com/o/r/edit/main/docs/{path}")
        #expect(configuration.lastUpdatedFromGit)
        let plain = try Self.read("languages: [en]\n")
        #expect(plain.editURL == nil && !plain.lastUpdatedFromGit)
    }
}
