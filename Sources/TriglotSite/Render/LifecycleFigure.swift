import LaunchLifecycle
import TriglotChecks
import TriglotMarkup
import TriglotModel

/// A `lifecycle` block drawn as the core computes it: the scenario (with the block's `set` lines
/// applied) is run, and its trace becomes a sequence diagram. The facts the block states, which
/// `triglot check` confirmed against the same trace, stay readable under the picture, in words.
///
/// The picture keeps its natural size so its text stays legible; where the page is narrower the
/// picture scrolls inside a focusable region, with a shadow at the edge and a hint saying so.
enum LifecycleFigure {
    /// The figure for a block, or nil when its scenario cannot be run (the checks report why).
    static func html(block text: String, scenarios: ScenarioLibrary, language: Language, strings: InterfaceStrings, idPrefix: String) -> String? {
        let (assertions, errors) = LifecycleAssertion.parse(text)
        guard errors.isEmpty, let name = LifecycleAssertion.scenarioName(in: assertions),
              let (scenario, _) = scenarios.scenario(named: name) else { return nil }
        let applied = LifecycleAssertion.applying(assertions, to: scenario)
        let trace = LaunchSimulator.run(applied)
        let settings = assertions.compactMap { assertion -> (DelegateFlag, Bool)? in
            if case .set(let flag, let value) = assertion.statement { return (flag, value) }
            return nil
        }
        let caption = ScenarioCaption(languageCode: language.code).text(for: scenario, settings: settings)
        let labels = DiagramLabels.forLanguage(language.code)
        let facts = LifecycleFacts.sentences(assertions, labels: labels, language: CaptionLanguage(code: language.code))
        return figure(trace: trace, scenario: name, caption: caption, facts: facts, labels: labels, idPrefix: idPrefix)
    }

    /// The figure for a scenario named by a section (`### … {#cold-url}`) holding its call order.
    static func html(scenario name: String, scenarios: ScenarioLibrary, language: Language, strings: InterfaceStrings, idPrefix: String) -> String? {
        guard let (scenario, trace) = scenarios.scenario(named: name) else { return nil }
        let caption = ScenarioCaption(languageCode: language.code).text(for: scenario, settings: [])
        return figure(trace: trace, scenario: name, caption: caption, facts: [], labels: .forLanguage(language.code), idPrefix: idPrefix)
    }

    private static func figure(trace: Trace, scenario: String, caption: String, facts: [String], labels: DiagramLabels, idPrefix: String) -> String {
        let escape = HTMLEscaping.escape
        let diagram = SequenceDiagram(labels: labels, idPrefix: idPrefix)
        // The scenario name is for tools that look for a given picture, never shown.
        var html = "<figure class=\"lifecycle\" data-scenario=\"\(escape(scenario))\">\n"
        html += "<div class=\"diagram-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"\(escape(labels.scrollRegion))\">\n"
        html += diagram.svg(trace, title: caption)
        html += "</div>\n<p class=\"diagram-scroll-hint\" aria-hidden=\"true\">\(escape(labels.scrollHint))</p>\n"
        // The facts sit inside the caption: a figure allows its caption only first or last.
        html += "<figcaption><p>\(escape(caption))</p>\n"
        if !facts.isEmpty {
            html += "<details class=\"lifecycle-facts\"><summary>\(escape(labels.factsSummary))</summary>\n<ul>\n"
            html += facts.map { "<li>\(escape($0))</li>\n" }.joined()
            html += "</ul>\n</details>\n"
        }
        return html + "</figcaption>\n</figure>\n"
    }
}
