import Foundation
import Testing
@testable import TriglotModel
import TriglotMarkup

/// The byte- and scalar-level shortcuts must answer exactly as the Character-level code they
/// stand for, on ASCII, CJK, mixed text and the text they hand back (combining marks, emoji).
@Suite("Model fast paths agree with the Character-level code")
struct ModelFastPathTests {
    static let lines = [
        "", "plain ascii line", "中文的一行：你好。", "mixed 中文 and ｆｕｌｌ width", "e\u{301}combining", "emoji 👍🏽 here", "tab\there",
        "日本語のテキスト、カタカナ", "Ünïcödé", "\u{FEFF}bom", "ガ\u{3099}", "한국어", "\u{200D}joiner", "İstanbul",
        "a long ASCII line, then 中文的一行 in the middle, and more ASCII after it", "日本語のテキストと English words 一二三四五六七八九十 mixed",
        "long ascii before a combining mark e\u{301} and after", "sixteen bytes!!!\r\nafter",
    ]

    @Test(arguments: lines)
    func characterColumns(line: String) {
        let source = SourceText(line + "\nnext\n")
        for byteColumn in 0...(line.utf8.count + 2) {
            let location = SourceLocation(line: 1, column: byteColumn)
            #expect(SingleScalarText.characterColumn(of: location, in: source) == source.characterColumn(of: location), "column \(byteColumn)")
        }
    }

    @Test(arguments: lines + ["\r\n", "a\rb", "\u{2000}quad", "\u{2027}\u{2028}", "\u{3029}\u{302A}", "\u{FF9D}\u{FF9E}", "\u{10000}"])
    func singleScalarBytesAgreeWithScalars(text: String) {
        #expect(SingleScalarText.isSingle(text) == text.unicodeScalars.allSatisfy(SingleScalarText.isSingle))
    }

    /// Long ASCII runs go eight bytes at a time: a CR or a wider scalar anywhere in or after a word.
    @Test(arguments: 0..<20)
    func singleScalarWordsAgreeWithScalars(position: Int) {
        let run = String(repeating: "abcdefgh", count: 3)
        for inserted in ["\r", "\u{301}", "中", "é", "\u{2028}", "\n", "\u{10000}", "\u{0D}\u{0A}", "\u{3099}", "\u{302A}", "\u{3FFF}",
                         "\u{4000}", "\u{9FFF}", "\u{A000}", "\u{E000}", "\u{FF9E}", "日本語", "\u{3000}\u{3029}\u{309B}"] {
            var text = run
            text.insert(contentsOf: inserted, at: text.index(text.startIndex, offsetBy: position))
            #expect(SingleScalarText.isSingle(text) == text.unicodeScalars.allSatisfy(SingleScalarText.isSingle), "\(position) \(inserted.debugDescription)")
        }
        let ascii = String(run.prefix(position))
        #expect(SingleScalarText.isSingle(ascii) == ascii.unicodeScalars.allSatisfy(SingleScalarText.isSingle))
    }

    /// `DiagnosticFormatter.printable` before it read CJK lines as bytes.
    private static func scalarPrintable(_ line: String) -> String {
        if line.unicodeScalars.allSatisfy({ (0x20...0x7E).contains($0.value) || (0x3000...0x9FFF).contains($0.value) || (0xFF00...0xFFEF).contains($0.value) }) {
            return line
        }
        return String(String.UnicodeScalarView(line.unicodeScalars.map { scalar -> Unicode.Scalar in
            if scalar == "\t" { return " " }
            if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format { return "\u{FFFD}" }
            return scalar
        }))
    }

    @Test(arguments: lines + ["中文\t制表", "日本語\u{7F}", "全角\u{FFF0}", "\u{2FFF}\u{3000}", "ｆｕｌｌ\u{FFEF}\u{FFF0}", "中\u{200B}文", "\u{1F600}中"])
    func printableLines(line: String) {
        #expect(DiagnosticFormatter.printable(line) == Self.scalarPrintable(line))
    }

    @Test(arguments: lines)
    func caretPadding(line: String) {
        for column in -1...(line.count + 2) {
            #expect(DiagnosticFormatter.caretPadding(line, upTo: column) == DiagnosticFormatter.characterPadding(line, upTo: column))
        }
        #expect(DiagnosticFormatter.repeating(0x20, count: 3) == "   " && DiagnosticFormatter.repeating(0x7E, count: 0).isEmpty)
    }

    /// `Slugger.slugify` as it was written before its ASCII shortcut: github-slugger's rule on
    /// the trimmed title, cut at the limit at a word.
    static func referenceSlug(_ title: String) -> String {
        var slug = ""
        var pendingHyphens = 0
        var trimmed = title.unicodeScalars[...]
        while let first = trimmed.first, Slugger.isOutside(first) { trimmed.removeFirst() }
        while let last = trimmed.last, Slugger.isOutside(last) { trimmed.removeLast() }
        let trimmedTitle = String(String.UnicodeScalarView(trimmed))
        let composed = trimmedTitle.utf8.allSatisfy { $0 < 0x80 } ? trimmedTitle : trimmedTitle.precomposedStringWithCanonicalMapping
        var cut = false
        for scalar in composed.unicodeScalars {
            if Slugger.isInvisible(scalar) { continue }
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" {
                slug.append(String(repeating: "-", count: pendingHyphens))
                pendingHyphens = 0
                slug.unicodeScalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            } else if scalar == " " || scalar == "-" || scalar.properties.isWhitespace {
                pendingHyphens += 1
            }
            if slug.unicodeScalars.count >= Slugger.maximumLength {
                cut = true
                break
            }
        }
        if !cut { slug.append(String(repeating: "-", count: pendingHyphens)) }
        if cut || slug.unicodeScalars.count > Slugger.maximumLength {
            while slug.unicodeScalars.count > Slugger.maximumLength || slug.hasSuffix("-") { slug.unicodeScalars.removeLast() }
        }
        return slug.isEmpty ? "section" : slug
    }

    @Test(arguments: lines + [
        "Launch via URL", "  Leading -- and trailing  ", "snake_case and CamelCase 42", "Tab\tand\u{0}control\u{7F}", "讨论", "参数 Parameters",
        "Café au lait", "Cafe\u{301}", "ﬁ ligature", "Ⅻ roman", "½ half", "\u{200B}zero width", String(repeating: "word ", count: 30),
        String(repeating: "a", count: 99) + " b", String(repeating: "中", count: 120), "---", "", "Ｆｕｌｌ－ｗｉｄｔｈ",
        "`<Image />`", "--background", "<Picture />", "- item -", "\u{3000}全角 ", String(repeating: "a", count: 99) + " -",
    ])
    func slugs(title: String) {
        #expect(Slugger.slugify(title) == Self.referenceSlug(title))
    }

    @Test(arguments: ["en", "zh-Hans", "ZH", "ja-JP", "ko", "-zh", "zh_Hans", "", "-", "jap", "j", "zh-", "--ja", "zh\r\n", "ｚｈ", "zh\u{301}", "Ja"])
    func cjkScript(code: String) {
        let primary = code.split(separator: "-").first.map(String.init)?.lowercased() ?? code
        #expect(Language(code).usesCJKScript == ["zh", "ja", "ko"].contains(primary))
    }

    @Test(arguments: [
        "application(_:didFinishLaunchingWithOptions:)", "makeKeyAndVisible()", "UIApplication.main(_:)", "application(_:didFinishLaunchingWithOptions :)",
        "application(_:willContinueUserActivityWithType:):", "applicationDidBecomeActive", "f(x)", "application( _:open:)", " a (b:)", "a.(b:)",
        "a..b(c:)", "(x:)", "a()", "a(:)", "a(_:", "_(_:_:)", "a1(b2:)", "1a(b:)", "a(b:c)", "true", "nil", "", "()", "a\t(b:)", "a\r\n(b:)",
        "应用(_:)", "a(b:)é", "é(b:)", "a.b.C(d:e:)", "a(b c:)",
    ])
    func selectors(text: String) {
        #expect(SymbolNames.isSelector(text) == SymbolNames.characterLevelIsSelector(text))
        #expect(SymbolNames.isMalformedSelector(text) == SymbolNames.characterLevelIsMalformedSelector(text))
    }

    @Test(arguments: ["Discussion", "讨论", " Parameters ", "See Also:", "（注）", "Return Value：", "a", "", "ー", "・x", "x・", "Ｘ", "゠ア", "9.", "Ä"])
    func headingNormalisation(text: String) {
        let trimmed = CharacterSet.whitespaces.union(.punctuationCharacters).union(CharacterSet(charactersIn: "：:"))
        #expect(SectionVocabulary.normalize(text) == text.trimmingCharacters(in: trimmed).lowercased())
    }

    @Test func repeatedDeclarationsAreReadOnceAndPlacedPerPage() throws {
        let page = { (heading: String, padding: String) in "# f(x:)\n\n\(padding)Abstract.\n\n## \(heading)\n\n```swift\nfunc f(x: Int)\n```\n" }
        let reader = PageReader()
        let english = reader.read(bytes: Array(page("Declaration", "").utf8), path: "en/a.md", language: .english).page
        let chinese = reader.read(bytes: Array(page("声明", "\n\n").utf8), path: "zh-Hans/a.md", language: .simplifiedChinese).page
        let fresh = PageReader().read(bytes: Array(page("声明", "\n\n").utf8), path: "zh-Hans/a.md", language: .simplifiedChinese).page
        let first = try #require(english.declaration)
        let second = try #require(chinese.declaration)
        #expect(second == fresh.declaration)
        #expect(first.range != second.range)
        var moved = first
        moved.range = second.range
        #expect(moved == second)
    }

    @Test func invalidDeclarationsReportOnEveryPage() {
        let page = "# f\n\nAbstract.\n\n## Declaration\n\n```swift\nfunc f(x: Int\n```\n"
        let reader = PageReader()
        for path in ["en/a.md", "en/b.md"] {
            let result = reader.read(bytes: Array(page.utf8), path: path, language: .english)
            #expect(result.diagnostics.contains { $0.id == "model.invalid-declaration" && $0.path == path })
        }
    }
}
