import Testing
@testable import TriglotChecks
import TriglotMarkup
import TriglotModel

/// The byte-level readings of prose must answer exactly as the Character-level rules they stand
/// for. Each case runs both and compares: ASCII, CJK, mixed, and text the fast paths hand back
/// (combining marks, emoji, CR LF).
@Suite("Fast paths agree with the Character-level rules")
struct FastPathTests {
    static let english = [
        "One. Two, e.g. three. Four?", "It isn't loaded. It cannot run!", "Not only at launch, not only here.", "Cannot ONLY do it.",
        "See (E.G. this) and VS. that. Done", "İ.E. odd. Next", "Version 12.1 is out.\tNext.", "Trailing spaces.   ", "   ", "",
        "No—never… “quoted” don’t. Fine.", "Mixed 中文 text. 不 here.", "a.b.c. d", "It’s café. Naïve? Yes!", "e.g.", "I.E. and etc. too.",
        "Combining e\u{301}. Next.", "Emoji 👍🏽. Next!", "CR\r\nLF. Next.", "Nobody knows. None left. Neither nor.", "NOWHERE! WITHOUT it? nothing",
        "won't, can't, shan't. Isn't it", "notable nonetheless. knot. Snot.", "It\u{A0}ends.\u{A0}Here.\u{85}Done.", "Full\u{3000}stop.\u{3000}Yes",
    ]
    static let chinese = [
        "系统不会调用它。它会返回。", "不同的 App 会调用它。它非常快。", "无论状态如何，除非失败，它都会运行。", "不得不少。", "它们分别加载。未来会加载。",
        "没有！没有？好。", "全角　空格。", "不同不", "", "。。。", "非常非", "它不\u{301}会。", "别的别名特别。勿动。", "Mixed English. 没有。",
        "不过不断不管不论不久不仅。无效无。", "ず、ない。",
    ]
    static let japanese = [
        "呼び出されるかもしれません。戻らなければなりません。", "読み込まずに戻ります。", "必ず読み込みます。", "せず", "かかわらず", "問わず、",
        "起動時だけでなく、すぐに戻ってください。", "ウインドウなしで実行されます。", "非アクティブではない。", "ず", "ぬ", "ガ\u{3099}ない",
        "少ない危ない。まもなく。", "なかった。なくて。なしに。", "未来は無視。無効な不可欠。", "だけではなくずに。",
    ]
    static let languages = ["en", "zh-Hans", "ja"].map(Language.init)
    static let texts = english + chinese + japanese

    private static func offsets(_ ranges: [Range<String.Index>], in text: String) -> [Range<Int>] {
        ranges.map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound)..<text.utf8.distance(from: text.startIndex, to: $0.upperBound) }
    }

    @Test(arguments: texts)
    func sentencesAndNegation(text: String) {
        for language in Self.languages {
            let sentences = NegationLexicon.sentences(of: text, in: language)
            let reference = NegationLexicon.characterLevelSentences(of: text, cjk: language.usesCJKScript)
            #expect(Self.offsets(sentences, in: text) == Self.offsets(reference, in: text), "\(language.code)")
            #expect(NegationLexicon.isNegated(text, in: language) == NegationLexicon.characterLevelIsNegated(text, in: language), "\(language.code)")
            for range in reference {
                let sentence = String(text[range])
                #expect(NegationLexicon.isNegated(sentence, in: language) == NegationLexicon.characterLevelIsNegated(sentence, in: language),
                        "\(language.code): \(sentence)")
            }
        }
    }

    @Test(arguments: english)
    func disagreements(english: String) {
        for (translation, language) in Self.chinese.map({ ($0, Language("zh-Hans")) }) + Self.japanese.map({ ($0, Language("ja")) }) {
            let found = NegationCheck.disagreements(english, in: .english, translation, in: language)
            let reference = NegationCheck.characterLevelDisagreements(english, in: .english, translation, in: language)
            #expect(found.map(\.english) == reference.map(\.english) && found.map(\.translation) == reference.map(\.translation)
                    && found.map(\.englishNegated) == reference.map(\.englishNegated), "\(translation)")
        }
    }


    @Test(arguments: [
        "", "a.md", "../b/c.md#top", "x.md?y=1#z", "#frag", "?q", "a#b#c", "https://example.com/a", "mailto:x@y", "x-apple-helpbook:foo",
        "1http:x", "a+b.c-d:x", "a_b:x", "é:x", "a\u{301}:b", "a:\u{301}b", "b#\u{301}c", "文档.md#概述", "a?b?c#d?e", "C:\\path", "a\r\n:b",
    ])
    func relativeLinkParts(destination: String) {
        #expect(RelativeLinksCheck.hasScheme(destination) == RelativeLinksCheck.characterLevelHasScheme(destination))
        let parts = RelativeLinksCheck.pathAndFragment(of: destination)
        let reference = RelativeLinksCheck.characterLevelPathAndFragment(of: destination)
        #expect(parts.path == reference.path && parts.fragment == reference.fragment)
    }

    @Test(arguments: ["", "/", "//", "a", "a/", "/a", "a//b", "../b/./c.md", "文档/概述.md", "a\r\n/b", "é/x/", "x/a\u{301}/y"])
    func linkPathComponents(path: String) {
        for omittingEmpty in [false, true] {
            #expect(RelativeLinksCheck.components(of: path, omittingEmpty: omittingEmpty)
                == RelativeLinksCheck.characterLevelComponents(of: path, omittingEmpty: omittingEmpty))
        }
    }

    @Test(arguments: [
        "func f(x: Int) -> Bool", "func  f( x :Int )\n    -> Bool", "  @MainActor\tvar $x: [Key : Any]?  ", "", "   ", "a b", "a_b c@d $e",
        "func f(x: Int, y: String) async throws -> [String: Any]", "func é(x: Int)", "let x = \"a\u{301}\"", "a\r\nb", "struct S<T> where T: P {}",
    ])
    func declarationNormalisation(code: String) {
        #expect(DeclarationCheck.normalised(code) == DeclarationCheck.characterLevelNormalised(code))
    }

    @Test func blockFactsMatchWhatTheyStandFor() throws {
        let content = TestContent.inMemory(GoodTrio.files)
        let context = CheckContext(content: content)
        for page in content.allPages {
            let blocks = page.page.abstract + page.page.preamble + page.page.sections.flatMap(\.blocks)
            let cached = context.prose(of: page)
            let direct = ProseParagraph.all(of: page.page)
            #expect(cached.map(\.text) == direct.map(\.text) && cached.map(\.range) == direct.map(\.range))
            for section in page.page.sections {
                let inventory = SectionInventory(section: section, in: page.page)
                let merged = context.inventory(of: section.blocks, in: page)
                for kind: KeyPath<SectionInventory, [SectionInventory.Item]> in [\.codeSpans, \.links, \.images, \.codeBlocks, \.listItemCounts, \.paragraphs, \.rawHTML] {
                    #expect(context.items(kind, of: section.blocks, in: page) == inventory[keyPath: kind])
                    #expect(merged[keyPath: kind] == inventory[keyPath: kind])
                }
            }
            #expect(context.items(\.links, of: blocks, in: page) == SectionInventory(blocks: blocks, in: page.page).links)
        }
    }

    @Test(arguments: [
        "Plain words.", "Autolink <https://example.com> and `code` here.", "中文段落，没有问题。", "日本語の文です。",
        "e\u{301} combining", "Line one\nline two", "Emoji 👍 text", "Mixed 中文 and *emphasis* with [link](a.md).",
    ])
    func proseParagraphKnowsWhetherItIsSingleScalar(markdown: String) {
        let document = MarkupDocument(parsing: markdown)
        for index in 0 ..< document.nodeCount {
            let node = MarkupNode(document: document, index: index)
            guard case .paragraph = node.kind else { continue }
            let paragraph = ProseParagraph(node)
            #expect(paragraph.isSingleScalar == SingleScalarText.isSingle(paragraph.text))
        }
    }

    @Test(arguments: ["# T\n\n- a\n- b `c`\n\n> d [e](f.md)\n\n```\ng\n```\n", "para *one*\n\npara <b>two</b>\n"])
    func subtreeEndBoundsTheSubtree(markdown: String) {
        let document = MarkupDocument(parsing: markdown)
        for node in document.allNodes {
            #expect(Array(node.index ..< node.subtreeEnd) == node.subtree.map(\.index))
        }
    }

    @Test func pagesNotFromTheContextAreReadDirectly() {
        let context = CheckContext(content: TestContent.inMemory(GoodTrio.files))
        // Same display path, another parse: the facts of the context's page must not answer for it.
        let other = TestContent.inMemory(["en/" + GoodTrio.article: "# T\n\nOther text here.\n"])
        let page = other.page(GoodTrio.article, in: .english)!
        #expect(context.prose(of: page).map(\.text) == ["Other text here."])
    }
}
