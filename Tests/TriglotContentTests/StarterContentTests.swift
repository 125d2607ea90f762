import Foundation
import Testing
@testable import TriglotContent
import TriglotTestSupport

/// What `triglot init` starts a new project with, and which folders count as new.
@Suite("Starting a new project")
struct StarterContentTests {
    @Test func languagesAreReadAsTagsTheSourceFirst() throws {
        let starter = try StarterContent(languages: ["en", "zh-cn", "ja"], title: "Widgets")
        #expect(starter.detection.languages.map(\.code) == ["en", "zh-Hans", "ja"])
        #expect(starter.detection.languages.map(\.folder) == ["en", "zh-Hans", "ja"])
        #expect(starter.detection.languages.map(\.pageCount) == [1, 0, 0])
        #expect(starter.detection.layout == .folders)
        #expect(starter.pagePath == "en/index.md")
        #expect(starter.page.hasPrefix("# Widgets\n\nWhat Widgets documents"))
        #expect(starter.page.contains("`zh-Hans/index.md`"))
    }

    @Test func theSourceNeedNotBeEnglish() throws {
        let starter = try StarterContent(languages: ["ja"], title: "ドキュメント")
        #expect(starter.pagePath == "ja/index.md")
        #expect(starter.detection.languages.map(\.name) == ["日本語"])
    }

    @Test(arguments: [
        ([String](), "names no language"),
        (["en", "klingon"], "'klingon' is not a language tag"),
        (["en", "ja", "ja"], "names ja twice"),
        (["zh-cn", "zh-Hans"], "names zh-Hans twice"),
    ])
    func badLanguagesAreRefusedByName(languages: [String], message: String) {
        #expect {
            _ = try StarterContent(languages: languages, title: "x")
        } throws: { error in
            (error as? ContentDetection.Failure)?.description.contains(message) == true
        }
    }

    @Test func aFolderIsNewWhenMissingOrHoldingOnlyHiddenFiles() throws {
        let root = try TemporaryFolder("triglot-starter")
        #expect(StarterContent.isNew(folder: root.path))
        #expect(StarterContent.isNew(folder: root.path + "/not-yet"))
        try root.write([".gitignore": "Site/\n"])
        #expect(StarterContent.isNew(folder: root.path))
        try root.write(["notes.txt": "x"])
        #expect(!StarterContent.isNew(folder: root.path))
        #expect(!StarterContent.isNew(folder: root.path + "/notes.txt"))
    }
}
