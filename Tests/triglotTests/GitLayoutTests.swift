import Foundation
import Testing

/// Baselines from git for the suffix layout (lamp.md beside lamp.ja.md), and where a removed
/// English section is reported: at the translation of it.
@Suite("Translation baselines: suffix layout and removed sections", .serialized)
struct GitLayoutTests {
    static let suffixSite = """
    languages:
      - code: en
        source: true
      - code: zh-Hans
      - code: ja
    layout: suffix
    translations:
      baseline: git

    """

    static func suffixed(_ file: String) -> String {
        let parts = file.split(separator: "/", maxSplits: 1).map(String.init)
        let name = parts[1].replacingOccurrences(of: ".md", with: "")
        return parts[0] == "en" ? name + ".md" : name + "." + parts[0] + ".md"
    }

    @Test func aRenamedPageInTheSuffixLayoutIsFollowed() throws {
        let repository = try ScratchRepository("suffix")
        try repository.write("site.yml", Self.suffixSite)
        for (file, text) in LampPages.files { try repository.write(Self.suffixed(file), text) }
        let first = try repository.commitAll("English and translations", day: 1)
        for file in ["lamp.md", "lamp.ja.md", "lamp.zh-Hans.md"] {
            try repository.git("mv", "docs/" + file, "docs/" + file.replacingOccurrences(of: "lamp", with: "light"))
        }
        try repository.commitAll("Rename", day: 2)
        try repository.edit("light.md", replacing: GitBaselineTests.oldBrightness, with: GitBaselineTests.newBrightness)
        try repository.commitAll("English: brightness", day: 3)
        let status = try repository.status()
        #expect(Set(status.keys) == ["light.md", "switch.md"])
        for language in LampPages.languages {
            #expect(changeList(status["light.md"]?[language]) == ["changed brightness"], "\(language)")
            #expect((status["light.md"]?[language]?["baseline"] as? [String: Any])?["commit"] as? String == first)
            #expect(status["switch.md"]?[language]?["status"] as? String == "current")
        }
        let findings = try repository.findings("translation.outdated")
        #expect(Set(findings.compactMap { $0["path"] as? String }) == ["docs/light.ja.md", "docs/light.zh-Hans.md"])
    }

    @Test func aRemovedSectionIsReportedAtItsTranslation() throws {
        let repository = try ScratchRepository.lamp("removed", site: GitBaselineTests.site("git"))
        try repository.commitAll("English and translations", day: 1)
        try repository.edit("en/lamp.md", replacing: "## Colour\n\nThe lamp glows warm white or cold blue.\n\n", with: "")
        try repository.commitAll("English: no colour", day: 2)
        let status = try repository.status()
        let findings = try repository.findings("translation.outdated")
        #expect(findings.count == 2)
        for language in LampPages.languages {
            #expect(changeList(status["lamp.md"]?[language]) == ["removed colour"])
            let file = language + "/lamp.md"
            let finding = findings.first { $0["path"] as? String == "docs/" + file }
            let heading = try #require(LampPages.headings[language]?["colour"])
            #expect(finding?["line"] as? Int == LampPages.line(of: heading, in: try repository.read(file)))
            #expect((finding?["summary"] as? String)?.hasPrefix("the English page no longer has the section 'Colour'") == true)
        }
    }
}
