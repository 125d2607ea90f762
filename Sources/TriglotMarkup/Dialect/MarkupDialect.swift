import Foundation

/// The Markdown extensions a site's pages are read with, beyond CommonMark: pipe tables,
/// fenced containers and opaque macros. cmark stays the parser; these are recognised around it
/// (`DialectSource` before, `DialectTree` after), so positions stay those of the file.
public struct MarkupDialect: Sendable {
    /// GFM pipe tables (`| a | b |` over `| --- | :-: |`).
    public var tables: Bool
    /// `::: name Title` … `:::` containers.
    public var containers: Bool
    /// Patterns whose matches are atoms (`{{domxref("Node")}}`, `{{< ref "x" >}}`).
    public var macros: [MacroPattern]

    public init(tables: Bool = true, containers: Bool = true, macros: [MacroPattern] = MacroPattern.defaults) {
        self.tables = tables
        self.containers = containers
        self.macros = macros
    }

    /// CommonMark as cmark reads it, nothing more.
    public static let commonMark = MarkupDialect(tables: false, containers: false, macros: [])

    /// Tables, containers and the usual macro and shortcode syntaxes.
    public static let standard = MarkupDialect()

    var isCommonMark: Bool { !tables && !containers && macros.isEmpty }
}

/// One kind of opaque inline construct, by a regular expression over a line.
public struct MacroPattern: Sendable {
    public let source: String
    /// Immutable once made (and Sendable): one expression serves every thread.
    let expression: NSRegularExpression
    /// For the general patterns, their delimiters: matched by a scan that never looks at a
    /// byte twice. A lazy `.*?` tried from each of 50,000 `{{` on one line took 39 seconds.
    private let delimiters: (open: String, close: String)?

    public struct InvalidPattern: Error, CustomStringConvertible {
        public let description: String
    }

    public init(_ pattern: String) throws {
        do {
            expression = try NSRegularExpression(pattern: pattern)
        } catch {
            throw InvalidPattern(description: "'\(pattern)' is not a regular expression (\(error.localizedDescription))")
        }
        source = pattern
        delimiters = Self.delimited[pattern]
    }

    /// `{{ … }}` (MDN's KumaScript, Hugo's shortcodes, Jinja and Handlebars) and `{% … %}`
    /// (Liquid, Jekyll, Hugo): what documentation sites write inline, on one line.
    public static let defaults: [MacroPattern] = [
        // Both literals are valid expressions.
        try! MacroPattern(#"\{\{.*?\}\}"#),
        try! MacroPattern(#"\{%.*?%\}"#),
    ]

    private static let delimited: [String: (open: String, close: String)] = [
        #"\{\{.*?\}\}"#: ("{{", "}}"),
        #"\{%.*?%\}"#: ("{%", "%}"),
    ]

    /// A site's own expression is not tried on a line longer than this: a pattern that
    /// backtracks could take minutes on one hostile line, and no macro is that long.
    static let longestLineForExpressions = 4_096

    /// Whether the pattern matches some part of `text` (a macro as found by this or another pattern).
    public func matchesWhole(_ text: String) -> Bool {
        if let delimiters { return !Self.delimitedMatches(in: text, delimiters).isEmpty }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// The ranges of the matches in a line.
    func matches(in line: String) -> [Range<String.Index>] {
        if let delimiters { return Self.delimitedMatches(in: line, delimiters) }
        guard line.utf8.count <= Self.longestLineForExpressions else { return [] }
        let whole = NSRange(line.startIndex..., in: line)
        return expression.matches(in: line, range: whole).compactMap { match in
            match.range.length > 0 ? Range(match.range, in: line) : nil
        }
    }

    /// Each opening to the first closing after it, as the lazy expression matches; once no
    /// closing follows, none can follow a later opening either.
    static func delimitedMatches(in line: String, _ delimiters: (open: String, close: String)) -> [Range<String.Index>] {
        var matches: [Range<String.Index>] = []
        var rest = line[...]
        while let open = rest.firstRange(of: delimiters.open) {
            guard let close = line[open.upperBound...].firstRange(of: delimiters.close) else { break }
            matches.append(open.lowerBound..<close.upperBound)
            rest = line[close.upperBound...]
        }
        return matches
    }
}
