import Testing
import TriglotChecks
import TriglotModel

@Suite("lifecycle.block")
struct LifecycleBlockCheckTests {
    static func page(_ facts: String) -> String {
        "# application(_:open:options:)\n\nOpens a URL.\n\n## Discussion\n\nText.\n\n```lifecycle\n" + facts + "\n```\n"
    }

    @Test(arguments: [
        "scenario cold-url\ncalled application(_:open:options:)\nstate application(_:open:options:) inactive",
        "scenario cold-url\nset willFinishReturns false\nnot-called application(_:open:options:)",
        "scenario cold-url\nbefore application(_:didFinishLaunchingWithOptions:) application(_:open:options:)",
        "scenario warm-url\nstate applicationWillEnterForeground(_:) background",
    ])
    func quietWhenTheCoreAgrees(facts: String) {
        let diagnostics = LifecycleContent.run(LifecycleBlockCheck.self, ["en/a.md": Self.page(facts)],
                                               scenarios: ["cold-url": LifecycleContent.coldURL, "warm-url": LifecycleContent.warmURL])
        #expect(diagnostics.isEmpty)
    }

    /// Lines: the fence is line 9, so the block's first fact is line 10.
    @Test(arguments: [
        ("scenario cold-url\nnot-called application(_:open:options:)", 11, "does not confirm"),
        ("scenario cold-url\nset didFinishReturns false\ncalled application(_:open:options:)", 12, "R1"),
        ("scenario cold-url\nstate application(_:open:options:) active", 11, "inactive"),
        ("scenario cold-url\nbefore applicationDidBecomeActive(_:) application(_:open:options:)", 11, "after"),
        ("scenario no-such-scenario\ncalled application(_:open:options:)", 9, "no scenario named"),
        ("scenario cold-url\nset noSuchFlag true", 11, "noSuchFlag"),
    ])
    func firesWhenTheCoreDisagrees(facts: String, line: Int, summary: String) throws {
        let diagnostics = LifecycleContent.run(LifecycleBlockCheck.self, ["en/a.md": Self.page(facts)], scenarios: ["cold-url": LifecycleContent.coldURL])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.line == line)
        #expect(diagnostic.summary.contains(summary))
    }
}
