import Foundation
import Testing
@testable import TriglotContent
@testable import TriglotModel
import TriglotTestSupport

/// `triglot init` in a project that tracks translations with Lunaria: the commit keywords its
/// configuration lists become `translations.ignoredKeywords`.
@Suite("Content detection: Lunaria's commit keywords")
struct ContentDetectionLunariaTests {
    @Test(arguments: [
        ("export default defineConfig({\n\ttracking: {\n\t\tlocalizableProperty: 'i18nReady',\n\t\tignoredKeywords: [\n\t\t\t'lunaria-ignore',\n\t\t\t'typo',\n\t\t\t'en-only',\n\t\t\t'broken link',\n\t\t],\n\t},\n});\n",
         ["lunaria-ignore", "typo", "en-only", "broken link"]),
        ("export default defineConfig({ ignoreKeywords: [\"lunaria-ignore\", \"fix typo\"], files: ['a'] })", ["lunaria-ignore", "fix typo"]),
        ("{\n  \"ignoreKeywords\": [\"skip-i18n\"]\n}\n", ["skip-i18n"]),
        ("tracking: {\n  // ignoredKeywords: ['old'],\n  ignoredKeywords: [`new`],\n}", ["new"]),
        ("export default defineConfig({ files: [] })", []),
    ] as [(String, [String])])
    func theKeywordsAreReadFromTheConfiguration(text: String, keywords: [String]) {
        #expect(ContentDetection.keywords(inLunariaConfig: text) == keywords)
    }

    @Test func aConfigurationAtTheRepositorysTopIsFoundFromThePagesFolder() throws {
        let root = try TemporaryFolder("triglot-lunaria")
        defer { root.remove() }
        try root.write([
            "lunaria.config.ts": "export default { tracking: { ignoredKeywords: ['en-only', 'broken link', 'i18n \"fix\"'] } }\n",
            "src/content/docs/en/guide.md": "# Guide\n\nText.\n",
            "src/content/docs/ja/guide.md": "# ガイド\n\nテキスト。\n",
        ])
        try FileManager.default.createDirectory(atPath: root.path + "/.git", withIntermediateDirectories: true)
        let found = try ContentDetection.detect(folder: root.path + "/src/content/docs")
        #expect(found.lunaria == .init(file: "../../../lunaria.config.ts", keywords: ["en-only", "broken link", "i18n \"fix\""]))
        let yaml = SiteConfigurationDraft.yaml(for: found, folderName: "docs")
        #expect(yaml.contains("as ../../../lunaria.config.ts says"))
        let configuration = try SiteConfigurationReader.read(yaml, path: "site.yml")
        #expect(configuration.translations.ignoredKeywords == ["en-only", "broken link", "i18n \"fix\""])
    }

    /// Not past the repository's top, and without Lunaria the default stays and is shown.
    @Test func noConfigurationLeavesTheDefaultCommentedOut() throws {
        let root = try TemporaryFolder("triglot-lunaria-none")
        defer { root.remove() }
        try root.write([
            "lunaria.config.ts": "export default { tracking: { ignoredKeywords: ['outside'] } }\n",
            "repo/docs/en/guide.md": "# Guide\n", "repo/docs/ja/guide.md": "# ガイド\n",
        ])
        try FileManager.default.createDirectory(atPath: root.path + "/repo/.git", withIntermediateDirectories: true)
        let found = try ContentDetection.detect(folder: root.path + "/repo/docs")
        #expect(found.lunaria == nil)
        let yaml = SiteConfigurationDraft.yaml(for: found, folderName: "docs")
        #expect(yaml.contains("#   ignoredKeywords: [lunaria-ignore, fix typo]"))
        let configuration = try SiteConfigurationReader.read(yaml, path: "site.yml")
        #expect(configuration.translations.ignoredKeywords == TranslationBaselineRule.defaultIgnoredKeywords)
    }
}
