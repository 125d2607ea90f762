import Foundation
import Testing

/// A new user's first minutes on documentation Triglot did not write: a folder holding only a
/// copy of a real three-language API reference (Vue's, CC BY 4.0, from ../shared/corpora) or of
/// the MDN-shaped fixture in Tests/Fixtures/webref, then `triglot init` and `triglot build` with
/// no Templates/ folder and nothing written by hand.
@Suite("Documentation Triglot did not write", .serialized)
struct ForeignDocsTests {
    static let vueCorpus = TriglotProcess.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora/vue-api")
    static let webref = TriglotProcess.packageRoot.appendingPathComponent("Tests/Fixtures/webref")

    static func copy(_ source: URL, label: String) throws -> URL {
        let folder = try TriglotProcess.temporaryFolder(label).appendingPathComponent(source.lastPathComponent)
        try FileManager.default.copyItem(at: source, to: folder)
        return folder
    }

    static func text(_ url: URL) -> String {
        (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    /// Every HTML page of a built site, by path.
    static func pages(in site: URL) -> [String: String] {
        var pages: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: site.path)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".html") { pages[path] = text(site.appendingPathComponent(path)) }
        }
        return pages
    }

    /// The text of the article, where prose is: no macro may be left there as written.
    static func article(_ html: String) -> String {
        guard let start = html.range(of: "<article"), let end = html.range(of: "</article>") else { return "" }
        return String(html[start.lowerBound..<end.upperBound])
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: vueCorpus.path)))
    func vueInitThenBuild() throws {
        let folder = try Self.copy(Self.vueCorpus, label: "vue")
        let initialised = try TriglotProcess.run(["init"], in: folder)
        #expect(initialised.status == 0, "\(initialised.standardError)")
        #expect(initialised.standardOutput.contains("zh-Hans (zh-cn/)"))
        #expect(initialised.standardOutput.contains("Next:"))
        let yaml = Self.text(folder.appendingPathComponent("site.yml"))
        #expect(yaml.contains("folder: zh-cn") && yaml.contains("root: /api/") && yaml.contains("source: true"))
        // Run again, it keeps what is there.
        #expect(try TriglotProcess.run(["init"], in: folder).status == 2)

        let built = try TriglotProcess.run(["build", "--quiet"], in: folder)
        #expect(built.status == 0, "\(built.standardError)")
        let pages = Self.pages(in: folder.appendingPathComponent("Site"))
        for language in ["en", "zh-hans", "ja"] {
            #expect(pages.keys.filter { $0.hasPrefix(language + "/") }.count >= 29, "\(language)")
        }
        let application = try #require(pages["en/application.html"])
        // Entries' fields, with the TypeScript declaration highlighted; containers as callouts.
        #expect(application.contains("<dl class=\"entry-fields\">"))
        #expect(application.contains("<span class=\"token-keyword\">function</span>") || application.contains(">function</span>"))
        #expect(application.contains("<aside class=\"callout callout-warning\" aria-label=\"Not Recommended\">"))
        #expect(!application.contains(":::"))
        #expect(pages["ja/application.html"]?.contains("<dl class=\"entry-fields\">") == true)
        // A link to another page of the reference leads to its page here.
        #expect(application.contains("href=\"options-rendering.html#compileroptions\""))
        for (path, html) in pages where path.hasSuffix(".html") {
            let article = Self.article(html)
            #expect(!article.contains("::: "), "\(path) shows a container fence")
            #expect(!article.contains("<!-- raw HTML omitted -->"), "\(path) dropped raw HTML")
        }
        let checked = try TriglotProcess.run(["check", "--format", "json"], in: folder)
        #expect(checked.status == 0 || checked.status == 1, "\(checked.standardError)")
    }

    /// A translation that kept pages its English source dropped (Vite's Chinese docs keep the
    /// old migration guides) is still a translation, and init says how many pages are its own.
    @Test func aTranslationWithPagesOfItsOwnIsNotTheSource() throws {
        let root = try TriglotProcess.temporaryFolder("init-own-pages")
        var files = ["en/index.md": "# Options\n\nEvery option.\n"]
        for name in ["build", "server", "preview"] { files["en/\(name).md"] = "# \(name)\n\nThe \(name) options.\n" }
        for name in ["index", "build", "server", "preview", "migration-from-v1"] { files["zh/\(name).md"] = "# \(name)\n\n\(name) 的选项。\n" }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let initialised = try TriglotProcess.run(["init"], in: root)
        #expect(initialised.status == 0, "\(initialised.standardError)")
        #expect(initialised.standardOutput.contains("source en."), "\(initialised.standardOutput)")
        #expect(initialised.standardOutput.contains("5 pages, 0 not translated, 1 not in en"), "\(initialised.standardOutput)")
    }

    @Test func webReferenceInitThenBuild() throws {
        let root = try Self.copy(Self.webref, label: "webref")
        let atRoot = try TriglotProcess.run(["init"], in: root)
        #expect(atRoot.status == 2)
        #expect(atRoot.standardError.contains("triglot init --content files"), "\(atRoot.standardError)")
        let initialised = try TriglotProcess.run(["init", "--content", "files"], in: root)
        #expect(initialised.status == 0, "\(initialised.standardError)")
        let yaml = Self.text(root.appendingPathComponent("files/site.yml"))
        #expect(yaml.contains("code: en-US") && yaml.contains("root: /{locale}/docs/") && yaml.contains("ignoreCase: true"))

        let built = try TriglotProcess.run(["build", "--content", "files", "--quiet"], in: root)
        #expect(built.status == 0, "\(built.standardError)")
        let pages = Self.pages(in: root.appendingPathComponent("Site"))
        let dim = try #require(pages["en-us/web/api/lantern/dim/index.html"])
        // The title from front matter, the abstract past the macro line, parameters as a list of names.
        #expect(dim.contains("<h1>") && dim.contains("dim() method"))
        #expect(dim.contains("<dl class=\"parameters\">"))
        #expect(!dim.contains("APIRef"))
        // Sections the vocabulary knows: no unknown-section finding anywhere.
        // (JSON on standard output: the child fills only the pipe that is read first.)
        let checked = try TriglotProcess.run(["check", "--content", "files", "--format", "json"], in: root)
        #expect(!checked.standardOutput.contains("model.unknown-section"))
        #expect(!checked.standardOutput.contains("source.url"))
        #expect(!checked.standardOutput.lowercased().contains("apple"))
        // The guide's pipe table and raw HTML table are tables; the raw HTML page is not blank.
        let guide = try #require(pages["zh-hans/web/api/lantern_api/using_lanterns/index.html"])
        #expect(guide.components(separatedBy: "<table").count >= 3)
        let event = try #require(pages["ja/web/api/lanternevent/index.html"])
        #expect(Self.article(event).contains("<table"))
        for (path, html) in pages {
            let article = Self.article(html)
            #expect(!article.contains("{{"), "\(path) shows a macro as written")
            #expect(!article.contains("[!NOTE]") && !article.contains("[!WARNING]"), "\(path) shows an alert marker")
        }
    }
}
