import TriglotChecks
import TriglotMarkup
import TriglotModel

/// What the body renderer puts in place of the nodes the page model recognised.
extension PageBodyRenderer {
    /// Which top-level nodes the model recognised, and what they become.
    static func replacements(for page: Page, scenarios: ScenarioLibrary,
                             rules: [(pattern: MacroPattern, rendering: SiteConfiguration.MacroRule.Rendering)] = []) -> [Int: Replacement] {
        guard let document = page.document else { return [:] }
        var result: [Int: Replacement] = [:]
        // One walk over the top-level nodes, without an array of them: each is the next after the
        // subtree of the one before. The title's node, the quote holding the availability and
        // the lifecycle code blocks are noted, then set in the order below (a later one wins).
        let titleRange = page.title?.range
        let availability = page.availability.first?.range
        var titleNode: Int?
        var quoteNode: Int?
        var lifecycleBlocks: [(node: Int, code: String)] = []
        let end = document.root.subtreeEnd
        var index = 1
        while index < end {
            let node = MarkupNode(document: document, index: index)
            if titleNode == nil || quoteNode == nil, titleRange != nil || availability != nil {
                let range = node.range
                if titleNode == nil, range == titleRange { titleNode = index }
                if quoteNode == nil, let availability, range.lowerBound <= availability.lowerBound, availability.upperBound <= range.upperBound {
                    quoteNode = index
                }
            }
            // Only a code block's kind is copied out (its info and code are strings): every other
            // node is told by its tag.
            if node.kindTag == .codeBlock, case .codeBlock(let info, let code) = node.kind, info.split(separator: " ").first == "lifecycle" {
                lifecycleBlocks.append((index, code))
            }
            index = node.subtreeEnd
        }
        if let titleNode { result[titleNode] = .omit }
        // A paragraph of macros alone (a sidebar, a compatibility table, a live sample) is a
        // widget of the project's own generator, with nothing to show here unless a rule says so.
        var paragraph = 1
        while paragraph < end {
            let node = MarkupNode(document: document, index: paragraph)
            if node.holdsOnlyMacros, !MacroHTML.hasExplicitRule(node, rules: rules) { result[paragraph] = .omit }
            paragraph = node.subtreeEnd
        }
        for block in page.abstract { result[block.node] = .omit }
        if let quoteNode { result[quoteNode] = .omit }
        // Sections and blocks read by place: a `for section in` loop, or `first(where:)` over
        // blocks, copies every one it passes.
        let sections = page.sections
        for index in sections.indices {
            if sections[index].hasExplicitID { result[sections[index].node] = .headingWithID }
            if sections[index].kind == .declaration, let declaration = page.declaration,
               let block = sections[index].blocks.firstIndex(where: { $0.kind == .codeBlock && $0.range == declaration.range }) {
                result[sections[index].blocks[block].node] = .declaration
            }
            if sections[index].kind == .parameters, !page.parameters.isEmpty,
               let block = sections[index].blocks.firstIndex(where: { $0.kind == .list }) {
                result[sections[index].blocks[block].node] = .parameters
            }
        }
        for entry in page.entries {
            // Each field list of the entry: the list holding its fields' items.
            var lists: [Int] = []
            for field in entry.fields {
                let list = MarkupNode(document: document, index: field.node).parent?.index
                if let list, !lists.contains(list) { lists.append(list) }
            }
            for list in lists { result[list] = .entryFields(entry) }
        }
        for callout in page.callouts { result[callout.node] = .callout(callout) }
        for block in lifecycleBlocks { result[block.node] = .lifecycle(block.code) }
        for claim in page.orderedLists where claim.isCallOrder {
            guard let id = claim.sectionID, scenarios.scenario(named: id) != nil,
                  let section = page.section(withID: id),
                  let block = section.blocks.first(where: { $0.range == claim.range }) else { continue }
            result[block.node] = .callOrder(scenario: id)
        }
        return result
    }
}
