import TriglotModel

/// What changed since the last build, in the terms the build plan reads: a full build is
/// `everything`; the preview sorts a batch of changed files into the rest (`classify`).
public struct ContentChanges: Equatable, Sendable {
    /// Pages by language and path in the language folder (`uikit/x.md`).
    public var pages: Set<PageKey> = []
    /// Language codes whose folders had folders created, moved or deleted: list them again.
    public var rescanLanguages: Set<String> = []
    public var templates = false
    public var glossary = false
    public var translationLock = false
    public var scenarios = false
    /// site.yml, the content folder itself, or a lost event: read everything again.
    public var everything = false
    /// Pages whose text is given rather than read from their file: an editor's unsaved buffers.
    public var buffers: [PageKey: [UInt8]] = [:]

    public init() {}

    public var isEmpty: Bool {
        pages.isEmpty && rescanLanguages.isEmpty && !templates && !glossary && !translationLock && !scenarios && !everything
    }

    public mutating func formUnion(_ other: ContentChanges) {
        pages.formUnion(other.pages)
        rescanLanguages.formUnion(other.rescanLanguages)
        templates = templates || other.templates
        glossary = glossary || other.glossary
        translationLock = translationLock || other.translationLock
        scenarios = scenarios || other.scenarios
        everything = everything || other.everything
        buffers.merge(other.buffers) { _, newer in newer }
    }

    public static let all: ContentChanges = {
        var changes = ContentChanges()
        changes.everything = true
        return changes
    }()
}
