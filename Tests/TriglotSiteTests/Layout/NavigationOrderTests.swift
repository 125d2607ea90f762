import Testing
import TriglotModel
@testable import TriglotSite

/// A page's position and sidebar label, from the front matter keys of Hugo, Docusaurus,
/// Starlight and Just the Docs: the source page's position for every language, the page's own
/// label; pages without a position after those with one, by title.
@Suite("Navigation order from front matter")
struct NavigationOrderTests {
    static func titles(_ files: [String: String], language: String = "en", folder: String = "guide") -> [String] {
        let tree = NavigationTree(content: MemoryContent.make(files), language: Language(language))
        return tree.children[folder]?.map(\.title) ?? []
    }

    @Test(arguments: ["weight", "sidebar_position", "nav_order"])
    func aPositionComesBeforeTheTitle(key: String) {
        let files = [
            "en/guide/alpha.md": "---\n\(key): 3\n---\n\n# Alpha\n\nA.\n",
            "en/guide/beta.md": "---\n\(key): 1\n---\n\n# Beta\n\nB.\n",
            "en/guide/gamma.md": "---\n\(key): 2.5\n---\n\n# Gamma\n\nC.\n",
            "en/guide/delta.md": "# Delta\n\nD.\n",
            "en/guide/aardvark.md": "# Aardvark\n\nE.\n",
        ]
        #expect(Self.titles(files) == ["Beta", "Gamma", "Alpha", "Aardvark", "Delta"])
    }

    @Test func starlightsNestedOrderAndLabel() {
        let files = [
            "en/guide/setup.md": "---\ntitle: Setting up the lantern\nsidebar:\n  order: 1\n  label: Setup\n---\n\nText.\n",
            "en/guide/use.md": "---\ntitle: Use\nsidebar:\n  order: 2\n---\n\nText.\n",
            "ja/guide/setup.md": "---\ntitle: ランタンの準備\nsidebar:\n  label: 準備\n---\n\n本文。\n",
            "ja/guide/use.md": "---\ntitle: 使い方\nsidebar:\n  order: 9\n---\n\n本文。\n",
        ]
        #expect(Self.titles(files) == ["Setup", "Use"])
        // The source's positions hold in every language; the labels are the translation's own.
        #expect(Self.titles(files, language: "ja") == ["準備", "使い方"])
    }

    @Test(arguments: ["", "weight: first\n", "weight: .nan\n", "sidebar_position:\n"])
    func aPositionThatIsNoNumberIsNone(frontMatter: String) {
        let files = [
            "en/guide/b.md": "---\ntitle: B\n\(frontMatter)---\n\nText.\n",
            "en/guide/a.md": "# A\n\nText.\n",
        ]
        #expect(Self.titles(files) == ["A", "B"])
    }
}
