import Testing
@testable import TriglotLowLevel
@testable import TriglotSite

/// The index built from bytes, in runs read in parallel, gives the bytes of the plain way.
@Suite("Search index bytes")
struct SearchIndexBytesTests {
    /// Text pieces that documents are made of: words of every kind, CJK runs, separators, and
    /// characters that folding changes, so documents share some terms and not others.
    static let pieces = [
        "didFinishLaunchingWithOptions", "URLSession", "launch", "the app", "UIApplicationDelegate",
        "启动流程", "应用", "アプリの起動", "ｱﾌﾟﾘ", "ＵＩＫｉｔ", "起", "，", "。", "「ウィンドウ」",
        "snake_case_name", "iOS 13.0+", "Ünïcödé", "ΣΊΣΥΦΟΣ", "e\u{301}", "<script>", "a \"quote\"",
        "averyveryverylongidentifiername", "x", "_", "\u{2028}", "&amp;", "１２３", "한국어", "🚀",
        "\u{20000}\u{20001}字", "getURLForKey_x", "ひらがなとカタカナ",
    ]

    /// `count` documents made from the pieces in a fixed pseudo-random order, in no particular url order.
    static func documents(_ count: Int, seed: Int) -> [SearchIndex.Document] {
        var state = UInt64(truncatingIfNeeded: seed) &+ 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<count).map { index in
            let words = (0..<(1 + next(40))).map { _ in pieces[next(pieces.count)] }
            let separators = [" ", "\n", "", "・", ", "]
            // The text in pieces, as a page hands over its blocks; some pieces are empty, and a
            // piece may end in the middle of a word or a CJK run that the next one goes on with.
            var texts = [""]
            for word in words {
                texts[texts.count - 1] += word + separators[next(separators.count)]
                if next(4) == 0 { texts.append("") }
            }
            return SearchIndex.Document(
                title: pieces[next(pieces.count)] + pieces[next(pieces.count)],
                url: "page\(next(1000))-\(index).html",
                summary: String(texts[0].prefix(30)),
                kind: index % 3 == 0 ? "Article" : "Symbol",
                texts: texts
            )
        }
    }

    @Test(arguments: [0, 1, 2, SearchIndex.documentsPerRun - 1, SearchIndex.documentsPerRun, 3 * SearchIndex.documentsPerRun + 5])
    func theScriptIsTheReferenceScript(documentCount: Int) {
        let documents = Self.documents(documentCount, seed: documentCount)
        var index = SearchIndex()
        for document in documents { index.add(document) }
        let script = SearchIndex.scripts(of: [index])[0].main
        let expected = ReferenceSearchScript.script(documents)
        #expect(script == expected, "\(String(decoding: script.prefix(400), as: UTF8.self))")
    }

    /// The postings keep term and document numbers as gaps of one, two or three bytes
    /// (`VarInt`): documents with hundreds of terms from a vocabulary of tens of thousands, so
    /// that counts, term numbers and document gaps all pass 127 and term numbers pass 16,383.
    @Test func numbersOfEveryLengthGiveTheReferenceScript() {
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        func word(_ number: Int) -> String {
            var letters = "w"
            var rest = number
            repeat {
                letters.append(Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(rest % 26))))
                rest /= 26
            } while rest > 0
            return letters
        }
        var index = SearchIndex()
        for document in 0..<300 {
            // Some words every page has, and many few pages share.
            let words = (0..<(document % 7 == 0 ? 400 : 80)).map { _ in word(next(4) == 0 ? next(20) : next(60_000)) }
            index.add(.init(title: word(document), url: "page\(document).html", summary: "", kind: "Symbol",
                            texts: [words.joined(separator: " ")]))
        }
        // Whole, not in parts, to compare with the reference; compared as one Bool, since a
        // failed comparison of two arrays this long would have the test library diff them.
        let script = SearchIndex.scripts(of: [index], pairsPerPart: .max)[0].main
        let isTheReference = script == ReferenceSearchScript.script(index.documents)
        #expect(isTheReference)
        #expect(Postings([DocumentTerms(of: index.documents[...])]).terms.count > 16_384)
    }

    /// The order the index in parts is cut in: every term once, each after the one before it
    /// in its UTF-8 bytes, short terms and long, ASCII, CJK and characters that folding changes.
    @Test func termsInByteOrderAreEveryTermInTheOrderOfItsBytes() {
        let postings = Postings([DocumentTerms(of: Self.documents(60, seed: 3)[...])])
        let order = postings.termsInByteOrder()
        let spelled = order.map { Array(postings.terms.string($0).utf8) }
        #expect(postings.terms.count > 40)
        #expect(order.sorted() == Array(0..<postings.terms.count))
        #expect(zip(spelled, spelled.dropFirst()).allSatisfy { $0.lexicographicallyPrecedes($1) })
        #expect(spelled.contains { $0.count > 8 } && spelled.contains { $0.count <= 8 })
    }

    /// The order found from eight-byte prefixes is the plain order of the bytes, for terms that
    /// share eight bytes or more, are prefixes of each other, or are shorter than eight.
    @Test(arguments: 0..<6)
    func termsInByteOrderIsThePlainOrder(seed: Int) {
        var documents = Self.documents(40 + seed * 30, seed: seed + 100)
        let alike = ["configuration", "configurations", "configurationally", "configur", "configure", "config",
                     "didFinishLaunching", "didFinishLaunchingWithOptions", "applicationDidBecomeActive", "application",
                     "ａｐｐｌｉｃａｔｉｏｎ", "启动流程启动流程", "启动流程启动", "a", "ab"]
        documents.append(SearchIndex.Document(title: "Alike", url: "alike.html", summary: "", kind: "Article",
                                              texts: [alike.shuffled().joined(separator: " ")]))
        let postings = Postings([DocumentTerms(of: documents[...])])
        #expect(postings.termsInByteOrder() == Postings.Plain.termsInByteOrder(postings))
    }

    @Test func indexesBuiltTogetherAreTheIndexesBuiltAlone() {
        let indexes = [5, 0, 70, 1].enumerated().map { seed, count in
            var index = SearchIndex()
            for document in Self.documents(count, seed: seed + 10) { index.add(document) }
            return index
        }
        let together = SearchIndex.scripts(of: indexes)
        #expect(together.count == indexes.count)
        for (index, script) in zip(indexes, together) {
            #expect(script.main == ReferenceSearchScript.script(index.documents))
            #expect(script.parts.isEmpty && script.partsName.isEmpty)
        }
    }

    @Test func anEmptyIndexHasNoDocumentsAndNoTerms() {
        #expect(SearchIndex().script() == "window.triglotSearch = {\"docs\": [],\n\"terms\": {}};\n")
    }

    /// Reading the title and the text one after the other gives the terms of `title + " " + text`,
    /// even where folding or a word could reach across the space.
    @Test(arguments: [
        ("Launch", "e\u{301}t\u{301}e\u{301}"), ("启动", "流程"), ("ｱﾌﾟ", "\u{309A}ﾘ"), ("カ", "\u{3099}"),
        ("didFinish", "Launching"), ("ＵＩ", "Ｋｉｔ"), ("a_", "_b"), ("", "text"), ("title", ""), ("한", "\u{1161}국"),
    ])
    func titleAndTextGiveTheTermsOfBothJoined(title: String, text: String) {
        let document = SearchIndex.Document(title: title, url: "a.html", summary: "", kind: "Article", text: text)
        let terms = DocumentTerms(of: [document][...])
        let found = terms.terms(ofDocument: 0).map { terms.terms.string(Int($0)) }
        var expected: [String] = []
        for term in SearchTokenizer.terms(title + " " + text) where !expected.contains(term) { expected.append(term) }
        #expect(found == expected)
    }

    /// Reading a text's pieces one after the other gives the terms of the pieces joined by line
    /// breaks, even where folding or a word could reach from one piece into the next.
    @Test(arguments: [
        ["e", "\u{301}t\u{301}e"], ["启动", "流程"], ["ｱﾌﾟ", "\u{309A}ﾘ"], ["カ", "\u{3099}"], ["didFinish", "Launching"],
        ["ＵＩ", "Ｋｉｔ"], ["a_", "_b"], ["", "text", ""], ["한", "\u{1161}국"], ["启", "", "动"], ["URL", "Session", "起"],
    ])
    func piecesGiveTheTermsOfTheirLines(texts: [String]) {
        let document = SearchIndex.Document(title: "T", url: "a.html", summary: "", kind: "Article", texts: texts)
        let terms = DocumentTerms(of: [document][...])
        let found = terms.terms(ofDocument: 0).map { terms.terms.string(Int($0)) }
        var expected: [String] = []
        for term in SearchTokenizer.terms("T " + texts.joined(separator: "\n")) where !expected.contains(term) { expected.append(term) }
        #expect(found == expected)
    }

    /// The count that sizes a run's table, eight bytes at a time, is the count byte by byte in
    /// short texts, and in long ones as good as exact where the text is all of a kind.
    @Test(arguments: ["", "a", "abcdefgh", "abcdefg字", "字abcdefgh", "启动流程启动流程", "mixed漢字and かな with 🚀 ünïcödé"])
    func nonASCIIBytesAreCountedAsOneByOne(text: String) {
        for prefix in ["", "x", "xyz1234"] {
            let whole = prefix + text
            #expect(DocumentTerms.estimatedNonASCIICount(whole) == whole.utf8.filter { $0 >= 0x80 }.count, "\(whole)")
        }
        for long in [String(repeating: "启动流程", count: 200), String(repeating: "launch ", count: 200), String(repeating: "app启动", count: 300)] {
            let exact = long.utf8.filter { $0 >= 0x80 }.count
            #expect(abs(DocumentTerms.estimatedNonASCIICount(long) - exact) <= exact / 8 + 64)
        }
    }

    @Test func aRunNumbersItsTermsOnceAndListsEachDocumentsTermsOnce() {
        let documents = [
            SearchIndex.Document(title: "Launch", url: "a.html", summary: "", kind: "", text: "launch the app 启动启动"),
            SearchIndex.Document(title: "App", url: "b.html", summary: "", kind: "", text: "the launch"),
        ]
        let terms = DocumentTerms(of: documents[...])
        #expect(terms.documentCount == 2)
        #expect((0..<terms.terms.count).map(terms.terms.string) == ["launch", "the", "app", "启动", "动启"])
        #expect(Array(terms.terms(ofDocument: 0)) == [0, 1, 2, 3, 4])
        #expect(Array(terms.terms(ofDocument: 1)) == [2, 1, 0])
    }
}
