import Foundation
import Testing
import TriglotChecks
import TriglotContent
import TriglotMarkup
import TriglotModel
import TriglotTestSupport

/// B5: the real Content/ folder with one translation made hostile, loaded and checked the way
/// `triglot check` does. Nothing crashes, nothing takes long, and every problem is a diagnostic
/// with a file and a line.
@Suite struct CrossCheckRobustnessTests {
    /// Content/ as shipped, by relative path.
    static let shipped: [String: [UInt8]] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Content").resolvingSymlinksInPath()
        var files: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard let data = try? Data(contentsOf: url), !url.hasDirectoryPath else { continue }
            files[String(url.path.dropFirst(root.path.count + 1))] = Array(data)
        }
        return files
    }()

    /// The translation every mutation is applied to: the longest Japanese page.
    static let victim: String = shipped.keys.filter { $0.hasPrefix("ja/") && $0.hasSuffix(".md") }
        .max { (shipped[$0]?.count ?? 0, $1) < (shipped[$1]?.count ?? 0, $0) } ?? "ja/index.md"

    private func run(_ files: [String: [UInt8]], bound: Duration = .seconds(20)) throws -> TestFolder.Run {
        let clock = ContinuousClock()
        let start = clock.now
        let run = try TestFolder.loadAndCheck(bytes: files)
        #expect(clock.now - start < bound, "loading and checking took \(clock.now - start)")
        expectPlaced(run.diagnostics)
        return run
    }

    @Test("B5 the shipped content loads and checks cleanly with placed diagnostics")
    func b5Shipped() throws {
        try #require(Self.shipped.count > 10, "Content/ was found beside the tests")
        let run = try run(Self.shipped)
        #expect(run.diagnostics.filter { $0.severity == .error } == [])
    }

    typealias Mutation = @Sendable ([UInt8]) -> [UInt8]

    static let mutations: [(String, Mutation)] = [
        ("empty", { _ in [] }),
        ("truncated mid-file", { Array($0.prefix($0.count / 2)) }),
        ("truncated inside a UTF-8 sequence", { bytes in
            let cut = bytes.indices.last { bytes[$0] >= 0xC0 } ?? bytes.count
            return Array(bytes.prefix(cut + 1))
        }),
        ("lines reversed", { Array(String(decoding: $0, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).reversed().joined(separator: "\n").utf8) }),
        ("every heading one level deeper", { Array(String(decoding: $0, as: UTF8.self).replacingOccurrences(of: "\n#", with: "\n##").utf8) }),
        ("headings removed", { Array(String(decoding: $0, as: UTF8.self).replacingOccurrences(of: "\n#", with: "\n").utf8) }),
        ("front matter unclosed", { Array(String(decoding: $0, as: UTF8.self).replacingOccurrences(of: "\n---\n", with: "\n").utf8) }),
        ("invalid UTF-8 and NUL sprinkled", { bytes in
            var result: [UInt8] = []
            for (index, byte) in bytes.enumerated() {
                result.append(byte)
                if index % 97 == 0 { result += [0xFF, 0x00, 0xC0, 0x80] }
            }
            return result
        }),
        ("bidi controls in every line", { Array(String(decoding: $0, as: UTF8.self).replacingOccurrences(of: "\n", with: "\u{202E}\n").utf8) }),
        ("CR line endings", { Array(String(decoding: $0, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r").utf8) }),
        ("everything doubled", { $0 + $0 }),
        ("code fences opened and never closed", { Array("```\n".utf8) + $0 }),
        ("pathological: nested brackets", { $0 + Array((String(repeating: "[", count: 25_000) + "a" + String(repeating: "]", count: 25_000)).utf8) }),
        ("pathological: ![[]() (refused)", { _ in Array(String(repeating: "![[]()", count: 160_000).utf8) }),
        ("pathological: deep block quote", { $0 + Array((String(repeating: "> ", count: 25_000) + "a").utf8) }),
        ("declaration of nested generics", { $0 + Array(("\n```swift\nfunc f() -> " + String(repeating: "Array<", count: 3_000) + "Int" + String(repeating: ">", count: 3_000) + "\n```\n").utf8) }),
        ("declaration of nested parentheses", { $0 + Array(("\n```swift\nfunc f(" + String(repeating: "(", count: 5_000) + String(repeating: ")", count: 5_000) + ")\n```\n").utf8) }),
        ("lifecycle block of garbage", { $0 + Array(("\n```lifecycle\n" + String(repeating: "application(_:didFinishLaunchingWithOptions:) -> ", count: 2_000) + "\n```\n").utf8) }),
        ("English copied as the translation", { _ in [] }),
    ]

    @Test("B5 a hostile translation among the shipped pages", arguments: mutations.map(\.0))
    func b5HostileTranslation(_ name: String) throws {
        var files = Self.shipped
        let original = try #require(files[Self.victim])
        let mutation = try #require(Self.mutations.first { $0.0 == name }?.1)
        files[Self.victim] = name.hasPrefix("English copied") ? files["en/" + Self.victim.dropFirst(3)] : mutation(original)
        let run = try run(files)
        #expect(run.content.page(String(Self.victim.dropFirst(3)), in: .japanese) != nil, "the page is still loaded")
    }

    /// Small random edits to random pages, seeded so a failure can be replayed by its seed.
    @Test("B5 seeded random edits to translations", arguments: 1...12)
    func b5RandomEdits(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var files = Self.shipped
        let pages = files.keys.filter { !$0.hasPrefix("en/") && $0.hasSuffix(".md") }.sorted()
        try #require(!pages.isEmpty, "Content/ was found beside the tests")
        let tokens = ["\n", "\n\n", "#", "## ", "- ", "1. ", "> ", "```", "`", "*", "_", "[", "](", ")", "![", "{#", "}", "\r", "---\n",
                      "\u{0}", "\u{FEFF}", "\u{202E}", "| a |", "<!--", "<div>", "&#0;", "\\", "    ", "\t"]
        for _ in 0..<5 {
            let path = pages[Int(random.next() % UInt64(pages.count))]
            var bytes = files[path] ?? []
            for _ in 0..<20 {
                let at = bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count))
                switch random.next() % 3 {
                case 0: bytes.insert(contentsOf: Array(tokens[Int(random.next() % UInt64(tokens.count))].utf8), at: at)
                case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int(random.next() % 40)))
                default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + Int(random.next() % 200))], at: min(bytes.count, at + 1))
                }
            }
            files[path] = bytes
        }
        _ = try run(files)
    }

    @Test("B5.37 duplicate and colliding headings get unique, non-empty, stable ids")
    func b5_37Headings() {
        let text = "# T\n\n## Setup\n\n## Setup\n\n## 1. Carlo\n\n## 2. Carlo\n\n## C++\n\n## C\n\n## !!!\n\n## 🎉\n\n##\n\n## setup-1\n"
        let first = Pipeline.run(text).read.page.sections.map(\.id)
        #expect(first.count == 10)
        #expect(Set(first).count == first.count, "\(first)")
        #expect(first.allSatisfy { !$0.isEmpty })
        #expect(Pipeline.run(text).read.page.sections.map(\.id) == first, "deterministic")
        // A warning where an id was suffixed: the second `Setup` (line 5), and `C` after `C++` (line 13).
        let collisions = Pipeline.run(text).read.diagnostics.filter { $0.id == "model.heading-id-collision" }
        let lines = collisions.compactMap { $0.range?.lowerBound.line }
        #expect(lines.contains(5) && lines.contains(13), "\(lines)")
        #expect(!lines.contains(9), "'2. Carlo' makes an id of its own")
        #expect(collisions.first { $0.range?.lowerBound.line == 13 }?.notes.first?.range?.lowerBound.line == 11)
    }

    @Test("B5.38 missing, extra and reordered sections cite both files")
    func b5_38Sections() throws {
        var files: TestFolder.Files = [:]
        files["en/p.md"] = "# P\n\nAbstract.\n\n## Overview {#overview}\n\nA.\n\n## Details {#details}\n\nB.\n\n## Notes {#notes}\n\nC.\n"
        files["en/q.md"] = "# Q\n\nAbstract.\n"
        files["ja/p.md"] = "# P\n\n概要。\n\n## 注記 {#notes}\n\nC.\n\n## 概要 {#overview}\n\nA.\n"
        files["zh-Hans/p.md"] = "# P\n\n摘要。\n\n## 概述 {#overview}\n\nA.\n\n## 详情 {#details}\n\nB.\n\n## 注释 {#notes}\n\nC.\n\n## 额外 {#extra}\n\nD.\n"
        files["zh-Hans/q.md"] = "# Q\n\n摘要。\n"
        let run = try run(files.mapValues { Array($0.utf8) })
        let structure = run.diagnostics.filter { $0.id == "translation.structure" }
        let missing = try #require(structure.first { $0.path.hasSuffix("ja/p.md") && $0.summary.contains("Details") })
        // The English side of a missing section is a note with its own file and line.
        #expect(missing.notes.contains { $0.path?.hasSuffix("en/p.md") == true && $0.range?.lowerBound.line == 9 })
        #expect(structure.contains { $0.path.hasSuffix("ja/p.md") && $0.summary.contains("order") })
        #expect(structure.contains { $0.path.hasSuffix("zh-Hans/p.md") && $0.range?.lowerBound.line == 17 })
        let absent = try #require(run.diagnostics.first { $0.id == "translation.missing" && $0.summary.contains("ja") })
        #expect(absent.path.hasSuffix("en/q.md"))
    }

    @Test("B5.39 odd heading hierarchies load and are placed")
    func b5_39Hierarchy() {
        let outcome = Pipeline.run("---\ntitle: Other\n---\n# One\n\n# Two\n\n## A\n\n#### Skipped\n\n###### Deep\n")
        expectPlaced(outcome.diagnostics)
        #expect(outcome.read.page.title?.text == "One")
    }

    @Test("B5.40 broken anchors and page links are errors at their line and column", arguments: [
        "[x](#no-such-id)", "[x](other.md#missing)", "[x](missing.md)", "[x](../../../secret-canary.md)",
    ])
    func b5_40Anchors(_ link: String) throws {
        var files: TestFolder.Files = [:]
        files["en/p.md"] = "# P\n\nSee \(link) now.\n"
        files["en/other.md"] = "# Other\n\n## Present\n"
        let run = try run(files.mapValues { Array($0.utf8) })
        let problem = try #require(run.diagnostics.first { $0.id == "links.relative" && $0.path.hasSuffix("en/p.md") })
        #expect(problem.range?.lowerBound.line == 3)
        #expect((problem.range?.lowerBound.column ?? 0) > 1)
    }

    @Test("B5.41 warnings become errors in strict mode")
    func b5_41Strict() {
        let content = TestContentSet.single("# T\n\n## Setup {#a}\n\n## Again {#a}\n")
        let lenient = CheckRunner().run(content)
        let strict = CheckRunner(warningsAsErrors: true).run(content)
        #expect(lenient.contains { $0.severity == .warning })
        #expect(strict.count == lenient.count)
        #expect(strict.allSatisfy { $0.severity != .warning })
    }

    @Test("B3.27 symbolic links and loops in the content folder terminate and are reported")
    func b3_27Symlinks() throws {
        let root = try TemporaryFolder("triglot-links")
        defer { root.remove() }
        try FileManager.default.createDirectory(at: root.url("en/sub"), withIntermediateDirectories: true)
        try root.write(["en/p.md": "# P\n"])
        try FileManager.default.createSymbolicLink(atPath: root.url("en/sub/loop").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: root.url("en/broken.md").path, withDestinationPath: "nowhere.md")
        try FileManager.default.createSymbolicLink(atPath: root.url("en/outside.md").path, withDestinationPath: "/etc/hostname")
        let content = try ContentLoader.load(folder: root.path)
        #expect(content.allPages.map(\.path) == ["p.md"])
        let links = content.diagnostics.filter { $0.id == "content.symlink" }
        #expect(links.count == 3)
        expectPlaced(CheckRunner().run(content))
    }
}
