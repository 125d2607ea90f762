import TriglotContent
import TriglotLowLevel
import TriglotMarkup
import TriglotModel

/// Each Chinese and Japanese page's prose runs, read once when a check context is made: eight
/// typography rules read them, three of them twice (once for the house style).
struct TextRunIndex: Sendable {
    private struct Entry: Sendable {
        var document: MarkupDocument
        var runs: [TextRun]
    }

    private let entries: ShardedDictionary<String, Entry>

    static let empty = TextRunIndex(entries: ShardedDictionary())

    private init(entries: ShardedDictionary<String, Entry>) {
        self.entries = entries
    }

    /// The runs of every page whose language the typography rules apply to; a page whose parse
    /// `previous` already read keeps its runs. With `changed` (the places of `pages` whose parse
    /// changed since `previous`, which had the same pages), the others are not looked at.
    init(pages: [LoadedPage], previous: TextRunIndex?, changed: [Int]? = nil) {
        let places = (changed ?? Array(pages.indices)).filter { CJKScalars.applies(to: pages[$0].language.code) }
        let made = ParallelMap.map(places) { place -> Entry? in
            guard let document = pages[place].page.document else { return nil }
            if let known = previous?.entries[pages[place].displayPath], known.document.isSameParse(as: document) { return known }
            return Entry(document: document, runs: TextRun.all(in: pages[place]))
        }
        var entries: ShardedDictionary<String, Entry>
        if let previous, changed != nil {
            entries = previous.entries
        } else {
            entries = ShardedDictionary()
        }
        for (place, entry) in zip(places, made) { entries[pages[place].displayPath] = entry }
        self.entries = entries
    }

    /// The page's runs: as indexed when the index read this parse of it, else read now.
    func runs(of page: LoadedPage) -> [TextRun] {
        if let entry = entries[page.displayPath], let document = page.page.document, entry.document.isSameParse(as: document) {
            return entry.runs
        }
        return TextRun.all(in: page)
    }
}
