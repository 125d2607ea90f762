import TriglotContent
import TriglotModel

/// Where a translation stands against its English page, measured from its baseline.
public enum TranslationStatus: Sendable, Equatable {
    case current
    /// How the English page changed since the version the translation was made from.
    case outdated([SectionChange])
    /// Nothing records which version it was made from.
    case untracked
    case missing
    /// The baseline is recorded but cannot be read (a commit not in history).
    case unknown(TranslationBaseline.Problem)

    public static func of(translation: LoadedPage?, source: LoadedPage, content: ContentSet) -> TranslationStatus {
        guard let translation else { return .missing }
        guard let baseline = content.baseline(of: translation) else { return .untracked }
        // Measured against the English page's source, read again if the load dropped it.
        return of(baseline: baseline, source: content.withParse(source), configuration: content.configuration)
    }

    public static func of(baseline: TranslationBaseline?, source: LoadedPage, configuration: SiteConfiguration) -> TranslationStatus {
        guard let baseline else { return .untracked }
        let changes: [SectionChange]
        switch baseline.english {
        case .unknown(let problem):
            return .unknown(problem)
        case .fingerprints(let recorded):
            changes = SectionChanges.between(fingerprints: recorded, source)
        case .text(let text):
            guard text.bytes != source.source.bytes else { return .current }
            // Parsed when loaded; parsed here when the English page changed since (the preview).
            let old = baseline.englishPage ?? {
                let read = PageReader(configuration: configuration)
                    .read(bytes: text.bytes, path: baseline.englishFile ?? source.displayPath, language: source.language, pagePath: source.path)
                return LoadedPage(path: source.path, language: source.language, displayPath: baseline.englishFile ?? source.displayPath,
                                  page: read.page, source: read.source, diagnostics: [])
            }()
            changes = SectionChanges.between(old, source)
        }
        return changes.isEmpty ? .current : .outdated(changes)
    }

    public var label: String {
        switch self {
        case .current: return "current"
        case .outdated: return "outdated"
        case .untracked: return "untracked"
        case .missing: return "missing"
        case .unknown: return "unknown"
        }
    }
}
