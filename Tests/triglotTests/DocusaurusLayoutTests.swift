import Foundation
import Testing

/// A Docusaurus site as its repository holds it: `docs/` in the default locale, each
/// translation in `i18n/<locale>/docusaurus-plugin-content-docs/current/`, the locales in
/// `docusaurus.config.js`, and a blog and theme strings that are not the docs. `triglot init`,
/// then `build` and `check` from the site's folder.
@Suite("Docusaurus sites", .serialized)
struct DocusaurusLayoutTests {
    static let current = "docusaurus-plugin-content-docs/current"
    static var files: [String: String] {
        [
            "docusaurus.config.js": "module.exports = {\n  title: 'Lantern',\n  i18n: {\n    defaultLocale: 'en',\n    locales: ['en', 'ja', 'zh-Hans'],\n  },\n};\n",
            "docs/intro.md": "---\nsidebar_position: 1\n---\n\n# Intro\n\nSee the [API](./api/lantern.md) and [setup](/docs/api/lantern#setup).\n\n:::tip\n\nCall `light()` once.\n\n:::\n",
            "docs/api/lantern.md": "# Lantern API\n\n## Setup\n\nThe lantern has `light()`.\n",
            "i18n/ja/\(current)/intro.md": "---\nsidebar_position: 1\n---\n\n# はじめに\n\n[API](./api/lantern.md)と[セットアップ](/docs/api/lantern#setup)を参照。\n\n:::tip\n\n`light()` を一度呼びます。\n\n:::\n",
            "i18n/ja/\(current)/api/lantern.md": "# ランタン API\n\n## セットアップ {#setup}\n\nランタンには `light()` があります。\n",
            "i18n/zh-Hans/\(current)/intro.md": "# 简介\n\n见 [API](./api/lantern.md) 和[安装](/docs/api/lantern#setup)。\n\n:::tip\n\n调用一次 `light()`。\n\n:::\n",
            "i18n/ja/docusaurus-theme-classic/navbar.json": "{}",
            "blog/2026-01-01-hello.md": "# Hello\n\nA post.\n",
        ]
    }

    @Test func initThenBuildThenCheck() throws {
        let folder = try TriglotProcess.temporaryFolder("docusaurus").appendingPathComponent("website")
        for (path, text) in Self.files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let initialised = try TriglotProcess.run(["init"], in: folder)
        #expect(initialised.status == 0, "\(initialised.standardError)")
        #expect(initialised.standardOutput.contains("ja (i18n/ja/\(Self.current)/) 2 pages"), "\(initialised.standardOutput)")
        let yaml = (try? String(contentsOf: folder.appendingPathComponent("site.yml"), encoding: .utf8)) ?? ""
        #expect(yaml.contains("en: Lantern") && yaml.contains("folder: docs") && yaml.contains("root: /docs/"), "\(yaml)")

        let built = try TriglotProcess.run(["build", "--quiet"], in: folder)
        #expect(built.status == 0, "\(built.standardError)")
        let site = folder.appendingPathComponent("Site")
        for path in ["en/intro.html", "en/api/lantern.html", "ja/intro.html", "ja/api/lantern.html", "zh-hans/intro.html", "zh-hans/api/lantern.html"] {
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(path).path), "\(path)")
        }
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("en/2026-01-01-hello.html").path))
        let japanese = (try? String(contentsOf: site.appendingPathComponent("ja/intro.html"), encoding: .utf8)) ?? ""
        // Docusaurus keeps /docs/… in every locale: the link leads to the page in the reader's language.
        #expect(japanese.contains("href=\"api/lantern.html#setup\""), "\(japanese)")
        #expect(japanese.contains("callout"))

        let checked = try TriglotProcess.run(["check", "--format", "json"], in: folder)
        #expect(checked.status == 0 || checked.status == 1, "\(checked.standardError)")
        #expect(!checked.standardOutput.contains("translation.links"), "\(checked.standardOutput)")
        #expect(!checked.standardOutput.contains("links.relative"), "\(checked.standardOutput)")
        #expect(checked.standardOutput.contains("translation.missing"), "zh-Hans has no api/lantern.md")

        // A translation named by its file, as a shell completes it, is marked current.
        let marked = try TriglotProcess.run(["mark-current", "i18n/ja/\(Self.current)/intro.md"], in: folder)
        #expect(marked.status == 0, "\(marked.standardError)")
        let lock = (try? String(contentsOf: folder.appendingPathComponent("translations.lock"), encoding: .utf8)) ?? ""
        #expect(lock.contains("intro.md") && !lock.contains("lantern.md"), "\(lock)")
        let rechecked = try TriglotProcess.run(["check", "--format", "json"], in: folder)
        let outdated = rechecked.standardOutput.components(separatedBy: "translation.outdated").count - 1
        #expect(outdated == 2, "ja/api/lantern.md and zh-Hans/intro.md are still untracked")
    }
}
