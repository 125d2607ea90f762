import TriglotContent
import TriglotMarkup
import TriglotModel

/// A translation made from an older version of its English page: each English section that
/// changed, appeared, went or moved since the translation's baseline (its lock entry, the commit
/// its front matter names, or its last commit) is one finding, at the translated section.
public struct OutdatedTranslationCheck: TranslationCheck {
    public static let id = "translation.outdated"
    /// Whether a translation is behind is a matter of history, whatever the page is written in.
    public static let readsRawHTMLPages = true
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let summary = "The English page changed after the version the translation was made from."
    /// A baseline that is recorded but cannot be read.
    public static let baselineID = "translation.baseline"

    public init() {}

    public func check(source: LoadedPage, translation: LoadedPage, context: CheckContext) -> [Diagnostic] {
        let content = context.content
        let rule = content.configuration.translations
        let baseline = content.baseline(of: translation)
        let status = TranslationStatus.of(baseline: baseline, source: source, configuration: content.configuration)
        let title = translation.page.title?.range ?? LineOnly(1).sourceRange
        switch status {
        case .current, .missing:
            return []
        case .untracked:
            let how = rule.source == .frontMatter
                ? "Add '\(rule.writtenKey):' with the commit of the English page it was made from, or run 'triglot mark-current \(translation.language.code)/\(translation.path)' once it matches."
                : "Run 'triglot mark-current \(translation.language.code)/\(translation.path)' once it matches the English page."
            // A note: nothing in the translation is wrong, and a folder without history (no
            // git, no lock) has every translation untracked, a warning each (252 on React's docs).
            return [diagnostic("this translation is not tracked yet", in: translation, at: title, explanation: how, severity: .note)]
        case .unknown(let problem):
            // A repository-wide problem (a shallow clone) is one finding for the folder.
            guard !problem.isRepositoryWide else { return [] }
            return [Diagnostic(id: Self.baselineID, severity: .warning, summary: problem.summary, explanation: problem.explanation,
                               path: translation.displayPath, range: problem.line.map { SourceRange(line: $0) } ?? title)]
        case .outdated(let changes):
            guard let baseline else { return [] }
            let since = "since " + BaselineDescription.describe(baseline, rule: rule)
            let explanation = BaselineDescription.remedy(for: translation, origin: baseline.origin, rule: rule)
            let aligned = context.sectionAlignment(source, translation)
            let alignedToBaseline = baseline.englishPage.map {
                SectionAlignment.align($0.page.sections, translation.page.sections, glossary: context.glossary(for: translation.language))
            }
            return changes.map { change in
                let englishSection = source.page.sections.first { $0.id == change.key }
                var place = aligned.first { $0.source.id == change.key }?.translation?.headingRange ?? title
                switch change.kind {
                case .removed:
                    place = alignedToBaseline?.first { $0.source.id == change.key }?.translation?.headingRange ?? title
                case .added:
                    // No translation can have it yet: a translated section paired with it is
                    // another section (the pairing fills gaps by position).
                    place = title
                case .changed, .moved:
                    break
                }
                let notes = englishSection.map { [sourceNote("the English section", source, at: $0.headingRange)] } ?? []
                return diagnostic(Self.summary(of: change) + " " + since, in: translation, at: place,
                                  explanation: explanation, notes: notes)
            }
        }
    }

    static func summary(of change: SectionChange) -> String {
        let name = change.key == TranslationLock.introKey ? "title, abstract or availability" : "section '\(change.title)'"
        let lines = change.linesAdded + change.linesRemoved > 0 ? " (+\(change.linesAdded) −\(change.linesRemoved) lines)" : ""
        switch change.kind {
        case .changed: return "the English \(name) changed\(lines)"
        case .added: return "the English page gained the \(name)"
        case .removed: return "the English page no longer has the \(name)"
        case .moved: return "the English \(name) moved"
        }
    }
}
