import TriglotModel

/// What one run of the checks found, kept by page and by translation pair as well as in
/// display order, so that the preview's next run can take over the findings of the pages a
/// save did not touch (see `CheckRunner.run(_:reusing:affected:)`).
public struct CheckRun: Sendable {
    /// Every diagnostic, as `CheckRunner.run(_:)` returns them.
    public var diagnostics: [Diagnostic]
    /// Page checks' findings by display path, before switches and severities are applied.
    var pages: [String: [Diagnostic]]
    /// Translation checks' findings by pair (see `pairKey`), likewise.
    var pairs: [String: [Diagnostic]]

    static func pairKey(_ pair: CheckContext.TranslationPair) -> String {
        pair.source.displayPath + "\n" + pair.translation.displayPath
    }
}
