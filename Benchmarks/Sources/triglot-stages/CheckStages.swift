import TriglotChecks
import TriglotModel

/// The check stages: building the shared context, every check on its own (one thread each, as
/// the runner gives each check), and the runner as `triglot check` calls it.
enum CheckStages {
    static func context(_ corpus: Corpus) -> Stage {
        Stage(name: "CheckContext (indexes)") {
            CheckContext(content: corpus.content).translationPairs.count
        }
    }

    static func each(_ corpus: Corpus) -> [Stage] {
        CheckCatalogue.all.map { type in
            let check = CheckBox(type: type)
            return Stage(name: "check \(type.id)") { check.type.init().run(corpus.context).count }
        }
    }

    static func runner(_ corpus: Corpus) -> Stage {
        Stage(name: "CheckRunner (all checks)") {
            CheckRunner(disabled: Set(corpus.content.configuration.checks.disabled)).run(corpus.content).count
        }
    }
}

/// Carries a check type into a `@Sendable` closure.
private struct CheckBox: Sendable {
    let type: any Check.Type
}
