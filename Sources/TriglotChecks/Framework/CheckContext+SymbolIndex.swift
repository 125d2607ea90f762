import TriglotContent
import TriglotModel

extension CheckContext {
    /// What a page adds to the symbol index and to telling whether the site's symbols are
    /// Swift's: two parses of a page that add the same leave the index as it was.
    struct SymbolContribution: Equatable {
        var names: [String]
        var declarationLanguages: [String?]

        init(_ loaded: LoadedPage) {
            let page = loaded.page
            names = page.kind == .symbol ? SymbolIndex.names(title: page.title?.text, symbol: page.declaration?.symbol) : []
            declarationLanguages = [page.declaration?.language] + page.entries.map { $0.declaration?.language }
        }
    }

    /// Each language's symbols by name, and whether the site's symbols are Swift's: at least as
    /// many declarations are Swift (or say no language) as are in any other language. A vote,
    /// not "some declaration is Swift": a JavaScript reference whose few translated pages left
    /// a syntax block unlabelled (MDN's) is not a Swift site, and Swift's rules for what names a
    /// symbol (`fetch()`) must not apply to all of it.
    static func symbolIndex(_ pages: [LoadedPage], _ languagePages: [(language: Language, range: Range<Int>)])
        -> (lookups: [Language: SymbolLookup], hasSwift: Bool, swiftCount: Int) {
        var lookups: [Language: SymbolLookup] = [:]
        var swiftDeclarations = 0
        var otherDeclarations = 0
        func count(_ language: String) {
            if language == "swift" { swiftDeclarations += 1 } else { otherDeclarations += 1 }
        }
        // By place, here and below: a `for page in` loop copies every page it passes.
        for (language, range) in languagePages where lookups[language] == nil {
            var lookup = SymbolLookup()
            for place in range {
                if let language = pages[place].page.declaration?.language { count(language) }
                for entry in pages[place].page.entries {
                    if let language = entry.declaration?.language { count(language) }
                }
                guard pages[place].page.kind == .symbol else { continue }
                for name in SymbolIndex.names(title: pages[place].page.title?.text, symbol: pages[place].page.declaration?.symbol) {
                    lookup.add(name, path: pages[place].path)
                }
            }
            if !lookup.pages.isEmpty { lookups[language] = lookup }
        }
        return (lookups, swiftDeclarations >= otherDeclarations, swiftDeclarations)
    }
}
