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
        let enabled = checks.filter { !isDisabled($0.id) }
        return finish(CheckScheduler.run(enabled, context: context), context: context)
    }

    /// `run(context)` for content that changed a little since `previous`: pages and translation
    /// pairs none of whose pages is in `affected` (display paths) keep the findings `previous`
    /// had for them. The caller vouches that nothing else they depend on changed (the set of
    /// pages, the symbol index, the configuration); checks over the whole content always run.
    public func run(_ context: CheckContext, reusing previous: CheckRun?, affected: Set<String>) -> CheckRun {
        let enabled = checks.filter { !isDisabled($0.id) }
        let findings = CheckScheduler.run(
            enabled, context: context,
            reusingPage: { page in affected.contains(page.displayPath) ? nil : previous?.pages[page.displayPath] },
            reusingPair: { pair in
                affected.contains(pair.source.displayPath) || affected.contains(pair.translation.displayPath)
                    ? nil : previous?.pairs[CheckRun.pairKey(pair)]
            })
        var run = CheckRun(diagnostics: [], pages: [:], pairs: [:])
        for (page, found) in zip(context.content.allPages, findings.pages) { run.pages[page.displayPath] = found }
        for (pair, found) in zip(context.translationPairs, findings.pairs) { run.pairs[CheckRun.pairKey(pair)] = found }
        run.diagnostics = finish(findings.pages.flatMap { $0 } + findings.pairs.flatMap { $0 } + findings.whole, context: context)
        return run
    }

    /// Adds what parsing found, drops what is switched off, applies --werror, and sorts.
    private func finish(_ found: [Diagnostic], context: CheckContext) -> [Diagnostic] {
        let content = context.content
        var diagnostics = content.diagnostics + content.allPages.flatMap(\.diagnostics) + found
        diagnostics = diagnostics.filter { !isDisabled($0.id) }
        if warningsAsErrors {
            diagnostics = diagnostics.map { diagnostic in
                var promoted = diagnostic
                if promoted.severity == .warning { promoted.severity = .error }
                return promoted
            }
        }
        return Diagnostic.sortedForDisplay(Array(Set(diagnostics)))
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
