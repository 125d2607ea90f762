import Testing
@testable import TriglotContent
import TriglotModel
import TriglotTestSupport

/// A streamed load drops its pages' sources; printing findings reads each file again, without
/// parsing it (`PageReader.source(of:)`, `ContentSet.sourceLookup`), and must show the lines
/// the checks saw.
@Suite("Sources read again for findings")
struct SourceLookupTests {
    /// Files whose sources take each way through the reader: clean text, text that is not
    /// clean UTF-8 (repaired, with its own line starts), line breaks of every kind, a byte
    /// order mark, front matter, nothing at all.
    static let files: [(name: String, bytes: [UInt8])] = [
        ("clean", Array("# A\n\nText with `code`.\n".utf8)),
        ("cjk", Array("# 启动\n\n应用程序委托在第一个场景连接之前完成启动。\n".utf8)),
        ("crlf", Array("# A\r\n\r\nOne.\rTwo.\r\n".utf8)),
        ("invalid", Array("# A\n\nBad ".utf8) + [0xFF, 0xC3, 0x28] + Array(" bytes.\n".utf8)),
        ("bom", [0xEF, 0xBB, 0xBF] + Array("# A\n".utf8)),
        ("front matter", Array("---\ntitle: A\n---\n# A\n".utf8)),
        ("empty", []),
    ]

    /// `PageReader.source(of:)` is the source a whole read gives.
    @Test(arguments: files.indices)
    func theSourceWithoutTheParseIsTheReadsSource(file: Int) {
        let bytes = Self.files[file].bytes
        let read = PageReader().read(bytes: bytes, path: "en/a.md", language: Language("en"))
        #expect(PageReader.source(of: bytes) == read.source, "\(Self.files[file].name)")
    }

    /// Above the reader's limit the page is not read, and its source is empty either way.
    @Test func aFileOverTheLimitHasAnEmptySourceEitherWay() {
        let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: PageReader.maximumBytes + 1)
        #expect(PageReader.source(of: bytes) == PageReader().read(bytes: bytes, path: "en/a.md", language: Language("en")).source)
        #expect(PageReader.source(of: bytes).bytes.isEmpty)
    }

    /// On a streamed load, the lookup and the sources read at once give each file that has a
    /// finding (or a note) the source a load that keeps everything has, and no other file.
    @Test func aStreamedLoadLooksUpTheSourcesAKeptLoadHolds() throws {
        let root = try TemporaryFolder("triglot-source-lookup")
        defer { root.remove() }
        var pages: [String: [UInt8]] = ["site.yml": Array("languages:\n  - code: en\n  - code: ja\n".utf8)]
        for (index, file) in Self.files.enumerated() {
            pages["en/page\(index).md"] = file.bytes
            pages["ja/page\(index).md"] = file.bytes
        }
        try root.write(bytes: pages)
        let streamed = try ContentLoader.load(folder: root.path, parses: .allUpTo(pageBytes: 0))
        let kept = try ContentLoader.load(folder: root.path)
        #expect(streamed.allPages.allSatisfy { $0.parseDropped })
        let withFindings = streamed.allPages.filter { $0.language.code == "en" }
        let japanese = { (page: LoadedPage) in streamed.page(page.path, in: Language("ja"))?.displayPath }
        // Each finding has a note in the Japanese page of the same name: those files are wanted too.
        let diagnostics = withFindings.map { page in
            Diagnostic(id: "test.finding", severity: .note, summary: "here", path: page.displayPath, range: nil,
                       notes: [Diagnostic.Note("there", path: japanese(page))])
        }
        let lookUp = streamed.sourceLookup(of: diagnostics)
        let readAtOnce = streamed.sources(of: diagnostics)
        #expect(readAtOnce.count == streamed.allPages.count)
        for page in streamed.allPages {
            let expected = kept.page(page.path, in: page.language)?.source
            #expect(expected != nil)
            #expect(lookUp(page.displayPath) == expected, "\(page.displayPath)")
            #expect(readAtOnce[page.displayPath] == expected, "\(page.displayPath)")
            #expect(streamed.source(of: page) == expected, "\(page.displayPath)")
        }
        #expect(lookUp("en/no-such-page.md") == nil)
        // Without the notes, the Japanese files are not among the files looked up.
        let onlyEnglish = streamed.sourceLookup(of: diagnostics.map { Diagnostic(id: $0.id, severity: $0.severity, summary: $0.summary, path: $0.path, range: nil) })
        #expect(onlyEnglish(withFindings[0].displayPath) != nil)
        let firstJapanese = try #require(japanese(withFindings[0]))
        #expect(onlyEnglish(firstJapanese) == nil)
    }
}
