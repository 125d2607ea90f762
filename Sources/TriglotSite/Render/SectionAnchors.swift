import TriglotChecks
import TriglotModel

/// Heading ids that are the same in every language, so a reader switching language lands on the
/// same section: a translated heading takes the id of the English section it stands for
/// (`讨论` → `discussion`), and keeps its own only where nothing matches.
enum SectionAnchors {
    /// Heading node → id, for every section of the page.
    static func ids(for page: Page, source: Page?) -> [Int: String] {
        var ids: [Int: String] = [:]
        var used = Set<String>()
        ids.reserveCapacity(page.sections.count)
        used.reserveCapacity(page.sections.count)
        func assign(_ section: Section, _ id: String) {
            var candidate = id
            var counter = 1
            // Asked and claimed in one look-up; a page's sections nearly always claim at once.
            while !used.insert(candidate).inserted {
                candidate = "\(id)-\(counter)"
                counter += 1
            }
            ids[section.node] = candidate
        }
        if let source, source.language != page.language {
            var matched: [Int: String] = [:]
            for pair in SectionAlignment.align(source.sections, page.sections) {
                if let translation = pair.translation { matched[translation.node] = pair.source.id }
            }
            for section in page.sections {
                assign(section, matched[section.node] ?? section.id)
            }
        } else {
            for section in page.sections { assign(section, section.id) }
        }
        return ids
    }
}
