import Testing
import TriglotChecks
import TriglotContent
import TriglotMarkup
import TriglotModel
@testable import TriglotSite

/// The replaced nodes of a page, found in one walk over the top-level nodes, are those the
/// plain way finds: an array of the top-level nodes, searched once for each question.
@Suite("Body replacements")
struct ReplacementsTests {
    /// `PageBodyRenderer.replacements` as it was written before the single walk.
    static func reference(for page: Page, scenarios: ScenarioLibrary) -> [Int: PageBodyRenderer.Replacement] {
        guard let document = page.document else { return [:] }
        var result: [Int: PageBodyRenderer.Replacement] = [:]
        let topLevel = document.root.children
        if let title = page.title, let node = topLevel.first(where: { $0.range == title.range }) {
            result[node.index] = .omit
        }
        for block in page.abstract { result[block.node] = .omit }
        if let first = page.availability.first,
           let quote = topLevel.first(where: { $0.range.lowerBound <= first.range.lowerBound && first.range.upperBound <= $0.range.upperBound }) {
            result[quote.index] = .omit
        }
        for section in page.sections {
            if section.hasExplicitID { result[section.node] = .headingWithID }
            if section.kind == .declaration, let declaration = page.declaration,
               let block = section.blocks.first(where: { $0.kind == .codeBlock && $0.range == declaration.range }) {
                result[block.node] = .declaration
            }
            if section.kind == .parameters, !page.parameters.isEmpty, let block = section.blocks.first(where: { $0.kind == .list }) {
                result[block.node] = .parameters
            }
        }
        for callout in page.callouts { result[callout.node] = .callout(callout) }
        for node in topLevel {
            if case .codeBlock(let info, let code) = node.kind, info.split(separator: " ").first == "lifecycle" {
                result[node.index] = .lifecycle(code)
            }
        }
        for claim in page.orderedLists where claim.isCallOrder {
            guard let id = claim.sectionID, scenarios.scenario(named: id) != nil, let section = page.section(withID: id),
                  let block = section.blocks.first(where: { $0.range == claim.range }) else { continue }
            result[block.node] = .callOrder(scenario: id)
        }
        return result
    }

    static func described(_ replacements: [Int: PageBodyRenderer.Replacement]) -> [String] {
        replacements.map { "\($0.key): \(String(describing: $0.value))" }.sorted()
    }

    static let scenarios = ScenarioLibrary([:])

    @Test(arguments: [
        "# Title\n\nThe abstract.\n\n> Platform iOS 13.0+\n\n## Discussion\n\nText.\n",
        "Text before the title.\n\n# Title\n\nAbstract.\n",
        "# Title\n\n```lifecycle\nlaunch\n```\n\n```swift\ncode\n```\n\n```lifecycle extra\nmore\n```\n\n- a\n  ```lifecycle\n  nested\n  ```\n",
        "# Title\n\n> Quote first\n\n> Platform iOS 13.0+\n> Platform macOS 10.15+\n",
        "# Symbol\n\nAbstract.\n\n## Declaration\n\n```swift\nfunc f(a: Int) -> Int\n```\n\n## Parameters\n\n- a: The value.\n\n## Overview {#custom-id}\n\n> Important: Careful.\n",
        "", "Just text, no title.\n", "# Only a title\n", "# T\n\n---\n\n<div>html</div>\n\n1. one\n2. two\n",
    ])
    func theWalkFindsWhatTheArrayDid(markdown: String) {
        let page = MemoryContent.page(markdown)
        #expect(Self.described(PageBodyRenderer.replacements(for: page, scenarios: Self.scenarios)) ==
                Self.described(Self.reference(for: page, scenarios: Self.scenarios)))
    }

    @Test func everyPageOfTheShippedContentHasTheReferenceReplacements() throws {
        let content = try ContentLoader.load(folder: SiteFixture.contentFolder)
        let scenarios = ScenarioLibrary(content.scenarios)
        var compared = 0
        for page in content.allPages {
            #expect(Self.described(PageBodyRenderer.replacements(for: page.page, scenarios: scenarios)) ==
                    Self.described(Self.reference(for: page.page, scenarios: scenarios)), "\(page.displayPath)")
            compared += 1
        }
        #expect(compared > 20)
    }
}
