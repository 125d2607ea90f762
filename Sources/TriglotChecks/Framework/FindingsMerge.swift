import TriglotModel

/// Puts the findings of many groups (a page's parse, a page's checks, a pair's checks, the checks
/// over the whole content) in display order, each once: `CheckRunner.uniqueSortedForDisplay` of
/// the groups joined in their order. (A merge of the groups file by file on every core was
/// measured against this and did not pay: Documentation/Performance.md.)
enum FindingsMerge {
    /// The findings of `groups`, in that order, that `keep` accepts (all when it is nil),
    /// warnings made errors when `warningsAsErrors`, sorted for display with each diagnostic once.
    static func uniqueSorted(_ groups: [[Diagnostic]], keep: (@Sendable (Diagnostic) -> Bool)? = nil,
                             warningsAsErrors: Bool = false) -> [Diagnostic] {
        var all = Array(groups.joined())
        if let keep { all = all.filter(keep) }
        if warningsAsErrors {
            for index in all.indices where all[index].severity == .warning { all[index].severity = .error }
        }
        return CheckRunner.uniqueSortedForDisplay(all)
    }
}
