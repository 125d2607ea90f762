import TriglotMarkup

/// A heading's visible text and its explicit id, from `## Launch via URL {#cold-url}`.
struct HeadingText: Equatable {
    var title: String
    var explicitID: String?

    init(_ heading: MarkupNode) {
        self.init(text: heading.plainText)
    }

    init(text: String) {
        var title = text.trimmingWhitespace()
        var explicitID: String?
        // The last Character is `}` only when the last byte is: most headings stop at the byte,
        // before a Character-level look at their end.
        if title.utf8.last == UInt8(ascii: "}"), title.hasSuffix("}"), let open = title.range(of: "{#", options: .backwards) {
            let id = title[title.index(open.lowerBound, offsetBy: 2)..<title.index(before: title.endIndex)]
            if !id.isEmpty, id.allSatisfy({ !$0.isWhitespace && $0 != "{" && $0 != "}" }) {
                explicitID = String(id)
                title = String(title[..<open.lowerBound]).trimmingWhitespace()
            }
        }
        self.title = title
        self.explicitID = explicitID
    }

    /// Whether a heading's text is one code span, apart from spaces and an explicit `{#id}`.
    static func isOnlyCode(_ heading: MarkupNode) -> Bool {
        var codeSpans = 0
        for child in heading.children {
            switch child.kind {
            case .code: codeSpans += 1
            case .text(let text):
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                guard trimmed.isEmpty || (trimmed.hasPrefix("{#") && trimmed.hasSuffix("}")) else { return false }
            default: return false
            }
        }
        return codeSpans == 1
    }
}

extension String {
    package func trimmingWhitespace() -> String {
        // Most text starts and ends with a visible character: nothing to trim, and nothing to
        // copy. A Character is whitespace when its first scalar is; and a Character ending in
        // a visible ASCII character or an ideograph or kana (none of which extends the scalar
        // before it) starts either with that scalar or with one no whitespace scalar can be.
        if let first = unicodeScalars.first, let last = unicodeScalars.last, !Self.isWhitespace(first),
           (0x21...0x7E).contains(last.value) || Slugger.isUncasedCJKLetter(last.value) {
            return self
        }
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    /// `scalar.properties.isWhitespace`, answered without Unicode's tables for ASCII (whitespace
    /// there is tab through carriage return, and space) and for ideographs and kana (never).
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return value == 0x20 || (0x09...0x0D).contains(value) }
        if Slugger.isUncasedCJKLetter(value) { return false }
        return scalar.properties.isWhitespace
    }
}

/// A heading's explicit id, for the places that read headings the page's sections do not hold
/// (a heading inside a callout: `::: tip` … `#### Inside {#inside}` … `:::`).
public enum HeadingIDs {
    /// The `{#id}` the heading's text ends with, or nil.
    public static func explicit(inHeading text: String) -> String? {
        HeadingText(text: text).explicitID
    }
}
