import Testing
@testable import TriglotModel

/// `model.unknown-section` is for a heading that slipped, not for a page's own sections: only a
/// heading a character or two from a section word is one.
@Suite("Section headings that slipped")
struct SectionNearMissTests {
    @Test(arguments: [
        ("Discusion", "Discussion"), ("Paramters", "Parameters"), ("Return Vaule", "Return Value"),
        ("Examles", "Examples"), ("Decalration", "Declaration"), ("返回直", "返回值"), ("パラメーケー", "パラメーター"),
    ])
    func aSlipNamesTheWordItMissed(heading: String, word: String) {
        #expect(SectionVocabulary.standard.sectionWord(misspeltAs: heading) == word)
    }

    @Test(arguments: [
        "Polyfill", "Basic usage", "Buffer sizing", "Encode into a specific position", "No Zero-Termination",
        "ポリフィル", "イベント型", "概念", "戻り値値", "Discussion", "Parameters", "Performance", "Thread safety", "", "解析 XML",
    ])
    func aPagesOwnSectionOrAKnownOneIsNoSlip(heading: String) {
        #expect(SectionVocabulary.standard.sectionWord(misspeltAs: heading) == nil)
    }

    @Test(arguments: [("kitten", "sitting", 3), ("", "abc", 3), ("abc", "abc", 0), ("参数", "参考", 1), ("flaw", "lawn", 2)])
    func editDistance(a: String, b: String, distance: Int) {
        #expect(SectionVocabulary.editDistance(Array(a), Array(b), atMost: 5) == distance)
        #expect(SectionVocabulary.editDistance(Array(a), Array(b), atMost: distance - 1) == nil || distance == 0)
    }
}
