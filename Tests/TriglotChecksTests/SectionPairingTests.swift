import Testing
import TriglotChecks
import TriglotModel

/// Pages whose headings have no ids and no words from the vocabulary, as most projects write
/// them: a section the translation lacks, adds or moves is one finding, and every other check
/// still compares the right sections.
@Suite("Sections paired without ids")
struct SectionPairingTests {
    static let english = TestContent.page("""
    # Lantern

    Lights a `Lantern` for up to 300 ms.

    ## Creating a lantern

    Call `new Lantern(color)` with a CSS color such as `#ffcc00`.

    ```js
    const lantern = new Lantern("#ffcc00");
    ```

    ## Lighting it

    Call `lantern.ignite()`; it resolves after at most 30 ms.

    ```js
    await lantern.ignite();
    ```

    ## Dimming it

    Call `lantern.dim(0.5)` to halve the light. See [brightness](https://example.com/brightness).

    ```js
    lantern.dim(0.5);
    ```

    ## Putting it out

    Call `lantern.extinguish()`; the `LanternEvent` named `out` fires.
    """)

    static func translation(_ sections: [String]) -> String {
        TestContent.page("# Lantern\n\n最長 300 ms で `Lantern` を灯します。\n\n" + sections.joined(separator: "\n\n") + "\n")
    }

    static let creating = "## ランタンを作る\n\nCSS の色（`#ffcc00` など）で `new Lantern(color)` を呼びます。\n\n```js\nconst lantern = new Lantern(\"#ffcc00\");\n```"
    static let lighting = "## 灯す\n\n`lantern.ignite()` を呼びます。最長 30 ms で解決します。\n\n```js\nawait lantern.ignite();\n```"
    static let dimming = "## 暗くする\n\n`lantern.dim(0.5)` で光を半分にします。[明るさ](https://example.com/brightness)を参照。\n\n```js\nlantern.dim(0.5);\n```"
    static let putting = "## 消す\n\n`lantern.extinguish()` を呼ぶと、`out` という名前の `LanternEvent` が発火します。"

    private func findings(_ translation: String) -> [Diagnostic] {
        let content = TestContent.inMemory(["en/lantern.md": Self.english, "ja/lantern.md": translation])
        // The pair's findings: the test site's other rules (UIKit symbols, source addresses, a
        // Chinese translation of every page) are not what is tested here.
        return TestContent.run(ChecksUnderTest.all, on: content).filter {
            $0.severity != .note && $0.id.hasPrefix("translation.") && $0.id != "translation.outdated" && $0.id != "translation.missing"
        }
    }

    private func describe(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { "\($0.line ?? 0): \($0.summary) [\($0.id)]" }.joined(separator: "\n")
    }

    @Test func aFaithfulTranslationIsQuiet() {
        let diagnostics = findings(Self.translation([Self.creating, Self.lighting, Self.dimming, Self.putting]))
        #expect(diagnostics.isEmpty, "\(describe(diagnostics))")
    }

    @Test func aMissingSectionIsOneFindingWhereItBelongs() throws {
        let text = Self.translation([Self.creating, Self.dimming, Self.putting])
        let diagnostics = findings(text)
        #expect(diagnostics.count == 1, "\(describe(diagnostics))")
        let missing = try #require(diagnostics.first)
        #expect(missing.id == "translation.structure" && missing.summary.contains("Lighting it"))
        #expect(missing.line == line(of: "## 暗くする", in: text))
    }

    @Test func anAddedSectionIsOneFinding() throws {
        let added = "## 訳注\n\nこの節は日本語版だけにあります。"
        let text = Self.translation([Self.creating, added, Self.lighting, Self.dimming, Self.putting])
        let diagnostics = findings(text)
        #expect(diagnostics.count == 1, "\(describe(diagnostics))")
        #expect(diagnostics.first?.summary.contains("訳注") == true)
        #expect(diagnostics.first?.line == line(of: "## 訳注", in: text))
    }

    @Test func aMovedSectionIsOneFindingOfOrder() throws {
        let text = Self.translation([Self.creating, Self.dimming, Self.lighting, Self.putting])
        let diagnostics = findings(text)
        #expect(diagnostics.count == 1, "\(describe(diagnostics))")
        #expect(diagnostics.first?.summary.contains("order") == true)
    }

    @Test func aChangedNumberIsStillFoundInItsSection() throws {
        let changed = Self.lighting.replacingOccurrences(of: "30 ms", with: "50 ms")
        let text = Self.translation([Self.creating, changed, Self.putting])
        let diagnostics = findings(text)
        #expect(Set(diagnostics.map(\.id)) == ["translation.structure", "translation.numbers"], "\(describe(diagnostics))")
        #expect(diagnostics.first { $0.id == "translation.numbers" }?.line == line(of: "50 ms", in: text))
    }

    /// `count` of the four sections written with `marks` instead of `##`.
    private func shifted(_ count: Int, to marks: String) -> String {
        Self.translation([Self.creating, Self.lighting, Self.dimming, Self.putting].enumerated().map { index, section in
            index < count ? marks + section.dropFirst(2) : section
        })
    }

    /// One heading at another level is a finding of its own; three or more moved by the same
    /// number of levels are one finding at the first, the others in its notes.
    @Test(arguments: [(1, "#", 1), (2, "###", 2), (3, "#", 1), (4, "#", 1), (4, "####", 1)])
    func headingsAtOtherLevels(count: Int, marks: String, findings expected: Int) throws {
        let text = shifted(count, to: marks)
        let levels = findings(text).filter { $0.summary.contains("level") }
        #expect(levels.count == expected, "\(describe(levels))")
        let first = try #require(levels.first)
        #expect(first.line == line(of: marks + " ランタンを作る", in: text))
        if count >= 3 {
            let distance = marks.count == 1 ? "one level above" : "2 levels below"
            #expect(first.summary == "\(count) headings are \(distance) the English ones (\(marks) where the English has ##), from here")
            #expect(first.notes.filter { $0.message == "also" }.count == count - 1)
        } else {
            #expect(first.summary == "heading level \(marks.count) where the English has 2")
        }
    }

    /// A translated heading that gives itself the English heading's id names that heading,
    /// whatever its words (`## 概要 {#summary}` for `## Summary`, a word of the vocabulary).
    @Test(arguments: [("## 概要 {#summary}", true), ("## 概要 {#overview}", false), ("## 概要", false)])
    func theEnglishIdGivenByTheTranslation(heading: String, paired: Bool) {
        let english = "# Arch\n\nThe demo.\n\n## Summary\n\nThe demo is a set of services.\n\n### Requirements\n\nIt needs Docker.\n"
        let translation = "# アーキ\n\nデモ。\n\n\(heading)\n\nデモはサービスの集合です。\n\n### 要件 {#requirements}\n\nDocker が必要です。\n"
        let content = TestContent.inMemory(["en/a.md": english, "ja/a.md": translation])
        let counterparts = SectionAlignment.counterparts(content.pages[.english]!["a.md"]!.page.sections,
                                                         content.pages[.japanese]!["a.md"]!.page.sections)
        #expect((counterparts.first == 0) == paired, "\(counterparts)")
    }
}
