import Testing
@testable import TriglotLowLevel
@testable import TriglotSite

/// Text that skips NFKC folding must give the terms folding would give.
@Suite("Search terms without folding")
struct FoldingShortcutTests {
    /// Every scalar the shortcut accepts, the large ideograph blocks sampled.
    static let acceptedScalars: [Unicode.Scalar] = {
        let ranges: [ClosedRange<UInt32>] = [
            0x2010...0x2027, 0x3000...0x3020, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF00...0xFF65,
        ]
        return ranges.flatMap { range in
            range.count > 500 ? Array(stride(from: range.lowerBound, through: range.upperBound, by: 61)) + [range.upperBound] : Array(range)
        }
        .filter(FoldingShortcut.isAccepted)
        .compactMap(Unicode.Scalar.init)
    }()

    @Test func theShortcutAcceptsWhatDocumentationIsWrittenIn() {
        #expect(FoldingShortcut.termsAreUnchangedByFolding("The app launches. 应用启动时，系统调用（application）。アプリが起動すると「ウィンドウ」を表示します。"))
        #expect(!FoldingShortcut.termsAreUnchangedByFolding("ＵＩＡｐｐ"))
        #expect(!FoldingShortcut.termsAreUnchangedByFolding("ｱﾌﾟﾘ"))
        #expect(!FoldingShortcut.termsAreUnchangedByFolding("e\u{301}"))
        #expect(!FoldingShortcut.termsAreUnchangedByFolding("＿"))
    }

    @Test func everyAcceptedScalarGivesTheFoldedTermsInAnyNeighbourhood() {
        #expect(Self.acceptedScalars.count > 400)
        for scalar in Self.acceptedScalars {
            let character = String(Character(scalar))
            for text in [character, "a\(character)b", "Ab\(character)Cd", "漢\(character)字", "カ\(character)\(character)ナ", "1\(character)_"] {
                #expect(SearchTokenizer.terms(text) == ReferenceTokenizer.terms(text), "U+\(String(scalar.value, radix: 16)) in \(text)")
            }
        }
    }

    @Test(arguments: [
        "UIApplicationDelegate didFinishLaunchingWithOptions: iOS 13.0+ URLSession __private_x9",
        "应用启动时，系统调用 `application(_:willFinishLaunchingWithOptions:)`，然后（如果需要）恢复状态。",
        "アプリが起動すると、システムは「UIApplicationMain」を呼び出します。ﾌﾟﾘﾝﾄ ＡＢＣ １２３",
        "Ünïcödé wörds, ΣΊΣΥΦΟΣ, İstanbul, ǅemal, Ⅻ, ½, ﬁnd, ㍻, 한국어 텍스트, e\u{301}, \u{1F680}",
        "mixed漢字and かな with_underscores and CamelCASEWords2Go",
        "",
    ])
    func textGivesTheReferenceTerms(text: String) {
        #expect(SearchTokenizer.terms(text) == ReferenceTokenizer.terms(text))
    }

    @Test func theContentFolderGivesTheReferenceTerms() throws {
        let content = try SiteFixture.shipped.get().content
        var checked = 0
        for (_, pages) in content.pages {
            for (_, loaded) in pages {
                let text = loaded.page.sections.flatMap { [$0.title] + $0.blocks.map(\.text) }.joined(separator: "\n")
                #expect(SearchTokenizer.terms(text) == ReferenceTokenizer.terms(text), "\(loaded.displayPath)")
                checked += 1
            }
        }
        #expect(checked > 30)
    }
}

extension FoldingShortcutTests {
    /// Kana and ideographs told stable by their three bytes are stable by their scalar, and
    /// every stable kana and every ideograph below U+5000 is told so.
    @Test func stableByTheBytesIsStableByTheScalar() throws {
        for value in UInt32(0x3000)...0x4FFF {
            let scalar = try #require(Unicode.Scalar(value))
            let bytes = Array(String(Character(scalar)).utf8)
            let byTheBytes = FoldingShortcut.isStable(bytes[0], bytes[1], bytes[2])
            let isKanaOrIdeograph = (0x3041...0x30FF).contains(value) || value >= 0x4E00
            #expect(byTheBytes == (FoldingShortcut.isStable(value) && isKanaOrIdeograph), "U+\(String(value, radix: 16))")
        }
    }

    /// The shortcut's skips (eight ASCII bytes at once, ideographs by their lead byte) answer
    /// as asking every scalar does, wherever the one scalar that decides falls.
    @Test(arguments: ["ｱ", "Ａ", "\u{4DC0}", "\u{4E00}", "\u{5000}", "\u{9FFF}", "\u{A000}", "\u{301}", "。", "x", "\u{3000}"])
    func skippingAgreesWithAskingEveryScalar(decider: String) {
        for prefix in ["", "a", "abcdefg", "abcdefgh", "long ascii text before it, ", "启动流程", "漢字とかな"] {
            for suffix in ["", "b", "12345678", "字"] {
                let text = prefix + decider + suffix
                let expected = text.unicodeScalars.allSatisfy { $0.isASCII || FoldingShortcut.isAccepted($0.value) }
                #expect(FoldingShortcut.termsAreUnchangedByFolding(text) == expected, "\(text)")
            }
        }
    }
}
