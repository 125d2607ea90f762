import Testing
import TriglotChecks
import TriglotImport
import TriglotMarkup
import TriglotModel

/// The three shapes libcmark 0.30.2 is quadratic on, as pages with a title, and their cousins:
/// the same constructions built from other repeated units and at other counts. Each page is read
/// the way each command reads it (`triglot model` through `SeedReader`, `check` and `build`
/// through the content loader, the checks and the HTML renderer) and must be parsed or refused
/// with `model.pathological-input`, without sinking the other pages of its content set.
///
/// The harness bounds the time (`.timeLimit`): a page that reaches cmark's quadratic path takes
/// minutes at these sizes, so a regression fails the test case instead of slowing it down.
@Suite struct HostileShapeTests {
    @Test("hostile shapes are parsed or refused, and the other pages load",
          .timeLimit(.minutes(1)), arguments: HostileShapes.all)
    func hostileShape(_ shape: PathologicalCase) throws {
        let page = "# T\n\n" + shape.text
        #expect(page.utf8.count < HostileShapes.pageLimit, "\(shape.name): keep the page under 1 MB")

        // `triglot model` and `triglot import`: the shape is told (bilingual or not) first.
        let seed = SeedReader().read(bytes: Array(page.utf8), path: "en/bad.md", language: .english).read
        expectParsedOrRefused(seed, shape.name)

        // `triglot check` and `triglot build`: a content set with the page beside normal ones.
        let run = try TestFolder.loadAndCheck([
            "site.yml": "languages: [en, ja]\n",
            "en/bad.md": page,
            "en/ok.md": "# OK\n\nA normal page with *emphasis* and a [link](bad.md).\n",
            "ja/ok.md": "# OK\n\n普通の *ページ* です。[リンク](bad.md)\n",
        ])
        let bad = try #require(run.content.page("bad.md", in: .english), "\(shape.name): the page is in the set")
        let refused = run.diagnostics.filter { $0.id == PathologicalInput.diagnosticID }
        #expect(refused.allSatisfy { $0.path.hasSuffix("en/bad.md") }, "\(shape.name): only the bad page is refused")
        #expect(refused.isEmpty == (bad.page.document != nil), "\(shape.name): parsed or refused, not both")
        if let document = bad.page.document {
            _ = HTMLRenderer().render(document.root)
        }
        for language in [Language.english, .japanese] {
            let ok = run.content.page("ok.md", in: language)
            #expect(ok?.page.title != nil, "\(shape.name): \(language.code)/ok.md still loads")
            #expect(ok?.page.document != nil)
        }
        expectPlaced(run.diagnostics)
    }

    /// Plain-text pages (`triglot model` of a page copied from a browser) are rewritten as
    /// Markdown before cmark parses them: what is rewritten must pass the guard too, and the
    /// rewriting itself must stay linear.
    @Test("plain-text pages holding hostile shapes", .timeLimit(.minutes(1)), arguments: [
        PathologicalCase(name: "See Also group title of ![[]()", text: "Function\nT\n\nSee Also\n\n" + String(repeating: "![[]()", count: 160_000) + "\n"),
        PathologicalCase(name: "300000 letters then a parenthesis", text: "Function\nT\n" + String(repeating: "a", count: 300_000) + "(\n"),
    ])
    func plainText(_ shape: PathologicalCase) {
        let result = SeedReader().read(bytes: shape.bytes, path: "p.md", language: .english)
        #expect(result.shape == .plainText)
        expectParsedOrRefused(result.read, shape.name)
    }

    private func expectParsedOrRefused(_ read: PageReader.Result, _ name: String,
                                       sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let refusal = read.diagnostics.first { $0.id == PathologicalInput.diagnosticID }
        #expect((refusal == nil) == (read.page.document != nil), "\(name): parsed or refused, not both", sourceLocation: sourceLocation)
        expectPlaced(read.diagnostics, sourceLocation: sourceLocation)
    }
}

/// The shapes of `HostileShapeTests`, generated.
enum HostileShapes {
    static let pageLimit = 1_000_000

    /// The units repeated: list and block-quote markers, brackets, the CVE's image-link unit,
    /// emphasis delimiters, backticks and angle brackets.
    static let units = ["- ", "> ", "* ", "1. ", "[", "![[]()", "a*", "_", "`", "<"]

    /// The shapes as reported (28 s, 24 s and minutes with the release binary before the fix).
    static let measured: [PathologicalCase] = [
        .init(name: "measured: - × 30000, x, 30000 blank lines", text: nested("- ", 30_000)),
        .init(name: "measured: > × 100000 then a* × 100000", text: afterQuotes("a*", 100_000)),
        .init(name: "measured: ![[]() × 160000", text: String(repeating: "![[]()", count: 160_000)),
    ]

    /// Each unit in each construction, at a count the guard lets through and one it may refuse:
    /// the unit opening `n` containers that blank lines keep open, the unit after `n` block
    /// quotes on one line, and the unit alone. The counts stay well below the measured ones:
    /// the tests run in debug, where building the model of a page that is accepted costs tens
    /// of microseconds a node, and a hundred thousand nested list items take seconds.
    static func cousins() -> [PathologicalCase] {
        units.flatMap { unit -> [PathologicalCase] in
            [1_000, 20_000].map { PathologicalCase(name: "\(unit) × \($0), x, \($0) blank lines", text: nested(unit, $0)) }
                + [1_000, 10_000].map { PathologicalCase(name: "> × \($0) then \(unit) × \($0)", text: afterQuotes(unit, $0)) }
                + [PathologicalCase(name: "\(unit) × 10000", text: String(repeating: unit, count: 10_000))]
        }
    }

    static let all = measured + cousins()

    static func nested(_ unit: String, _ count: Int) -> String {
        String(repeating: unit, count: count) + "x" + String(repeating: "\n", count: count)
    }

    static func afterQuotes(_ unit: String, _ count: Int) -> String {
        String(repeating: ">", count: count) + String(repeating: unit, count: count)
    }
}
