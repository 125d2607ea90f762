import LaunchLifecycle
import TriglotChecks
import TriglotMarkup
import TriglotModel

/// A `lifecycle` block drawn as the core computes it: the scenario (with the block's `set` lines
/// applied) is run, and its trace becomes a sequence diagram. The facts the block states, which
/// `triglot check` confirmed against the same trace, stay readable under the picture.
enum LifecycleFigure {
    /// The figure for a block, or nil when its scenario cannot be run (the checks report why).
    static func html(block text: String, scenarios: ScenarioLibrary, language: Language, strings: InterfaceStrings, idPrefix: String) -> String? {
        let (assertions, errors) = LifecycleAssertion.parse(text)
        guard errors.isEmpty, let name = LifecycleAssertion.scenarioName(in: assertions),
              let (scenario, _) = scenarios.scenario(named: name) else { return nil }
        let applied = LifecycleAssertion.applying(assertions, to: scenario)
        let trace = LaunchSimulator.run(applied)
        let settings = assertions.compactMap { assertion -> String? in
            if case .set(let flag, let value) = assertion.statement { return "\(flag.rawValue) = \(value)" }
            return nil
        }
        var caption = strings.word("lifecycleCaption", in: language, ["scenario": name])
        if !settings.isEmpty {
            caption += " " + strings.word("lifecycleSet", in: language, ["settings": settings.joined(separator: ", ")])
        }
        return figure(trace: trace, caption: caption, facts: text, language: language, strings: strings, idPrefix: idPrefix)
    }

    /// The figure for a scenario named by a section (`### … {#cold-url}`) holding its call order.
    static func html(scenario name: String, scenarios: ScenarioLibrary, language: Language, strings: InterfaceStrings, idPrefix: String) -> String? {
        guard let (_, trace) = scenarios.scenario(named: name) else { return nil }
        let caption = strings.word("lifecycleCaption", in: language, ["scenario": name])
        return figure(trace: trace, caption: caption, facts: nil, language: language, strings: strings, idPrefix: idPrefix)
    }

    private static func figure(trace: Trace, caption: String, facts: String?, language: Language, strings: InterfaceStrings, idPrefix: String) -> String {
        let diagram = SequenceDiagram(labels: .forLanguage(language.code), idPrefix: idPrefix)
        var html = "<figure class=\"lifecycle\">\n<div class=\"diagram-scroll\">\n"
        html += diagram.svg(trace, title: caption)
        // The facts sit inside the caption: a figure allows its caption only first or last.
        html += "</div>\n<figcaption><p>\(HTMLEscaping.escape(caption))</p>\n"
        if let facts {
            html += "<details class=\"lifecycle-facts\"><summary>\(HTMLEscaping.escape(strings.word("lifecycleFacts", in: language)))</summary>\n"
            html += "<pre><code>\(HTMLEscaping.escape(facts))</code></pre>\n</details>\n"
        }
        return html + "</figcaption>\n</figure>\n"
    }
}
