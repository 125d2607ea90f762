import Foundation
import Testing
import TriglotMarkup
import TriglotModel

/// B1: pathological Markdown through the whole model-level pipeline, each within the bound.
/// libcmark 0.30.2 predates the fixes for some quadratic cases, so those are refused by
/// `PathologicalInput` before cmark sees them; either way the result is fast and explained.
@Suite(.serialized) struct ParserDoSTests {
    /// The shapes libcmark 0.30.2 is quadratic on (measured: 28–159 s at cmark's sizes).
    static let refusedCases: Set<String> = [
        "11 ![[]() repeated (CVE-2023-22486)", "21 empty lines in nested lists (GHSA-66g8)",
        "22 empty lines in nested lists in a block quote", "23 emph in deep block quote (GHSA-66g8)",
    ]

    /// What every pathological page must satisfy, refused or not.
    private func expectHandled(_ input: PathologicalCase, _ outcome: Pipeline.Outcome, scale: Int = 1) {
        #expect(outcome.elapsed < Pipeline.bound * scale, "\(input.name) took \(outcome.elapsed)")
        let html = outcome.html.utf8
        #expect(!html.containsBytes("<script"), "\(input.name): script tag in output")
        #expect(!html.containsBytes("javascript:"), "\(input.name): javascript URL in output")
        expectPlaced(outcome.diagnostics)
        let refusal = outcome.diagnostics.first { $0.id == PathologicalInput.diagnosticID || $0.id == "model.file-too-large" }
        if let refusal {
            #expect(refusal.severity == .error)
            #expect(refusal.explanation?.isEmpty == false)
            #expect(refusal.path == "Content/en/p.md")
            #expect(outcome.read.page.document == nil, "a refused page is not parsed")
        } else {
            // Parsed: the HTML carries the page's text, so nothing was silently dropped.
            #expect(outcome.read.page.document != nil)
            #expect(input.text.isEmpty || !outcome.html.isEmpty, "\(input.name): no output")
        }
    }

    @Test("B1.1 cmark's pathological corpus at cmark's sizes", arguments: PathologicalCorpus.cmarkCases())
    func b1PathologicalCorpus(_ input: PathologicalCase) {
        let outcome = Pipeline.run(input.bytes)
        expectHandled(input, outcome)
        let refused = outcome.ids.contains(PathologicalInput.diagnosticID)
        #expect(refused == Self.refusedCases.contains(input.name), "\(input.name): refused \(refused) in \(outcome.elapsed)")
    }

    @Test("B1.1 cmark's pathological corpus at swift-cmark's sizes", arguments: PathologicalCorpus.cmarkCases(scale: 2))
    func b1PathologicalCorpusLarger(_ input: PathologicalCase) {
        expectHandled(input, Pipeline.run(input.bytes), scale: 2)
    }

    @Test("B1.2, B1.4, B1.6, B1.8 GFM, renderer, reference and heading cases", arguments: PathologicalCorpus.extraCases)
    func b1ExtraCases(_ input: PathologicalCase) {
        let outcome = Pipeline.run(input.bytes)
        expectHandled(input, outcome)
        #expect(!outcome.ids.contains(PathologicalInput.diagnosticID), "\(input.name) is linear in cmark and must be parsed")
    }

    /// B1.3: doubling n must not quadruple the time. A slack absorbs the noise of tiny times on a
    /// busy machine; before the guard these went 6 s → 28 s → over a minute.
    static func ghsaShape(_ name: String, _ n: Int) -> String {
        name == "block quotes then emphasis"
            ? String(repeating: ">", count: n) + String(repeating: "a*", count: n)
            : String(repeating: " -", count: n) + "x" + String(repeating: "\n", count: n)
    }

    @Test("B1.3 GHSA-66g8 proofs of concept scale linearly",
          arguments: ["block quotes then emphasis", "space-dash lists then blank lines"])
    func b1_3Scaling(_ shape: String) {
        var times: [Duration] = []
        for n in [10_000, 20_000, 40_000] {
            let outcome = Pipeline.run(Array(Self.ghsaShape(shape, n).utf8))
            expectWithinBound(outcome, "\(shape) n=\(n)")
            times.append(outcome.elapsed)
        }
        for (smaller, larger) in zip(times, times.dropFirst()) {
            #expect(larger <= smaller * 2.5 + .milliseconds(250), "\(shape): \(times)")
        }
    }

    /// B1.3 beyond cmark's own shapes: the same nesting built up by indentation, which no
    /// single line reveals, is caught by the container budget.
    @Test("B1.3 nesting by indentation followed by blank lines")
    func b1_3IndentedNesting() {
        let depth = 2_000
        let lines = (0..<depth).map { String(repeating: "  ", count: $0) + "- a\n" }.joined()
        let outcome = Pipeline.run(lines + String(repeating: "\n", count: 20_000))
        expectWithinBound(outcome, "indented nesting")
        let refusal = outcome.diagnostics.first { $0.id == PathologicalInput.diagnosticID }
        #expect(refusal != nil, "the nesting is refused")
        #expect(refusal?.range?.lowerBound.line ?? 0 > 1, "names the line where the nesting got deep")
    }

    /// B1.5: deep nesting on a thread with a small stack (as a parallel loader's worker has),
    /// and the model dropped there too: nothing may recurse per level, building or freeing.
    @Test("B1.5 deep nesting on a small-stack thread, built and freed", arguments: [
        PathologicalCase(name: "50000 block quotes", text: String(repeating: "> ", count: 50_000) + "a"),
        PathologicalCase(name: "30000 nested emphasis", text: String(repeating: "*", count: 30_000) + "x" + String(repeating: "*", count: 30_000)),
        PathologicalCase(name: "30000 nested lists", text: String(repeating: "- ", count: 30_000) + "x"),
        PathologicalCase(name: "GHSA-66g8 at 100000", text: String(repeating: ">", count: 100_000) + String(repeating: "a*", count: 100_000)),
        PathologicalCase(name: "50000 nested link texts", text: String(repeating: "[", count: 50_000) + "a" + String(repeating: "](b)", count: 50_000)),
        PathologicalCase(name: "20000 nested images", text: String(repeating: "![", count: 20_000) + "a" + String(repeating: "](b.png)", count: 20_000)),
    ])
    func b1_5DeepNesting(_ input: PathologicalCase) async {
        let bytes = input.bytes
        let finished = await withCheckedContinuation { (continuation: CheckedContinuation<Pipeline.Outcome?, Never>) in
            let thread = Thread {
                var outcome: Pipeline.Outcome? = Pipeline.run(bytes)
                let result = outcome.map { Pipeline.Outcome(read: PageReader().read(bytes: [], path: "x", language: .english),
                                                            diagnostics: $0.diagnostics, html: "", elapsed: $0.elapsed) }
                outcome = nil  // the whole model and tree are freed here, on the small stack
                continuation.resume(returning: result)
            }
            thread.stackSize = 512 * 1024
            thread.start()
        }
        #expect(finished != nil, "the page was read")
        if let outcome = finished {
            expectWithinBound(outcome, "deep nesting")
            expectPlaced(outcome.diagnostics)
        }
    }

    /// B1.7: cmark aborts the process past 1 GiB, so large pages never reach it.
    @Test("B1.7 huge pages are refused before cmark", arguments: [20, 64])
    func b1_7HugeFiles(megabytes: Int) {
        let bytes = [UInt8](repeating: UInt8(ascii: "&"), count: megabytes * 1_048_576)
        let outcome = Pipeline.run(bytes)
        expectWithinBound(outcome, "\(megabytes) MB")
        let refusal = outcome.diagnostics.first { $0.id == "model.file-too-large" }
        #expect(refusal?.summary.contains("\(megabytes) MB") == true)
        #expect(refusal?.range?.lowerBound.line == 1)
        #expect(outcome.read.page.document == nil)
    }

    /// B1.8: a slug from a pathological heading stays short.
    @Test("B1.8 slugs of pathological headings are capped")
    func b1_8SlugCap() throws {
        let outcome = Pipeline.run("# T\n\n## " + String(repeating: "word ", count: 200_000) + "\n")
        expectWithinBound(outcome, "1 MB heading")
        let section = try #require(outcome.read.page.sections.first)
        #expect(section.id.count <= 100)
        #expect(!section.id.isEmpty)
    }

    /// B1.9: one pathological page among many normal ones gets its own error; the rest load.
    @Test("B1.9 one bad page does not sink the others")
    func b1_9BlastRadius() throws {
        var files: TestFolder.Files = [:]
        for index in 0..<200 {
            for language in ["en", "zh-Hans", "ja"] {
                files["\(language)/page-\(index).md"] = "# Page \(index)\n\nText \(index) with `code`.\n\n## Discussion\n\nMore.\n"
            }
        }
        files["ja/page-7.md"] = String(repeating: "![[]()", count: 160_000)
        let clock = ContinuousClock()
        let start = clock.now
        let run = try TestFolder.loadAndCheck(files)
        #expect(clock.now - start < .seconds(30), "600 pages and one bad one")
        let bad = run.diagnostics.filter { $0.id == PathologicalInput.diagnosticID }
        #expect(bad.count == 1)
        #expect(bad.first?.path.hasSuffix("ja/page-7.md") == true)
        let parsed = run.content.allPages.filter { $0.page.title != nil }
        #expect(parsed.count == 599)
        expectPlaced(run.diagnostics)
    }
}

/// The guard must not refuse what real pages look like, however long: its estimates overcount,
/// so these pin the budgets well clear of ordinary Markdown.
@Suite struct PathologicalInputBudgetTests {
    private func refusal(_ text: String) -> Diagnostic? {
        let bytes = Array(text.utf8)
        return PathologicalInput.diagnostic(for: bytes, source: SourceText(bytes: bytes), path: "p.md")
    }

    @Test("B1 long ordinary pages are never refused", arguments: [
        PathologicalCase(name: "10000 list items with an image and a link", text: String(repeating: "- ![icon](i.png) [name](x.md) and `code`\n", count: 10_000)),
        PathologicalCase(name: "nested lists four deep, repeated", text: String(repeating: "- a\n  - b\n    - c\n      - *d* and _e_\n\n", count: 20_000)),
        PathologicalCase(name: "block quotes with emphasis", text: String(repeating: "> **Important**\n>\n> Call *this* `f()` first.\n\n", count: 20_000)),
        PathologicalCase(name: "a long paragraph of links", text: String(repeating: "See [a](b.md) and [c](d.md#e). ", count: 50_000)),
        PathologicalCase(name: "images in one paragraph", text: String(repeating: "![a](b.png) ", count: 5_000)),
        PathologicalCase(name: "indented code", text: String(repeating: "        let x = a * b * c // *\n", count: 50_000)),
    ])
    func ordinaryPages(_ input: PathologicalCase) {
        #expect(refusal(input.text) == nil)
    }

    @Test("B1 a refusal names the line where the nesting starts")
    func refusalLine() throws {
        let text = "# Title\n\nIntro.\n\n" + String(repeating: "- ", count: 5_000) + "x" + String(repeating: "\n", count: 5_000)
        let diagnostic = try #require(refusal(text))
        #expect(diagnostic.id == PathologicalInput.diagnosticID)
        #expect(diagnostic.range?.lowerBound.line == 5)
        #expect(diagnostic.severity == .error)
    }

    /// cmark's cost is quadratic per paragraph, so the budget sums paragraphs: many moderate
    /// ones add up to one large one.
    @Test("B1 the bracket budget sums the page's paragraphs")
    func bracketsPerParagraph() {
        let paragraph = String(repeating: "![[]()", count: 5_000) + "\n\n"
        #expect(refusal(String(repeating: paragraph, count: 3)) == nil)
        #expect(refusal(String(repeating: paragraph, count: 20)) != nil)
        #expect(refusal(String(repeating: "- ![[]()\n", count: 100_000)) == nil, "each list item is its own paragraph")
        #expect(refusal(String(repeating: "![[]()", count: 100_000)) != nil)
        // Lines that look like new blocks but continue the paragraph must not reset the count.
        let disguised = String(repeating: String(repeating: "![[]()", count: 1_000) + "\n#x\n2. y\n    - z\n", count: 100)
        #expect(refusal(disguised) != nil)
    }
}
