import Testing
@testable import TriglotModel

@Suite("Section vocabulary")
struct VocabularyTests {
    @Test(arguments: [
        ("Declaration", Section.Kind.declaration), ("声明", .declaration), ("宣言", .declaration),
        ("Parameters", .parameters), ("参数", .parameters), ("パラメータ", .parameters),
        ("Return Value", .returnValue), ("返回值", .returnValue), ("戻り値", .returnValue),
        ("Discussion", .discussion), ("讨论", .discussion), ("議論", .discussion), ("解説", .discussion),
        ("See Also", .seeAlso), ("另请参阅", .seeAlso), ("其他参考", .seeAlso), ("関連項目", .seeAlso), ("以下も見よ", .seeAlso),
        ("Overview", .overview), ("概览", .overview), ("概述", .overview), ("概要", .overview),
        ("Parameters - 参数", .parameters), ("See Also - 其他参考", .seeAlso), ("Return Value - 返回值", .returnValue),
        // "See also" in other languages, in any case: the one section word translators do not
        // also use for other headings (`Параметры` stands for Options too, `Übersicht` for Synopsis).
        ("SIEHE AUCH", .seeAlso), ("Voir aussi", .seeAlso), ("Ver también", .seeAlso), ("같이 보기", .seeAlso), ("СМОТРИТЕ ТАКЖЕ", .seeAlso),
    ])
    func recognisesHeadings(heading: String, kind: Section.Kind) {
        #expect(SectionVocabulary.standard.section(forHeading: heading)?.kind == kind)
    }

    @Test(arguments: ["Discusion", "Parameters - 返回值", "Initializing the app", "Übersicht", "Параметры"])
    func refusesOthers(heading: String) {
        #expect(SectionVocabulary.standard.section(forHeading: heading) == nil)
    }

    /// An explicit id in the English words names the section, whatever language the heading is in.
    @Test(arguments: [
        ("see-also", Section.Kind.seeAlso), ("return-value", .returnValue), ("parameters", .parameters), ("SEE-ALSO", .seeAlso),
        ("synopsis", nil), ("see-also-2", nil), ("123", nil), ("概要", nil),
    ] as [(String, Section.Kind?)])
    func explicitIDsNameSections(id: String, kind: Section.Kind?) {
        let match = SectionVocabulary.standard.section(forExplicitID: id)
        #expect(match?.kind == kind)
        #expect(match.map(\.languages) ?? [] == [])
    }

    @Test(arguments: [
        ("Important", Callout.Kind.important), ("重要", .important), ("Important 重要", .important),
        ("Note", .note), ("注意", .note), ("注記", .note), ("Warning", .warning), ("警告", .warning),
    ])
    func recognisesCalloutLabels(label: String, kind: Callout.Kind) {
        #expect(SectionVocabulary.standard.callout(forLabel: label)?.kind == kind)
    }

    /// A word Chinese and Japanese both list (概要, 重要) counts as written in the page's own
    /// language, and as the first of them by code elsewhere: never whichever the vocabulary's
    /// dictionary happened to visit last, which changed from run to run.
    @Test(arguments: [
        ("概要", "ja", ["ja"]), ("概要", "zh-Hans", ["zh-Hans"]), ("概要", "en", ["ja"]), ("概要", nil, ["ja"]),
        ("Overview - 概要", "zh-Hans", ["en", "zh-Hans"]), ("Overview", "ja", ["en"]), ("概览", "ja", ["zh-Hans"]),
    ] as [(String, String?, [String])])
    func sharedWordsTakeThePagesLanguage(heading: String, language: String?, languages: [String]) throws {
        let vocabulary = SectionVocabulary.standard
        let match = try #require(vocabulary.section(forHeading: heading, in: language.map(Language.init)))
        #expect(match.languages == languages)
        #expect(vocabulary.callout(forLabel: "重要", in: language.map(Language.init))?.languages == [language == "zh-Hans" ? "zh-Hans" : "ja"])
    }
}
