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
        case pairs([Int])
        case pages([Int])
        case whole(any Check)
    }

    /// What the checks found, by what they looked at: `pages` and `pairs` are in the order of
    /// `context.allPages` and `translationPairs`.
    struct Findings {
        var pages: [[Diagnostic]]
        var pairs: [[Diagnostic]]
        var whole: [Diagnostic]
    }

    /// The findings of a run over a context whose pages and pairs were at the same places, and
    /// the places to check again: every other place keeps what it had.
    struct Kept {
        var pages: [[Diagnostic]]
        var pairs: [[Diagnostic]]
        var again: (pages: Set<Int>, pairs: Set<Int>)
    }

    /// The checks, taking the findings of a page or pair from `reusingPage` / `reusingPair`
    /// (given its place in `allPages` or `translationPairs`) when they have them instead of
    /// checking it again.
    static func run(_ checks: [any Check.Type], context: CheckContext,
                    reusingPage: @Sendable (Int, LoadedPage) -> [Diagnostic]?,
                    reusingPair: @Sendable (Int, CheckContext.TranslationPair) -> [Diagnostic]?) -> Findings {
        run(checks, context: context, pagePlaces: Array(context.allPages.indices), pairPlaces: Array(context.translationPairs.indices),
            reusingPage: reusingPage, reusingPair: reusingPair)
    }

    /// The checks over the places `kept.again` names; every other page and pair keeps its
    /// findings from `kept`. After a save, asking each of the site's pages whether it has
    /// findings to keep cost more than checking the saved one.
    static func run(_ checks: [any Check.Type], context: CheckContext, keeping kept: Kept) -> Findings {
        let (pagePlaces, pairPlaces) = (kept.again.pages.sorted(), kept.again.pairs.sorted())
        let found = run(checks, context: context, pagePlaces: pagePlaces, pairPlaces: pairPlaces)
        var findings = Findings(pages: kept.pages, pairs: kept.pairs, whole: found.whole)
        for (place, pageFindings) in zip(pagePlaces, found.pages) { findings.pages[place] = pageFindings }
        for (place, pairFindings) in zip(pairPlaces, found.pairs) { findings.pairs[place] = pairFindings }
        return findings
    }

    /// The checks over the pages and pairs at these places, in this order (`Findings.pages` and
    /// `pairs` list theirs likewise), and the checks over the whole content.
    static func run(_ checks: [any Check.Type], context: CheckContext, pagePlaces: [Int], pairPlaces: [Int]) -> Findings {
        run(checks, context: context, pagePlaces: pagePlaces, pairPlaces: pairPlaces, reusingPage: { _, _ in nil }, reusingPair: { _, _ in nil })
    }

    private static func run(_ checks: [any Check.Type], context: CheckContext, pagePlaces: [Int], pairPlaces: [Int],
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
        if !translationChecks.isEmpty { tasks += slices(pairPlaces).map(Task.pairs) }
        if !pageChecks.isEmpty { tasks += slices(pagePlaces).map(Task.pages) }
        let sliceResults = ParallelMap.map(tasks) { task -> [[Diagnostic]] in
            switch task {
            case .pairs(let places):
                return places.map { place in
                    let pair = pairs[place]
                    if let reused = reusingPair(place, pair) { return reused }
                    let holdsRawHTML = pair.holdsRawHTMLPage
                    return pairChecks.flatMap { $0.checkUnlessRawHTML(pair, holdsRawHTML: holdsRawHTML, context: context) }
                }
            case .pages(let places):
                return places.map { place in
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
        if pairChecks.isEmpty { findings.pairs = Array(repeating: [], count: pairPlaces.count) }
        if singleChecks.isEmpty { findings.pages = Array(repeating: [], count: pagePlaces.count) }
        return findings
    }

    private static func slices(_ places: [Int]) -> [[Int]] {
        stride(from: 0, to: places.count, by: sliceSize).map { Array(places[$0..<min($0 + sliceSize, places.count)]) }
    }
}
