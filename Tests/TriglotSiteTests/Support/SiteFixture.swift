import Foundation
import TriglotTestSupport
import Testing
import TriglotChecks
import TriglotContent
import TriglotModel
@testable import TriglotSite

/// The repository's Content/ and Templates/, rendered in memory the way `triglot build` does
/// (load → check → render), and temporary content folders to change without touching the repository.
enum SiteFixture {
    /// The package root, from this file's place in Tests/TriglotSiteTests/Support.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var contentFolder: String { packageRoot.appendingPathComponent("Content").path }
    static var templatesFolder: String { packageRoot.appendingPathComponent("Sources/TriglotSite/DefaultTemplates").path }

    /// A site rendered in memory together with what it was rendered from.
    struct Built: Sendable {
        var content: ContentSet
        var diagnostics: [Diagnostic]
        var site: RenderedSite
        var options: BuildOptions
    }

    /// Runs the load, check and render steps; nothing is written to disk.
    static func render(content folder: String, templates: String? = nil, showsDiagnostics: Bool = false, baseURL: String? = nil) throws -> Built {
        let options = BuildOptions(contentFolder: folder, templatesFolder: templates ?? templatesFolder, outputFolder: "/nonexistent-output",
                                   baseURL: baseURL, showsDiagnostics: showsDiagnostics)
        let loadedTemplates = try SiteTemplates.load(folder: options.templatesFolder)
        let content = try SiteBuilder.load(options)
        return try render(content, templates: loadedTemplates, options: options)
    }

    /// Renders a content set already in memory (for tests that edit the model, such as the lock).
    static func render(_ content: ContentSet, templates: SiteTemplates, options: BuildOptions) throws -> Built {
        let (context, diagnostics) = SiteBuilder.check(content, options: options)
        let site = try SiteBuilder.render(content, context: context, diagnostics: diagnostics, templates: templates, options: options)
        return Built(content: content, diagnostics: diagnostics, site: site, options: options)
    }

    /// The shipped Content/, rendered once for every test that only reads it.
    static let shipped: Result<Built, any Error> = Result { try render(content: contentFolder) }

    /// A fresh folder in the test process's scratch folder (removed when the process ends).
    static func temporaryFolder(_ label: String = "site") throws -> URL {
        try TemporaryFolder.scratch(label)
    }

    /// A copy of the shipped Content/ in a temporary folder.
    static func copyOfContent() throws -> URL {
        let copy = try temporaryFolder("content").appendingPathComponent("Content")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: contentFolder), to: copy)
        return copy
    }

    /// A copy of the shipped Templates/ in a temporary folder.
    static func copyOfTemplates() throws -> URL {
        let copy = try temporaryFolder("templates").appendingPathComponent("Sources/TriglotSite/DefaultTemplates")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: templatesFolder), to: copy)
        return copy
    }

    /// Writes files (path under the folder → text) into a fresh temporary content folder.
    static func contentFolder(_ files: [String: String]) throws -> URL {
        let root = try temporaryFolder("content").appendingPathComponent("Content")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    /// Replaces `old` by `new` in a file, failing the test when `old` is not there.
    static func edit(_ file: URL, replacing old: String, with new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old), "\(file.lastPathComponent) does not contain \(old)")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
    }
}

extension RenderedSite {
    /// A file's bytes as text ("" when the site has no such file).
    func text(_ path: String) -> String {
        files[path].map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}
