/// Says, call by call, why the simulated app received what it received.
public enum TraceExplainer {
    /// One sentence per call and per call that did not happen, in timeline order, each naming
    /// the rule or return value behind it.
    public static func explain(_ trace: Trace, scenario: Scenario) -> [String] {
        var sentences: [String] = []
        var callIndex = 0
        for step in trace.steps {
            switch step.kind {
            case .call:
                let call = callIndex < trace.calls.count ? trace.calls[callIndex] : nil
                callIndex += 1
                sentences.append(callSentence(step, call: call))
            case .notCalled:
                sentences.append(notCalledSentence(step, scenario: scenario))
            default:
                continue
            }
        }
        return sentences
    }

    private static func callSentence(_ step: TraceStep, call: TraceCall?) -> String {
        let method = step.method ?? "?"
        let state = step.state?.phrase ?? "?"
        var sentence = "\(method) is called while the app is \(state): \(step.text)"
        if let value = call?.returned {
            sentence += " It returns \(value)."
        }
        return sentence
    }

    private static func notCalledSentence(_ step: TraceStep, scenario: Scenario) -> String {
        let method = step.method ?? "?"
        var sentence = "\(method) is not called: \(step.text)"
        if step.rule?.isReturnValueRule == true {
            // Say what the author could change, since a false return is usually a choice.
            let fixes = [
                scenario.delegate.implementsWillFinish && !scenario.delegate.willFinishReturns ? "willFinishReturns" : nil,
                scenario.delegate.implementsDidFinish && !scenario.delegate.didFinishReturns ? "didFinishReturns" : nil,
            ].compactMap { $0 }
            if !fixes.isEmpty {
                sentence += " Setting \(fixes.joined(separator: " and ")) to true would let it happen."
            }
        } else if let rule = step.rule, rule == .notImplemented || rule == .notificationDelegateMissing,
            let method = step.method.flatMap(LifecycleMethod.init(rawValue:)),
            let flag = OptInFlag.adding(method), !scenario.delegate[flag]
        {
            // Left-out flags describe Xcode's app template, which adds none of these methods;
            // say so, so that a missing call reads as the app's choice, not the model's.
            let template = flag.defaultValue ? "" : ", its default, as in Xcode's app template"
            sentence += " \(flag.rawValue) is false\(template); setting it to true would let it happen."
        }
        return sentence
    }
}
