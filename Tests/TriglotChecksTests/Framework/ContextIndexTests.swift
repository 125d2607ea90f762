import Foundation
import Testing
@testable import TriglotChecks
import TriglotContent
import TriglotMarkup
import TriglotModel

/// The context reads its symbol index and translation pairs from `allPages`, language by
/// language, and answers symbol look-ups from a second index of short selector forms. Each must
/// give what the first way of building them gives: looking every page up by language and path.
@Suite("Check context indexes")
struct ContextIndexTests {
    /// The symbol index and pairs as they were first built, for comparison.
    static func referenceIndexes(_ content: ContentSet) -> (symbols: [Language: [String: String]], pairs: [(String, String)]) {
        var symbols: [Language: [String: String]] = [:]
        for page in content.allPages where page.page.kind == .symbol {
            for name in SymbolIndex.names(for: page.page) where symbols[page.language]?[name] == nil {
                symbols[page.language, default: [:]][name] = page.path
            }
        }
        var pairs: [(String, String)] = []
        let source = content.sourceLanguage
        for language in content.languages where language != source {
            for path in (content.pages[language] ?? [:]).keys.sorted() {
                guard let translation = content.page(path, in: language), let original = content.page(path, in: source) else { continue }
                pairs.append((original.displayPath, translation.displayPath))
            }
        }
        return (symbols, pairs)
    }

    static func expectReferenceIndexes(_ content: ContentSet, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let context = CheckContext(content: content)
        let reference = referenceIndexes(content)
        #expect(context.symbolPages == reference.symbols, sourceLocation: sourceLocation)
        #expect(context.translationPairs.map(\.source.displayPath) == reference.pairs.map(\.0), sourceLocation: sourceLocation)
        #expect(context.translationPairs.map(\.translation.displayPath) == reference.pairs.map(\.1), sourceLocation: sourceLocation)
        #expect(context.translationPairs.allSatisfy { $0.source.path == $0.translation.path }, sourceLocation: sourceLocation)
    }

    @Test func shippedContent() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let content = try ContentLoader.load(folder: root.appendingPathComponent("Content").path)
        #expect(!content.allPages.isEmpty)
        Self.expectReferenceIndexes(content)
    }

    /// Translations without an English page, English pages without translations, two pages
    /// claiming one symbol name, a language with no symbol pages, a language listed twice.
    @Test func pagesMissingOnEitherSideAndSharedNames() {
        let symbol = { (name: String) in "# \(name)\n\nShows it.\n\n## Declaration\n\n```swift\nfunc \(name)\n```\n" }
        var content = TestContent.inMemory(GoodTrio.files.merging([
            "en/b/only-english.md": symbol("makeKeyAndVisible()"),
            "en/a/first.md": symbol("makeKeyAndVisible()"),
            "en/c.md": symbol("application(_:open:)"),
            "ja/c.md": symbol("application(_:open:)"),
            "ja/only-japanese.md": symbol("sceneDidBecomeActive(_:)"),
            "zh-Hans/only-chinese.md": "# 文章\n\n没有声明。\n",
        ]) { first, _ in first })
        Self.expectReferenceIndexes(content)
        content.configuration.languages.append(content.configuration.languages[1])
        #expect(content.languages.count == 4)
        Self.expectReferenceIndexes(content)
    }

    static let names = [
        "makeKeyAndVisible()", "applicationDidBecomeActive(_:)", "UIApplication", "UIApplication.LaunchOptionsKey", "LaunchOptionsKey",
        "(_:)", "a(b(_:)", "caf\u{E9}(_:)", "x(_:)(_:)", "sceneDidBecomeActive(_:)", "z\u{600}(_:)", "w(_:)\u{301}",
    ]

    @Test(arguments: [
        "makeKeyAndVisible()", "makeKeyAndVisible", "applicationDidBecomeActive", "applicationDidBecomeActive(_:)", "UIApplication",
        "LaunchOptionsKey", "", "a(b", "cafe\u{301}", "caf\u{E9}", "x(_:)", "x", "sceneDidBecomeActive", "z\u{600}", "w", "w(_:)", "nothing",
    ])
    func symbolLookUpIsTheFirstOne(symbol: String) {
        var lookup = SymbolLookup()
        var index: [String: String] = [:]
        for (place, name) in Self.names.enumerated() {
            lookup.add(name, path: "page\(place).md")
            lookup.add(name, path: "later.md")
            if index[name] == nil { index[name] = "page\(place).md" }
        }
        #expect(lookup.pages == index)
        #expect(lookup.path(forSymbol: symbol) == CheckContext.pagePath(forSymbol: symbol, in: index))
    }

    /// The one walk over a name's bytes answers as the two `utf8.contains` walks did.
    @Test(arguments: ContextIndexTests.names + ["UIApplication.State(rawValue:)", "a.b.c", ".", "(", "a.(b", "\u{301}.x", "", "Scene.delegate"])
    func qualifiedNamesAreTheOnesWithADotAndNoParenthesis(name: String) {
        #expect(SymbolIndex.isQualifiedWithoutParentheses(name)
                == (name.utf8.contains(UInt8(ascii: ".")) && !name.utf8.contains(UInt8(ascii: "("))))
    }
}

/// Each pair's section alignment is made once with its stretches; it must be the alignment.
@Suite("Section alignment kept by the context")
struct ContextSectionAlignmentTests {
    @Test func keptAlignmentIsTheAlignment() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let shipped = try ContentLoader.load(folder: root.appendingPathComponent("Content").path)
        for content in [shipped, TestContent.inMemory(GoodTrio.files)] {
            let context = CheckContext(content: content)
            #expect(!context.translationPairs.isEmpty)
            for pair in context.translationPairs {
                let kept = context.sectionAlignment(pair.source, pair.translation)
                let made = SectionAlignment.align(pair.source.page.sections, pair.translation.page.sections)
                #expect(kept.map(\.source.node) == made.map(\.source.node) && kept.map(\.translation?.node) == made.map(\.translation?.node),
                        "\(pair.translation.displayPath)")
                let (sections, translated) = (pair.source.page.sections, pair.translation.page.sections)
                #expect(HeadingIDsCheck.counterparts(sections, translated, aligned: kept).map { $0?.node }
                        == HeadingIDsCheck.counterparts(sections, translated).map { $0?.node }, "\(pair.translation.displayPath)")
            }
        }
    }
}
