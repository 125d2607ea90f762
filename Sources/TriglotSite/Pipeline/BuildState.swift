import TriglotChecks
import TriglotContent
import TriglotModel

/// What one run of the build plan leaves for the next: a rebuild after a change starts from
/// it, reads only what the change names and renders only the pages it can alter.
public struct BuildState: Sendable {
    public internal(set) var content: ContentSet
    var templates: SiteTemplates
    var context: CheckContext
    var checkRun: CheckRun
    var navigation: [Language: NavigationSignature]
    /// Which pages refer to which; made when the first rebuild needs it (`prepareForRebuilds`).
    var links: LinkIndex?
    /// The translation-status table a rebuild's plan worked out; nil after a first build, whose
    /// next rebuild works it out from `content` when it needs it.
    var statusTable: TranslationStatusTable?

    public var diagnostics: [Diagnostic] { checkRun.diagnostics }

    /// Makes what a rebuild needs and a single build does not (which page links to which), so
    /// the first change does not wait for it.
    public mutating func prepareForRebuilds() {
        if links == nil { links = LinkIndex(content: content) }
    }
}
