import Foundation
import TriglotMarkup
import TriglotModel

/// A macro atom as the site shows it: by the first rule of site.yml whose pattern matches it
/// (as code, left out, its last quoted argument, or a fixed text); as code when none does.
enum MacroHTML {
    static func render(_ macro: String, rules: [(pattern: MacroPattern, rendering: SiteConfiguration.MacroRule.Rendering)], into html: inout [UInt8]) {
        let rendering = rules.first { $0.pattern.matchesWhole(macro) }?.rendering ?? .code
        switch rendering {
        case .drop:
            return
        case .code:
            code(macro, into: &html)
        case .argument:
            if let argument = lastQuotedArgument(of: macro) { code(argument, into: &html) }
        case .text(let text):
            HTMLEscaping.append(escaping: text, to: &html)
        }
    }

    private static func code(_ text: String, into html: inout [UInt8]) {
        html.append(literal: "<code>")
        HTMLEscaping.append(escaping: text, to: &html)
        html.append(literal: "</code>")
    }

    /// `{{domxref("Node.append()", "append()")}}` → `append()`; `{{jsxref("Promise")}}` → `Promise`;
    /// nil when the macro has no quoted argument (`{{Compat}}`).
    static func lastQuotedArgument(of macro: String) -> String? {
        var arguments: [String] = []
        var current: String?
        var quote: Character?
        for character in macro {
            if let open = quote {
                if character == open {
                    arguments.append(current ?? "")
                    current = nil
                    quote = nil
                } else {
                    current = (current ?? "") + String(character)
                }
            } else if character == "\"" || character == "'" {
                quote = character
                current = ""
            }
        }
        return arguments.last { !$0.isEmpty }
    }
}
