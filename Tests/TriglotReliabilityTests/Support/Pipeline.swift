import Foundation
import Testing
import TriglotChecks
import TriglotContent
import TriglotMarkup
import TriglotModel

/// Runs one hostile page through everything the model level owns: read (size, encoding, front
/// matter, cmark) → model → every check → `HTMLRenderer`, and says how long that took.
enum Pipeline {
    /// The bound each adversarial page must finish in: cmark's own `TIMEOUT = 5`, generous on
    /// purpose (debug build, two cores, other builds running) so it only trips on blow-ups.
    static let bound: Duration = .seconds(5)

    struct Outcome {
        var read: PageReader.Result
        var diagnostics: [Diagnostic]
        var html: String
        var elapsed: Duration

        var ids: Set<String> { Set(diagnostics.map(\.id)) }
    }

    /// The page is `en/p.md`; a sibling translation `ja/p.md` can be given so the cross-language
    /// checks compare something.
    static func run(_ bytes: [UInt8], path: String = "p.md", language: Language = .english,
                    translation: [UInt8]? = nil) -> Outcome {
        let clock = ContinuousClock()
        let start = clock.now
        let display = "Content/" + language.code + "/" + path
        let read = PageReader().read(bytes: bytes, path: display, language: language)
        var pages: [Language: [String: LoadedPage]] = [language: [path: loaded(read, path: path, display: display, language: language)]]
        if let translation {
            let other = Language("ja")
            let otherDisplay = "Content/ja/" + path
            let result = PageReader().read(bytes: translation, path: otherDisplay, language: other)
            pages[other] = [path: loaded(result, path: path, display: otherDisplay, language: other)]
        }
        let content = ContentSet(folder: "Content", configuration: .standard, glossary: Glossary(),
                                 pages: pages, scenarios: [:], diagnostics: [])
        let diagnostics = CheckRunner().run(content)
        let html = read.page.document.map { HTMLRenderer().render($0.root) } ?? ""
        return Outcome(read: read, diagnostics: diagnostics, html: html, elapsed: clock.now - start)
    }

    static func run(_ text: String, language: Language = .english) -> Outcome {
        run(Array(text.utf8), language: language)
    }

    private static func loaded(_ result: PageReader.Result, path: String, display: String, language: Language) -> LoadedPage {
        var page = result.page
        page.path = path
        return LoadedPage(path: path, language: language, displayPath: display, page: page,
                          source: result.source, diagnostics: result.diagnostics)
    }
}

/// Every diagnostic must be placeable: a file and a line a person can open.
func expectPlaced(_ diagnostics: [Diagnostic], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    for diagnostic in diagnostics {
        #expect(!diagnostic.path.isEmpty, "\(diagnostic.id) has no file", sourceLocation: sourceLocation)
        #expect((diagnostic.range?.lowerBound.line ?? 0) >= 1, "\(diagnostic.id) has no line: \(diagnostic.summary)", sourceLocation: sourceLocation)
    }
}

func expectWithinBound(_ outcome: Pipeline.Outcome, _ label: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(outcome.elapsed < Pipeline.bound, "\(label) took \(outcome.elapsed)", sourceLocation: sourceLocation)
}
