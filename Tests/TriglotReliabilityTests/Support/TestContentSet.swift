import TriglotContent
import TriglotModel

/// One English page as a content set, for checks that need no files.
enum TestContentSet {
    static func single(_ text: String) -> ContentSet {
        let read = PageReader().read(bytes: Array(text.utf8), path: "Content/en/p.md", language: .english)
        var page = read.page
        page.path = "p.md"
        let loaded = LoadedPage(path: "p.md", language: .english, displayPath: "Content/en/p.md", page: page, source: read.source, diagnostics: read.diagnostics)
        return ContentSet(folder: "Content", configuration: .standard, glossary: Glossary(), pages: [.english: ["p.md": loaded]], scenarios: [:], diagnostics: [])
    }
}
