import Foundation
import Testing
@testable import TriglotContent
@testable import TriglotModel
import TriglotTestSupport

/// Where a language's pages are: its own folder under another name (`zh-cn` holds `zh-Hans`),
/// `name/index.md` pages, or `page.ja.md` beside `page.md`.
@Suite("Content layouts")
struct LayoutTests {
    static func load(_ files: [String: String]) throws -> ContentSet {
        let root = try TemporaryFolder("triglot-layout")
        defer { root.remove() }
        try root.write(files)
        return try ContentLoader.load(folder: root.path)
    }

    @Test func aFolderNamedOtherThanItsLanguage() throws {
        let content = try Self.load([
            "site.yml": "languages:\n  - code: en\n  - code: zh-Hans\n    folder: zh-cn\n",
            "en/guide/index.md": "# Guide\n\nText.\n", "zh-cn/guide/index.md": "# 指南\n\n正文。\n",
        ])
        let page = try #require(content.page("guide/index.md", in: .simplifiedChinese))
        #expect(page.page.title?.text == "指南")
        #expect(page.displayPath.hasSuffix("zh-cn/guide/index.md"))
        #expect(page.language == .simplifiedChinese)
    }

    @Test func suffixedPagesBesideTheirSource() throws {
        let content = try Self.load([
            "site.yml": "layout: suffix\nlanguages:\n  - code: en\n  - code: ja\n  - code: zh-Hans\n    folder: zh\n",
            "index.md": "# Home\n", "index.ja.md": "# ホーム\n", "guide/setup.md": "# Setup\n", "guide/setup.zh.md": "# 设置\n",
        ])
        #expect(content.pages[.english]?.keys.sorted() == ["guide/setup.md", "index.md"])
        #expect(content.pages[.japanese]?.keys.sorted() == ["index.md"])
        #expect(content.page("guide/setup.md", in: .simplifiedChinese)?.page.title?.text == "设置")
        #expect(content.configuration.relativeFile(of: "guide/setup.md", in: .simplifiedChinese) == "guide/setup.zh.md")
    }

    /// dumi's (Ant Design's) naming: every page carries its language, the source's too, which
    /// site.yml says by giving the source a folder (its suffix).
    @Test func everyPageNamedForItsLanguage() throws {
        let content = try Self.load([
            "site.yml": "layout: suffix\nlanguages:\n  - code: en-US\n    folder: en-US\n    source: true\n  - code: zh-Hans\n    folder: zh-CN\n",
            "button/index.en-US.md": "# Button\n", "button/index.zh-CN.md": "# 按钮\n", "menu/index.en-US.md": "# Menu\n",
        ])
        #expect(content.pages[Language("en-US")]?.keys.sorted() == ["button/index.md", "menu/index.md"])
        #expect(content.pages[.simplifiedChinese]?.keys.sorted() == ["button/index.md"])
        #expect(content.configuration.relativeFile(of: "menu/index.md", in: Language("en-US")) == "menu/index.en-US.md")
        #expect(content.configuration.relativeFile(of: "menu/index.md", in: .simplifiedChinese) == "menu/index.zh-CN.md")
    }

    /// VitePress's and Starlight's root locale. The content folder's own files are no pages,
    /// and a site `triglot build` wrote beside the pages is not read.
    @Test func theSourceAtTheTopAndTranslationsInFolders() throws {
        let content = try Self.load([
            "site.yml": "layout: root\nlanguages:\n  - code: en\n  - code: ja\n  - code: zh-Hans\n    folder: zh\n",
            "index.md": "# Home\n", "guide/setup.md": "# Setup\n", "guide/logo.png": "png", "ja/index.md": "# ホーム\n",
            "zh/guide/setup.md": "# 设置\n", "zh/guide/logo.png": "png", "Templates/page.md": "x", "static/notes.md": "x",
            "Site/.triglot-site": "x", "Site/en/index.md": "# Old\n",
        ])
        #expect(content.pages[.english]?.keys.sorted() == ["guide/setup.md", "index.md"])
        #expect(content.pages[.japanese]?.keys.sorted() == ["index.md"])
        #expect(content.page("guide/setup.md", in: .simplifiedChinese)?.page.title?.text == "设置")
        #expect(content.page("guide/setup.md", in: .simplifiedChinese)?.displayPath.hasSuffix("/zh/guide/setup.md") == true)
        #expect(content.page("guide/setup.md", in: .english)?.displayPath.hasSuffix("-layout/guide/setup.md") == false)
        #expect(content.resources[.english] == ["guide/logo.png"])
        #expect(content.resources[.simplifiedChinese] == ["guide/logo.png"])
        #expect(content.resourceFile("guide/logo.png", in: .simplifiedChinese).hasSuffix("/zh/guide/logo.png"))
        let configuration = content.configuration
        #expect(configuration.place(ofFile: "zh/guide/setup.md")?.language == .simplifiedChinese)
        #expect(configuration.place(ofFile: "guide/setup.md")?.language == .english)
        #expect(configuration.place(ofFile: "ja")?.language == .english)
    }

    /// Docusaurus's layout: a language's folder may be a path, and names no locale in links.
    @Test func foldersThatArePaths() throws {
        let content = try Self.load([
            "site.yml": "languages:\n  - code: en\n    folder: docs\n  - code: ja\n    folder: i18n/ja/docusaurus-plugin-content-docs/current\n",
            "docs/intro.md": "# Intro\n", "docs/api/lamp.md": "# Lamp\n", "i18n/ja/docusaurus-plugin-content-docs/current/api/lamp.md": "# ランプ\n",
            "i18n/ja/code.json": "{}", "blog/post.md": "# Post\n",
        ])
        #expect(content.pages[.english]?.keys.sorted() == ["api/lamp.md", "intro.md"])
        #expect(content.pages[.japanese]?.keys.sorted() == ["api/lamp.md"])
        #expect(content.page("api/lamp.md", in: .japanese)?.displayPath.hasSuffix("/i18n/ja/docusaurus-plugin-content-docs/current/api/lamp.md") == true)
        let configuration = content.configuration
        #expect(configuration.place(ofFile: "i18n/ja/docusaurus-plugin-content-docs/current/api/lamp.md")?.path == "api/lamp.md")
        #expect(configuration.place(ofFile: "i18n/ja/code.json") == nil)
        #expect(configuration.spellings(of: .english) == ["en"])
        #expect(configuration.spellings(of: .japanese) == ["ja"])
    }

    /// MDX pages (Docusaurus, Starlight) are pages, by the page path `.md`, whichever file a
    /// language wrote; a page written both ways is read from its `.md` file.
    @Test func mdxFilesArePages() throws {
        let content = try Self.load([
            "site.yml": "languages:\n  - code: en\n  - code: ja\n",
            "en/guide/setup.mdx": "---\ntitle: Setup\n---\n\nimport X from 'x';\n\nText.\n", "ja/guide/setup.md": "# セットアップ\n\n本文。\n",
            "en/a.md": "# A\n", "en/a.mdx": "# A again\n", "en/a-b.md": "# A-B\n",
        ])
        #expect(content.pages[.english]?.keys.sorted() == ["a-b.md", "a.md", "guide/setup.md"])
        let setup = try #require(content.page("guide/setup.md", in: .english))
        #expect(setup.displayPath.hasSuffix("en/guide/setup.mdx"))
        #expect(setup.page.abstract.count == 1)
        #expect(content.relativeFile(of: "guide/setup.md", in: .english) == "en/guide/setup.mdx")
        #expect(content.relativeFile(of: "guide/setup.md", in: .japanese) == "ja/guide/setup.md")
        #expect(content.page("a.md", in: .english)?.page.title?.text == "A")
        #expect(content.diagnostics.map(\.id) == ["content.duplicate-page"])
        #expect(content.diagnostics.first?.path.hasSuffix("en/a.mdx") == true)
    }

    @Test func suffixedMDXFiles() throws {
        let content = try Self.load([
            "site.yml": "layout: suffix\nlanguages:\n  - code: en\n  - code: ja\n",
            "guide.mdx": "# Guide\n", "guide.ja.mdx": "# ガイド\n",
        ])
        #expect(content.page("guide.md", in: .japanese)?.page.title?.text == "ガイド")
        #expect(content.relativeFile(of: "guide.md", in: .japanese) == "guide.ja.mdx")
    }

    @Test(arguments: [("zh-cn", "zh-Hans", true), ("en-us", "en", true), ("EN_GB", "en", true), ("ja", "ja", true),
                      ("docs", "en", false), ("i18n/ja", "ja", false), ("english", "en", false)])
    func aFolderSpellsItsLanguage(folder: String, code: String, spells: Bool) {
        #expect(SiteConfiguration.folderSpells(folder, code: code) == spells)
    }

    @Test(arguments: [("zh-cn", "zh-Hans"), ("zh-TW", "zh-Hant"), ("en-us", "en-US"), ("ja", "ja"), ("pt-br", "pt-BR"), ("ko", "ko")])
    func folderNamesReadAsTags(folder: String, tag: String) {
        #expect(LanguageTags.tag(forFolder: folder) == tag)
    }

    @Test(arguments: ["assets", "images", "api", "src", "docs", "x-y-z-w", ""])
    func otherFoldersAreNotLanguages(folder: String) {
        #expect(LanguageTags.tag(forFolder: folder) == nil)
    }
}
