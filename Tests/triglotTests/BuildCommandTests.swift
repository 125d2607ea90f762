import Foundation
import Testing

/// `triglot build` end to end: exit status, the summary line, what lands in the output folder,
/// and that a refused or failed build leaves the previous site exactly as it was.
@Suite("triglot build", .serialized)
struct BuildCommandTests {
    static func temporaryFolder() throws -> URL {
        try TriglotProcess.temporaryFolder("build")
    }

    /// Every file under a folder with its bytes.
    static func snapshot(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return files }
        for case let relative as String in enumerator {
            var isFolder: ObjCBool = false
            let path = folder.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = FileManager.default.contents(atPath: path)
            }
        }
        return files
    }

    /// A Japanese declaration that no longer matches the English one: an error of the checks.
    static func breakAPage(in content: URL) throws {
        let page = content.appendingPathComponent("ja/uikit/uiapplicationdelegate/application-open-options.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        #expect(text.contains("    _ app: UIApplication,"))
        try Data(text.replacingOccurrences(of: "    _ app: UIApplication,", with: "    _ application: UIApplication,").utf8).write(to: page)
    }

    @Test func buildsTheShippedContent() throws {
        let output = try Self.temporaryFolder().appendingPathComponent("Site")
        let result = try TriglotProcess.run(["build", "--content", "Content", "--output", output.path])
        #expect(result.status == 0, "\(result.standardError)")
        let files = Self.snapshot(output)
        let pages = files.keys.filter { $0.hasSuffix(".html") }.count
        #expect(result.standardError.hasSuffix("0 errors, 0 warnings; wrote \(pages) pages to \(output.path)\n"), "\(result.standardError)")
        #expect(pages > 60)
        for path in ["index.html", "404.html", "sitemap.xml", ".triglot-site", "en/index.html", "zh-hans/index.html", "ja/index.html",
                     "assets/triglot.css", "ja/uikit/uiapplicationdelegate/application-willfinishlaunchingwithoptions.html"] {
            #expect(files[path] != nil, "\(path) missing")
        }
        // A second build gives the same bytes.
        let again = try TriglotProcess.run(["build", "--content", "Content", "--output", output.path, "--quiet"])
        #expect(again.status == 0)
        #expect(Self.snapshot(output) == files)
    }

    @Test func errorsStopTheBuildAndLeaveThePreviousSite() throws {
        let content = try TriglotProcess.copyOfContent()
        let output = try Self.temporaryFolder().appendingPathComponent("Site")
        let first = try TriglotProcess.run(["build", "--content", content.path, "--output", output.path])
        #expect(first.status == 0, "\(first.standardError)")
        let before = Self.snapshot(output)
        try Self.breakAPage(in: content)

        let stopped = try TriglotProcess.run(["build", "--content", content.path, "--output", output.path])
        #expect(stopped.status == 1)
        #expect(stopped.standardError.contains("nothing was written"))
        #expect(stopped.standardError.contains("--allow-errors"))
        #expect(stopped.standardError.contains("ja/uikit/uiapplicationdelegate/application-open-options.md:"))
        #expect(stopped.standardError.contains("[translation.declaration]"))
        #expect(!stopped.standardError.contains("; wrote "))
        #expect(Self.snapshot(output) == before)

        let allowed = try TriglotProcess.run(["build", "--content", content.path, "--output", output.path, "--allow-errors"])
        #expect(allowed.status == 0, "\(allowed.standardError)")
        #expect(allowed.standardError.contains("; wrote "))
        let after = Self.snapshot(output)
        let page = "ja/uikit/uiapplicationdelegate/application-open-options.html"
        #expect(after[page] != before[page])
        #expect(String(decoding: after[page] ?? Data(), as: UTF8.self).contains("application"))
    }

    @Test func aMissingTemplatesFolderIsAClearError() throws {
        let output = try Self.temporaryFolder().appendingPathComponent("Site")
        let result = try TriglotProcess.run(["build", "--templates", "/no/such/templates", "--output", output.path])
        #expect(result.status == 2)
        #expect(result.standardError.contains("/no/such/templates: the templates folder does not exist"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func aBrokenTemplateIsAClearError() throws {
        let templates = try Self.temporaryFolder().appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("<p>\n{{#open}}\n".utf8).write(to: templates.appendingPathComponent("page.mustache"))
        let output = try Self.temporaryFolder().appendingPathComponent("Site")
        let result = try TriglotProcess.run(["build", "--templates", templates.path, "--output", output.path])
        #expect(result.status == 2)
        #expect(result.standardError.contains(templates.appendingPathComponent("page.mustache").path + ":"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// Run from a scratch folder, so even a refusal that failed could only touch temporary files.
    @Test func dangerousOutputFoldersAreRefused() throws {
        let scratch = try Self.temporaryFolder()
        let content = scratch.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: TriglotProcess.packageRoot.appendingPathComponent("Content"), to: content)
        let templates = TriglotProcess.packageRoot.appendingPathComponent("Sources/TriglotSite/DefaultTemplates").path
        let foreign = scratch.appendingPathComponent("Documents")
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: foreign.appendingPathComponent("notes.txt"))
        let contentBefore = Self.snapshot(content)
        for (output, reason) in [(".", "refusing"), (scratch.path, "refusing"), ("Content", "overlaps the content folder"),
                                 ("Content/en/site", "overlaps the content folder"), ("Content/scenarios/site", "overlaps the content folder"), (foreign.path, "was not written by triglot")] {
            let result = try TriglotProcess.run(["build", "--content", content.path, "--templates", templates, "--output", output], in: scratch)
            #expect(result.status == 2, "\(output): \(result.status)")
            #expect(result.standardError.contains(reason), "\(output): \(result.standardError)")
        }
        #expect(Self.snapshot(content) == contentBefore)
        #expect(Self.snapshot(foreign) == ["notes.txt": Data("keep me".utf8)])
    }

    @Test(arguments: ["ftp://example.org/", "example.org", "/docs/", "javascript:alert(1)"])
    func theBaseURLMustBeHTTP(baseURL: String) throws {
        let output = try Self.temporaryFolder().appendingPathComponent("Site")
        let result = try TriglotProcess.run(["build", "--output", output.path, "--base-url", baseURL])
        #expect(result.status == 2)
        #expect(result.standardError.contains("--base-url"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func theBaseURLGoesIntoTheSitemapAndCanonicalLinks() throws {
        let output = try Self.temporaryFolder().appendingPathComponent("Site")
        let result = try TriglotProcess.run(["build", "--output", output.path, "--base-url", "https://docs.example.org/launch", "--quiet"])
        #expect(result.status == 0, "\(result.standardError)")
        let sitemap = String(decoding: FileManager.default.contents(atPath: output.appendingPathComponent("sitemap.xml").path) ?? Data(), as: UTF8.self)
        #expect(sitemap.contains("<loc>https://docs.example.org/launch/en/index.html</loc>"))
        #expect(!sitemap.contains("triglot.example"))
        let page = String(decoding: FileManager.default.contents(atPath: output.appendingPathComponent("ja/uikit/uiapplicationdelegate.html").path) ?? Data(), as: UTF8.self)
        #expect(page.contains("<link rel=\"canonical\" href=\"https://docs.example.org/launch/ja/uikit/uiapplicationdelegate.html\">"))
    }
}
