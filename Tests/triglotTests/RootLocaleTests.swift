import Foundation
import Testing

/// A docs folder laid out as VitePress and Starlight lay out a root locale: the source's pages
/// at the top, each translation in its folder, site-absolute links with the translation's locale
/// first (`/guide/setup` and `/ja/guide/setup`). `triglot init`, then `build` into `Site/` beside
/// the pages, twice, then `check`.
@Suite("Root-locale docs (VitePress, Starlight)", .serialized)
struct RootLocaleTests {
    static let files: [String: String] = [
        "index.md": "# Lantern\n\nStart with [setup](/guide/setup) or the [API](./api/lantern.md).\n",
        "guide/setup.md": "# Setup\n\nCall `light()` once.\n\n![A lantern](../images/lantern.png)\n",
        "api/lantern.md": "# Lantern API\n\nThe lantern has one method, `light()`. See [setup](/guide/setup#setup).\n",
        "ja/index.md": "# ランタン\n\n[セットアップ](/ja/guide/setup)か[API](./api/lantern.md)から始めます。\n",
        "ja/guide/setup.md": "# セットアップ\n\n`light()` を一度呼び出します。\n\n![ランタン](../images/lantern.png)\n",
        "ja/api/lantern.md": "# ランタン API\n\nランタンのメソッドは `light()` だけです。[セットアップ](/ja/guide/setup#setup)を参照。\n",
        "zh/index.md": "# 灯笼\n\n从[安装](/zh/guide/setup)或 [API](./api/lantern.md) 开始。\n",
        "zh/guide/setup.md": "# 安装\n\n调用一次 `light()`。\n\n![灯笼](../images/lantern.png)\n",
        "README.md": "# Lantern docs\n\nThe documentation of Lantern.\n",
    ]

    static func folder() throws -> URL {
        let folder = try TriglotProcess.temporaryFolder("root-locale").appendingPathComponent("docs")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let images = folder.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: images.appendingPathComponent("lantern.png"))
        return folder
    }

    static func text(_ url: URL) -> String {
        (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    @Test func initThenBuildBesideThePagesThenCheck() throws {
        let folder = try Self.folder()
        let initialised = try TriglotProcess.run(["init"], in: folder)
        #expect(initialised.status == 0, "\(initialised.standardError)")
        #expect(initialised.standardOutput.contains("the source's pages at the top"), "\(initialised.standardOutput)")
        #expect(initialised.standardOutput.contains("ja (") == false)
        let yaml = Self.text(folder.appendingPathComponent("site.yml"))
        #expect(yaml.contains("layout: root") && yaml.contains("- code: en") && yaml.contains("root: /"), "\(yaml)")

        for round in 1...2 {
            let built = try TriglotProcess.run(["build", "--quiet"], in: folder)
            #expect(built.status == 0, "round \(round): \(built.standardError)")
        }
        let site = folder.appendingPathComponent("Site")
        let manager = FileManager.default
        // Every page once per language; the site beside the pages is not read as pages.
        for path in ["en/index.html", "en/guide/setup.html", "en/api/lantern.html", "en/README.html",
                     "ja/index.html", "ja/guide/setup.html", "ja/api/lantern.html", "zh/guide/setup.html", "en/images/lantern.png"] {
            #expect(manager.fileExists(atPath: site.appendingPathComponent(path).path), "\(path)")
        }
        #expect(!manager.fileExists(atPath: site.appendingPathComponent("en/ja").path))
        #expect(!manager.fileExists(atPath: site.appendingPathComponent("en/Site").path))
        // The translation's site-absolute link, with its locale first, leads to its page here.
        let japanese = Self.text(site.appendingPathComponent("ja/api/lantern.html"))
        #expect(japanese.contains("href=\"../guide/setup.html#setup\""), "\(japanese)")
        let chinese = Self.text(site.appendingPathComponent("zh/index.html"))
        #expect(chinese.contains("href=\"guide/setup.html\""))

        let checked = try TriglotProcess.run(["check", "--format", "json"], in: folder)
        #expect(checked.status == 0 || checked.status == 1, "\(checked.standardError)")
        // The same links in every language: no link finding, and nothing read from Site/.
        #expect(!checked.standardOutput.contains("translation.links"), "\(checked.standardOutput)")
        #expect(!checked.standardOutput.contains("links.relative"), "\(checked.standardOutput)")
        #expect(!checked.standardOutput.contains("Site/"))
    }

    /// Starlight's docs: MDX pages under src/content/docs with the root locale's language in
    /// astro.config.mjs, a translation in .md beside MDX ones.
    @Test func starlightMDXThenBuildAndCheck() throws {
        let project = try TriglotProcess.temporaryFolder("starlight").appendingPathComponent("site")
        let docs = project.appendingPathComponent("src/content/docs")
        let files: [String: String] = [
            "astro.config.mjs": "export default defineConfig({ integrations: [starlight({ title: 'Lantern', defaultLocale: 'root', locales: { root: { label: 'English', lang: 'en' }, ja: { label: '日本語' } } })] });\n",
            "src/content/docs/index.mdx": "---\ntitle: Lantern\n---\n\nimport { Card, CardGrid } from '@astrojs/starlight/components';\n\nLantern lights things. Read the [setup guide](./guides/setup.mdx).\n\n{/* Cards below. */}\n\n<CardGrid>\n  <Card title=\"Fast\">It lights quickly.</Card>\n</CardGrid>\n",
            "src/content/docs/guides/setup.mdx": "---\ntitle: Setup\n---\n\nimport { Aside } from '@astrojs/starlight/components';\n\nCall `light()` once.\n\n```js\nimport { light } from 'lantern';\n```\n",
            "src/content/docs/ja/index.mdx": "---\ntitle: ランタン\n---\n\nimport { Card, CardGrid } from '@astrojs/starlight/components';\n\nランタンは物を照らします。[セットアップガイド](./guides/setup.mdx)を読んでください。\n\n<CardGrid>\n  <Card title=\"速い\">すぐに点きます。</Card>\n</CardGrid>\n",
            "src/content/docs/ja/guides/setup.md": "---\ntitle: セットアップ\n---\n\n`light()` を一度呼びます。\n\n```js\nimport { light } from 'lantern';\n```\n",
        ]
        for (path, text) in files {
            let url = project.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let initialised = try TriglotProcess.run(["init"], in: docs)
        #expect(initialised.status == 0, "\(initialised.standardError)")
        #expect(initialised.standardOutput.contains("en                     2 pages"), "\(initialised.standardOutput)")
        let built = try TriglotProcess.run(["build", "--quiet"], in: docs)
        #expect(built.status == 0, "\(built.standardError)")
        let home = Self.text(docs.appendingPathComponent("Site/en/index.html"))
        #expect(home.contains("href=\"guides/setup.html\"") && home.contains("It lights quickly."))
        #expect(!home.contains("import {") && !home.contains("Cards below"))
        let setup = Self.text(docs.appendingPathComponent("Site/ja/guides/setup.html"))
        #expect(setup.contains("import { light } from"), "a statement in a code block is code")
        let checked = try TriglotProcess.run(["check", "--format", "json"], in: docs)
        #expect(checked.status == 0 || checked.status == 1, "\(checked.standardError)")
        #expect(!checked.standardOutput.contains("translation.markup"), "\(checked.standardOutput)")
        #expect(!checked.standardOutput.contains("links.relative"), "\(checked.standardOutput)")
        #expect(!checked.standardOutput.contains("translation.missing"), "\(checked.standardOutput)")
    }

    @Test func aSourceFolderOfDotIsToldToUseTheRootLayout() throws {
        let folder = try Self.folder()
        try Data("languages:\n  - code: en\n    folder: .\n  - code: ja\n".utf8).write(to: folder.appendingPathComponent("site.yml"))
        let checked = try TriglotProcess.run(["check"], in: folder)
        #expect(checked.status != 0)
        #expect(checked.standardError.contains("site.yml:3"), "\(checked.standardError)")
        #expect(checked.standardError.contains("layout: root"), "\(checked.standardError)")
    }
}
