/// Hugo's shortcodes, `{{% tab Traces %}}` and `{{< tabpane text=true >}}`: a translation keeps
/// each shortcode and translates its labels (`{{% tab Rastros %}}`), and may call it with the
/// other delimiter (`%` renders its inner Markdown first, `<` does not; the page shows the same).
/// So a shortcode is compared by its name. MDN's macros (`{{domxref("Node")}}`) name an API in
/// their argument and stay compared whole.
enum Shortcodes {
    /// `{{tab}}` for `{{% tab Rastros %}}` or `{{< tab "Traces" >}}`, `{{/tab}}` for its closing;
    /// nil for anything else.
    static func name(_ span: String) -> String? {
        guard span.hasPrefix("{{%") || span.hasPrefix("{{<"), span.hasSuffix("%}}") || span.hasSuffix(">}}") else { return nil }
        let inner = span.dropFirst(3).dropLast(3).drop(while: { $0 == " " || $0 == "-" })
        let name = inner.prefix { !$0.isWhitespace }
        return name.isEmpty ? nil : "{{" + name + "}}"
    }
}
