import Foundation
import Testing
import TriglotChecks
import TriglotModel
@testable import TriglotSite

/// What a save makes again beyond its own page in every language: the translation-status page
/// (as slow as many pages) only when a status changed, and the pages linking to the saved page
/// only when something they show of it (title, summary) changed.
@Suite("Rebuild: what a save makes again")
struct RebuildRenderPlanTests {
    /// A copy of a content folder (the shipped Content, unless given) built once, edited and
    /// rebuilt by the build plan.
    final class Session {
        let folder: URL
        let plan: BuildPlan
        var state: BuildState
        var site: RenderedSite

        init(copying source: String = SiteFixture.contentFolder, siteYAML: String? = nil) throws {
            folder = try SiteFixture.temporaryFolder("rebuild-plan").appendingPathComponent("Content")
            try FileManager.default.copyItem(atPath: source, toPath: folder.path)
            if let siteYAML { try Data(siteYAML.utf8).write(to: folder.appendingPathComponent("site.yml")) }
            plan = BuildPlan(options: BuildOptions(contentFolder: folder.path, templatesFolder: SiteFixture.templatesFolder,
                                                   outputFolder: "/nonexistent-output", allowErrors: true))
            let first = MemoryOutput()
            state = try plan.run(.all, after: nil) { _ in first }.state
            site = first.site
        }

        /// Edits a page with `edit` and returns the files the rebuild made.
        func save(_ path: String, in language: String, folder languageFolder: String? = nil, _ edit: (String) -> String) throws -> Set<String> {
            let file = folder.appendingPathComponent(languageFolder ?? language).appendingPathComponent(path)
            try Data(edit(try String(contentsOf: file, encoding: .utf8)).utf8).write(to: file)
            var changes = ContentChanges()
            changes.pages = [PageKey(path: path, language: Language(language))]
            let output = MemoryOutput(site)
            state = try plan.run(changes, after: state) { _ in output }.state
            site = output.site
            return output.touched
        }
    }

    static let status = TranslationStatusContext.sitePath

    @Test func theStatusPageIsMadeAgainOnlyWhenAStatusChanged() throws {
        let session = try Session()
        #expect(session.site.files[Self.status] != nil)
        // A translation's own text: its status, measured against the English page, is the same.
        let translated = try session.save("uikit/uiwindow.md", in: "ja") { $0 + "\n追加の一文です。\n" }
        #expect(translated.contains("ja/uikit/uiwindow.html"))
        #expect(!translated.contains(Self.status))
        // The English page's last section changed: its translations are out of date now.
        #expect(try session.save("uikit/uiwindow.md", in: "en") { $0 + "\nAn added sentence.\n" }.contains(Self.status))
        // The same section changed again: the translations were already out of date.
        let again = try session.save("uikit/uiwindow.md", in: "en") { $0 + "\nOne more sentence.\n" }
        #expect(again.contains("en/uikit/uiwindow.html"))
        #expect(!again.contains(Self.status))
    }

    @Test func pagesLinkingToTheSavedPageAreMadeAgainOnlyWhenItsTitleOrSummaryChanged() throws {
        let session = try Session()
        // uikit.md lists uiwindow.md among its topics.
        #expect(String(decoding: session.site.files["en/uikit.html"] ?? [], as: UTF8.self).contains("uikit/uiwindow.html"))
        let body = try session.save("uikit/uiwindow.md", in: "en") { $0 + "\nAn added sentence.\n" }
        #expect(body.contains("en/uikit/uiwindow.html"))
        #expect(!body.contains("en/uikit.html"))
        let retitled = try session.save("uikit/uiwindow.md", in: "en") { $0.replacingOccurrences(of: "# UIWindow", with: "# UIWindowRenamed") }
        #expect(retitled.contains("en/uikit.html"))
    }

    typealias Edit = (path: String, language: String, folder: String, edit: @Sendable (String) -> String)

    /// The findings after each save, merged file by file from the run before, are those a
    /// check of the whole content from nothing finds, in the same order.
    @Test func theFindingsAfterASaveAreThoseOfAFullCheck() throws {
        let tables = try Self.checkSaves(try Session(), [
            ("uikit/uiwindow.md", "en", "en", { $0 + "\nAn added sentence.\n" }),
            ("uikit/uiwindow.md", "ja", "ja", { $0 + "\n[壊れたリンク](missing.md) と `makeKeyAndVisible()`。\n" }),
            ("uikit/uiwindow.md", "zh-Hans", "zh-Hans", { $0.replacingOccurrences(of: "。", with: ".") }),
            ("uikit/uiwindow.md", "ja", "ja", { $0.replacingOccurrences(of: "[壊れたリンク](missing.md)", with: "リンク") }),
            ("uikit/uiapplication.md", "en", "en", { $0.replacingOccurrences(of: "## ", with: "### ") }),
        ])
        #expect(tables >= 3)
    }

    /// The same on pages Triglot did not write: Vue's API reference (../shared/corpora, CC BY 4.0),
    /// with its own findings (a hundred or so) and its translations' real drift.
    @Test func theFindingsAfterASaveOnVuesReferenceAreThoseOfAFullCheck() throws {
        let corpus = SiteFixture.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora/vue-api")
        let session = try Session(copying: corpus.path, siteYAML: """
            title:
              en: API Reference
            languages:
              - code: en
                name: English
                source: true
              - code: ja
                name: 日本語
              - code: zh-Hans
                folder: zh-cn
                name: 简体中文
            links:
              root: /api/
            strict: false
            """)
        #expect(session.state.diagnostics.count > 50)
        let tables = try Self.checkSaves(session, [
            ("application.md", "en", "en", { $0 + "\nThe app instance is shared by every component.\n" }),
            ("application.md", "ja", "ja", { $0.replacingOccurrences(of: "アプリケーションインスタンスを作成します。", with: "アプリケーションインスタンスを作成します,") }),
            ("application.md", "zh-Hans", "zh-cn", { $0.replacingOccurrences(of: "## ", with: "### ") }),
            ("reactivity-core.md", "ja", "ja", { $0 + "\n[リンク](missing.md)。\n" }),
        ])
        #expect(tables >= 2)
    }

    /// Applies each edit, holding the findings and the status table to a build from nothing;
    /// returns how many saves worked out the status table by rows.
    static func checkSaves(_ session: Session, _ edits: [Edit]) throws -> Int {
        var tables = 0
        for (path, language, folder, edit) in edits {
            _ = try session.save(path, in: language, folder: folder, edit)
            #expect(session.state.checkRun.changedFiles != nil, "merged file by file")
            let full = MemoryOutput()
            let fresh = try session.plan.run(.all, after: nil) { _ in full }.state
            #expect(session.state.diagnostics == fresh.diagnostics, "after editing \(language)/\(path)")
            // The status table, worked out again for the saved page's row alone, is the whole
            // table (a save that changes the site's lists renders the page from the whole table).
            if let table = session.state.statusTable {
                tables += 1
                #expect(table == TranslationStatusTable(content: fresh.content), "after editing \(language)/\(path)")
            }
        }
        return tables
    }
}
