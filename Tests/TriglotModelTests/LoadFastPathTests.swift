import Foundation
import Testing
@testable import TriglotModel
import TriglotMarkup

/// The byte-keyed tables and caseless shortcuts of reading headings must answer exactly as the
/// String-keyed code they replaced, kept here as reference.
@Suite("Heading fast paths agree with the straightforward code")
struct LoadFastPathTests {
    /// `Slugger` as it was with a `[String: Int]` of used ids.
    struct ReferenceSlugger {
        var used: [String: Int] = [:]

        mutating func reserve(_ id: String) {
            used[id, default: 0] += 1
        }

        mutating func slug(for title: String) -> String {
            let base = Slugger.slugify(title)
            guard let count = used[base] else {
                used[base] = 1
                return base
            }
            var suffix = count
            var candidate = "\(base)-\(suffix)"
            while used[candidate] != nil {
                suffix += 1
                candidate = "\(base)-\(suffix)"
            }
            used[base] = suffix + 1
            used[candidate] = 1
            return candidate
        }
    }

    /// Titles (and `#`-prefixed explicit ids) whose ids collide in every way: the same bytes,
    /// canonically equivalent bytes on either side of the switch to String keys, suffixes.
    static let headingSequences: [[String]] = [
        ["Setup", "Setup", "#setup-2", "Setup", "Setup"],
        ["设置", "设置", "#设置-1", "设置", "設置"],
        ["#café", "Café", "Cafe\u{301}", "café"],
        ["Cafe\u{301}", "Café", "#cafe\u{301}", "Café"],
        ["#cafe\u{301}", "café", "café"],
        ["概要", "#概要", "概要", "Ａ", "ａ"],
        ["emoji 👍", "emoji 👍", "emoji", "emoji-1", "emoji"],
        ["한국어", "한국어", "#한국어-1", "한국어"],
        ["x", "#x-1", "#x-1", "x", "x", "X"],
        ["", "", "#section", "!!!"],
    ]

    @Test(arguments: headingSequences)
    func slugsAgreeWithStringKeys(sequence: [String]) {
        var slugger = Slugger()
        var reference = ReferenceSlugger()
        for entry in sequence {
            if entry.hasPrefix("#") {
                let id = String(entry.dropFirst())
                slugger.reserve(id)
                reference.reserve(id)
            } else {
                let slug = slugger.slug(for: entry)
                #expect(Array(slug.utf8) == Array(reference.slug(for: entry).utf8), "\(entry) in \(sequence)")
            }
        }
    }

    /// Every Content page's headings, in order, as one page each.
    @Test func slugsOfTheContentPagesAgreeWithStringKeys() throws {
        let files = Fixture.contentPages()
        #expect(files.count > 20)
        for (file, bytes) in files {
            let document = MarkupDocument(parsing: bytes)
            var slugger = Slugger()
            var reference = ReferenceSlugger()
            for node in document.allNodes {
                guard case .heading = node.kind else { continue }
                let title = node.plainText
                #expect(slugger.slug(for: title) == reference.slug(for: title), "\(file): \(title)")
            }
        }
    }

    static let headings = [
        "Discussion", "讨论", "参数", "パラメータ", "Return Value", "return value", "See Also - 另请参阅", "参数 Parameters",
        "Parameters / 参数", "Mentioned in", "概要", "Café", "Cafe\u{301}", "ｱ", "Ａ", "abc", "ab1", "中a中", "中A中", "中 文",
        "ア\u{3099}", "ヴ", "Ǆ", "İstanbul", "ΣΑΣ", "x\u{301}", "中\u{3000}文", "参阅", "其他参考", "关系", "Ä",
    ]

    @Test(arguments: headings)
    func caselessHeadingsNormaliseToThemselves(text: String) {
        let trimmed = CharacterSet.whitespaces.union(.punctuationCharacters).union(CharacterSet(charactersIn: "：:"))
        #expect(Array(SectionVocabulary.normalize(text).utf8) == Array(text.trimmingCharacters(in: trimmed).lowercased().utf8))
    }

    @Test func caselessScalarsAreTheirOwnLowercase() {
        for value in UInt32(0)...0xA000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            if SectionVocabulary.isCaseless(text) {
                #expect(Array(text.lowercased().utf8) == Array(text.utf8), "U+\(String(value, radix: 16))")
            }
        }
    }

    /// A vocabulary whose words are all single-scalar text is looked up by bytes; one that lists a
    /// decomposed word is not. Either way a heading matches the words its String equals.
    @Test(arguments: [("Café", "Cafe\u{301}"), ("Cafe\u{301}", "Café"), ("Café", "Café"), ("Cafe\u{301}", "Cafe\u{301}"), ("讨论", "讨论")])
    func vocabularyMatchesCanonicallyEquivalentWords(listed: String, heading: String) throws {
        let json = """
            {"sections": {"discussion": {"en": ["\(listed)"]}, "overview": {"zh-Hans": ["概要"]}},
             "callouts": {"note": {"en": ["\(listed)"]}}, "kramdownCallouts": {}}
            """
        let vocabulary = try SectionVocabulary(json: Data(json.utf8))
        #expect(vocabulary.section(forHeading: heading)?.kind == .discussion)
        #expect(vocabulary.section(forHeading: heading + " - 概要") == nil)
        #expect(vocabulary.callout(forLabel: heading)?.kind == .note)
        #expect(vocabulary.section(forHeading: "概要")?.kind == .overview)
        #expect(vocabulary.section(forHeading: "Cafe") == nil)
    }

    @Test(arguments: ["", "\n", "a\n", "a\r\n", "a\r", "a\n\n", "中文\n", "x\n\u{301}", "\u{301}\n", "func f()\n", "a\n\r\n"])
    func finalNewlines(code: String) {
        let reference = code.hasSuffix("\n") ? String(code.dropLast()) : code
        #expect(Array(DeclarationParser.withoutFinalNewline(code).utf8) == Array(reference.utf8))
    }

    @Test func whitespaceScalarsAgreeWithUnicode() {
        let disagreeing = (UInt32(0)...0x3_0000).compactMap(Unicode.Scalar.init)
            .filter { String.isWhitespace($0) != $0.properties.isWhitespace }
        #expect(disagreeing.isEmpty, "\(disagreeing.map { String($0.value, radix: 16) })")
    }

    @Test func singleScalarKeysCompareBytes() {
        #expect(SingleScalarKey("Café") == SingleScalarKey("Café"))
        #expect(SingleScalarKey("Cafe\u{301}") == nil)
        #expect(SingleScalarKey("中文") != SingleScalarKey("中"))
        #expect(Set(["a", "b", "a", "中", "中"].compactMap(SingleScalarKey.init)).count == 3)
    }
}

/// Declaration tokens cut from the source bytes must be the tokens printed from the tree.
@Suite("Declaration tokens read from the source agree with the printed tree")
struct DeclarationTokenSourceTests {
    @Test(arguments: [
        "func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool",
        "@MainActor\n  optional func sceneDidBecomeActive(_ scene: UIScene)  // trailing comment\n",
        "/// Doc comment\n@available(iOS 13.0, *) var window: UIWindow? { get set }", "struct LaunchOptionsKey", "func f(x: Int",
        "func 中文(名前 値: Int) -> String", "let s = \"a\\u{301}\" + \"\"\"\n  multi\n  \"\"\"", "\r\nfunc g()\r\n", "", "   ", "func h<T: Sequence>(_ t: T) where T.Element == Int",
        "class C: NSObject, UIApplicationDelegate {}", "case north, south", "init?(rawValue: String)", "subscript(index: Int) -> Element { get }",
    ])
    func sameTokens(code: String) {
        let fromSource = DeclarationTokens.tokens(parsing: code, readingSource: true)
        let printed = DeclarationTokens.tokens(parsing: code, readingSource: false)
        #expect(fromSource.map(\.kind) == printed.map(\.kind))
        #expect(fromSource.map { Array($0.text.utf8) } == printed.map { Array($0.text.utf8) })
    }
}
