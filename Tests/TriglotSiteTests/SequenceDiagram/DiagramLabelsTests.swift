import LaunchLifecycle
import Testing
@testable import TriglotSite

@Suite("Lifecycle pictures: every word in every language")
struct DiagramLabelsTests {
    static let languages: [(String, DiagramLabels)] = [("en", .english), ("zh-Hans", .chinese), ("ja", .japanese)]
    /// The step kinds drawn with a label of their own (calls show method names, state changes states).
    static let labelledSteps = TraceStep.Kind.allCases.filter { ![.call, .notCalled, .stateChange, .refusedTransition].contains($0) }

    @Test(arguments: languages.map(\.1))
    func namesEveryStateStepReceiverAndReason(labels: DiagramLabels) {
        #expect(AppState.allCases.allSatisfy { labels.states[$0] != nil })
        #expect(Self.labelledSteps.allSatisfy { labels.steps[$0] != nil })
        #expect(CallReceiver.allCases.allSatisfy { labels.receivers[$0] != nil })
        #expect(GateRule.allCases.allSatisfy { labels.reasons[$0] != nil })
    }

    /// "inactive" once stood in the Chinese pictures beside 活跃.
    @Test(arguments: [DiagramLabels.chinese, .japanese])
    func chineseAndJapaneseStateNamesHaveNoEnglishInThem(labels: DiagramLabels) {
        for state in AppState.allCases {
            let name = labels.states[state] ?? ""
            #expect(!name.unicodeScalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }, "\(state): \(name)")
        }
    }

    @Test func reasonsAreWordsNotRuleIDs() {
        for (_, labels) in Self.languages {
            for rule in GateRule.allCases {
                let text = labels.notCalled(because: rule)
                // "declined" is a word as well as an id; the hyphenated ids and R numbers are not.
                let looksLikeAnID = rule.rawValue.contains("-") || rule.rawValue.hasPrefix("R")
                #expect(!(looksLikeAnID && text.contains(rule.rawValue)), "\(text)")
                #expect(text.hasPrefix(labels.notCalled))
            }
        }
    }

    @Test func languagesAreChosenByCode() {
        #expect(DiagramLabels.forLanguage("zh-Hans").states[.inactive] == "非活跃")
        #expect(DiagramLabels.forLanguage("ja").states[.inactive] == "非アクティブ")
        #expect(DiagramLabels.forLanguage("en").states[.inactive] == "inactive")
    }
}
