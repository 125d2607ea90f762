import Testing
import TriglotChecks
import TriglotContent
import TriglotModel

/// `SectionChanges.between`: an English page's old and new versions compared section by section,
/// sections paired as translations are, so a renamed heading is a change and a moved section a
/// move.
@Suite("SectionChanges between two English versions")
struct SectionChangesTests {
    static let sections = [
        ("Overview", "The lamp turns on when you press the switch."),
        ("Brightness", "Brightness goes from zero to ten."),
        ("Colour", "The lamp glows warm white or cold blue."),
        ("Battery", "A full battery lasts nine hours."),
        ("See Also", "- [Switch](switch.md)"),
    ]

    static func text(_ sections: [(String, String)], abstract: String = "A lamp gives light.") -> String {
        "# Lamp\n\n\(abstract)\n" + sections.map { "\n## \($0.0)\n\n\($0.1)\n" }.joined()
    }

    static func page(_ text: String) -> LoadedPage {
        let read = PageReader().read(bytes: Array(text.utf8), path: "en/lamp.md", language: .english)
        return LoadedPage(path: "lamp.md", language: .english, displayPath: "en/lamp.md", page: read.page, source: read.source, diagnostics: [])
    }

    static func changes(_ new: [(String, String)], abstract: String = "A lamp gives light.") -> [SectionChange] {
        SectionChanges.between(page(text(sections)), page(text(new, abstract: abstract)))
    }

    static func summary(_ changes: [SectionChange]) -> [String] {
        changes.map { "\($0.kind.rawValue) \($0.key) +\($0.linesAdded) -\($0.linesRemoved)" }
    }

    @Test func theSamePageHasNoChanges() {
        #expect(Self.changes(Self.sections).isEmpty)
    }

    @Test func aChangedSentenceIsOneChangedSectionWithItsLines() throws {
        var new = Self.sections
        new[1].1 = "Brightness goes from zero to eleven."
        let changes = Self.changes(new)
        #expect(Self.summary(changes) == ["changed brightness +1 -1"])
        let change = try #require(changes.first)
        #expect(change.title == "Brightness")
        // Lines 9–12 in both: heading, blank, text, blank.
        #expect(change.baselineLines == 9..<13)
        #expect(change.lines == 9..<13)
    }

    @Test func theAbstractIsTheIntro() {
        #expect(Self.summary(Self.changes(Self.sections, abstract: "A lamp gives a warm light.")) == ["changed (intro) +1 -1"])
    }

    @Test func anAddedSectionIsAddedAndNothingElse() throws {
        var new = Self.sections
        new.insert(("Safety", "Do not open the lamp.\nUnplug it first."), at: 2)
        let changes = Self.changes(new)
        #expect(Self.summary(changes) == ["added safety +3 -0"])
        #expect(changes.first?.lines == 13..<18)
    }

    @Test func aRemovedSectionIsRemovedWhereItStood() throws {
        var new = Self.sections
        new.remove(at: 2)
        let changes = Self.changes(new)
        #expect(Self.summary(changes) == ["removed colour +0 -2"])
        let change = try #require(changes.first)
        #expect(change.title == "Colour")
        #expect(change.baselineLines == 13..<17)
        // Where it would stand today: before Battery, now at line 13.
        #expect(change.lines == 13..<13)
    }

    @Test func aSectionCutAndPastedElsewhereIsMoved() throws {
        var new = Self.sections
        let overview = new.remove(at: 0)
        new.insert(overview, at: 3)
        let changes = Self.changes(new)
        #expect(Self.summary(changes) == ["moved overview +0 -0"])
        #expect(changes.first?.baselineLines == 5..<9)
        #expect(changes.first?.lines == 17..<21)
    }

    @Test func aRenamedHeadingIsAChangeOfThatSectionUnderItsNewKey() throws {
        var new = Self.sections
        new[3].0 = "Battery Life"
        let changes = Self.changes(new)
        #expect(Self.summary(changes) == ["changed battery-life +1 -1"])
        #expect(changes.first?.title == "Battery Life")
    }

    @Test(arguments: [
        ("zero to ten.", "zero to ten.   "),
        ("## Colour\n", "## Colour\n\n\n"),
        ("nine hours.", "nine hours.\t"),
        ("- [Switch](switch.md)\n", "- [Switch](switch.md)\n\n\n\n"),
    ])
    func whitespaceAloneIsNoChange(from: String, to: String) {
        let old = Self.text(Self.sections)
        let new = old.replacingOccurrences(of: from, with: to)
        #expect(new != old)
        #expect(SectionChanges.between(Self.page(old), Self.page(new)).isEmpty)
    }

    @Test func severalChangesAreListedInTodaysOrder() {
        var new = Self.sections
        new[0].1 = "Press the switch to turn the lamp on."
        new.remove(at: 2)
        new.insert(("Safety", "Unplug it first."), at: 3)
        #expect(Self.summary(Self.changes(new)) == ["changed overview +1 -1", "removed colour +0 -2", "added safety +2 -0"])
    }

    /// From the lock's fingerprints alone: which sections, not how many lines.
    @Test func fingerprintsNameTheSectionsOnly() {
        var new = Self.sections
        new[1].1 = "Brightness goes from zero to eleven."
        new.remove(at: 2)
        let recorded = TranslationLock.fingerprints(of: Self.page(Self.text(Self.sections)))
        let changes = SectionChanges.between(fingerprints: recorded, Self.page(Self.text(new)))
        #expect(Self.summary(changes) == ["changed brightness +0 -0", "removed colour +0 -0"])
    }
}
