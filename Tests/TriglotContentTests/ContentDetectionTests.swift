import Foundation
import Testing
@testable import TriglotContent
@testable import TriglotModel
import TriglotMarkup
import TriglotTestSupport

/// What `triglot init` finds in a docs tree it has never seen.
@Suite("Content detection for triglot init")
struct ContentDetectionTests {
    static func folder(_ files: [String: String]) throws -> TemporaryFolder {
        let root = try TemporaryFolder("triglot-detect")
        try root.write(files)
        return root
    }

    @Test func languageFoldersTheSourceAndTheLinkRoot() throws {
        let root = try Self.folder([
            "en/index.md": "# Widget API\n", "en/button.md": "# Button\n\nSee [Slider](/api/slider#min).\n", "en/slider.md": "# Slider\n",
            "zh-cn/button.md": "# 按钮\n", "ja/button.md": "# ボタン\n", "ja/slider.md": "# スライダー\n", "assets/logo.md": "x",
        ])
        defer { root.remove() }
        let found = try ContentDetection.detect(folder: root.path)
        #expect(found.layout == .folders)
        #expect(found.languages.map(\.code) == ["en", "ja", "zh-Hans"])
        #expect(found.languages.map(\.folder) == ["en", "ja", "zh-cn"])
        #expect(found.title == "Widget API")
        #expect(found.linkRoot == "/api/")
        let yaml = SiteConfigurationDraft.yaml(for: found, folderName: "docs")
        let configuration = try SiteConfigurationReader.read(yaml, path: "site.yml")
        #expect(configuration.defaultLanguage == "en" && configuration.folder(of: .simplifiedChinese) == "zh-cn")
        #expect(configuration.links.root == "/api/" && !configuration.strict)
    }

    /// A translation with a few pages of its own (kept from older versions) is not the source;
    /// a language with far more pages than English is.
    @Test(arguments: [
        ([("en", 38), ("zh", 47), ("ja", 38)], ["en", "zh", "ja"]),
        ([("en", 30), ("zh", 47), ("ja", 30)], ["zh", "en", "ja"]),
        ([("ja", 40), ("ko", 41)], ["ko", "ja"]),
        ([("en-us", 10), ("de", 10)], ["en-us", "de"]),
    ])
    func theSourceIsEnglishUnlessFarSmaller(counts: [(String, Int)], expected: [String]) {
        let languages = counts.map { ContentDetection.FoundLanguage(code: $0.0, folder: $0.0, name: $0.0, pageCount: $0.1) }
        #expect(ContentDetection.sourceFirst(languages).map(\.code) == expected)
    }

    /// The ids translators kept under translated titles say how the generator makes them.
    @Test(arguments: [
        (["en/server.md": "# Server\n\n## server.host\n", "ja/server.md": "# サーバー\n\n## server.host {#server-host}\n\n## `server.port` {#server-port}\n"], HeadingIDStyle.vitepress, 2),
        (["en/server.md": "# Server\n\n## server.host\n", "ja/server.md": "# サーバー\n\n## server.host {#serverhost}\n"], .github, 1),
        // Ids both styles make, or ones neither does, say nothing; nor does a heading in a code block.
        (["en/a.md": "# A\n\n## Setup {#setup}\n\n## 設定 {#configuring}\n\n```md\n## a.b {#a-b}\n```\n", "ja/a.md": "# A\n"], .github, 0),
        (["en/a.md": "# A\n", "ja/a.md": "# A\n", ".vitepress/config.ts": "export default {}\n"], .vitepress, 0),
    ] as [([String: String], HeadingIDStyle, Int)])
    func headingIDStyleFromThePagesOwnIDs(files: [String: String], style: HeadingIDStyle, votes: Int) throws {
        let root = try Self.folder(files)
        defer { root.remove() }
        let found = try ContentDetection.detect(folder: root.path)
        #expect(found.headingIDs == style && found.headingIDVotes == votes)
        let yaml = SiteConfigurationDraft.yaml(for: found, folderName: "docs")
        let configuration = try SiteConfigurationReader.read(yaml, path: "site.yml")
        #expect(configuration.headingIDs == style)
    }

    /// Every page named for its language (`index.en-US.md`, `index.zh-CN.md`): the suffix
    /// layout, the source found as among folders, and written with its suffix as its folder.
    @Test func pagesAllNamedForTheirLanguage() throws {
        let root = try Self.folder([
            "button/index.en-US.md": "# Button\n", "button/index.zh-CN.md": "# 按钮\n",
            "menu/index.en-US.md": "# Menu\n", "menu/index.zh-CN.md": "# 菜单\n", "tabs/index.en-US.md": "# Tabs\n",
            "tabs/index.zh-CN.md": "# 标签页\n", "old/index.zh-CN.md": "# 旧\n",
        ])
        defer { root.remove() }
        let found = try ContentDetection.detect(folder: root.path)
        #expect(found.layout == .suffix && found.sourceSuffixed)
        #expect(found.languages.map(\.folder) == ["en-US", "zh-CN"])
        let yaml = SiteConfigurationDraft.yaml(for: found, folderName: "components")
        let configuration = try SiteConfigurationReader.read(yaml, path: "site.yml")
        #expect(configuration.sourceSuffixed && configuration.folder(of: Language(configuration.defaultLanguage)) == "en-US")
        #expect(configuration.page(ofSuffixedFile: "menu/index.en-US.md").path == "menu/index.md")
    }

    @Test func suffixedPagesAreTheSuffixLayout() throws {
        let root = try Self.folder(["index.md": "# Home\n", "index.ja.md": "# ホーム\n", "guide/a.md": "# A\n", "guide/a.fr.md": "# A\n"])
        defer { root.remove() }
        let found = try ContentDetection.detect(folder: root.path)
        #expect(found.layout == .suffix)
        #expect(found.languages.map(\.code) == ["en", "fr", "ja"])
        let configuration = try SiteConfigurationReader.read(SiteConfigurationDraft.yaml(for: found, folderName: "x"), path: "site.yml")
        #expect(configuration.layout == .suffix)
    }

    @Test func localeLinksMakeALocaleRoot() {
        let pages: Set<String> = ["web/api/node/index.md"]
        let languages = LanguageSegments(spellings: ["en", "ja", "zh-Hans"])
        // MDN's English folder is `en-us`, but its language is `en`: the link's `en-US` is a variant of it.
        #expect(ContentDetection.root(of: "/en-US/docs/Web/API/Node#syntax", pages: pages, languages: languages) == "/{locale}/docs/#ci")
        #expect(ContentDetection.root(of: "/zh-CN/docs/Web/API/Node", pages: pages, languages: languages) == "/{locale}/docs/#ci")
        #expect(ContentDetection.root(of: "/fr/docs/Web/API/Node", pages: pages, languages: languages) == "/fr/docs/#ci")
        #expect(ContentDetection.root(of: "/docs/web/api/node", pages: pages, languages: languages) == "/docs/")
        #expect(ContentDetection.root(of: "/guide/intro", pages: pages, languages: languages) == nil)
    }

    @Test func aTreeWithoutLanguagesNamesWhereTheyAre() throws {
        let root = try Self.folder(["files/en-us/a/index.md": "# A\n", "files/ja/a/index.md": "# A\n", "README.md": "x"])
        defer { root.remove() }
        #expect(throws: ContentDetection.Failure.self) { try ContentDetection.detect(folder: root.path) }
        do {
            _ = try ContentDetection.detect(folder: root.path)
        } catch {
            #expect("\(error)".contains("triglot init --content \(root.path)/files"))
        }
    }

    /// One top folder's index page titles the site when it holds most pages; with several, or
    /// beside most of the pages, it titles only its part.
    @Test(arguments: [
        (["en/guide/index.md": "# Lamp docs\n", "en/guide/a.md": "# A\n"], "Lamp docs"),
        (["en/react/index.md": "---\ntitle: React APIs\n---\n", "en/react-dom/index.md": "# React DOM APIs\n"], nil),
        (["en/index.md": "# Lamps\n", "en/react/index.md": "# React APIs\n", "en/dom/index.md": "# DOM\n"], "Lamps"),
        // One folder with an index among others without: a part of the site, not its title.
        (["en/recipes/index.md": "# Lamp recipes\n", "en/recipes/a.md": "# A\n", "en/guide.md": "# Guide\n",
          "en/setup.md": "# Setup\n", "en/reference/x.md": "# X\n"], nil),
    ] as [([String: String], String?)])
    func theTitleOfTheSite(files: [String: String], title: String?) throws {
        var all = files
        for (path, _) in files { all[path.replacingOccurrences(of: "en/", with: "ja/")] = "# 日本語\n" }
        let root = try Self.folder(all)
        defer { root.remove() }
        #expect(try ContentDetection.detect(folder: root.path).title == title)
    }

    /// VitePress's and Starlight's root locale: the source at the top, translations in folders.
    @Test func theSourceAtTheTopIsTheRootLayout() throws {
        let root = try Self.folder([
            "index.md": "# Widgets\n\nSee [Button](/api/button).\n", "api/button.md": "# Button\n\nPress it.\n", "api/slider.md": "# Slider\n",
            "ja/index.md": "# ウィジェット\n", "ja/api/button.md": "# ボタン\n", "zh/api/button.md": "# 按钮\n", "Templates/page.md": "x",
        ])
        defer { root.remove() }
        let found = try ContentDetection.detect(folder: root.path)
        #expect(found.layout == .root)
        #expect(found.languages.map(\.code) == ["en", "ja", "zh"])
        #expect(found.languages.map(\.pageCount) == [3, 2, 1])
        #expect(found.title == "Widgets")
        #expect(found.linkRoot == "/")
        let configuration = try SiteConfigurationReader.read(SiteConfigurationDraft.yaml(for: found, folderName: "docs"), path: "site.yml")
        #expect(configuration.layout == .root && configuration.defaultLanguage == "en")
        #expect(configuration.relativeFile(of: "api/button.md", in: .english) == "api/button.md")
        #expect(configuration.relativeFile(of: "api/button.md", in: .japanese) == "ja/api/button.md")
    }

    /// A README or a landing page beside the language folders is no source at the top.
    @Test(arguments: [
        ["README.md": "# Docs\n", "en/a.md": "# A\n", "en/b.md": "# B\n", "ja/a.md": "# A\n", "ja/b.md": "# B\n"],
        ["index.md": "# Docs\n", "en/index.md": "# Home\n", "en/a.md": "# A\n", "en/b.md": "# B\n", "ja/index.md": "# ホーム\n", "ja/a.md": "# A\n"],
    ])
    func aPageBesideTheLanguageFoldersIsNotARootSource(files: [String: String]) throws {
        let root = try Self.folder(files)
        defer { root.remove() }
        let found = try ContentDetection.detect(folder: root.path)
        #expect(found.layout == .folders)
        #expect(found.languages.map(\.code) == ["en", "ja"])
    }

    @Test(arguments: [
        ("The lamp glows. `light()` turns it on.", "en"), ("ランプは光ります。`light()` で点けます。", "ja"),
        ("灯会发光。用 `light()` 打开。", "zh-Hans"), ("램프가 빛납니다. `light()`로 켭니다.", "ko"),
        ("Лампа светит. `light()` включает её.", "ru"), ("", "en"),
    ])
    func theTopsLanguageIsToldByItsScript(text: String, code: String) {
        #expect(ContentDetection.languageOfText([text]) == code)
    }

    /// Docusaurus: docs/ and i18n/<locale>/docusaurus-plugin-content-docs/current/, the source
    /// and title from docusaurus.config; a locale with no docs (theme strings only) is no language.
    @Test func docusaurusDocsAndTheirTranslations() throws {
        let current = "docusaurus-plugin-content-docs/current"
        let root = try Self.folder([
            "docusaurus.config.ts": "export default {\n  title: 'Lamp docs',\n  i18n: {defaultLocale: \"en\", locales: ['en', 'ja', 'zh-Hans', 'fr']},\n};\n",
            "docs/intro.md": "# Intro\n\nSee [Lamp](/docs/api/lamp).\n", "docs/api/lamp.md": "# Lamp\n",
            "i18n/ja/\(current)/intro.md": "# はじめに\n", "i18n/ja/\(current)/api/lamp.md": "# ランプ\n",
            "i18n/zh-Hans/\(current)/intro.md": "# 简介\n", "i18n/fr/code.json": "{}", "i18n/en/\(current)/intro.md": "# Intro\n",
            "blog/post.md": "# Post\n",
        ])
        defer { root.remove() }
        let found = try ContentDetection.detect(folder: root.path)
        #expect(found.layout == .folders)
        #expect(found.languages.map(\.code) == ["en", "ja", "zh-Hans"])
        #expect(found.languages.map(\.folder) == ["docs", "i18n/ja/\(current)", "i18n/zh-Hans/\(current)"])
        #expect(found.title == "Lamp docs")
        #expect(found.linkRoot == "/docs/")
        let configuration = try SiteConfigurationReader.read(SiteConfigurationDraft.yaml(for: found, folderName: "site"), path: "site.yml")
        #expect(configuration.folder(of: .japanese) == "i18n/ja/\(current)")
    }

    /// Versioned docs (`versions.json`, `versioned_docs/version-3/`, `…/version-3/` under each
    /// locale): the current docs when translated, else the newest translated version; the others
    /// named; a version asked for by name, and a clear failure for one that is not there.
    @Test func docusaurusVersionedDocs() throws {
        let (current, three, two) = ("docusaurus-plugin-content-docs/current", "docusaurus-plugin-content-docs/version-3", "docusaurus-plugin-content-docs/version-2")
        var files = [
            "docusaurus.config.js": "module.exports = { i18n: { defaultLocale: 'en', locales: ['en', 'ja', 'ko'] } };\n",
            "versions.json": "[\"3\", \"2\"]\n",
            "docs/intro.md": "# Intro\n", "versioned_docs/version-3/intro.md": "# Intro\n", "versioned_docs/version-2/intro.md": "# Intro\n",
            "i18n/ja/\(three)/intro.md": "# はじめに\n", "i18n/ko/\(three)/intro.md": "# 소개\n", "i18n/ko/\(two)/intro.md": "# 소개\n",
        ]
        let untranslated = try Self.folder(files)
        defer { untranslated.remove() }
        let newest = try ContentDetection.detect(folder: untranslated.path)
        #expect(newest.languages.map(\.folder) == ["versioned_docs/version-3", "i18n/ja/\(three)", "i18n/ko/\(three)"])
        #expect(newest.docsVersion == "3")
        #expect(newest.otherDocsVersions == [.init(name: "2", translations: 1)])
        let older = try ContentDetection.detect(folder: untranslated.path, docsVersion: "2")
        #expect(older.languages.map(\.folder) == ["versioned_docs/version-2", "i18n/ko/\(two)"])
        #expect(older.otherDocsVersions.map(\.name) == ["3"])
        #expect(throws: ContentDetection.Failure.self) { try ContentDetection.detect(folder: untranslated.path, docsVersion: "4") }
        #expect(throws: ContentDetection.Failure.self) { try ContentDetection.detect(folder: untranslated.path, docsVersion: "current") }

        files["i18n/ja/\(current)/intro.md"] = "# はじめに\n"
        let translated = try Self.folder(files)
        defer { translated.remove() }
        let currentDocs = try ContentDetection.detect(folder: translated.path)
        #expect(currentDocs.languages.map(\.folder) == ["docs", "i18n/ja/\(current)"])
        #expect(currentDocs.docsVersion == nil)
        #expect(currentDocs.otherDocsVersions.map(\.name) == ["3", "2"])
    }

    /// VitePress's code imports (`<<< @/snippets/x.js` on a line of its own) are read as code:
    /// init writes the macro rule that makes them so.
    @Test func codeImportsAreMacros() throws {
        let root = try Self.folder([
            "en/guide.md": "# Guide\n\nThe config:\n\n<<< @/snippets/config.ts\n\n```md\n<<< @/filepath\n```\n",
            "en/other.md": "# Other\n\nText with << shifts and <<< inline.\n",
            "ja/guide.md": "# ガイド\n\n設定：\n\n<<< @/snippets/config.ts\n",
        ])
        defer { root.remove() }
        let found = try ContentDetection.detect(folder: root.path)
        #expect(found.pagesImportingCode == 1)
        let yaml = SiteConfigurationDraft.yaml(for: found, folderName: "site")
        let configuration = try SiteConfigurationReader.read(yaml, path: "site.yml")
        let rule = try #require(configuration.macros.first)
        #expect(rule.rendering == .code)
        let content = try ContentLoader.load(folder: root.path, reader: PageReader(configuration: configuration))
        let page = try #require(content.page("guide.md", in: .japanese)?.page.document)
        #expect(page.allNodes.contains { $0.kindTag == .macro })
        #expect(!page.allNodes.contains { if case .text(let text) = $0.kind { text.contains("<<<") } else { false } })
    }

    /// The root locale's language from VitePress's or Starlight's configuration, not the script.
    @Test(arguments: [
        (".vitepress/config.mts", "export default defineConfig({\n  locales: {\n    root: { label: 'Deutsch', lang: 'de-DE' },\n    ja: { label: '日本語', lang: 'ja' },\n  },\n})\n", "de-DE"),
        ("../../../astro.config.mjs", "starlight({ defaultLocale: 'root', locales: { 'root': { label: 'Français', lang: 'fr' }, ja: { label: '日本語' } } })", "fr"),
        (".vitepress/config.ts", "export default { lang: 'en-US', themeConfig: { root: '/x' } }", "en"),
    ])
    func theRootLocalesLanguageFromTheConfiguration(file: String, config: String, code: String) throws {
        let project = try Self.folder([
            "src/content/docs/index.md": "# Home\n\nThe lamp glows.\n", "src/content/docs/guide/a.md": "# A\n\nText.\n",
            "src/content/docs/ja/index.md": "# ホーム\n", "src/content/docs/ja/guide/a.md": "# A\n",
            "src/content/docs/" + file: config,
        ])
        defer { project.remove() }
        let found = try ContentDetection.detect(folder: project.path + "/src/content/docs")
        #expect(found.layout == .root)
        #expect(found.languages.map(\.code) == [code, "ja"])
    }

    @Test(arguments: [
        ("i18n: {defaultLocale: 'ja'}", "defaultLocale", "ja"), ("  defaultLocale : \"zh-Hans\",", "defaultLocale", "zh-Hans"),
        ("const locale = 'en';\ni18n: {defaultLocale: locale}", "defaultLocale", nil), ("tagline: 'x', title: `Docs`", "title", "Docs"),
        ("metadata: {subtitle: 'no'}, title: 'Yes'", "title", "Yes"), ("nothing here", "title", nil),
    ])
    func docusaurusConfigStrings(text: String, key: String, value: String?) {
        #expect(ContentDetection.stringValue(of: key, inConfig: text) == value)
    }

    @Test(arguments: [("Plain", "Plain"), ("a: b", "\"a: b\""), ("#hash", "\"#hash\""), ("", "\"\"")])
    func yamlScalarsAreQuotedWhenNeeded(text: String, written: String) {
        #expect(SiteConfigurationDraft.quoted(text) == written)
    }
}
