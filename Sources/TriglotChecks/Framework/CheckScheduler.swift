import TriglotModel

/// Spreads the checks over the cores by page rather than by check: one check (negation, say) can
/// cost more than all the others together, so one task per check leaves a core idle while it
/// runs. Per-pair and per-page checks are cut into slices of pairs or pages, each slice running
/// every such check over its pages; checks over the whole content are one task each.
enum CheckScheduler {
    /// Pages or pairs per task: enough to keep the cost of scheduling small, few enough that the
    /// last tasks to finish are short.
    static let sliceSize = 16

    private enum Task: Sendable {
        case pairs(Range<Int>)
        case pages(Range<Int>)
        case whole(any Check)
    }

    static func run(_ checks: [any Check.Type], context: CheckContext) -> [Diagnostic] {
        var translationChecks: [any TranslationCheck] = []
        var pageChecks: [any PageCheck] = []
        var tasks: [Task] = []
        for type in checks {
            let check = type.init()
            if let check = check as? any TranslationCheck {
                translationChecks.append(check)
            } else if let check = check as? any PageCheck {
                pageChecks.append(check)
            } else {
                tasks.append(.whole(check))
            }
        }
        let (pairChecks, singleChecks) = (translationChecks, pageChecks)
        let pairs = context.translationPairs
        let pages = context.content.allPages
        if !translationChecks.isEmpty { tasks += slices(pairs.count).map(Task.pairs) }
        if !pageChecks.isEmpty { tasks += slices(pages.count).map(Task.pages) }
        let sliceResults = ParallelMap.map(tasks) { task -> [Diagnostic] in
            var diagnostics: [Diagnostic] = []
            switch task {
            case .pairs(let range):
                for pair in pairs[range] {
                    for check in pairChecks {
                        diagnostics += check.check(source: pair.source, translation: pair.translation, context: context)
                    }
                }
            case .pages(let range):
                for page in pages[range] {
                    for check in singleChecks { diagnostics += check.check(page, context: context) }
                }
            case .whole(let check):
                diagnostics = check.run(context)
            }
            return diagnostics
        }
        return sliceResults.flatMap { $0 }
    }

    private static func slices(_ count: Int) -> [Range<Int>] {
        stride(from: 0, to: count, by: sliceSize).map { $0..<min($0 + sliceSize, count) }
    }
}
