import TriglotContent
import TriglotMarkup
import TriglotModel

/// Runs the checks that are switched on, adds what parsing found, and applies severities.
public struct CheckRunner: Sendable {
    public var checks: [any Check.Type]
    /// Check ids switched off (from the command line and `checks.disabled` in site.yml).
    public var disabled: Set<String>
    /// Treat warnings as errors.
    public var warningsAsErrors: Bool

    public init(checks: [any Check.Type] = CheckCatalogue.all, disabled: Set<String> = [], warningsAsErrors: Bool = false) {
        self.checks = checks
        self.disabled = disabled
        self.warningsAsErrors = warningsAsErrors
    }

    public func run(_ content: ContentSet) -> [Diagnostic] {
        run(CheckContext(content: content))
    }

    /// Runs over a context built once and shared (the site build renders from the same one).
    public func run(_ context: CheckContext) -> [Diagnostic] {
        merge(findings(context), context: context)
    }

    /// What the checks found, page by page and pair by pair, before `merge` puts it in display
    /// order with each finding once: `run(context)` is the two in turn. A build that renders
    /// whatever the checks find (`--allow-errors`) merges while it renders.
    public struct Findings: Sendable {
        /// Page checks' findings, before switches and severities are applied, in the order of the
        /// run's `allPages`, whose display paths `pagePaths` lists.
        var pages: [[Diagnostic]]
        var pagePaths: [String]
        /// Translation checks' findings by pair, likewise, in the order of `translationPairs`.
        var pairs: [[Diagnostic]]
        var pairPaths: [CheckRun.PairPaths]
        /// The findings of checks over the whole content.
        var whole: [Diagnostic]
        /// The context they were found over.
        var context: CheckContext.Identity?
        /// A batched run's findings, packed batch by batch (see `Archived`); `pages`, `pairs` and
        /// `whole` are then empty until `unarchived()`.
        var archived: [Archived] = []
    }

    /// The checks' findings over `context`, not yet merged. With `previous`, pages and translation
    /// pairs none of whose pages is in `affected` (display paths) keep the findings `previous`
    /// had for them: the caller vouches that nothing else they depend on changed (the set of
    /// pages, the symbol index, the configuration); checks over the whole content always run.
    public func findings(_ context: CheckContext, reusing previous: Findings? = nil, affected: Set<String> = []) -> Findings {
        if let previous, let same = context.samePlacesAs, previous.context === same {
            // The same pages at the same places: the previous findings are taken over as they
            // are, and only the places the save affects are checked again.
            let kept = CheckScheduler.Kept(pages: previous.pages, pairs: previous.pairs, again: context.places(of: affected))
            let found = CheckScheduler.run(enabledChecks, context: context, keeping: kept)
            return Findings(pages: found.pages, pagePaths: previous.pagePaths, pairs: found.pairs, pairPaths: previous.pairPaths,
                            whole: found.whole, context: context.identity)
        }
        // The previous findings are lined up with this run's pages and pairs once, so each task
        // finds its page's by place; a page's paths are hashed only to ask whether it is affected.
        let pagePaths = context.allPages.map(\.displayPath)
        let pairPaths = context.translationPairs.map(CheckRun.PairPaths.init)
        let previousPages = previous?.pageFindings(for: pagePaths)
        let previousPairs = previous?.pairFindings(for: pairPaths)
        // By place: hashing the path of every page and pair of the site cost more than the
        // checks of the pages a save affects.
        let again = context.places(of: affected)
        let found = CheckScheduler.run(
            enabledChecks, context: context,
            reusingPage: { place, _ in again.pages.contains(place) ? nil : previousPages?[place] },
            reusingPair: { place, _ in again.pairs.contains(place) ? nil : previousPairs?[place] })
        return Findings(pages: found.pages, pagePaths: pagePaths, pairs: found.pairs, pairPaths: pairPaths, whole: found.whole,
                        context: context.identity)
    }

    /// `findings` with what parsing found, switched-off checks dropped, --werror applied, in
    /// display order, each once: what `run` returns.
    public func merge(_ findings: Findings, context: CheckContext) -> [Diagnostic] {
        let findings = findings.unarchived()
        return finish(findings.pages + findings.pairs + [findings.whole], context: context)
    }

    /// `findings` and `merge` in turn, kept together for a later run to reuse.
    public func run(_ context: CheckContext, reusing previous: CheckRun?, affected: Set<String>) -> CheckRun {
        mergedRun(findings(context, reusing: previous?.findings, affected: affected), context: context)
    }

    /// `merge`, kept with the findings (unpacked, when a batched run packed them) for a later
    /// run to reuse.
    public func mergedRun(_ findings: Findings, context: CheckContext) -> CheckRun {
        let findings = findings.unarchived()
        return CheckRun(diagnostics: merge(findings, context: context), findings: findings)
    }

    var enabledChecks: [any Check.Type] { checks.filter { !isDisabled($0.id) } }

    /// Adds what parsing found, drops what is switched off, applies --werror, and sorts: group
    /// by group on every core, then merged file by file (see `FindingsMerge`), as
    /// `uniqueSortedForDisplay` of them all joined would.
    func finish(_ found: [[Diagnostic]], context: CheckContext, withContentDiagnostics: Bool = true) -> [Diagnostic] {
        var groups = withContentDiagnostics ? [context.content.diagnostics] + context.allPages.map(\.diagnostics) + found : found
        let configured = context.content.configuration.checks
        if !configured.severity.isEmpty {
            groups = groups.map { group in
                group.map { diagnostic in
                    var diagnostic = diagnostic
                    diagnostic.severity = configured.severity(of: diagnostic.id) ?? diagnostic.severity
                    return diagnostic
                }
            }
        }
        // Usually nothing is switched off: then no finding is asked about it.
        var keep: (@Sendable (Diagnostic) -> Bool)?
        if !disabled.isEmpty {
            let runner = self
            keep = { !runner.isDisabled($0.id) }
        }
        return FollowOnFindings(checks: Set(enabledChecks.map { $0.id })).fold(FindingsMerge.uniqueSorted(groups, keep: keep, warningsAsErrors: warningsAsErrors))
    }

    /// Sorted for display, each diagnostic once: what `FindingsMerge` must give for findings
    /// in groups, sorted all together on one core. Equal diagnostics share their sort key, so after
    /// sorting they are found among neighbours with the same key; hashing every diagnostic, notes
    /// and all, cost more than the sort (a large site has tens of thousands). Diagnostics with the
    /// same key keep the order they came in, so the output no longer depends on hashing either.
    static func uniqueSortedForDisplay(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        result.reserveCapacity(diagnostics.count)
        var runStart = 0
        for index in Diagnostic.displayOrder(of: diagnostics) {
            let diagnostic = diagnostics[index]
            if let last = result.last, sameSortKey(last, diagnostic) {
                if result[runStart...].contains(diagnostic) { continue }
            } else {
                runStart = result.count
            }
            result.append(diagnostic)
        }
        return result
    }

    /// The key `sortedForDisplay` orders by (a diagnostic without a place sorts as line 0).
    private static func sameSortKey(_ left: Diagnostic, _ right: Diagnostic) -> Bool {
        let start = SourceLocation(line: 0, column: 0)
        return left.path == right.path && (left.range?.lowerBound ?? start) == (right.range?.lowerBound ?? start)
            && left.id == right.id && left.summary == right.summary
    }

    /// An id is off when it, or a group it belongs to (`translation` for `translation.numbers`), is listed.
    func isDisabled(_ id: String) -> Bool {
        // Asked for every diagnostic; usually nothing is switched off.
        if disabled.isEmpty { return false }
        if disabled.contains(id) { return true }
        var prefix = id
        while let dot = prefix.lastIndex(of: ".") {
            prefix = String(prefix[..<dot])
            if disabled.contains(prefix) { return true }
        }
        return false
    }
}
