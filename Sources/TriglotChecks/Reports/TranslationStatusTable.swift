import Foundation
import TriglotContent
import TriglotLowLevel
import TriglotModel

/// Every page × language with where its translation stands: what `triglot status` prints and
/// the site's translation-status page shows.
public struct TranslationStatusTable: Sendable, Equatable {
    public struct Baseline: Sendable, Equatable, Encodable {
        public var origin: String
        public var commit: String?
        /// `2026-10-01`, when history placed it.
        public var date: String?
        public var ageDays: Int?
    }

    public struct Cell: Sendable, Equatable, Encodable {
        /// current, outdated, untracked, missing or unknown.
        public var status: String
        public var changes: [SectionChange]
        public var baseline: Baseline?
        /// Why the baseline is unknown.
        public var problem: String?
    }

    public struct Row: Sendable, Equatable, Encodable {
        public var path: String
        public var title: String
        /// Language code → cell.
        public var languages: [String: Cell]
    }

    public let languages: [Language]
    public let rows: [Row]
    /// The day (since 1970) the ages were counted on.
    let day: Int

    public init(content: ContentSet, now: Date = Date()) {
        let source = content.sourceLanguage
        let languages = content.languages.filter { $0 != source }
        self.languages = languages
        day = Int(now.timeIntervalSince1970) / 86_400
        let paths = (content.pages[source] ?? [:]).keys.sorted()
        rows = ParallelMap.map(paths) { Self.row(path: $0, languages: languages, content: content, now: now) }
    }

    /// The table after the pages at `paths` (in any language) changed, from `previous`, the
    /// table of the content before: only their rows are worked out again. The whole table is
    /// worked out when the English pages or the languages are not the same list, or the day
    /// changed (the ages count days); the caller vouches that nothing else a status depends on
    /// (the lock, the baselines) changed.
    public init(updating previous: TranslationStatusTable, paths: Set<String>, content: ContentSet, now: Date = Date()) {
        let source = content.sourceLanguage
        let english = content.pages[source] ?? [:]
        // The rows are in path order: a path's row is found by bisection.
        func place(of path: String) -> Int? {
            var (low, high) = (0, previous.rows.count)
            while low < high {
                let middle = (low + high) / 2
                if previous.rows[middle].path < path { low = middle + 1 } else { high = middle }
            }
            return low < previous.rows.count && previous.rows[low].path == path ? low : nil
        }
        // Only the pages at `paths` can have come or gone: the English pages are the same list
        // when as many are left and each of them that the English has has a row, and no other.
        guard previous.day == Int(now.timeIntervalSince1970) / 86_400, previous.languages == content.languages.filter({ $0 != source }),
              previous.rows.count == english.count, paths.allSatisfy({ (english[$0] != nil) == (place(of: $0) != nil) }) else {
            self.init(content: content, now: now)
            return
        }
        var rows = previous.rows
        for path in paths {
            guard let row = place(of: path) else { continue }
            rows[row] = Self.row(path: path, languages: previous.languages, content: content, now: now)
        }
        self.init(languages: previous.languages, rows: rows, day: previous.day)
    }

    private init(languages: [Language], rows: [Row], day: Int) {
        self.languages = languages
        self.rows = rows
        self.day = day
    }

    private static func row(path: String, languages: [Language], content: ContentSet, now: Date) -> Row {
        let english = content.page(path, in: content.sourceLanguage)!
        var cells: [String: Cell] = [:]
        for language in languages {
            let translation = content.page(path, in: language)
            let baseline = translation.flatMap { content.baseline(of: $0) }
            let status = TranslationStatus.of(translation: translation, source: english, content: content)
            var cell = Cell(status: status.label, changes: [], baseline: nil, problem: nil)
            if case .outdated(let changes) = status { cell.changes = changes }
            if case .unknown(let problem) = status { cell.problem = problem.summary }
            if let baseline, translation != nil {
                cell.baseline = Baseline(origin: baseline.origin.rawValue, commit: baseline.commit,
                                         date: baseline.time.map(BaselineDescription.date),
                                         ageDays: baseline.time.map { BaselineDescription.age($0, now: now) })
            }
            cells[language.code] = cell
        }
        return Row(path: path, title: english.page.title?.text ?? path, languages: cells)
    }

    /// How many cells have each status.
    public var counts: [String: Int] {
        var counts: [String: Int] = [:]
        for row in rows { for cell in row.languages.values { counts[cell.status, default: 0] += 1 } }
        return counts
    }

    public static let statuses = ["current", "outdated", "untracked", "missing", "unknown"]
}
