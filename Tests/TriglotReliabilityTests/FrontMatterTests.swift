import Foundation
import Testing
import TriglotMarkup
import TriglotModel

/// B3 at the model level: front matter is hostile input too. Every problem is a `front-matter.*`
/// diagnostic at a line of the file, quickly, and nothing in it can expand, recurse or crash.
@Suite struct FrontMatterTests {
    private func read(_ yaml: String, body: String = "# T\n\nText.\n") -> Pipeline.Outcome {
        Pipeline.run("---\n" + yaml + "\n---\n" + body)
    }

    private func frontMatterProblems(_ outcome: Pipeline.Outcome) -> [Diagnostic] {
        outcome.read.diagnostics.filter { $0.id.hasPrefix("front-matter.") }
    }

    /// saphyr #109's "lol" document: nine levels of nine aliases.
    static let lol: String = {
        var yaml = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        for index in 1..<names.count {
            yaml += "\(names[index]): &\(names[index]) [" + Array(repeating: "*\(names[index - 1])", count: 9).joined(separator: ",") + "]\n"
        }
        return yaml
    }()

    /// Nine levels of nine aliases, anchored and named as `anchor` and `alias` write them.
    static func nested(anchor: (String) -> String, alias: (String) -> String, separator: String = ", ") -> String {
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        var yaml = "a: \(anchor("a")) [x, x, x, x, x, x, x, x, x]\n"
        for index in 1..<names.count {
            yaml += "\(names[index]): \(anchor(names[index])) [" + Array(repeating: alias(names[index - 1]), count: 9).joined(separator: separator) + "]\n"
        }
        return yaml
    }

    /// Anchors and aliases spelled every way YAML allows: the budget counts the values the
    /// parsed document holds, so no spelling dodges it.
    @Test("B3.23 alias bombs are refused within a second, however they are spelled", arguments: [
        PathologicalCase(name: "lol, 9 × 9", text: lol),
        PathologicalCase(name: "one anchor, 5000 aliases", text: "a: &a x\n" + (0..<5_000).map { "k\($0): *a" }.joined(separator: "\n")),
        PathologicalCase(name: "lol, tab-separated", text: lol.replacingOccurrences(of: ": &", with: ":\t&").replacingOccurrences(of: ",*", with: ",\t*")),
        PathologicalCase(name: "lol, names starting with .", text: nested(anchor: { "&.\($0)" }, alias: { "*.\($0)" })),
        PathologicalCase(name: "lol, names starting with -", text: nested(anchor: { "&-\($0)" }, alias: { "*-\($0)" })),
        PathologicalCase(name: "CJK anchor names", text: nested(anchor: { "&中\($0)" }, alias: { "*中\($0)" })),
        PathologicalCase(name: "anchors after a tag", text: nested(anchor: { "!!seq &\($0)" }, alias: { "*\($0)" })),
        PathologicalCase(name: "anchors in a sequence", text: "- &a [x, x, x, x, x, x, x, x, x]\n" + (1..<9).map { level in
            "- &l\(level) [" + Array(repeating: level == 1 ? "*a" : "*l\(level - 1)", count: 9).joined(separator: ", ") + "]"
        }.joined(separator: "\n")),
        PathologicalCase(name: "anchors in a flow mapping", text: "m: {" + nested(anchor: { "&\($0)" }, alias: { "*\($0)" })
            .split(separator: "\n").joined(separator: ", ") + "}"),
    ])
    func b3_23AliasBombs(_ input: PathologicalCase) {
        let outcome = read(input.text)
        #expect(outcome.elapsed < .seconds(1), "took \(outcome.elapsed)")
        let problems = frontMatterProblems(outcome)
        // Refused: past the budget, or (names libyaml does not take, `&.a`, `&中a`) not YAML at all.
        #expect(problems.contains { $0.id == "front-matter.alias" || $0.id == "front-matter.invalid" }, "\(problems.map(\.summary))")
        #expect(input.name.contains(".") || input.name.contains("CJK") || problems.contains { $0.id == "front-matter.alias" })
        expectPlaced(outcome.diagnostics)
        #expect(outcome.read.page.frontMatter.values.values.allSatisfy { $0.utf8.count < 10_000 })
    }

    @Test("B3.24 malformed front matter is reported at its line", arguments: [
        ("title: a", 1, "unterminated"),                     // no closing fence
        ("title: a\n\tbad: tab", 3, "invalid"),
        ("title: a\ntitle: b", 3, "duplicate-key"),
        ("- a\n- b", 2, "not-a-mapping"),
        ("a: [1, 2\nb: c", 3, "invalid"),
        ("a: \"unterminated", 2, "invalid"),
    ] as [(String, Int, String)])
    func b3_24Malformed(_ yaml: String, _ line: Int, _ kind: String) {
        let outcome = kind == "unterminated" ? Pipeline.run("---\n" + yaml + "\n# T\n") : read(yaml)
        let problem = frontMatterProblems(outcome).first
        #expect(problem?.id == "front-matter." + kind, "\(frontMatterProblems(outcome).map(\.id))")
        #expect(problem?.range?.lowerBound.line ?? 0 >= 1)
        #expect(problem?.range?.lowerBound.line ?? 0 <= line + 1)
        expectPlaced(outcome.diagnostics)
    }

    @Test("B3.24 front matter that is not on line 1 is Markdown, not metadata")
    func b3_24NotOnLineOne() {
        let outcome = Pipeline.run("\n---\ntitle: a\n---\n# T\n")
        #expect(outcome.read.page.frontMatter.values.isEmpty)
        #expect(outcome.html.contains("<hr />"))
    }

    @Test("B3 empty and trivial front matter", arguments: ["", " ", "~", "null", "{}", "# only a comment"])
    func b3EmptyFrontMatter(_ yaml: String) {
        let outcome = read(yaml)
        expectPlaced(outcome.diagnostics)
        #expect(outcome.read.page.title?.text == "T")
    }

    @Test("B3 hostile keys and values stay text", arguments: [
        "? [a, b]\n: c", "? {a: 1}\n: c", "\"\": empty key", "~: null key", "null: x", "\"a\\nb\": newline key",
        "<<: {a: 1}", "a: !!binary aGVsbG8=", "a: !!python/object:os.system x", "a: !!int notanumber",
        "a: !<tag:yaml.org,2002:str> x", "\"\\u0000\": nul", "a: \"\\u202Eevil\"", "%YAML 1.2\na: b",
        "a: |\n  block\n  *x text", "a: >-\n  folded &y\n", "[a]: b", "a: 1e99999", "a: 0x_",
    ])
    func b3HostileKeys(_ yaml: String) {
        let outcome = read(yaml)
        expectPlaced(outcome.diagnostics)
        #expect(outcome.elapsed < .seconds(1))
        #expect(outcome.read.page.title?.text == "T", "the body still parses")
    }

    /// A deeply nested value must not overflow the stack of the thread that reads the page: the
    /// loader reads pages on worker threads with small stacks.
    @Test("B3 deeply nested YAML on a small-stack thread", arguments: [
        PathologicalCase(name: "30000 nested flow sequences", text: String(repeating: "[", count: 30_000) + String(repeating: "]", count: 30_000)),
        PathologicalCase(name: "10000 nested flow mappings", text: "a: " + String(repeating: "{a: ", count: 10_000) + "x" + String(repeating: "}", count: 10_000)),
        PathologicalCase(name: "300 indented mappings", text: (0..<300).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n") + " v"),
        PathologicalCase(name: "20000 compact block sequences", text: String(repeating: "- ", count: 20_000) + "x"),
        PathologicalCase(name: "flow nesting after an apostrophe", text: "a: [it's, " + String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000) + "]"),
    ])
    func b3DeepNesting(_ input: PathologicalCase) async {
        let bytes = Array(("---\n" + input.text + "\n---\n# T\n").utf8)
        let finished = await withCheckedContinuation { (continuation: CheckedContinuation<[Diagnostic], Never>) in
            let thread = Thread {
                continuation.resume(returning: PageReader().read(bytes: bytes, path: "Content/en/p.md", language: .english).diagnostics)
            }
            thread.stackSize = 512 * 1024
            thread.start()
        }
        expectPlaced(finished)
        #expect(finished.contains { $0.id == "front-matter.too-deep" }, "\(finished.map(\.id))")
    }

    @Test("B3 huge front matter", arguments: [60_000, 70_000, 2_000_000])
    func b3HugeValues(_ length: Int) {
        let outcome = read("title: " + String(repeating: "x", count: length))
        #expect(outcome.elapsed < Pipeline.bound)
        expectPlaced(outcome.diagnostics)
        if length > 64 * 1024 {
            #expect(frontMatterProblems(outcome).map(\.id) == ["front-matter.too-large"])
        } else {
            #expect(outcome.read.page.frontMatter.values["title"]?.utf8.count == length)
        }
    }

    @Test("B3 many keys")
    func b3ManyKeys() {
        let outcome = read((0..<5_000).map { "k\($0): v" }.joined(separator: "\n"))
        #expect(outcome.elapsed < Pipeline.bound)
        #expect(outcome.read.page.frontMatter.values.count == 5_000)
    }

    /// B3.21: `source:` is the one URL in front matter; a dangerous scheme is refused at its line
    /// and never reaches the model, so nothing downstream can make a link of it.
    @Test("B3.21 a dangerous source URL is refused at its key", arguments: [
        "javascript:alert(1)", "\" JaVaScRiPt:alert(1)\"", "\"java\\tscript:alert(1)\"", "data:text/html,x", "vbscript:x",
        "file:///etc/passwd",
    ])
    func b3_21DangerousSource(_ url: String) {
        let outcome = read("title: a\nsource: " + url)
        let problem = frontMatterProblems(outcome).first { $0.id == "front-matter.unsafe-url" }
        #expect(problem?.range?.lowerBound.line == 3)
        #expect(outcome.read.page.frontMatter.source == nil)
    }

    @Test("B3.21 an ordinary source URL is kept")
    func b3_21OrdinarySource() {
        let outcome = read("source: https://developer.apple.com/documentation/uikit/uiapplicationdelegate")
        #expect(frontMatterProblems(outcome).isEmpty)
        #expect(outcome.read.page.frontMatter.source == "https://developer.apple.com/documentation/uikit/uiapplicationdelegate")
    }

    /// B3.18–20 at the model level: title text with markup and quotes stays text in the model
    /// and comes out of the renderer escaped, quotes included, on the byte level.
    @Test("B3.18–20 hostile titles are escaped by the renderer", arguments: [
        "</title><script>alert(1)</script> & co", "x\" onmouseover=\"alert(1)", "x' onmouseover='alert(1)",
        "x\"\u{301} onmouseover=alert(1) y=\"",
    ])
    func b3_18HostileTitles(_ title: String) {
        let outcome = Pipeline.run("---\ntitle: '" + title.replacingOccurrences(of: "'", with: "''") + "'\n---\n# " + title + "\n")
        #expect(outcome.read.page.frontMatter.values["title"] == title)
        #expect(HTMLAudit.problems(in: Array(outcome.html.utf8)) == [])
        let escaped = Array(HTMLEscaping.escape(title).utf8)
        #expect(!escaped.contains(UInt8(ascii: "\"")) && !escaped.contains(UInt8(ascii: "'")) && !escaped.contains(UInt8(ascii: "<")))
        #expect(!HTMLEscaping.escape("a & b").contains("&amp;amp;"))
    }
}
