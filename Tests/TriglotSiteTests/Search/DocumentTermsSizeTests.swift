import Testing
@testable import TriglotLowLevel
@testable import TriglotSite

/// A run's terms are collected into arrays reserved for the most a run could hold; a large site
/// keeps every run of a language until they are merged, so each run gives the spare room back.
@Suite("Document terms' size")
struct DocumentTermsSizeTests {
    static let texts = [
        "The app delegate finishes launching before the first scene connects. application(_:didFinishLaunchingWithOptions:)",
        "应用程序委托在第一个场景连接之前完成启动。场景进入前台时会收到通知。",
        "アプリケーションデリゲートは最初のシーンが接続される前に起動を完了します。",
        String(repeating: "a-very-long-identifierThatIsNotShort ", count: 40),
    ]

    /// The most room glibc's malloc can give beyond a request: chunks are multiples of 16 bytes,
    /// and a free chunk is handed out whole when splitting it would leave less than the smallest
    /// chunk (32 bytes), so 15 bytes of rounding and 16 of an unsplit chunk. Which chunk comes
    /// depends on what the tests running beside have freed: a bound of 16 failed now and then.
    static let mallocSlack = 31

    /// Runs of every mix of the texts, from one document to a full run: what is kept is the
    /// terms and their documents, with no more room than malloc's rounding of each array.
    @Test(arguments: [1, 3, SearchIndex.documentsPerRun])
    func aRunKeepsNoSpareRoom(documents count: Int) {
        let documents = (0..<count).map { index in
            SearchIndex.Document(title: "Page \(index)", url: "p\(index).html", summary: "", kind: "article",
                                 texts: [Self.texts[index % Self.texts.count], Self.texts[(index + 1) % Self.texts.count]])
        }
        let run = DocumentTerms(of: documents[...])
        #expect(run.documentCount == count)
        // Four arrays of the list and three of the run, each with at most malloc's slack.
        #expect(run.spareBytes <= 7 * Self.mallocSlack)
    }

    @Test(arguments: [0, 1, 5, 1000])
    func anExactlySizedCopyKeepsEveryElement(count: Int) {
        var array: [Int32] = []
        array.reserveCapacity(4 * count + 64)
        for value in 0..<count { array.append(Int32(value) &* 7919) }
        let copy = array.exactlySized()
        #expect(copy == array)
        #expect(copy.spareBytes <= Self.mallocSlack)
    }
}
