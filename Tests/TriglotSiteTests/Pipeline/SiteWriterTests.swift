import Foundation
import Testing
@testable import TriglotSite

/// The site is written all at once into a folder of its own: the old site is replaced whole
/// (stale files go), a failure leaves it byte for byte, and folders triglot did not make are refused.
@Suite("Writing the site")
struct SiteWriterTests {
    static func site(_ files: [String: String]) -> RenderedSite {
        RenderedSite(files: files.mapValues { Array($0.utf8) })
    }

    /// Every file under a folder by relative path, with its bytes.
    static func snapshot(_ folder: URL) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: folder.path) else { return files }
        for case let relative as String in enumerator {
            var isFolder: ObjCBool = false
            let path = folder.appendingPathComponent(relative).path
            if manager.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = Array(manager.contents(atPath: path) ?? Data())
            }
        }
        return files
    }

    static func write(_ site: RenderedSite, to output: URL) throws {
        try SiteWriter.write(site, to: output.path, contentFolder: SiteFixture.contentFolder, templatesFolder: SiteFixture.templatesFolder)
    }

    @Test func writesEveryFileAndTheMarker() throws {
        let output = try SiteFixture.temporaryFolder("out").appendingPathComponent("Site")
        let site = Self.site(["index.html": "<p>root</p>", "en/a/b.html": "b", "assets/x.css": "css", "ja/起動.html": "起動"])
        try Self.write(site, to: output)
        let written = try Self.snapshot(output)
        #expect(Set(written.keys) == Set(site.files.keys).union([SiteWriter.marker]))
        for (path, bytes) in site.files { #expect(written[path] == bytes, "\(path)") }
        // Nothing is left beside the output.
        let beside = try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path)
        #expect(beside == ["Site"])
    }

    @Test func aSecondBuildReplacesTheWholeSite() throws {
        let output = try SiteFixture.temporaryFolder("out").appendingPathComponent("Site")
        try Self.write(Self.site(["index.html": "one", "en/old.html": "old", "en/deep/gone.html": "gone"]), to: output)
        try Self.write(Self.site(["index.html": "two", "en/new.html": "new"]), to: output)
        let written = try Self.snapshot(output)
        #expect(Set(written.keys) == ["index.html", "en/new.html", SiteWriter.marker])
        #expect(written["index.html"] == Array("two".utf8))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("en/deep").path))
    }

    static func fileInfo(_ url: URL) throws -> stat {
        var info = stat()
        try #require(lstat(url.path, &info) == 0)
        return info
    }

    /// A rebuild carries unchanged files over from the previous site (same file, so the same
    /// modification time) and writes the others; the previous site still goes as a whole.
    @Test func unchangedFilesAreCarriedOverAndOthersWritten() throws {
        let output = try SiteFixture.temporaryFolder("out").appendingPathComponent("Site")
        try Self.write(Self.site(["en/same.html": "same", "en/edited.html": "abc", "en/resized.html": "short", "en/gone.html": "gone"]), to: output)
        let before = try ["en/same.html", "en/edited.html", "en/resized.html"].map { try Self.fileInfo(output.appendingPathComponent($0)).st_ino }
        try Self.write(Self.site(["en/same.html": "same", "en/edited.html": "abd", "en/resized.html": "longer now", "en/new.html": "new"]), to: output)
        let after = try ["en/same.html", "en/edited.html", "en/resized.html"].map { try Self.fileInfo(output.appendingPathComponent($0)) }
        #expect(after[0].st_ino == before[0])
        #expect(after[0].st_nlink == 1, "the previous site's link is gone with it")
        #expect(after[1].st_ino != before[1] && after[2].st_ino != before[2])
        let written = try Self.snapshot(output)
        #expect(written == ["en/same.html": Array("same".utf8), "en/edited.html": Array("abd".utf8), "en/resized.html": Array("longer now".utf8),
                            "en/new.html": Array("new".utf8), SiteWriter.marker: written[SiteWriter.marker] ?? []])
    }

    /// Only a plain file of the site's own is carried over: not one also linked from elsewhere
    /// (editing that copy would change the site), and never what a symbolic link points to.
    @Test func filesLinkedFromElsewhereOrSymbolicLinksAreWrittenAfresh() throws {
        let folder = try SiteFixture.temporaryFolder("out")
        let output = folder.appendingPathComponent("Site")
        try Self.write(Self.site(["en/kept.html": "kept", "en/pointed.html": "pointed"]), to: output)
        let elsewhere = folder.appendingPathComponent("kept-copy.html")
        try #require(link(output.appendingPathComponent("en/kept.html").path, elsewhere.path) == 0)
        let target = folder.appendingPathComponent("target.html")
        try Data("pointed".utf8).write(to: target)
        try FileManager.default.removeItem(at: output.appendingPathComponent("en/pointed.html"))
        try FileManager.default.createSymbolicLink(at: output.appendingPathComponent("en/pointed.html"), withDestinationURL: target)

        try Self.write(Self.site(["en/kept.html": "kept", "en/pointed.html": "pointed"]), to: output)
        let kept = try Self.fileInfo(output.appendingPathComponent("en/kept.html"))
        #expect(kept.st_ino != (try Self.fileInfo(elsewhere)).st_ino)
        let pointed = try Self.fileInfo(output.appendingPathComponent("en/pointed.html"))
        #expect(pointed.st_mode & S_IFMT == S_IFREG)
        #expect(pointed.st_ino != (try Self.fileInfo(target)).st_ino)
        #expect(try Self.snapshot(output)["en/pointed.html"] == Array("pointed".utf8))
    }

    @Test func anEmptyFolderIsTaken() throws {
        let output = try SiteFixture.temporaryFolder("empty")
        try Self.write(Self.site(["index.html": "x"]), to: output)
        #expect(try Self.snapshot(output)["index.html"] == Array("x".utf8))
    }

    /// A site holding an unsafe path fails before anything moves: the old site stays byte for byte,
    /// nothing is written outside it and no staging folder is left behind.
    @Test(arguments: ["../escaped.html", "en/../../escaped.html", "/tmp/escaped.html", "en//x.html", "./x.html", "en/.", "", "a\\b.html"])
    func aFailedWriteLeavesThePreviousSite(unsafe: String) throws {
        let parent = try SiteFixture.temporaryFolder("fail")
        let output = parent.appendingPathComponent("Site")
        try Self.write(Self.site(["index.html": "previous", "en/page.html": "page"]), to: output)
        let before = try Self.snapshot(output)
        var broken = Self.site(["index.html": "next", "en/other.html": "other"])
        broken.files[unsafe] = Array("bad".utf8)
        let error = #expect(throws: (any Error).self) { try Self.write(broken, to: output) }
        let message = error.map { "\($0)" } ?? ""
        #expect(message.contains("previous site is unchanged") || message.contains("refusing"), "\(message)")
        #expect(try Self.snapshot(output) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["Site"])
        #expect(!FileManager.default.fileExists(atPath: parent.appendingPathComponent("escaped.html").path))
        #expect(!FileManager.default.fileExists(atPath: parent.deletingLastPathComponent().appendingPathComponent("escaped.html").path))
    }

    /// A file that cannot be created halfway through (a page where a folder must be) fails the
    /// write after other files were written: the staging folder goes, the old site stays.
    @Test func aWriteFailingHalfwayLeavesThePreviousSite() throws {
        let parent = try SiteFixture.temporaryFolder("halfway")
        let output = parent.appendingPathComponent("Site")
        try Self.write(Self.site(["index.html": "previous"]), to: output)
        let before = try Self.snapshot(output)
        let clash = Self.site(["a.html": "written first", "en": "a file where a folder is", "en/x.html": "x"])
        let error = #expect(throws: (any Error).self) { try Self.write(clash, to: output) }
        #expect("\(error.map { "\($0)" } ?? "")".contains("the previous site is unchanged"))
        #expect(try Self.snapshot(output) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["Site"])
    }

    @Test(arguments: [
        ("index.html", true), ("en/uikit/x.html", true), ("assets/triglot.css", true), ("ja/起動.html", true),
        ("", false), ("/abs", false), ("../x", false), ("a/../b", false), ("a/./b", false), ("a//b", false), ("a/", false),
        ("a\\b", false), ("a\0b", false), (".", false), ("..", false),
        ("...", true), ("a/.../b", true), (".well-known/x", true), ("a/.", false), ("./a", false), ("a/..", false),
        // Read as the file system reads them: a combining mark after `/` or `\` hides neither.
        ("/\u{301}x", false), ("a\\\u{301}b", false), ("a/\u{301}../b", true),
    ])
    func safePaths(path: String, safe: Bool) {
        #expect(SiteWriter.isSafe(path) == safe)
    }

    @Test(arguments: [("index.html", ""), ("en/index.html", "en"), ("ja/モジュール/x.html", "ja/モジュール"), ("assets/a/b/c.css", "assets/a/b")])
    func folderOfASitePath(path: String, folder: String) {
        #expect(SiteStaging.split(path).folder == folder)
    }

    // MARK: Refusals

    static func refusal(_ target: String, content: String = SiteFixture.contentFolder, templates: String = SiteFixture.templatesFolder) -> String? {
        do {
            try SiteWriter.refuseDangerous(SiteWriter.absolute(target), content: SiteWriter.absolute(content), templates: SiteWriter.absolute(templates))
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Checked without writing: these must never be replaced, whatever happens.
    @Test func theRootHomeAndWorkingFolderAreRefused() {
        #expect(Self.refusal("/") != nil)
        #expect(Self.refusal(NSHomeDirectory()) != nil)
        #expect(Self.refusal(FileManager.default.currentDirectoryPath) != nil)
        #expect(Self.refusal(".") != nil)
        // A folder holding the working folder would swallow it too.
        let here = FileManager.default.currentDirectoryPath
        if here != "/" { #expect(Self.refusal((here as NSString).deletingLastPathComponent) != nil) }
    }

    @Test func foldersOverlappingContentOrTemplatesAreRefused() throws {
        let root = try SiteFixture.temporaryFolder("overlap")
        let content = root.appendingPathComponent("Content").path
        let templates = root.appendingPathComponent("Templates").path
        for target in [content, content + "/site", root.path, templates, templates + "/assets", content + "/../Content"] {
            let message = Self.refusal(target, content: content, templates: templates)
            #expect(message?.contains("overlaps") == true, "\(target): \(message ?? "accepted")")
        }
        #expect(Self.refusal(root.appendingPathComponent("Site").path, content: content, templates: templates) == nil)
    }

    @Test func aFolderTriglotDidNotWriteIsRefusedAndKept() throws {
        let output = try SiteFixture.temporaryFolder("foreign")
        try Data("mine".utf8).write(to: output.appendingPathComponent("notes.txt"))
        let error = #expect(throws: (any Error).self) { try Self.write(Self.site(["index.html": "x"]), to: output) }
        #expect("\(error.map { "\($0)" } ?? "")".contains(SiteWriter.marker))
        #expect(try Self.snapshot(output) == ["notes.txt": Array("mine".utf8)])
    }

    @Test func aSymbolicLinkIsRefused() throws {
        let root = try SiteFixture.temporaryFolder("link")
        let real = root.appendingPathComponent("real")
        try Self.write(Self.site(["index.html": "real"]), to: real)
        let link = root.appendingPathComponent("Site")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: real.path)
        let error = #expect(throws: (any Error).self) { try Self.write(Self.site(["index.html": "x"]), to: link) }
        #expect("\(error.map { "\($0)" } ?? "")".contains("symbolic link"))
        #expect(try Self.snapshot(real)["index.html"] == Array("real".utf8))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == real.path)
    }

    @Test func aFileIsRefused() throws {
        let root = try SiteFixture.temporaryFolder("file")
        let file = root.appendingPathComponent("Site")
        try Data("a file".utf8).write(to: file)
        #expect(throws: (any Error).self) { try Self.write(Self.site(["index.html": "x"]), to: file) }
        #expect(FileManager.default.contents(atPath: file.path) == Data("a file".utf8))
    }

    /// The whole build, through SiteBuilder: the shipped content lands on disk as rendered in memory.
    @Test func theBuildWritesWhatItRendered() throws {
        let output = try SiteFixture.temporaryFolder("build").appendingPathComponent("Site")
        let options = BuildOptions(contentFolder: SiteFixture.contentFolder, templatesFolder: SiteFixture.templatesFolder, outputFolder: output.path)
        let report = try SiteBuilder.build(options)
        var written = try Self.snapshot(output)
        written.removeValue(forKey: SiteWriter.marker)
        // Written batch by batch as it rendered, it is the site a render in memory makes.
        #expect(written == (try SiteFixture.shipped.get().site.files))
        #expect(report.pagesWritten == written.keys.filter { $0.hasSuffix(".html") }.count)
    }
}
