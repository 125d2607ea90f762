import Testing
@testable import TriglotChecks
import TriglotModel

/// Each typography rule fires where it should and stays quiet where it should, in each language
/// it applies to, and its fix-it gives the expected text.
@Suite("Chinese and Japanese typography")
struct TypographyChecksTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var language: String
        var body: String
        var findings: Int
        var fixed: String?
        var testDescription: String { "\(language): \(body)" }
        init(_ language: String, _ body: String, _ findings: Int, _ fixed: String? = nil) {
            self.language = language; self.body = body; self.findings = findings; self.fixed = fixed
        }
    }

    /// The check's findings on the case's text, and the text its fix-its leave.
    static func verify(_ check: any Check.Type, _ test: Case, style: TypographyStyle? = nil) {
        let outcome = TypographyFixture.run(check, language: test.language, test.body, style: style)
        #expect(outcome.findings.count == test.findings)
        if let fixed = test.fixed { #expect(outcome.fixed == fixed) }
    }

    static let spacingRequired = TypographyStyle(spacing: .required, quotes: .free, punctuation: .free)
    static let spacingForbidden = TypographyStyle(spacing: .forbidden, quotes: .free, punctuation: .free)

    @Test(arguments: [
        Case("zh-Hans", "使用Vue构建界面。", 2, "使用 Vue 构建界面。"),
        Case("zh-Hans", "共有3个参数。", 2, "共有 3 个参数。"),
        Case("zh-Hans", "使用 Vue 构建界面。", 0),
        Case("zh-Hans", "使用`Vue`构建界面。", 0),                         // code spans are code
        Case("zh-Hans", "参见[文档](https://example.org/a文档)。", 0),      // a link's target is not prose
        Case("ja", "Vueを使う。", 1, "Vue を使う。"),
        Case("en", "Use Vue.", 0),
    ])
    func spacingRequired(_ test: Case) {
        Self.verify(CJKSpacingCheck.self, test, style: Self.spacingRequired)
    }

    @Test(arguments: [
        Case("ja", "Vue のコンポーネント。", 1, "Vueのコンポーネント。"),
        Case("ja", "Vueのコンポーネント。", 0),
        Case("zh-Hans", "使用 Vue 构建。", 2, "使用Vue构建。"),
    ])
    func spacingForbidden(_ test: Case) {
        Self.verify(CJKSpacingCheck.self, test, style: Self.spacingForbidden)
    }

    @Test func spacingFollowsWhatNearlyAllPagesDo() {
        let spaced = Array(repeating: "使用 Vue 构建 App 界面。", count: 12)
        let mostly = TypographyFixture.run(CJKSpacingCheck.self, language: "zh-Hans", "使用Vue构建。", extraPages: spaced)
        #expect(mostly.findings.count == 2)
        let mixed = Array(repeating: "使用Vue构建App界面。", count: 12)
        let undecided = TypographyFixture.run(CJKSpacingCheck.self, language: "zh-Hans", "使用Vue构建。", extraPages: spaced + mixed)
        #expect(undecided.findings.isEmpty)
    }

    @Test(arguments: [
        Case("zh-Hans", "中文 ，中文。", 1, "中文，中文。"),
        Case("zh-Hans", "第一句。 第二句。", 1, "第一句。第二句。"),
        Case("ja", "です。 次の文です。", 1, "です。次の文です。"),
        Case("ja", "詳しくは （後述） を参照。", 2, "詳しくは（後述）を参照。"),
        Case("zh-Hans", "中文，中文。", 0),
        Case("zh-Hans", "Vue (框架) 是 `x ，y`。", 0),
    ])
    func punctuationSpace(_ test: Case) {
        Self.verify(PunctuationSpaceCheck.self, test)
    }

    static let fullWidth = TypographyStyle(spacing: .free, quotes: .free, punctuation: .fullWidth)

    @Test(arguments: [
        Case("zh-Hans", "中文,中文。", 1, "中文，中文。"),
        Case("zh-Hans", "例如: 中文。", 1, "例如：中文。"),
        Case("ja", "日本語,日本語です。", 1, "日本語、日本語です。"),
        Case("zh-Hans", "Hello，world", 1, "Hello, world"),
        Case("zh-Hans", "版本 1.2 发布了。", 0),
        Case("zh-Hans", "参数: `x`。", 0),
        Case("zh-Hans", "Vue，React 和 Angular。", 0),                      // a Chinese sentence's comma
    ])
    func punctuationWidth(_ test: Case) {
        Self.verify(PunctuationWidthCheck.self, test, style: Self.fullWidth)
    }

    @Test func punctuationWidthFollowsEachMarksHabit() {
        // The pages write full-width commas but half-width colons, as Vue's Japanese pages do.
        let habit = Array(repeating: "場合、次の値:設定。値、値、値:値:", count: 12)
        let outcome = TypographyFixture.run(PunctuationWidthCheck.self, language: "ja", "場合,値です。場合:値です。", extraPages: habit)
        #expect(outcome.findings.count == 1)
        #expect(outcome.fixed == "場合、値です。場合:値です。")
    }

    @Test(arguments: [
        Case("zh-Hans", "他说「你好」。", 1, "他说“你好”。"),
        Case("zh-Hans", "他说“你好”。", 0),
    ])
    func quotes(_ test: Case) {
        Self.verify(QuoteStyleCheck.self, test, style: TypographyStyle(spacing: .free, quotes: .curly, punctuation: .free))
    }

    @Test(arguments: [
        Case("zh-Hans", "参见（下文说明。", 1),
        Case("ja", "」で終わる文です。", 1),
        Case("ja", "「引用」と（注）です。", 0),
        Case("ja", "1）最初に設定します。", 0),                             // a numbered item
        Case("zh-Hans", "他说“`x`”。", 0),                                  // a pair around code
        Case("zh-Hans", "（一（二）三）", 0),
    ])
    func brackets(_ test: Case) {
        #expect(TypographyFixture.run(BracketPairsCheck.self, language: test.language, test.body).findings.count == test.findings)
    }

    @Test(arguments: [
        Case("zh-Hans", "等等...", 1, "等等……"),
        Case("zh-Hans", "等等。。。", 1, "等等……"),
        Case("zh-Hans", "中文—中文", 1, "中文——中文"),
        Case("zh-Hans", "中文——中文", 0),
        Case("ja", "など...", 1, "など……"),
        Case("ja", "東京—大阪", 0),
        Case("zh-Hans", "版本 1...3", 0),
    ])
    func ellipsisAndDash(_ test: Case) {
        Self.verify(EllipsisDashCheck.self, test)
    }

    @Test(arguments: [
        Case("zh-Hans", "## 概要。\n\n正文。", 1, "## 概要\n\n正文。"),
        Case("ja", "## 注意：\n\n本文。", 1, "## 注意\n\n本文。"),
        Case("zh-Hans", "## 为什么？\n\n正文。", 0),
        Case("zh-Hans", "## 使用 `x`。\n\n正文。", 0),
    ])
    func headingPunctuation(_ test: Case) {
        Self.verify(HeadingPunctuationCheck.self, test)
    }

    @Test(arguments: [
        Case("ja", "これは例です。設定します。確認しました。値を返します。使えます。これは例外である。", 1),
        Case("ja", "これは例です。設定します。これは例外である。", 0),                  // too few to call it a style
        Case("ja", "これは本である。値を返すのだ。確認した結果だ。例である。例だった。これは例です。", 1),
        Case("ja", "- 例である。\n- 例である。\n\nこれは例です。設定します。確認しました。値を返します。使えます。", 0),
        Case("zh-Hans", "这是例子。", 0),
        Case("ja", "これは例です。設定します。確認しました。値を返します。使えます。そうなんだ。", 0),   // …んだ explains, in any style
        Case("ja", "これは例です。設定します。確認しました。値を返します。使えます。\n\nだ。", 1),        // an ending that is the whole run
    ])
    func japanesePoliteness(_ test: Case) {
        #expect(TypographyFixture.run(JapanesePolitenessCheck.self, language: test.language, test.body).findings.count == test.findings)
    }
}
