import TriglotContent
import TriglotLowLevel
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

    /// What the checks found, by what they looked at: `pages` and `pairs` are in the order of
    /// `context.allPages` and `translationPairs`.
    struct Findings {
        var pages: [[Diagnostic]]
        var pairs: [[Diagnostic]]
        var whole: [Diagnostic]
    }

    /// The checks, taking the findings of a page or pair from `reusingPage` / `reusingPair`
    /// (given its place in `allPages` or `translationPairs`) when they have them instead of
    /// checking it again.
    static func run(_ checks: [any Check.Type], context: CheckContext,
                    reusingPage: @Sendable (Int, LoadedPage) -> [Diagnostic]?,
                    reusingPair: @Sendable (Int, CheckContext.TranslationPair) -> [Diagnostic]?) -> Findings {
        var translationChecks: [any TranslationCheck] = []
        var pageChecks: [any PageCheck] = []
        var tasks: [Task] = []
        for type in checks {
            switch type.scheduled() {
            case .pairs(let check): translationChecks.append(check)
            case .pages(let check): pageChecks.append(check)
            case .whole(let check): tasks.append(.whole(check))
            }
        }
        let (pairChecks, singleChecks) = (translationChecks, pageChecks)
        let pairs = context.translationPairs
        let pages = context.allPages
        if !translationChecks.isEmpty { tasks += slices(pairs.count).map(Task.pairs) }
        if !pageChecks.isEmpty { tasks += slices(pages.count).map(Task.pages) }
        let sliceResults = ParallelMap.map(tasks) { task -> [[Diagnostic]] in
            switch task {
            case .pairs(let range):
                return range.map { place in
                    let pair = pairs[place]
                    return reusingPair(place, pair)
                        ?? pairChecks.flatMap { $0.check(source: pair.source, translation: pair.translation, context: context) }
                }
            case .pages(let range):
                return range.map { place in
                    let page = pages[place]
                    return reusingPage(place, page) ?? singleChecks.flatMap { $0.check(page, context: context) }
                }
            case .whole(let check):
                return [check.run(context)]
            }
        }
        var findings = Findings(pages: [], pairs: [], whole: [])
        for (task, result) in zip(tasks, sliceResults) {
            switch task {
            case .pairs: findings.pairs += result
            case .pages: findings.pages += result
            case .whole: findings.whole += result[0]
            }
        }
        if pairChecks.isEmpty { findings.pairs = Array(repeating: [], count: pairs.count) }
        if singleChecks.isEmpty { findings.pages = Array(repeating: [], count: pages.count) }
        return findings
    }

    private static func slices(_ count: Int) -> [Range<Int>] {
        stride(from: 0, to: count, by: sliceSize).map { $0..<min($0 + sliceSize, count) }
    }
}
