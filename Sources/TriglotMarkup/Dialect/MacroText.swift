/// What a macro atom (`{{domxref("Node.append()", "append()")}}`, `{% link x %}`) says, read
/// from its text: its name and its quoted arguments. MDN's macros name what they link to in
/// the first argument and may give the text to show in the last.
public enum MacroText {
    /// The quoted arguments, in order: `Node.append()`, `append()`.
    public static func quotedArguments(of macro: String) -> [String] {
        var arguments: [String] = []
        var current = ""
        var quote: Character?
        for character in macro {
            if let open = quote {
                if character == open {
                    arguments.append(current)
                    current = ""
                    quote = nil
                } else {
                    current.append(character)
                }
            } else if character == "\"" || character == "'" {
                quote = character
            }
        }
        return arguments
    }

    /// `{{domxref("Node.append()", "append()")}}` → `append()`; `{{jsxref("Promise")}}` → `Promise`;
    /// nil when the macro has no quoted argument (`{{Compat}}`).
    public static func lastQuotedArgument(of macro: String) -> String? {
        quotedArguments(of: macro).last { !$0.isEmpty }
    }

    /// What a macro names, whatever text it shows, as translations are compared by it: its name
    /// lowercased as MDN reads them (`DOMxRef` is `domxref`) with its first quoted argument
    /// (`{{domxref("Node.append()", "append()")}}` → `{{domxref("Node.append()")}}`; a
    /// translation shows its own text in the last). A macro that quotes nothing is its text with
    /// the name lowercased and each run of spaces as one (`{% link guide %}`).
    public static func identity(of macro: String) -> String {
        let (open, close) = delimiters(of: macro)
        let inner = macro.dropFirst(open.count).dropLast(close.count)
        let leading = inner.prefix { $0.isWhitespace }
        let name = inner.dropFirst(leading.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        if let first = quotedArguments(of: macro).first {
            return open + name.lowercased() + "(\"" + first + "\")" + close
        }
        let rest = inner.dropFirst(leading.count + name.count)
        let words = [name.lowercased()] + rest.split(whereSeparator: \.isWhitespace).map(String.init)
        // `{% link guide %}` is written with spaces inside its delimiters, `{{Compat}}` without.
        let padding = open == "{%" ? " " : ""
        return open + padding + words.filter { !$0.isEmpty }.joined(separator: " ") + padding + close
    }

    private static func delimiters(of macro: String) -> (open: String, close: String) {
        if macro.hasPrefix("{{"), macro.hasSuffix("}}"), macro.count >= 4 { return ("{{", "}}") }
        if macro.hasPrefix("{%"), macro.hasSuffix("%}"), macro.count >= 4 { return ("{%", "%}") }
        return ("", "")
    }

    /// Whether a text is a whole macro as the default rules read one (`{{…}}` or `{%…%}`).
    public static func isMacro(_ text: String) -> Bool {
        !delimiters(of: text).open.isEmpty
    }
}
