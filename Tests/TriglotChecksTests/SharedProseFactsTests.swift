import Testing
@testable import TriglotChecks
import TriglotMarkup
import TriglotModel

/// An English paragraph's sentences are read once (`SharedProseFacts`) and reused
/// for each translation; the answers must be those of reading it again for every pair.
@Suite("Shared English facts agree with reading the paragraph again")
struct SharedProseFactsTests {
    static let simpleEnglish = FastPathTests.english.filter { SingleScalarText.isSingle($0) }
    static let translations = FastPathTests.chinese.map { ($0, Language("zh-Hans")) } + FastPathTests.japanese.map { ($0, Language("ja")) }
        + FastPathTests.english.map { ($0, Language.english) }

    @Test(arguments: simpleEnglish)
    func negationFromTheReading(english: String) {
        let reading = NegationReading(english, in: .english)
        for (translation, language) in Self.translations where SingleScalarText.isSingle(translation) {
            let found = NegationCheck.disagreements(reading, translation, in: language)
            let reference = NegationCheck.disagreements(english, in: .english, translation, in: language, simple: true)
            #expect(found.map(\.english) == reference.map(\.english) && found.map(\.translation) == reference.map(\.translation)
                    && found.map(\.englishNegated) == reference.map(\.englishNegated), "\(translation)")
        }
    }

    @Test func pageFactsMatchWhatTheyStandFor() throws {
        let content = TestContent.inMemory(GoodTrio.files)
        for page in content.allPages {
            let shared = try #require(BlockFacts(page: page.page, sharedAcrossPairs: true))
            let plain = try #require(BlockFacts(page: page.page))
            let blocks = page.page.abstract + page.page.preamble + page.page.sections.flatMap(\.blocks)
            let paragraphs = shared.prose(in: blocks, of: page.page)
            #expect(paragraphs.map(\.text) == plain.prose(in: blocks, of: page.page).map(\.text))
            for paragraph in paragraphs {
                let facts = try #require(paragraph.shared)
                #expect((facts.negation != nil) == paragraph.isSingleScalar)
            }
        }
    }
}
