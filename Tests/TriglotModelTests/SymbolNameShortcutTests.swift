import Testing
@testable import TriglotModel

/// The symbol tests turn most code spans away on one byte (`)` last, a `(` somewhere, A to Z
/// first), and read a selector's bytes without proving them ASCII. These hold each shortcut to
/// the Character-level reading, on text built to sit at its edges: combining marks on the bytes
/// it looks at, full-width look-alikes, CRs, no text at all.
@Suite("Symbol name shortcuts")
struct SymbolNameShortcutTests {
    static let texts = [
        "", "(", ")", "()", "a()", "a() ", "a()\u{301}", "a(b:)\u{301}", "a(b:)\n", "a(b:)\r\n", "a(b:)）",
        "a（b:)", "a(\u{301}b:)", "a(\u{301}b :)", "a (b:)", "a(b :)", "a(b:):", "f(x)", "f x", "x:y",
        "UIView", "uiView", "UI", "U", "Ü", "ÄView", "A\u{301}View", "U\u{308}IView", "ＵＩView", "Ω",
        "UIApplication.LaunchOptionsKey", "UI..View", "UIView.", ".UIView", "_UIView", "9UI", "UI View",
        "UIApplication.main(_:)", "应用(_:)", "UIView\u{301}", "NS\r\nView", "CL\tX",
        // Bytes past ASCII and CRs inside what would be a selector: the byte test reads them unproved.
        "a(b\u{301}:)", "a(_\u{301}:)", "a(b:\u{301})", "a\u{301}(b:)", "a(b：)", "a.\u{301}b()", "a(\r:)", "a(b:\r\n)",
        "a(\u{301})", "é()", "a(é:)", "a(:\u{301})", "a\r()", "a(b:c\u{200D}:)", "a(b:)\u{200D})",
        // The one-pass byte reading of names and labels.
        "a(::)", "a(1:)", "a.(b:)", ".a()", "a..b()", "a.b()", "a(_:_:)", "a(b:c)", "a()()", "a(b:))", "a((b:)", "1a()",
        "a1.b2(c3:)", "_()", "a.1b()", "a(b1:_2:)", "a(b:c:", "a(b.c:)", "a(b:)x", "(b:)", "a(", "a)", "a(:)", "a(_:)", "A.B.c(d:)",
    ]

    @Test(arguments: texts)
    func selectorsMatchTheCharacterReading(text: String) {
        #expect(SymbolNames.isSelector(text) == SymbolNames.characterLevelIsSelector(text))
        #expect(SymbolNames.isMalformedSelector(text) == SymbolNames.characterLevelIsMalformedSelector(text))
    }

    @Test(arguments: texts)
    func typeNamesMatchTheCharacterReading(text: String) {
        #expect(SymbolNames.isTypeName(text) == SymbolNames.characterLevelIsTypeName(text))
    }

    @Test func theShortcutsStillAcceptWhatTheyShould() {
        #expect(SymbolNames.isSelector("a(b:)"))
        #expect(SymbolNames.isMalformedSelector("a(b :)"))
        #expect(SymbolNames.isTypeName("UIApplication.LaunchOptionsKey"))
        #expect(!SymbolNames.isTypeName("uiApplication"))
    }
}
