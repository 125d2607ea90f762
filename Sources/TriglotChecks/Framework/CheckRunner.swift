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
        let content = context.content
        var diagnostics = content.diagnostics + content.allPages.flatMap(\.diagnostics)
        let enabled = checks.filter { !isDisabled($0.id) }
        diagnostics += CheckScheduler.run(enabled, context: context)
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
