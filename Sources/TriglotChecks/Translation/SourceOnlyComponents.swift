import TriglotContent
import TriglotModel

/// The components a team's translations leave out by design, read off its pages for `triglot
/// init`: a component the source pages show that (nearly) no translation of those pages shows,
/// such as a banner telling editors a generated page is not to be edited by hand. A component
/// translations merely lag behind on is kept in most of them, so the bar is high: at least
/// `minimumPairs` translated pages, and kept in at most one in `keptAtMostOneIn`.
public enum SourceOnlyComponents {
    static let minimumPairs = 10
    static let keptAtMostOneIn = 20

    public static func find(in content: ContentSet) -> [ContentDetection.SourceOnlyComponent] {
        let source = content.sourceLanguage
        var pairs: [String: Int] = [:]
        var kept: [String: Int] = [:]
        var namesByPage: [String: Set<String>] = [:]
        let names = { (page: LoadedPage) -> Set<String> in
            let parsed = content.withParse(page)
            let blocks = parsed.page.preamble + parsed.page.sections.flatMap(\.blocks)
            return Set(SectionInventory(blocks: blocks, in: parsed.page).rawHTML.flatMap { item in
                TranslationMarkupCheck.tags(item.text).compactMap { tag in
                    tag.name.first.map { $0.isUppercase && $0.isASCII } == true ? String(tag.name) : nil
                }
            })
        }
        for language in content.languages where language != source {
            for (path, translation) in content.pages[language] ?? [:] {
                guard let english = content.page(path, in: source) else { continue }
                let shown = namesByPage[path] ?? names(english)
                namesByPage[path] = shown
                guard !shown.isEmpty else { continue }
                let translated = names(translation)
                for name in shown {
                    pairs[name, default: 0] += 1
                    if translated.contains(name) { kept[name, default: 0] += 1 }
                }
            }
        }
        return pairs.compactMap { name, count in
            let keptCount = kept[name] ?? 0
            guard count >= minimumPairs, keptCount * keptAtMostOneIn <= count else { return nil }
            return ContentDetection.SourceOnlyComponent(name: name, pairs: count, kept: keptCount)
        }.sorted { ($0.pairs, $1.name) > ($1.pairs, $0.name) }
    }
}
