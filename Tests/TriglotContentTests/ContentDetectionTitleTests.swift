import Foundation
import Testing
@testable import TriglotContent
import TriglotTestSupport

/// `triglot init` titles the site as its generator does: Hugo's, VitePress's and Starlight's
/// configuration, found from the content folder up to the repository's top; else its home page.
@Suite("Content detection: the site's title")
struct ContentDetectionTitleTests {
    @Test(arguments: [
        ("hugo.toml", "baseURL = \"https://example.org/\"\ntitle = \"OpenTelemetry\"\n[params]\ntitle = \"Not this\"\n", "content", "OpenTelemetry"),
        ("config/_default/hugo.yaml", "baseURL: https://example.org/\ntitle: Kubernetes\nparams:\n  title: No\n", "content", "Kubernetes"),
        ("docs/.vitepress/config.ts", "export default defineConfig({\n  lang: 'en-US',\n  title: 'VitePress',\n})\n", "docs", "VitePress"),
        // Starlight's title, not an author's title earlier in the config.
        ("astro.config.mjs", "const authors = { a: { title: 'Co-Founder' } }\nexport default defineConfig({ integrations: [starlight({ plugins: [], title: 'Tauri' })] })\n",
         "src/content/docs", "Tauri"),
        // A title per language, or none: the home page's.
        ("astro.config.mjs", "starlight({ title: { en: 'Docs', ja: 'ドキュメント' } })\n", "src/content/docs", "Home"),
        ("hugo.toml", "[params]\ntitle = \"Not the site's\"\n", "content", "Home"),
    ] as [(String, String, String, String)])
    func theGeneratorsTitle(file: String, text: String, content: String, title: String) throws {
        let root = try TemporaryFolder("triglot-title")
        defer { root.remove() }
        try root.write([file: text, content + "/en/_index.md": "---\ntitle: Home\n---\n\nWelcome.\n", content + "/en/guide.md": "# Guide\n\nText.\n",
                        content + "/ja/guide.md": "# ガイド\n\nテキスト。\n"])
        try FileManager.default.createDirectory(atPath: root.path + "/.git", withIntermediateDirectories: true)
        #expect(try ContentDetection.detect(folder: root.path + "/" + content).title == title)
    }

    /// Not past the repository's top.
    @Test func aConfigurationOutsideTheRepositoryIsNotRead() throws {
        let root = try TemporaryFolder("triglot-title-outside")
        defer { root.remove() }
        try root.write(["hugo.toml": "title = \"Outside\"\n", "repo/content/en/guide.md": "# Guide\n", "repo/content/ja/guide.md": "# ガイド\n"])
        try FileManager.default.createDirectory(atPath: root.path + "/repo/.git", withIntermediateDirectories: true)
        #expect(try ContentDetection.detect(folder: root.path + "/repo/content").title == nil)
    }
}
