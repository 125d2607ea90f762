import TriglotChecks
import TriglotContent
import TriglotModel

/// Heading ids that are the same in every language, so a reader switching language lands on the
/// same section: a translated heading takes the id of the English section it stands for
/// (`讨论` → `discussion`), and keeps its own only where nothing matches.
enum SectionAnchors {
    /// Heading node → id, for every section of the page.
    static func ids(for page: Page, source: Page?, glossary: Glossary = Glossary()) -> [Int: String] {
        let sections = page.sections
        var ids: [Int: String] = [:]
        var used = Set<String>()
        ids.reserveCapacity(sections.count)
        used.reserveCapacity(sections.count)
        func assign(_ node: Int, _ id: String) {
            var candidate = id
            var counter = 1
            // Asked and claimed in one look-up; a page's sections nearly always claim at once.
            while !used.insert(candidate).inserted {
                candidate = "\(id)-\(counter)"
                counter += 1
            }
            ids[node] = candidate
        }
        // Sections read by place: a `for section in` loop copies every section it passes.
        if let source, source.language != page.language {
            var matched: [Int: String] = [:]
            matched.reserveCapacity(sections.count)
            for pair in SectionAlignment.align(source.sections, sections, glossary: SectionEvidence.glossary(glossary, language: page.language)) {
                if let translation = pair.translation { matched[translation.node] = pair.source.id }
            }
            for index in sections.indices {
                assign(sections[index].node, matched[sections[index].node] ?? sections[index].id)
            }
        } else {
            for index in sections.indices { assign(sections[index].node, sections[index].id) }
        }
        return ids
    }
}
