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
    /// A copy of the shipped Content built once, edited and rebuilt by the build plan.
    final class Session {
        let folder: URL
        let plan: BuildPlan
        var state: BuildState
        var site: RenderedSite

        init() throws {
            folder = try SiteFixture.temporaryFolder("rebuild-plan").appendingPathComponent("Content")
            try FileManager.default.copyItem(atPath: SiteFixture.contentFolder, toPath: folder.path)
            plan = BuildPlan(options: BuildOptions(contentFolder: folder.path, templatesFolder: SiteFixture.templatesFolder,
                                                   outputFolder: "/nonexistent-output", allowErrors: true))
            let first = MemoryOutput()
            state = try plan.run(.all, after: nil) { _ in first }.state
            site = first.site
        }

        /// Edits a page with `edit` and returns the files the rebuild made.
        func save(_ path: String, in language: String, _ edit: (String) -> String) throws -> Set<String> {
            let file = folder.appendingPathComponent(language).appendingPathComponent(path)
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

    /// The findings after each save, merged file by file from the run before, are those a
    /// check of the whole content from nothing finds, in the same order.
    @Test func theFindingsAfterASaveAreThoseOfAFullCheck() throws {
        let session = try Session()
        let edits: [(path: String, language: String, edit: @Sendable (String) -> String)] = [
            ("uikit/uiwindow.md", "en", { $0 + "\nAn added sentence.\n" }),
            ("uikit/uiwindow.md", "ja", { $0 + "\n[壊れたリンク](missing.md) と `makeKeyAndVisible()`。\n" }),
            ("uikit/uiwindow.md", "zh-Hans", { $0.replacingOccurrences(of: "。", with: ".") }),
            ("uikit/uiwindow.md", "ja", { $0.replacingOccurrences(of: "[壊れたリンク](missing.md)", with: "リンク") }),
            ("uikit/uiapplication.md", "en", { $0.replacingOccurrences(of: "## ", with: "### ") }),
        ]
        var tables = 0
        for (path, language, edit) in edits {
            _ = try session.save(path, in: language, edit)
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
        #expect(tables >= 3)
    }
}
