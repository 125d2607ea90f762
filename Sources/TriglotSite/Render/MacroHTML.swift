import Foundation
import TriglotMarkup
import TriglotModel

/// A macro atom as the site shows it: by the first rule of site.yml whose pattern matches it
/// (as code, left out, its last quoted argument, or a fixed text); as code when none does.
enum MacroHTML {
    typealias Rules = [(pattern: MacroPattern, rendering: SiteConfiguration.MacroRule.Rendering)]

    static func render(_ macro: String, standalone: Bool = false, rules: Rules, into html: inout [UInt8]) {
        let rendering = rules.first { $0.pattern.matchesWhole(macro) }?.rendering ?? .code
        // The built-in default shows an inline macro's argument; a macro alone in its paragraph
        // is a widget (sidebar, compatibility table) with nothing to show.
        if standalone, rendering == .argument { return }
        switch rendering {
        case .drop:
            return
        case .code:
            code(macro, into: &html)
        case .argument:
            if let argument = MacroText.lastQuotedArgument(of: macro) { code(argument, into: &html) }
        case .text(let text):
            HTMLEscaping.append(escaping: text, to: &html)
        }
    }

    /// Whether a rule other than the default `argument` names one of the paragraph's macros.
    static func hasExplicitRule(_ paragraph: MarkupNode, rules: Rules) -> Bool {
        paragraph.children.contains { child in
            guard case .macro(let macro) = child.kind else { return false }
            let rendering = rules.first { $0.pattern.matchesWhole(macro) }?.rendering ?? .code
            return rendering != .argument && rendering != .drop
        }
    }

    private static func code(_ text: String, into html: inout [UInt8]) {
        html.append(literal: "<code>")
        HTMLEscaping.append(escaping: text, to: &html)
        html.append(literal: "</code>")
    }
}
