import TriglotLowLevel
import Synchronization

/// The terms of each run of search documents (see `DocumentTerms`), by index, as the last
/// script of that index read them. The preview keeps one between rebuilds: after a save, every
/// run but the saved page's holds the same documents as before, and is taken from here instead
/// of being read again, so bringing a language's index up to date reads a run, not the language.
public final class SearchTermsCache: Sendable {
    struct Run: Sendable {
        let documents: [SearchIndex.Document]
        let terms: DocumentTerms
    }

    private struct State {
        var runs: [String: [Run]] = [:]
        var lastFreshRuns = 0
    }

    private let state = Mutex(State())

    public init() {}

    /// The runs last kept for the index called `key`, in order.
    func runs(for key: String) -> [Run] {
        state.withLock { $0.runs[key] ?? [] }
    }

    /// Keeps an index's runs, and how many of the runs just made were read afresh.
    func keep(_ runs: [String: [Run]], freshRuns: Int) {
        state.withLock { state in
            state.runs.merge(runs) { $1 }
            state.lastFreshRuns = freshRuns
        }
    }

    /// How many runs the last scripts made with this cache read afresh (the others it reused).
    var lastFreshRuns: Int {
        state.withLock { $0.lastFreshRuns }
    }
}
