import Foundation
import Synchronization
import Testing
@testable import TriglotLowLevel
@testable import TriglotSite
import TriglotModel

/// A large index is written in parts that together hold exactly the whole index's terms, each
/// term in the part the browser works out from a prefix of it.
@Suite("Search index in parts")
struct SearchIndexPartsTests {
    static func index(_ count: Int, seed: Int) -> SearchIndex {
        var index = SearchIndex()
        for document in SearchIndexBytesTests.documents(count, seed: seed) { index.add(document) }
        return index
    }

    /// The JSON object of a script: what its first assignment (the index's, or a part's after
    /// its `(…)[n] =`) sets, up to the closing `;`.
    static func object(_ script: [UInt8]) throws -> [String: Any] {
        let text = String(decoding: script, as: UTF8.self)
        let assignment = try #require(text.range(of: text.hasPrefix("(") ? "] = {" : " = {"))
        let start = text.index(before: assignment.upperBound)
        let end = try #require(text.lastIndex(of: "}"))
        return try #require(try JSONSerialization.jsonObject(with: Data(text[start...end].utf8)) as? [String: Any])
    }

    @Test(arguments: [(70, 50), (40, 1), (70, 400)])
    func thePartsHoldTheWholeIndexsTerms(documents: Int, pairsPerPart: Int) throws {
        let index = Self.index(documents, seed: documents)
        let whole = try Self.object(SearchIndex.scripts(of: [index], pairsPerPart: .max)[0].main)
        let wholeTerms = try #require(whole["terms"] as? [String: [Int]])
        let scripts = SearchIndex.scripts(of: [index], pairsPerPart: pairsPerPart)[0]
        let pairs = wholeTerms.values.reduce(0) { $0 + $1.count }
        let count = SearchTermParts.count(pairs: pairs, pairsPerPart: pairsPerPart)
        #expect(count > 1)
        #expect(scripts.parts.count == count && scripts.partCount == count)
        let main = try Self.object(scripts.main)
        #expect(main["terms"] == nil)
        #expect(main["parts"] as? Int == count)
        #expect(main["partsName"] as? String == scripts.partsName)
        #expect((main["docs"] as? [[String]]) == (whole["docs"] as? [[String]]))
        var found: [String: [Int]] = [:]
        for (number, part) in scripts.parts.enumerated() {
            let text = String(decoding: part, as: UTF8.self)
            #expect(text.hasPrefix("(window.triglotSearchTerms = window.triglotSearchTerms || {})[\(number)] = {"))
            #expect(!text.contains("<"))
            let terms = try #require(try Self.object(part) as? [String: [Int]])
            for (term, documents) in terms {
                #expect(SearchTermParts.part(of: term, parts: count) == number, "\(term)")
                #expect(found.updateValue(documents, forKey: term) == nil, "\(term) is in two parts")
            }
        }
        #expect(found == wholeTerms)
    }

    /// Parts handed out as they are made are the parts kept, under the same name.
    @Test func partsHandedOutAreThePartsKept() {
        let indexes = [Self.index(70, seed: 1), Self.index(3, seed: 2), Self.index(50, seed: 4)]
        let kept = SearchIndex.scripts(of: indexes, pairsPerPart: 40)
        let handed = Mutex<[String: [UInt8]]>([:])
        let scripts = SearchIndex.scripts(of: indexes, pairsPerPart: 40) { index, name, part, bytes in
            handed.withLock { $0["\(index) \(name) \(part)"] = bytes }
        }
        var expected: [String: [UInt8]] = [:]
        for (index, script) in kept.enumerated() {
            for (part, bytes) in script.parts.enumerated() { expected["\(index) \(script.partsName) \(part)"] = bytes }
        }
        let received = handed.withLock { $0 }
        #expect(received == expected)
        #expect(scripts.map(\.main) == kept.map(\.main))
        #expect(scripts.map(\.partCount) == kept.map(\.partCount))
        #expect(scripts.allSatisfy { $0.parts.isEmpty })
        #expect(kept[1].partCount == 0 || kept[1].partCount > 1)
    }

    @Test func aSmallIndexIsWrittenWhole() {
        let index = Self.index(70, seed: 3)
        let scripts = SearchIndex.scripts(of: [index])[0]
        #expect(scripts.parts.isEmpty && scripts.partsName.isEmpty && scripts.partCount == 0)
        #expect(scripts.main == ReferenceSearchScript.script(index.documents))
    }

    /// The parts' name changes with any term, so a browser never pairs a cached part with
    /// another build's documents; the same index always has the same name.
    @Test func thePartsNameFollowsEveryByte() {
        let documents = SearchIndexBytesTests.documents(40, seed: 7)
        var changed = documents
        changed[5].texts.append("brandnewterm")
        func name(_ documents: [SearchIndex.Document]) -> String {
            var index = SearchIndex()
            for document in documents { index.add(document) }
            return SearchIndex.scripts(of: [index], pairsPerPart: 20)[0].partsName
        }
        #expect(name(documents).count == 16)
        #expect(name(documents) == name(documents))
        #expect(name(documents) != name(changed))
    }

    /// What the browser searches by prefix (a CJK character, or two characters of anything) is
    /// in the part of every term it begins.
    @Test(arguments: [7, 31, 64])
    func aPrefixIsInThePartOfEveryTermItBegins(parts: Int) {
        let terms = SearchTokenizer.terms(SearchIndexBytesTests.pieces.joined(separator: " ") + " launching launch 启动流程 起動する")
        for term in terms {
            let scalars = Array(term.unicodeScalars)
            for length in 1...scalars.count {
                let prefix = String(String.UnicodeScalarView(scalars.prefix(length)))
                guard length >= 2 || SearchTokenizer.isCJK(scalars[0]) else { continue }
                #expect(SearchTermParts.part(of: prefix, parts: parts) == SearchTermParts.part(of: term, parts: parts), "\(prefix) of \(term)")
            }
        }
    }

    @Test(arguments: [("a", 97), ("启", 0x542F), ("启动", 0x542F), ("la", 108 * 31 + 97), ("launch", 108 * 31 + 97), ("𠀀x", 0x20000)])
    func aTermsKeyIsItsFirstCharacterOrFirstTwo(term: String, key: Int) {
        #expect(SearchTermParts.part(of: term, parts: 1_000_003) == key)
    }

    @Test func anOutputKeepsOnlyTheWrittenParts() {
        let output = MemoryOutput(RenderedSite(files: [
            "en/search-index.js": [], "en/search-index.aaaa.0.js": [], "en/search-index.bbbb.0.js": [],
            "en/search-index.bbbb.1.js": [], "en/guide/search-index.x.0.js": [], "ja/search-index.cccc.0.js": [], "en/a.html": [],
        ]))
        RenderStep.removeStaleSearchParts(from: output, languages: [Language("en")],
                                          written: ["en/search-index.js", "en/search-index.bbbb.0.js", "en/search-index.bbbb.1.js"])
        #expect(Set(output.paths) == ["en/search-index.js", "en/search-index.bbbb.0.js", "en/search-index.bbbb.1.js",
                                      "en/guide/search-index.x.0.js", "ja/search-index.cccc.0.js", "en/a.html"])
    }

    @Test func aPartsPathIsBesideTheIndex() {
        let path = SiteLayout.searchIndexPartPath(in: Language("zh-Hans"), name: "0123456789abcdef", part: 12)
        #expect(path == "zh-hans/search-index.0123456789abcdef.12.js")
        #expect(SiteLayout.isSearchIndexPart(path, in: Language("zh-Hans")))
        #expect(!SiteLayout.isSearchIndexPart(SiteLayout.searchIndexPath(in: Language("zh-Hans")), in: Language("zh-Hans")))
        #expect(!SiteLayout.isSearchIndexPart(path, in: Language("en")))
    }
}
