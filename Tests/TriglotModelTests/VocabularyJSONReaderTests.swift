import Foundation
import Testing
@testable import TriglotModel

/// The quick reader of section-vocabulary.json must read what JSONDecoder reads, or step aside.
struct VocabularyJSONReaderTests {
    typealias File = SectionVocabulary.File

    static func decoded(_ json: String) -> File? {
        try? JSONDecoder().decode(File.self, from: Data(json.utf8))
    }

    static func quick(_ json: String) -> File? {
        VocabularyJSONReader.read(Array(json.utf8)).flatMap(File.init)
    }

    @Test func shippedFileReadsQuicklyAsJSONDecoderReadsIt() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/TriglotModel/Resources/section-vocabulary.json")
        let data = try Data(contentsOf: url)
        let quick = try #require(VocabularyJSONReader.read(Array(data)).flatMap(File.init))
        #expect(quick == (try JSONDecoder().decode(File.self, from: data)))
        #expect(quick.sections["discussion"]?["ja"]?.first == "解説")
    }

    /// Files in the simple shape: the quick reader must take them, and agree.
    @Test(arguments: [
        #"{"sections":{},"callouts":{},"kramdownCallouts":{}}"#,
        " \r\n\t{ \"sections\" : { \"a\" : { \"en\" : [ ] } } , \"callouts\":{\"note\":{\"en\":[\"Note\",\"N\"]}},\"kramdownCallouts\":{\"x\":\"note\"} }\n ",
        #"{"comment":"why","extra":[{"a":["b"]}],"sections":{"d":{"zh-Hans":["讨论","说明"]}},"callouts":{},"kramdownCallouts":{"p":"tip"}}"#,
        #"{"sections":{"k":{"en":["Café","Cafe\#u{301}","👍🏽"]}},"callouts":{},"kramdownCallouts":{}}"#,
    ])
    func simpleShapeAgrees(json: String) throws {
        let quick = try #require(Self.quick(json))
        #expect(quick == Self.decoded(json))
    }

    /// Anything else: the quick reader steps aside, and reading falls back to JSONDecoder's answer.
    @Test(arguments: [
        #"{"sections":{"k":{"en":["a\"b"]}},"callouts":{},"kramdownCallouts":{}}"#,
        #"{"sections":{"k":{"en":["\u00e9"]}},"callouts":{},"kramdownCallouts":{}}"#,
        #"{"sections":{},"callouts":{},"kramdownCallouts":{},"n":1}"#,
        #"{"sections":{},"callouts":{},"kramdownCallouts":{},"b":true,"z":null}"#,
        #"{"sections":{},"sections":{},"callouts":{},"kramdownCallouts":{}}"#,
        #"{"sections":{},"callouts":{}}"#,
        #"{"sections":{"k":{"en":"a"}},"callouts":{},"kramdownCallouts":{}}"#,
        #"{"sections":{},"callouts":{},"kramdownCallouts":{"a":["b"]}}"#,
        #"{"sections":{},"callouts":{},"kramdownCallouts":{},}"#,
        #"{"sections":{"k":{"en":["a",]}},"callouts":{},"kramdownCallouts":{}}"#,
        "{\"sections\":{\"k\":{\"en\":[\"a\tb\"]}},\"callouts\":{},\"kramdownCallouts\":{}}",
        "\u{FEFF}{\"sections\":{},\"callouts\":{},\"kramdownCallouts\":{}}",
        #"{"sections":{},"callouts":{},"kramdownCallouts":{}} x"#,
        #"{"sections":{},"callouts":{},"kramdownCallouts":{}"#,
        #"["sections"]"#,
        "",
    ])
    func otherInputFallsBackToJSONDecoder(json: String) {
        #expect(Self.quick(json) == nil)
        #expect((try? File.decode(Data(json.utf8))) == Self.decoded(json))
    }

    @Test func invalidUTF8FallsBack() {
        var bytes = Array(#"{"sections":{"k":{"en":["#.utf8)
        bytes += [0x22, 0xC3, 0x28, 0x22]
        bytes += Array(#"]}},"callouts":{},"kramdownCallouts":{}}"#.utf8)
        #expect(VocabularyJSONReader.read(bytes) == nil)
        #expect((try? File.decode(Data(bytes))) == (try? JSONDecoder().decode(File.self, from: Data(bytes))))
    }
}
