import Foundation
import TriglotChecks
import TriglotContent
import TriglotMarkup
import TriglotModel
@testable import TriglotSite

/// Small content sets parsed in memory, for tests of one part of the renderer.
enum MemoryContent {
    /// Pages by `language/path` (`en/a.md`, `zh-Hans/a.md`).
    static func make(_ files: [String: String]) -> ContentSet {
        var pages: [Language: [String: LoadedPage]] = [:]
        for (file, text) in files where file.hasSuffix(".md") {
            let parts = file.split(separator: "/", maxSplits: 1).map(String.init)
            let language = Language(parts[0])
            let display = "Content/" + file
            let result = PageReader().read(bytes: Array(text.utf8), path: display, language: language)
            var page = result.page
            page.path = parts[1]
            pages[language, default: [:]][parts[1]] = LoadedPage(
                path: parts[1], language: language, displayPath: display, page: page, source: result.source, diagnostics: result.diagnostics)
        }
        return ContentSet(folder: "Content", configuration: .standard, glossary: Glossary(terms: []), pages: pages, scenarios: [:], diagnostics: [])
    }

    /// One page parsed on its own.
    static func page(_ text: String, language: String = "en", path: String = "page.md") -> Page {
        var page = PageReader().read(bytes: Array(text.utf8), path: path, language: Language(language)).page
        page.path = path
        return page
    }

    /// The top-level node of a page's document at a node index.
    static func node(_ page: Page, _ index: Int) throws -> MarkupNode {
        guard let document = page.document else { throw Missing(what: "the page has no document") }
        return MarkupNode(document: document, index: index)
    }

    struct Missing: Error, CustomStringConvertible {
        let what: String
        var description: String { what }
    }
}

/// HTML made readable for comparisons: tags removed and the five escapes undone.
enum PlainText {
    static func of(_ html: String) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if character == "<" { inTag = true; continue }
            if character == ">" && inTag { inTag = false; continue }
            if !inTag { text.append(character) }
        }
        return unescape(text)
    }

    static func unescape(_ text: String) -> String {
        var result = text
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'")] {
            result = result.replacingOccurrences(of: entity, with: character)
        }
        return result.replacingOccurrences(of: "&amp;", with: "&")
    }
}
