import Testing
import TriglotMarkup
@testable import TriglotModel

@Suite("Generated heading ids that collide are reported")
struct HeadingIDCollisionTests {
    @Test(arguments: [
        // The second heading's line, its id, and the line of the heading whose id it would have had.
        ("# T\n\n## Setup\n\n## Setup\n", [(5, "setup-1", 3)]),
        ("# T\n\n## C++\n\n## C\n", [(5, "c-1", 3)]),
        ("# T\n\n## Notes {#launch}\n\n## Launch\n", [(5, "launch-1", 3)]),   // an explicit id takes it first
        ("# T\n\n## 1. Carlo\n\n## 2. Carlo\n", []),                         // two ids of their own
        ("# T\n\n## Launch\n\n## Launch {#launch-again}\n", []),              // the second names its own
        // The same subheading under two headings is the page's layout; twice under one is not.
        ("# CLI\n\n## vite\n\n### Usage\n\n## vite build\n\n### Usage\n", []),
        ("# CLI\n\n## vite\n\n### Usage\n\n### Usage\n", [(7, "usage-1", 5)]),
    ] as [(String, [(Int, String, Int)])])
    func collisions(markdown: String, expected: [(Int, String, Int)]) {
        let result = PageReader().read(bytes: Array(markdown.utf8), path: "en/p.md", language: .english)
        let found = result.diagnostics.filter { $0.id == "model.heading-id-collision" }
        #expect(found.map { $0.range?.lowerBound.line } == expected.map(\.0))
        #expect(found.map { $0.severity } == expected.map { _ in .warning })
        for (diagnostic, (_, id, earlier)) in zip(found, expected) {
            #expect(diagnostic.summary.contains("'\(id)'"))
            #expect(diagnostic.notes.first?.range?.lowerBound.line == earlier)
        }
    }
}
