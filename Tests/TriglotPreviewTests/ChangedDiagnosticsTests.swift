import Testing
import TriglotContent
@testable import TriglotPreview
@testable import TriglotSite
import TriglotModel
import TriglotMarkup

/// Which files' findings changed between two check runs, found by walking both runs side by
/// side, is what comparing them file by file in dictionaries finds; and a display path leads
/// back to its page.
@Suite("Preview: files whose findings changed")
struct ChangedDiagnosticsTests {
    static func diagnostic(_ path: String, line: Int, _ summary: String = "s") -> Diagnostic {
        Diagnostic(id: "x.y", severity: .warning, summary: summary, path: path, range: SourceRange(line: line))
    }

    /// The definition: group each run by file, compare every file's list.
    static func reference(old: [Diagnostic], new: [Diagnostic]) -> Set<String> {
        let (before, after) = (Dictionary(grouping: old, by: \.path), Dictionary(grouping: new, by: \.path))
        return Set(before.keys).union(after.keys).filter { !$0.isEmpty && before[$0] != after[$0] }
    }

    static let base: [Diagnostic] = [
        diagnostic("", line: 0), diagnostic("c/ja/a.md", line: 1), diagnostic("c/ja/a.md", line: 4), diagnostic("c/ja/b.md", line: 2),
        diagnostic("c/zh-Hans/a.md", line: 3), diagnostic("c/zh-Hans/a.md", line: 3, "t"), diagnostic("c/zh-Hans/z.md", line: 9),
    ]

    @Test(arguments: 0..<12)
    func sideBySideIsFileByFile(variant: Int) {
        var new = Self.base
        switch variant {
        case 0: break
        case 1: new.removeAll { $0.path == "c/ja/b.md" }
        case 2: new.insert(Self.diagnostic("c/ja/aa.md", line: 1), at: 3)
        case 3: new[2] = Self.diagnostic("c/ja/a.md", line: 5)
        case 4: new.removeAll()
        case 5: new.append(Self.diagnostic("c/zz.md", line: 1))
        case 6: new.remove(at: 0)
        case 7: new.insert(Self.diagnostic("a.md", line: 1), at: 1)
        case 8: new = new.filter { $0.path != "c/zh-Hans/z.md" } + [Self.diagnostic("c/zh-Hans/y.md", line: 1)]
        case 9: new[5] = Self.diagnostic("c/zh-Hans/a.md", line: 3, "u")
        case 10: new = [Self.diagnostic("c/ja/b.md", line: 2)]
        default: new.removeLast(2)
        }
        #expect(Diagnostic.sortedForDisplay(new) == new && Diagnostic.sortedForDisplay(Self.base) == Self.base)
        #expect(ChangeEffects.filesWithChangedDiagnostics(old: Self.base, new: new) == Self.reference(old: Self.base, new: new))
        #expect(ChangeEffects.filesWithChangedDiagnostics(old: new, new: Self.base) == Self.reference(old: new, new: Self.base))
    }

    @Test func displayPathsLeadBackToTheirPages() throws {
        let fixture = try PreviewFixture()
        let content = try ContentLoader.load(folder: fixture.content)
        var checked = 0
        for (_, pages) in content.pages {
            for (path, page) in pages {
                #expect(ChangeEffects.pagePath(ofDisplayPath: page.displayPath, in: content) == path)
                checked += 1
            }
        }
        #expect(checked >= 3)
        #expect(ChangeEffects.pagePath(ofDisplayPath: fixture.content + "/ja/missing.md", in: content) == nil)
        #expect(ChangeEffects.pagePath(ofDisplayPath: "elsewhere.md", in: content) == nil)
    }
}
