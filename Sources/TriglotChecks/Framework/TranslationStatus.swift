import TriglotModel

/// Where a translation stands against its English page.
public enum TranslationStatus: Sendable, Equatable {
    case current
    /// The keys of the English sections that changed (or appeared) since it was marked current.
    case outdated([String])
    case untracked
    case missing

    public static func of(translation: LoadedPage?, source: LoadedPage, lock: TranslationLock) -> TranslationStatus {
        guard let translation else { return .missing }
        guard let recorded = lock.fingerprints(of: translation.path, in: translation.language) else { return .untracked }
        let now = TranslationLock.fingerprints(of: source)
        let changed = now.keys.sorted { lhs, rhs in
            order(lhs, in: source) < order(rhs, in: source)
        }.filter { recorded[$0] != now[$0] }
        return changed.isEmpty ? .current : .outdated(changed)
    }

    /// Sections in page order, the intro first.
    private static func order(_ key: String, in page: LoadedPage) -> Int {
        key == TranslationLock.introKey ? -1 : (page.page.sections.firstIndex { $0.id == key } ?? Int.max)
    }

    public var label: String {
        switch self {
        case .current: return "current"
        case .outdated: return "outdated"
        case .untracked: return "untracked"
        case .missing: return "missing"
        }
    }
}
