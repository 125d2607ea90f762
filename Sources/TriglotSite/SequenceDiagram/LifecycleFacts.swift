import LaunchLifecycle

/// The facts a `lifecycle` block states, as sentences in the reader's language. The block's own
/// lines (`not-called application(_:open:options:)`, `scenario cold-url`) are written for the
/// checker; under the picture the reader gets what they say.
enum LifecycleFacts {
    static func sentences(_ assertions: [LifecycleAssertion], labels: DiagramLabels, language: CaptionLanguage) -> [String] {
        assertions.compactMap { assertion in
            switch assertion.statement {
            case .scenario, .set:
                // Both are already in the caption, in words.
                return nil
            case .called(let method):
                return sentence(called: name(method), language)
            case .notCalled(let method):
                return sentence(notCalled: name(method), language)
            case .state(let method, let state):
                // English reads "in the background", the other languages name the state as the picture does.
                let stateName = language == .english ? state.phrase : labels.states[appState(state)] ?? state.rawValue
                return sentence(name(method), runsWhile: stateName, language)
            case .before(let first, let second):
                return sentence(name(first), before: name(second), language)
            }
        }
    }

    private static func name(_ method: String) -> String {
        DelegateMethodCatalogue.normalizedSelector(method) ?? method
    }

    private static func appState(_ state: ApplicationState) -> AppState {
        switch state {
        case .active: .active
        case .inactive: .inactive
        case .background: .background
        }
    }

    private static func sentence(called method: String, _ language: CaptionLanguage) -> String {
        switch language {
        case .english: "\(method) is called."
        case .chinese: "会调用 \(method)。"
        case .japanese: "\(method) が呼ばれる。"
        }
    }

    private static func sentence(notCalled method: String, _ language: CaptionLanguage) -> String {
        switch language {
        case .english: "\(method) is not called."
        case .chinese: "不会调用 \(method)。"
        case .japanese: "\(method) は呼ばれない。"
        }
    }

    private static func sentence(_ method: String, runsWhile state: String, _ language: CaptionLanguage) -> String {
        switch language {
        case .english: "While \(method) runs, the app is \(state)."
        case .chinese: "\(method) 运行时，App 处于“\(state)”状态。"
        case .japanese: "\(method) の実行中、アプリは「\(state)」状態。"
        }
    }

    private static func sentence(_ first: String, before second: String, _ language: CaptionLanguage) -> String {
        switch language {
        case .english: "\(first) is called before \(second)."
        case .chinese: "\(first) 在 \(second) 之前调用。"
        case .japanese: "\(first) は \(second) より前に呼ばれる。"
        }
    }
}
