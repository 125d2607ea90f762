import TriglotMarkup
import TriglotModel

/// Recovers the structure of a reference page saved as plain text (no Markdown at all), as
/// copied from a browser: a kind line (`インスタンスメソッド`), the title, the abstract, then
/// section words on lines of their own (`宣言`, `パラメータ`, `戻り値`, `議論`, `重要`, `関連項目`).
///
/// It writes Markdown with a line map back to the original, so the model and its diagnostics
/// point at the lines as written.
public enum PlainTextRecovery {
    public struct Result: Sendable {
        public var markdown: String
        public var lineMap: LineMap
        public var diagnostics: [Diagnostic]
        public var symbolKind: String?
    }

    /// Words that open a symbol page copied as text, in the languages the vocabulary knows.
    static let symbolKindWords: Set<String> = [
        "Instance Method", "Type Method", "Instance Property", "Type Property", "Structure", "Class", "Protocol",
        "Function", "Enumeration", "Initializer", "Notification",
        "インスタンスメソッド", "タイプメソッド", "インスタンスプロパティ", "タイププロパティ", "構造体", "クラス", "プロトコル", "関数", "列挙型", "イニシャライザ",
        "实例方法", "类型方法", "实例属性", "类型属性", "结构体", "类", "协议", "函数", "枚举", "初始化方法",
    ]

    /// A page is plain text when it has no Markdown structure and opens with a symbol kind word.
    public static func looksLikePlainText(_ source: SourceText) -> Bool {
        symbolKindWords.contains(source.line(1).trimmingWhitespace())
    }

    public static func recover(_ source: SourceText, path: String, vocabulary: SectionVocabulary = .standard) -> Result {
        var builder = Builder()
        var diagnostics: [Diagnostic] = []
        let lineCount = source.lineCount
        let kind = source.line(1).trimmingWhitespace()
        var section: Section.Kind?
        var seeAlsoGroupOpen = false
        var pendingSeeAlsoTitle: Int?
        var inCallout = false

        builder.add("# ", PlainTextInlines.markdown(source.line(2).trimmingWhitespace()), from: 2)
        var line = 3
        while line <= lineCount {
            let text = source.line(line).trimmingWhitespace()
            defer { line += 1 }
            if text.isEmpty { continue }
            if let match = vocabulary.section(forHeading: text) {
                section = match.kind
                inCallout = false
                seeAlsoGroupOpen = false
                builder.add("## ", text, from: line)
                continue
            }
            if vocabulary.callout(forLabel: text) != nil, section == .discussion || section == nil {
                inCallout = true
                builder.add("> **", text + "**", from: line)
                builder.add(">", "", from: line)
                continue
            }
            switch section {
            case .declaration:
                builder.addCodeBlock(text, from: line)
            case .parameters:
                if SymbolNames.isIdentifier(Substring(text)) {
                    builder.add("- `", text + "`", from: line)
                } else {
                    builder.add("  ", PlainTextInlines.markdown(text), from: line)
                }
            case .seeAlso:
                if !seeAlsoGroupOpen {
                    builder.add("### ", text, from: line)
                    seeAlsoGroupOpen = true
                } else if SymbolNames.symbol(fromDeclarationTitle: text) != nil {
                    pendingSeeAlsoTitle = line
                    builder.add("- `", text + "`", from: line)
                } else if pendingSeeAlsoTitle != nil {
                    builder.add("  ", PlainTextInlines.markdown(text), from: line)
                    pendingSeeAlsoTitle = nil
                } else {
                    diagnostics.append(Diagnostic(
                        id: "import.see-also-without-title", severity: .warning,
                        summary: "a See Also entry has a summary but no symbol title",
                        explanation: "The line above it should name the symbol (for example `func application(…)`); it was lost when the page was copied.",
                        path: path, range: SourceRange(line: line)))
                    builder.add("- ", PlainTextInlines.markdown(text), from: line)
                }
            default:
                builder.add(inCallout ? "> " : "", PlainTextInlines.markdown(text), from: line)
            }
        }
        return Result(markdown: builder.text, lineMap: LineMap(origins: builder.finishedOrigins), diagnostics: diagnostics, symbolKind: kind)
    }

    /// Accumulates Markdown lines, each followed by a blank line so that every original line
    /// stays its own block, and remembers where each generated line came from.
    private struct Builder {
        var lines: [String] = []
        var origins: [LineMap.Origin] = []
        var openCodeBlock = false

        mutating func add(_ prefix: String, _ text: String, from line: Int) {
            closeCodeBlock(at: line)
            append(prefix + text, origin: line, prefix: prefix.utf8.count)
            append(prefix.hasPrefix(">") ? ">" : "", origin: line, prefix: 0)
        }

        mutating func addCodeBlock(_ text: String, from line: Int) {
            if !openCodeBlock {
                append("```swift", origin: line, prefix: 0)
                openCodeBlock = true
            }
            append(text, origin: line, prefix: 0)
        }

        mutating func closeCodeBlock(at line: Int) {
            guard openCodeBlock else { return }
            append("```", origin: max(1, line - 1), prefix: 0)
            append("", origin: max(1, line - 1), prefix: 0)
            openCodeBlock = false
        }

        private mutating func append(_ text: String, origin: Int, prefix: Int) {
            lines.append(text)
            origins.append(LineMap.Origin(line: origin, addedPrefix: prefix))
        }

        var text: String {
            var copy = self
            copy.closeCodeBlock(at: (origins.last?.line ?? 1) + 1)
            return copy.lines.joined(separator: "\n") + "\n"
        }

        var finishedOrigins: [LineMap.Origin] {
            var copy = self
            copy.closeCodeBlock(at: (origins.last?.line ?? 1) + 1)
            return copy.origins
        }
    }
}
