import TriglotContent
import TriglotModel

/// One consistency check: a stable id people can search for and switch off, a default
/// severity, a one-line description, and the work itself.
public protocol Check: Sendable {
    static var id: String { get }
    static var defaultSeverity: Diagnostic.Severity { get }
    static var summary: String { get }

    init()

    /// Every problem this check finds in the content.
    func run(_ context: CheckContext) -> [Diagnostic]

    /// An instance, as the kind of check it is (see `CheckScheduler`). The protocols below
    /// answer for their checks, so the scheduler needs no `as?` cast: a type's first cast
    /// searches every conformance in the program, at every start, for each of the forty-odd
    /// checks.
    static func scheduled() -> ScheduledCheck

    /// Whether the check's page-by-page work in a language depends on a fold over every page of
    /// it first (a house style counted over the language's pages): a batched run then reads
    /// that language's pages once before it checks any (`CheckRunner.findingsInBatches`).
    static func foldsOverEveryPage(in language: Language, configuration: SiteConfiguration) -> Bool

    /// That first pass for the pages the context holds: the page-by-page values of the fold, made
    /// and kept in the memo, without the check's own work, which needs the fold's answer.
    func survey(_ context: CheckContext)
}

/// A check by the way it runs: over translation pairs, over pages, or over the whole content.
public enum ScheduledCheck: Sendable {
    case pairs(any TranslationCheck)
    case pages(any PageCheck)
    case whole(any Check)
}

extension Check {
    public static func scheduled() -> ScheduledCheck { .whole(Self()) }
    public static func foldsOverEveryPage(in language: Language, configuration: SiteConfiguration) -> Bool { false }
    public func survey(_ context: CheckContext) {}
}

/// A check that compares each translation with its English source page.
public protocol TranslationCheck: Check {
    func check(source: LoadedPage, translation: LoadedPage, context: CheckContext) -> [Diagnostic]
    /// Whether the check runs on a pair where a page is written in raw HTML
    /// (`model.raw-html-page`): its sections, blocks and links are not read, so only a check of
    /// the page as a whole (is the translation outdated) has anything true to say.
    static var readsRawHTMLPages: Bool { get }
}

extension TranslationCheck {
    public static func scheduled() -> ScheduledCheck { .pairs(Self()) }

    public static var readsRawHTMLPages: Bool { false }

    public func run(_ context: CheckContext) -> [Diagnostic] {
        context.translationPairs.flatMap { pair in
            checkUnlessRawHTML(pair, context: context)
        }
    }

    /// `check` of the pair, or nothing when a page of it is raw HTML (`holdsRawHTML`, asked
    /// once per pair) and the check does not read such pages.
    func checkUnlessRawHTML(_ pair: CheckContext.TranslationPair, holdsRawHTML: Bool, context: CheckContext) -> [Diagnostic] {
        guard Self.readsRawHTMLPages || !holdsRawHTML else { return [] }
        return check(source: pair.source, translation: pair.translation, context: context)
    }

    func checkUnlessRawHTML(_ pair: CheckContext.TranslationPair, context: CheckContext) -> [Diagnostic] {
        checkUnlessRawHTML(pair, holdsRawHTML: pair.holdsRawHTMLPage, context: context)
    }
}

extension CheckContext.TranslationPair {
    /// Whether the source or the translation is written in raw HTML (its parse said so).
    var holdsRawHTMLPage: Bool {
        Self.isRawHTML(source) || Self.isRawHTML(translation)
    }

    private static func isRawHTML(_ page: LoadedPage) -> Bool {
        page.diagnostics.contains { $0.id == "model.raw-html-page" }
    }
}

/// A check that looks at each page on its own, in every language.
public protocol PageCheck: Check {
    func check(_ page: LoadedPage, context: CheckContext) -> [Diagnostic]
}

extension PageCheck {
    public static func scheduled() -> ScheduledCheck { .pages(Self()) }

    public func run(_ context: CheckContext) -> [Diagnostic] {
        context.allPages.flatMap { check($0, context: context) }
    }
}

extension Check {
    /// A diagnostic of this check at a place in a page.
    public func diagnostic(
        _ summary: String, in page: LoadedPage, at range: SourceRangeLike?, explanation: String? = nil,
        notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = [], severity: Diagnostic.Severity? = nil
    ) -> Diagnostic {
        Diagnostic(id: Self.id, severity: severity ?? Self.defaultSeverity, summary: summary, explanation: explanation,
                   path: page.displayPath, range: range?.sourceRange, notes: notes, fixIts: fixIts)
    }

    /// A note pointing at the English source page.
    public func sourceNote(_ message: String, _ page: LoadedPage, at range: SourceRangeLike?) -> Diagnostic.Note {
        Diagnostic.Note(message, path: page.displayPath, range: range?.sourceRange)
    }
}
