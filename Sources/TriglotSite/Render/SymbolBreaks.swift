import TriglotMarkup

/// A long symbol name as a title: break opportunities (`<wbr>`) after `(` and each `:`, so a
/// narrow column wraps it between labels instead of in the middle of an identifier.
enum SymbolBreaks {
    static func html(_ symbol: String) -> String {
        var html = ""
        for character in symbol {
            html += HTMLEscaping.escape(String(character))
            if character == "(" || character == ":" { html += "<wbr>" }
        }
        return html
    }
}
