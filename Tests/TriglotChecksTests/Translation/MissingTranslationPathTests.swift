import Testing
@testable import TriglotChecks
import TriglotModel

/// The file a missing translation (or a missing English page) would be, named as the project
/// names its files: an MDX page's counterpart is an MDX file.
@Suite("translation.missing and translation.orphan name the file with the page's extension")
struct MissingTranslationPathTests {
    @Test(arguments: ["md", "mdx"])
    func theMissingTranslationHasTheEnglishExtension(ext: String) throws {
        let content = try TestContent.onDisk([
            "en/guide.\(ext)": "# Guide\n\nRead this.\n",
            "zh-Hans/guide.\(ext)": "# 指南\n\n读这个。\n",
        ])
        let findings = TestContent.run([MissingTranslationCheck.self], on: content).filter { $0.id == MissingTranslationCheck.id }
        #expect(findings.count == 1)
        #expect(findings.first?.summary.hasSuffix("/ja/guide.\(ext))") == true, "\(findings.map(\.summary))")
    }

    @Test(arguments: ["md", "mdx"])
    func theMissingEnglishPageHasTheTranslationsExtension(ext: String) throws {
        let content = try TestContent.onDisk(["ja/only.\(ext)": "# だけ\n\nこれだけ。\n"])
        let findings = TestContent.run([OrphanTranslationCheck.self], on: content).filter { $0.id == OrphanTranslationCheck.id }
        #expect(findings.count == 1)
        #expect(findings.first?.summary.contains("/en/only.\(ext) does not exist") == true, "\(findings.map(\.summary))")
    }
}
