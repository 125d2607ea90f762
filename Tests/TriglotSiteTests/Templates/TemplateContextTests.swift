import Testing
@testable import TriglotSite

/// A context behaves as the dictionary it replaced: the last value set for a name wins,
/// nil removes it, and two contexts are equal whatever order their names were set in.
@Suite("Template contexts")
struct TemplateContextTests {
    @Test func namesAreSetReplacedAndRemoved() {
        var context: TemplateContext = ["title": "First", "lang": "en", "title": "Second"]
        #expect(context["title"] == .text("Second"))
        #expect(context.count == 2)
        context["lang"] = .text("ja")
        context["isCJK"] = .flag(true)
        #expect(context["lang"] == .text("ja") && context["isCJK"] == .flag(true) && context.count == 3)
        context["lang"] = nil
        context["missing"] = nil
        #expect(context["lang"] == nil && context["missing"] == nil && context.count == 2)
        #expect(context[TemplateName("title")] == .text("Second"))
    }

    @Test func equalityIgnoresOrder() {
        let one: TemplateContext = ["a": 1, "b": "two", "c": ["d": true]]
        let other: TemplateContext = ["c": ["d": true], "b": "two", "a": 1]
        #expect(one == other)
        #expect(one != ["a": 1, "b": "two"])
        #expect(one != ["a": 1, "b": "two", "c": ["d": false]])
    }

    /// Names that share a prefix, differ in one byte, are empty or long are told apart.
    @Test func similarNamesAreDifferentNames() {
        let names = ["", "a", "b", "ab", "ba", "title", "titleHTML", "titles", "t", "t.search", "averyveryverylongtemplatename", "averyveryverylongtemplatenamf", "中文"]
        var context = TemplateContext()
        for (index, name) in names.enumerated() { context[name] = .number(index) }
        for (index, name) in names.enumerated() {
            #expect(context[name] == .number(index), "\(name)")
            #expect(context[TemplateName(name)] == .number(index), "\(name)")
        }
        #expect(context["titleHTM"] == nil)
    }

    /// The room a render reserves covers every top-level text and byte value, and nothing inside
    /// lists or nested contexts, which the template may never show.
    @Test func aRenderReservesRoomForTheTopLevelValues() {
        let context: TemplateContext = ["body": .bytes(Array(repeating: 0x61, count: 20_000)), "title": "名前", "count": 3, "flag": true,
                                        "items": [["text": "ignored"]], "nested": ["text": "ignored"]]
        var seen: [TemplateValue] = []
        context.forEachValue { seen.append($0) }
        #expect(seen.count == 6)
        #expect(MustacheRendering.expectedSize(of: context) == 8 * 1024 + 20_000 + "名前".utf8.count)
        #expect(MustacheRendering.expectedSize(of: TemplateContext()) == 8 * 1024)
    }
}
