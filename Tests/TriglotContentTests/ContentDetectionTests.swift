import Foundation
import Testing
@testable import TriglotContent
@testable import TriglotModel
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

    @Test(arguments: [("Plain", "Plain"), ("a: b", "\"a: b\""), ("#hash", "\"#hash\""), ("", "\"\"")])
    func yamlScalarsAreQuotedWhenNeeded(text: String, written: String) {
        #expect(SiteConfigurationDraft.quoted(text) == written)
    }
}
