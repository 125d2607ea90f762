import Testing
import TriglotChecks
import TriglotModel

@Suite("translation.heading-ids and model.duplicate-heading-id")
struct HeadingIDsCheckTests {
    static let english = "# About\n\nAbstract.\n\n## Overview {#overview}\n\nText.\n\n## Launch from a URL {#cold-url}\n\nText.\n"

    @Test(arguments: [
        ("## 概览 {#overview}", "## 通过 URL 启动 {#cold-url}", [] as [String]),
        ("## 概览 {#overview}", "## 通过 URL 启动 {#url}", ["heading id {#url} where the English heading has {#cold-url}"]),
        ("## 概览 {#overview}", "## 通过 URL 启动", ["heading has no id; the English heading has {#cold-url}"]),
        ("## 概览 {#overview}\n\n文本。\n\n## 附录 {#appendix}", "## 通过 URL 启动 {#cold-url}", ["heading id {#appendix} is not in the English page"]),
    ])
    func explicitIDsAreKept(first: String, second: String, summaries: [String]) throws {
        let translation = "# 关于\n\n摘要。\n\n\(first)\n\n文本。\n\n\(second)\n\n文本。\n"
        let found = TestContent.run(HeadingIDsCheck.self, PagePair.files(Self.english, translation))
        #expect(found.map(\.summary) == summaries)
        if let diagnostic = found.first {
            let expected = diagnostic.summary.contains("appendix") ? "附录" : "通过 URL"
            #expect(diagnostic.line == line(of: expected, in: translation))
        }
    }

    /// An explicit id equal to the id the English heading is given keeps the English anchor.
    @Test(arguments: [
        ("## Setup\n\nText.\n\n## Usage {#usage}", "## 安装 {#setup}\n\n文本。\n\n## 用法 {#usage}", [] as [String]),
        ("## Setup\n\nText.\n\n## Usage {#usage}", "## 安装 {#install}\n\n文本。\n\n## 用法 {#usage}", ["heading id {#install} is not in the English page"]),
    ])
    func anIDTheEnglishHeadingIsGivenIsNoInvention(english: String, translated: String, summaries: [String]) {
        let found = TestContent.run(HeadingIDsCheck.self, PagePair.files("# About\n\nAbstract.\n\n" + english + "\n\nText.\n",
                                                                        "# 关于\n\n摘要。\n\n" + translated + "\n\n文本。\n"))
        #expect(found.map(\.summary) == summaries)
    }

    @Test(arguments: [
        ("## A {#a}\n\n## B {#b}", nil),
        ("## A {#a}\n\n## B {#a}", "## B"),
        ("## Setup\n\n## Details {#setup}", "## Details"),
        ("## Setup\n\n## Setup", nil),  // generated ids are made unique (setup, setup-1)
    ] as [(String, String?)])
    func duplicateIDs(body: String, duplicate: String?) {
        let page = "# T\n\nAbstract.\n\n" + body + "\n"
        let found = TestContent.run(DuplicateHeadingIDCheck.self, ["en/a.md": page])
        #expect(found.map(\.line) == (duplicate.map { [line(of: $0, in: page)] } ?? []))
        #expect(found.allSatisfy { $0.severity == .warning })
    }

    @Test func everyRepeatOfAnIDPointsAtTheFirstHeading() {
        let page = "# T\n\nAbstract.\n\n## A {#a}\n\n## B {#a}\n\n## C {#c}\n\n## D {#a}\n"
        let found = TestContent.run(DuplicateHeadingIDCheck.self, ["en/a.md": page])
        #expect(found.map(\.line) == [line(of: "## B", in: page), line(of: "## D", in: page)])
        #expect(found.allSatisfy { $0.summary.hasSuffix("line \(line(of: "## A", in: page) ?? 0)") })
    }
}
