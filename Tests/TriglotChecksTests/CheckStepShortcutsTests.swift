import Testing
import TriglotLowLevel
@testable import TriglotChecks
import TriglotMarkup
import TriglotModel

/// Shortcuts the check step takes must answer as the longer way they stand for: each case works
/// out both and compares.
@Suite("Check-step shortcuts agree with the long way")
struct CheckStepShortcutsTests {
    /// Sentences ending in blanks of every kind, marks at the very end, and no mark at all.
    static let sentenceTexts = FastPathTests.texts + [
        "One.", "One. ", "One.\u{A0}", "One.\u{3000}", "One.\u{85}", "One.\u{2003}", "One.\u{1680}x", ". . .", "?!", "a?b! c? ",
        "。", "句。\u{3000}", "句。 \u{A0}", "句！？。", "句。x", "\u{3000}", " \t\n", "E.G. x. I.E.", "(etc.) y. vs.", "x etc. y",
        "A sentence long enough to be read eight bytes at a time. Then another one? Yes! And e.g. this, i.e. that. End",
        "1234567.9 abcdefgh. ijklmnop! qrstuvwx? yz", "長い文章の中で句点を探します。それから次の文。最後に！本当に？はい", "éééééééé. ééééé. é",
    ]

    @Test(arguments: sentenceTexts)
    func sentencesAreTheCharacterLevelOnes(text: String) {
        guard SingleScalarText.isSingle(text) else { return }
        for cjk in [false, true] {
            var bytes = text
            let offsets = bytes.withUTF8Span { NegationScanner.sentences(of: $0, cjk: cjk) }
            let reference = NegationLexicon.characterLevelSentences(of: text, cjk: cjk).map {
                text.utf8.distance(from: text.startIndex, to: $0.lowerBound)..<text.utf8.distance(from: text.startIndex, to: $0.upperBound)
            }
            #expect(offsets == reference, "cjk: \(cjk)")
        }
    }

    /// English sentences whose words, "not only" and "n't" sit at every place a shortcut could miss.
    static let englishSentences = FastPathTests.english + [
        "Not only this.", "It is not only. Never.", "cannot only", "nonot onlyt", "NOT ONLY", "not  only", "not only", "knot only x",
        "It's no. Fine.", "Done. not only that, no.", "n't", "'t", "isn't", "ISN'T!", "nowhere-near. x", "Nothingness is not.",
        "word\rnot", "tab\tnever", "No", "o", "", " ", "a. b. c.", "Fine.\u{A0}Never.", "Fine. Naïve.", "A. Not only B. C.",
    ]

    @Test(arguments: englishSentences)
    func englishNegationIsTheCharacterLevelOne(text: String) {
        var bytes = text
        let negated = bytes.withUTF8Span { NegationScanner.englishNegated($0, 0..<$0.count) }
        if let negated {
            #expect(negated == NegationLexicon.characterLevelIsNegated(text, in: .english))
        } else {
            #expect(!UTF8Bytes.isASCIIWithoutCRForTesting(text))
        }
    }

    /// A reading's whole-text answer, taken from its sentences for ASCII English, must be what
    /// reading the whole text again says.
    @Test(arguments: englishSentences + FastPathTests.chinese + FastPathTests.japanese)
    func wholeReadingIsReadingTheWholeText(text: String) {
        guard SingleScalarText.isSingle(text) else { return }
        for language in FastPathTests.languages {
            var bytes = text
            let direct = bytes.withUTF8Span { NegationScanner(language).isNegatedReading($0, 0..<$0.count, in: language) }
            #expect(NegationReading(text, in: language).isNegated == direct, "\(language.code)")
        }
    }

    @Test(arguments: [
        "", " ", "  \t\n ", "word", "  word  ", "\tA sentence.\n", " \u{301}x ", "x \u{301}", "\u{A0}x\u{A0}", "\u{3000}句。\u{3000}",
        "\r\nx\r\n", " e\u{301} ", "x\u{301} ", " 👍🏽 ", " a b ",
    ])
    func trimmingIsTheCharacterLevelOne(text: String) {
        for slice in [Substring(text), text.dropFirst(), text.dropLast()] {
            #expect(SpaceTrimming.trimmed(slice) == SpaceTrimming.characterLevelTrimmed(slice), "\(Array(slice.unicodeScalars))")
        }
    }

    @Test(arguments: [
        "- a\n- b\n- c\n", "1. a\n   - x\n   - y\n2. b\n", "- a\n\n  para\n\n  - nested\n- b\n", "> - quoted\n> - list\n", "- only\n",
    ])
    func childCountIsTheNumberOfChildren(markdown: String) {
        let document = MarkupDocument(parsing: markdown)
        var lists = 0
        for node in document.allNodes {
            guard case .list = node.kind else { continue }
            lists += 1
            #expect(SectionInventory.childCount(of: node) == node.children.count)
        }
        #expect(lists > 0)
    }

    /// The facts a stretch carries must be those the context finds by path, for both sides.
    @Test func stretchFactsAreThePagesFacts() {
        let context = CheckContext(content: TestContent.inMemory(GoodTrio.files))
        #expect(!context.translationPairs.isEmpty)
        for pair in context.translationPairs {
            let (source, translation) = (pair.source, pair.translation)
            let stretches = context.alignedStretches(source, translation)
            #expect(stretches.allSatisfy { $0.facts != nil })
            for stretch in stretches {
                #expect(stretch.sourceProse(source, context).map(\.text) == ProseParagraph.all(in: stretch.sourceBlocks, of: source.page).map(\.text))
                #expect(stretch.translationProse(translation, context).map(\.text)
                        == ProseParagraph.all(in: stretch.translationBlocks, of: translation.page).map(\.text))
                for kind: KeyPath<SectionInventory, [SectionInventory.Item]> in [\.codeSpans, \.links, \.codeBlocks, \.listItemCounts] {
                    #expect(stretch.sourceItems(kind, source, context) == stretch.sourceInventory(source)[keyPath: kind])
                    #expect(stretch.translationItems(kind, translation, context) == stretch.translationInventory(translation)[keyPath: kind])
                }
            }
        }
    }

    @Test(arguments: [
        "", "/", "//", ".", "..", "./", "../", "a", "a/", "/a", "a//b", "../b/./c.md", "../../x.md", "../../../x.md", "./../a/../b/",
        "a/./b/../c", "...", ".../a", "..a/b", "a..", "文档/概述.md", "../é/x", "a\r\n/b", "x/a\u{301}/y", "../.\u{301}/y",
    ])
    func linkResolutionIsTheCharacterLevelOne(link: String) {
        // Folders as `folder(of:)` gives them, and ones it never gives (an empty component, a
        // slash inside one), which the byte path must still join and drop as whole components.
        for folder in [[], ["module00"], ["a", "b"], ["文档"], [""], ["", "a"], ["a/b"], ["a/b", "c"]] {
            #expect(RelativeLinksCheck.resolve(link, inFolder: folder) == RelativeLinksCheck.characterLevelResolve(link, inFolder: folder),
                    "\(folder)")
        }
    }

    /// A whole page's items from the context are what walking every node of the page finds.
    @Test func wholePageItemsAreEveryNodesItems() throws {
        let content = TestContent.inMemory(GoodTrio.files.merging([
            "en/extra.md": "# Extra\n\n[a](a.md) <https://x.org>\n\n> - [b](b.md#c) `code`\n>   1. [c](../c.md)\n\n<div>raw</div>\n",
        ]) { first, _ in first })
        let context = CheckContext(content: content)
        var links = 0
        for page in content.allPages {
            let document = try #require(page.page.document)
            let walked = RelativeLinksCheck.links(in: document)
            links += walked.count
            #expect(context.items(.links, ofWholePage: page) == walked)
            #expect(context.items(.codeSpans, ofWholePage: page) == SectionInventory(blocks: [Block(kind: .other, text: "", range: document.root.range, node: 0)], in: page.page).codeSpans)
            #expect(context.items(.paragraphs, ofWholePage: page) == nil)
        }
        #expect(links > 3)
    }

    @Test(arguments: ["zh", "zh-Hans", "ZH-Hant", "Zh", "ja", "JA", "jA-JP", "jav", "en", "ko", "z", "", "h", "zh\u{301}", "ja\u{301}-x", "ｚh", "ＪＡ", "z\u{301}h"])
    func scannerRulesAreTheCharacterLevelOnes(code: String) {
        #expect(NegationScanner.rules(for: code) == NegationScanner.characterLevelRules(for: code))
    }

    @Test(arguments: FastPathTests.english + FastPathTests.chinese + FastPathTests.japanese
                     + ["", " ", "\u{3000}\u{3000}不是", "\t\u{A0}\u{85}x", " \u{0B}\u{0C}y ", "\n\n。", "\u{2003}z", "\u{200B} a"])
    func leadingWhitespaceIsDroppedAsCharactersDropIt(text: String) {
        guard SingleScalarText.isSingle(text) else { return }
        // From every scalar on, as a sentence may start anywhere in its paragraph.
        var start = text.startIndex
        while true {
            let slice = text[start...]
            #expect(NegationCheck.droppingLeadingWhitespace(slice) == slice.drop { $0.isWhitespace })
            #expect(NegationCheck.droppingLeadingWhitespace(slice).startIndex == slice.drop { $0.isWhitespace }.startIndex)
            guard start < text.endIndex else { break }
            start = text.index(after: start)
        }
    }

    @Test func pairFactsNeverAnswerForAnotherParse() throws {
        let content = TestContent.inMemory(GoodTrio.files)
        let page = try #require(content.page(GoodTrio.article, in: .english))
        let facts = PairFacts(source: BlockFacts(page: page.page), translation: BlockFacts(page: page.page))
        #expect(facts.source(for: page) != nil && facts.translation(for: page) != nil)
        // Same display path, another parse.
        let other = try #require(TestContent.inMemory(["en/" + GoodTrio.article: "# T\n\nOther text here.\n"]).page(GoodTrio.article, in: .english))
        #expect(facts.source(for: other) == nil && facts.translation(for: other) == nil)
    }
}

extension UTF8Bytes {
    static func isASCIIWithoutCRForTesting(_ text: String) -> Bool {
        ByteScan.isASCIIWithoutCR(text)
    }
}
