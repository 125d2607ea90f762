import TriglotContent
import TriglotMarkup
import TriglotModel

/// `中文,中文` and `例如: ` where the language's sentences take full-width punctuation (，：),
/// and `Hello，world` in a run with no Chinese or Japanese, which takes half-width. Which width
/// a language uses after its letters is its house style: `typography: punctuation` in site.yml,
/// or by default what nearly all of its pages do (Vue's Japanese pages write `場合:`).
public struct PunctuationWidthCheck: Check {
    public static let id = "typography.punctuation-width"
    public static let defaultSeverity = Diagnostic.Severity.note
    public static let summary = "Half-width punctuation in a Chinese or Japanese sentence, or full-width punctuation in a Latin one."
    /// Unless site.yml sets it, its house style is counted over every page of the language.
    public static func foldsOverEveryPage(in language: Language, configuration: SiteConfiguration) -> Bool {
        CJKScalars.applies(to: language.code) && (configuration.typography[language.code]?.punctuation ?? .auto) == .auto
    }

    public init() {}

    public func survey(_ context: CheckContext) {
        for language in context.content.languages where Self.foldsOverEveryPage(in: language, configuration: context.content.configuration) {
            _ = HouseStyle.punctuation(of: language, in: context)
        }
    }

    static let fullWidth: [Unicode.Scalar: Unicode.Scalar] = [",": "，", ":": "：", ";": "；", "?": "？", "!": "！"]
    static let halfWidth: [Unicode.Scalar: Unicode.Scalar] = ["，": ",", "：": ":", "；": ";", "？": "?", "！": "!"]

    public func run(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for language in context.content.languages where CJKScalars.applies(to: language.code) {
            let style = HouseStyle.punctuation(of: language, in: context)
            // The style as text: a page's findings under it are what the memo keeps.
            let key = Self.id + " " + style.sorted { $0.key.value < $1.key.value }.map { "\($0.key)\($0.value)" }.joined()
            let textRuns = context.textRuns
            diagnostics += context.perPage(key, in: language) { page in check(page, runs: textRuns.runs(of: page), style: style) }.flatMap { $0 }
        }
        return diagnostics
    }

    func check(_ page: LoadedPage, runs: [TextRun], style: [Unicode.Scalar: HouseStyle.Width]) -> [Diagnostic] {
        let japanese = CJKScalars.isJapanese(page.language.code)
        var diagnostics: [Diagnostic] = []
        for run in runs {
            let hasCJK = run.scalars.contains(where: CJKScalars.isLetter)
            for index in run.scalars.indices {
                let scalar = run.scalars[index]
                // Most scalars are letters: only the marks themselves are looked up.
                guard Self.isMark(scalar) else { continue }
                if hasCJK, style[scalar] == .full, let wide = Self.fullWidth[scalar], Self.isInCJKSentence(run.scalars, at: index) {
                    let replacement: Unicode.Scalar = japanese && scalar == "," ? "、" : wide
                    let spaceAfter = run.scalar(at: index + 1) == " " ? 1 : 0
                    diagnostics.append(Self.finding(
                        "'\(scalar)' in a \(japanese ? "Japanese" : "Chinese") sentence: write '\(replacement)'", page: page,
                        range: run.sourceRange(index..<index + 1, in: page.source),
                        explanation: "This language's sentences take full-width punctuation, which includes its own spacing (typography: punctuation in site.yml).",
                        fixIt: run.fixIt(index..<index + 1 + spaceAfter, String(replacement), in: page.source)))
                } else if !hasCJK, let narrow = Self.halfWidth[scalar], Self.isInLatinRun(run.scalars, at: index) {
                    let spaced = run.scalar(at: index + 1) == " "
                    diagnostics.append(Self.finding(
                        "'\(scalar)' between Latin words: write '\(narrow)'", page: page,
                        range: run.sourceRange(index..<index + 1, in: page.source),
                        explanation: "A run of Latin text takes half-width punctuation followed by a space.",
                        fixIt: run.fixIt(index..<index + 1, String(narrow) + (spaced ? "" : " "), in: page.source)))
                }
            }
        }
        return diagnostics
    }

    private static func finding(_ summary: String, page: LoadedPage, range: SourceRange, explanation: String, fixIt: Diagnostic.FixIt) -> Diagnostic {
        Diagnostic(id: id, severity: defaultSeverity, summary: summary, explanation: explanation,
                   path: page.displayPath, range: range, fixIts: [fixIt])
    }

    /// `,` `:` `;` `?` `!`, their full-width forms, or `、`: a switch on the value, where the
    /// tables would hash every letter of a page.
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x21, 0x2C, 0x3A, 0x3B, 0x3F, 0xFF01, 0xFF0C, 0xFF1A, 0xFF1B, 0xFF1F, 0x3001: return true
        default: return false
        }
    }

    /// A Chinese or Japanese letter right before, and after it a Chinese or Japanese letter
    /// (directly or after one space) or, for a colon, question or exclamation mark, the end.
    static func isInCJKSentence(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard fullWidth[scalars[index]] != nil, index > 0, CJKScalars.isLetter(scalars[index - 1]) else { return false }
        guard index + 1 < scalars.count else { return scalars[index] != "," && scalars[index] != ";" }
        let next = scalars[index + 1] == " " && index + 2 < scalars.count ? scalars[index + 2] : scalars[index + 1]
        return CJKScalars.isLetter(next)
    }

    /// Latin letters on both sides (a space allowed after).
    static func isInLatinRun(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard index > 0, index + 1 < scalars.count, CJKScalars.isLatin(scalars[index - 1]) else { return false }
        let next = scalars[index + 1] == " " && index + 2 < scalars.count ? scalars[index + 2] : scalars[index + 1]
        return CJKScalars.isLatin(next)
    }
}
