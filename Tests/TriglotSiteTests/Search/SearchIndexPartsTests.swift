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
    func thePartsHoldTheWholeIndexsTermsInOrder(documents: Int, pairsPerPart: Int) throws {
        let index = Self.index(documents, seed: documents)
        let whole = try Self.object(SearchIndex.scripts(of: [index], pairsPerPart: .max)[0].main)
        let wholeTerms = try #require(whole["terms"] as? [String: [Int]])
        let scripts = SearchIndex.scripts(of: [index], pairsPerPart: pairsPerPart)[0]
        #expect(scripts.parts.count > 1 && scripts.partCount == scripts.parts.count)
        let main = try Self.object(scripts.main)
        #expect(main["terms"] == nil)
        let starts = try #require(main["parts"] as? [String])
        #expect(starts.count == scripts.partCount && starts.first == "")
        #expect(main["partsName"] as? String == scripts.partsName)
        #expect((main["docs"] as? [[String]]) == (whole["docs"] as? [[String]]))
        var found: [String: [Int]] = [:]
        var previous: [UInt8]?
        for (number, part) in scripts.parts.enumerated() {
            let text = String(decoding: part, as: UTF8.self)
            #expect(text.hasPrefix("(window.triglotSearchTerms = window.triglotSearchTerms || {})[\(number)] = {"))
            #expect(!text.contains("<"))
            // The part's terms as written, in order: a dictionary would lose it.
            let terms = Self.termsInOrder(text)
            #expect(!terms.isEmpty)
            #expect(terms.first == (number == 0 ? terms.first : starts[number]))
            let pairs = try #require(try Self.object(part) as? [String: [Int]])
            for term in terms {
                let bytes = Array(term.utf8)
                if let previous { #expect(previous.lexicographicallyPrecedes(bytes), "\(term) after the term before it") }
                previous = bytes
                #expect(found.updateValue(pairs[term] ?? [], forKey: term) == nil, "\(term) is in two parts")
            }
            // Every part but the last holds at least its share of pairs.
            if number < scripts.parts.count - 1 { #expect(pairs.values.reduce(0) { $0 + $1.count } >= pairsPerPart) }
        }
        #expect(found == wholeTerms)
    }

    /// The terms of a part's script in the order it lists them: each member is on a line of its own.
    static func termsInOrder(_ script: String) -> [String] {
        script.split(separator: "\n").dropFirst().compactMap { line -> String? in
            guard let colon = line.range(of: "\":[") else { return nil }
            let literal = String(line[line.startIndex..<colon.lowerBound]) + "\""
            return try? JSONSerialization.jsonObject(with: Data(literal.utf8), options: [.fragmentsAllowed]) as? String
        }
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
