import Foundation
import Testing
@testable import TriglotChecks
import TriglotContent
import TriglotMarkup
import TriglotModel
import TriglotTestSupport

/// The preview's checks after a save: pages the save did not touch keep their findings, and the
/// result is exactly what running every check again gives.
@Suite("Check runs that reuse findings")
struct CheckReuseTests {
    static let content: Result<ContentSet, any Error> = Result {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try ContentLoader.load(folder: root.appendingPathComponent("Content").path)
    }

    /// The content with one page's Markdown changed as `edit` says, read again as a save would.
    static func editing(_ content: ContentSet, path: String, in language: Language, _ edit: (String) -> String) throws -> ContentSet {
        let page = try #require(content.page(path, in: language))
        let text = edit(String(decoding: page.source.bytes, as: UTF8.self))
        let read = PageReader().read(bytes: Array(text.utf8), path: page.displayPath, language: language)
        var edited = read.page
        edited.path = path
        var changed = content
        changed.pages[language]?[path] = LoadedPage(path: path, language: language, displayPath: page.displayPath, page: edited,
                                                    source: read.source, diagnostics: read.diagnostics)
        return changed
    }

    @Test(arguments: [
        ("en", "Never rely on this. The app launches 3 times.\n\n"),
        ("zh-Hans", "应用不会启动 42 次，也不会在后台继续运行任何已经安排好的任务。\n\n"),
        ("ja", "アプリは 42 回起動し、そのたびにバックグラウンドで予定されたタスクを実行します。\n\n"),
    ])
    func aSavedPageIsCheckedAgainAndTheRestKeepTheirFindings(languageCode: String, addedParagraph: String) throws {
        let before = try Self.content.get()
        let runner = CheckRunner()
        let first = runner.run(CheckContext(content: before), reusing: nil, affected: [])
        #expect(first.diagnostics == runner.run(CheckContext(content: before)))

        let language = Language(languageCode)
        let path = try #require((before.pages[language] ?? [:]).keys.sorted().first { $0.hasSuffix(".md") && $0 != "index.md" })
        let after = try Self.editing(before, path: path, in: language) { text in
            // After the first heading's line, so the page keeps its title and structure.
            guard let newline = text.range(of: "\n\n") else { return text + "\n" + addedParagraph }
            return String(text[..<newline.upperBound]) + addedParagraph + String(text[newline.upperBound...])
        }
        let previousContext = CheckContext(content: before)
        let context = CheckContext(content: after, reusingFactsFrom: previousContext)
        let affected = Set(after.languages.compactMap { after.page(path, in: $0)?.displayPath })
        let reused = runner.run(context, reusing: first, affected: affected)
        let full = runner.run(CheckContext(content: after))
        #expect(reused.diagnostics == full)
        #expect(full != first.diagnostics, "the edit should change what the checks find")
    }

    @Test func withNothingAffectedEveryFindingIsTakenOver() throws {
        let content = try Self.content.get()
        let runner = CheckRunner()
        let first = runner.run(CheckContext(content: content), reusing: nil, affected: [])
        let again = runner.run(CheckContext(content: content, reusingFactsFrom: CheckContext(content: content)), reusing: first, affected: [])
        #expect(again.diagnostics == first.diagnostics)
    }

    /// A house style is a fold over every page's counts, which the memo keeps: a save that tips
    /// it (the saved page's counts outweigh the rest) checks every page against the new style,
    /// and a save that leaves every count as it was takes the style over.
    @Test(arguments: [true, false])
    func aSaveThatChangesTheCountsDecidesTheHouseStyleAgain(tips: Bool) throws {
        let chinese = Language("zh-Hans")
        // Four spaced boundaries a sentence on a.md, two unspaced on b.md: 48 to 2, so spaced.
        let before = TestContent.inMemory([
            "en/a.md": "# A\n\nEnglish.\n", "en/b.md": "# B\n\nEnglish.\n",
            "zh-Hans/a.md": "# A\n\n" + String(repeating: "使用 Vue 和 React 开发。", count: 12) + "\n",
            "zh-Hans/b.md": "# B\n\n使用Vue开发。\n",
        ])
        let runner = CheckRunner()
        let firstContext = CheckContext(content: before)
        let first = runner.run(firstContext, reusing: nil, affected: [])
        #expect(first.diagnostics.filter { $0.id == CJKSpacingCheck.id }.count == 2)
        let after = try Self.editing(before, path: "b.md", in: chinese) { text in
            // Sixty more unspaced boundaries: 48 to 62, and no style; or other words, as many.
            tips ? text + String(repeating: "使用Vue开发。", count: 30) + "\n" : text.replacing("开发", with: "编写")
        }
        let affected = Set(after.languages.compactMap { after.page("b.md", in: $0)?.displayPath })
        let reused = runner.run(CheckContext(content: after, reusingFactsFrom: firstContext), reusing: first, affected: affected)
        let full = runner.run(CheckContext(content: after))
        #expect(reused.diagnostics == full)
        #expect(full.filter { $0.id == CJKSpacingCheck.id }.count == (tips ? 0 : 2))
    }

    /// A run's findings are taken by place when the pages are the same ones, and by path when
    /// they are not (pages came or went, or came in another order).
    @Test func findingsAreLinedUpByPathWhenThePagesDiffer() throws {
        let content = try Self.content.get()
        let run = CheckRunner().findings(CheckContext(content: content))
        let samePages = run.pageFindings(for: run.pagePaths)
        #expect(samePages.count == run.pages.count && zip(samePages, run.pages).allSatisfy { $0 == $1 })

        let otherPages = run.pagePaths.reversed() + ["xx/nowhere.md"]
        let pages = run.pageFindings(for: otherPages)
        #expect(pages.count == otherPages.count && pages.last == .some(nil))
        for (path, found) in zip(otherPages.dropLast(), pages) {
            #expect(found == run.pages[try #require(run.pagePaths.firstIndex(of: path))], "\(path)")
        }
        let otherPairs = run.pairPaths.reversed() + [CheckRun.PairPaths(source: "en/x.md", translation: "xx/x.md")]
        let pairs = run.pairFindings(for: otherPairs)
        #expect(pairs.count == otherPairs.count && pairs.last == .some(nil))
        for (pair, found) in zip(otherPairs.dropLast(), pairs) {
            #expect(found == run.pairs[try #require(run.pairPaths.firstIndex(of: pair))], "\(pair.translation)")
        }
    }
}

/// The runner's output: sorted for display, each diagnostic once, however they arrive.
@Suite("Unique diagnostics")
struct UniqueDiagnosticsTests {
    static func diagnostic(_ path: String, _ line: Int?, _ id: String, _ summary: String, note: String? = nil) -> Diagnostic {
        Diagnostic(id: id, severity: .warning, summary: summary, path: path,
                   range: line.map { SourceRange(SourceLocation(line: $0, column: 1), SourceLocation(line: $0, column: 2)) },
                   notes: note.map { [.init($0)] } ?? [])
    }

    @Test func duplicatesGoAndTheOrderIsTheDisplayOrder() {
        let a = Self.diagnostic("a.md", 3, "x.one", "first")
        let b = Self.diagnostic("a.md", 3, "x.one", "first", note: "differs only by its note")
        let c = Self.diagnostic("a.md", 1, "x.two", "second")
        let d = Self.diagnostic("", nil, "site.config", "no place")
        let e = Self.diagnostic("b.md", 2, "x.one", "third")
        let input = [e, a, c, b, a, d, e, b, c]
        let unique = CheckRunner.uniqueSortedForDisplay(input)
        #expect(Set(unique) == Set(input))
        #expect(unique.count == Set(input).count)
        #expect(unique == Diagnostic.sortedForDisplay(unique))
        for shuffled in 0..<20 {
            var generator = SplitMix64(seed: UInt64(shuffled))
            #expect(Set(CheckRunner.uniqueSortedForDisplay(input.shuffled(using: &generator))) == Set(unique))
        }
    }
}
