import Foundation
import TriglotContent
import TriglotLowLevel
import TriglotMarkup
import TriglotModel

/// A symbol written almost right: `application(_:didFinishLaunchingWithOptions :)` (a stray
/// space), `application(_:open:options:)):` (a trailing colon). Such a name links nowhere and
/// reads wrong in every language. Code spans (which also covers See Also titles and ordered-list
/// methods) and selector-shaped words in plain text are checked, on sites whose symbols are
/// declared in Swift; a fix-it is offered when removing
/// the spaces or the trailing colon gives a well-formed selector.
public struct MalformedSymbolCheck: PageCheck {
    public static let id = "symbols.malformed"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A symbol name is a malformed selector (a stray space, a trailing colon)."

    public init() {}

    public func check(_ page: LoadedPage, context: CheckContext) -> [Diagnostic] {
        // Selectors are Swift's (and Objective-C's) shape: on a site of other languages'
        // symbols, `Math.abs(a - b) < 0.001` is an expression, not a misspelt symbol.
        guard context.hasSwiftDeclarations, let document = page.page.document else { return [] }
        var diagnostics: [Diagnostic] = []
        for index in 0 ..< document.nodeCount {
            let node = MarkupNode(document: document, index: index)
            // Only code spans and text are read: asking the others' tag copies none of their strings.
            // The string is bound straight from the kind read: a `switch` over the kind with a
            // `where` clause copied the kind, strings and all, for every code span and text.
            switch node.kindTag {
            case .code:
                guard case .code(let text) = node.kind, Self.isMeantAsSelector(text) else { continue }
                // The fix-it replaces the span's content, so offer it only where the range is exactly that.
                let exact = page.source.text(in: node.range) == text
                diagnostics.append(report(text, in: page, at: node.range, fixable: exact))
            case .text:
                guard case .text(let text) = node.kind else { continue }
                for candidate in Self.selectorCandidates(in: text) where Self.isMeantAsSelector(candidate.text) {
                    let start = SourceLocation(line: node.range.lowerBound.line, column: node.range.lowerBound.column + candidate.offset)
                    let range = SourceRange(start, SourceLocation(line: start.line, column: start.column + candidate.text.utf8.count))
                    diagnostics.append(report(candidate.text, in: page, at: range, fixable: page.source.text(in: range) == candidate.text))
                }
            default:
                continue
            }
        }
        // See Also titles and ordered-list methods as the model read them (a DocC-style heading
        // `application (_:open:)` has its space before the parenthesis, which the scan skips).
        let reported = Set(diagnostics.compactMap { $0.range?.lowerBound.line })
        let named = page.page.seeAlso.flatMap(\.items).map { ($0.symbol ?? $0.title, $0.range) }
            + page.page.orderedLists.flatMap(\.items).compactMap { item in item.method.map { ($0, item.range) } }
        for (text, range) in named where Self.isMeantAsSelector(text) && !reported.contains(range.lowerBound.line) {
            diagnostics.append(report(text, in: page, at: range, fixable: false))
        }
        return diagnostics
    }

    private func report(_ text: String, in page: LoadedPage, at range: SourceRange, fixable: Bool) -> Diagnostic {
        let fixed = Self.wellFormed(text)
        var summary = "`\(text)` is not a well-formed selector"
        if let fixed { summary += "; did you mean `\(fixed)`?" }
        return diagnostic(summary, in: page, at: range,
                          explanation: "Selectors are written `name(label:label:)` with no spaces and nothing after the closing parenthesis.",
                          fixIts: fixed.flatMap { fixable ? [Diagnostic.FixIt(range: range, replacement: $0)] : nil } ?? [])
    }

    /// A malformed selector someone meant as one: dropping spaces or a trailing colon makes it
    /// well formed, or its parentheses hold labels and colons alone (`f(_:open:options)`). A call
    /// such as `min(a, b)`, `sort(by: areInIncreasingOrder)` or `String(describing: x)` is code,
    /// not a misspelt symbol: real packages' doc comments are full of them.
    static func isMeantAsSelector(_ text: String) -> Bool {
        guard SymbolNames.isMalformedSelector(text) else { return false }
        if wellFormed(text) != nil { return true }
        guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close else { return false }
        let inside = text[text.index(after: open)..<close]
        return inside.contains(":") && inside.allSatisfy { $0 == ":" || $0 == "_" || $0.isLetter || $0.isNumber }
    }

    /// The selector meant, when dropping spaces and a trailing colon makes one.
    static func wellFormed(_ text: String) -> String? {
        let withoutSpaces = text.filter { !$0.isWhitespace }
        var candidates = [withoutSpaces]
        if withoutSpaces.hasSuffix("):") { candidates.append(String(withoutSpaces.dropLast())) }
        return candidates.first(where: SymbolNames.isSelector)
    }

    /// `identifier(…)` runs in plain text whose parentheses hold a colon: the words that try to be
    /// selectors. Each comes with its UTF-8 offset in the text.
    static func selectorCandidates(in text: String) -> [(text: String, offset: Int)] {
        // Every text node of every page passes here: read its bytes in place, not as a copy.
        text.withUTF8Span(selectorCandidates)
    }

    private static func selectorCandidates(in bytes: Span<UInt8>) -> [(text: String, offset: Int)] {
        var result: [(String, Int)] = []
        var index = 0
        while index < bytes.count {
            // Most text has no parenthesis: straight to the next one.
            guard let open = ByteScan.firstIndex(of: UInt8(ascii: "("), in: bytes, from: index) else { break }
            index = open
            var start = index
            while start > 0, isNameByte(bytes[start - 1]) { start -= 1 }
            while start < index, bytes[start] == UInt8(ascii: ".") { start += 1 }
            var close = index + 1
            var hasColon = false
            while close < bytes.count, bytes[close] != UInt8(ascii: ")"), bytes[close] != UInt8(ascii: "("), bytes[close] != 0x0A {
                if bytes[close] == UInt8(ascii: ":") { hasColon = true }
                close += 1
            }
            guard start < index, close < bytes.count, bytes[close] == UInt8(ascii: ")"), hasColon else { index += 1; continue }
            let first = bytes[start]
            if first == UInt8(ascii: "_") || (first >= 0x41 && first <= 0x5A) || (first >= 0x61 && first <= 0x7A) {
                result.append((String(decodingUTF8: bytes.extracting(start...close)), start))
            }
            index = close + 1
        }
        return result
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }
}
