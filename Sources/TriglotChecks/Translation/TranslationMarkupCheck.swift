import TriglotContent
import TriglotModel

/// Each aligned section of a translation shows the same images and the same raw HTML as the
/// English section. A translator has no reason to add either, and a translation is the easiest
/// place to slip markup into a site (an image from another host, an `<iframe>`): the site
/// escapes raw HTML whatever it holds, but an addition is still a defect to review. A dropped
/// image or HTML element loses what the English page shows. Links have their own check.
public struct TranslationMarkupCheck: TranslationCheck {
    public static let id = "translation.markup"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A translation's section shows images or raw HTML that the English section does not, or drops some."

    public init() {}

    public func check(source: LoadedPage, translation: LoadedPage, context: CheckContext) -> [Diagnostic] {
        // Nearly every page has neither: nothing to align.
        guard Self.hasMarkup(source, context) || Self.hasMarkup(translation, context) else { return [] }
        var diagnostics: [Diagnostic] = []
        for stretch in context.alignedStretches(source, translation) {
            for (kind, name) in [(SectionInventory.ItemKind.images, "image"), (.rawHTML, "raw HTML")] {
                // What Markdown writes too (a table, a definition list, a wrapping div, a heading,
                // a code block, a quote), written as HTML, may be Markdown in a translation, and
                // the other way round: MDN's older English pages are HTML and their newer
                // translations Markdown. Its content is compared by the checks of blocks,
                // headings and code. What else HTML shows must match.
                var english = stretch.sourceItems(kind, source, context)
                var other = stretch.translationItems(kind, translation, context)
                if kind == .rawHTML {
                    let sourceOnly = context.content.configuration.checks.sourceOnly
                    let compared = { (item: SectionInventory.Item) in
                        !Self.isLayout(item.text) && !Self.isUnseen(item.text) && !Self.isSourceOnly(item.text, sourceOnly)
                    }
                    english = english.filter(compared)
                    other = other.filter(compared)
                }
                if english.elementsEqual(other, by: { Self.key($0) == Self.key($1) }) { continue }
                var englishKeys = Set(english.lazy.map(Self.key))
                var otherKeys = Set(other.lazy.map(Self.key))
                if kind == .rawHTML {
                    // `<a href="x">` and `[…](x)` are one link written two ways.
                    englishKeys.formUnion(stretch.sourceItems(.links, source, context).map { Self.linkKey($0.text) })
                    otherKeys.formUnion(stretch.translationItems(.links, translation, context).map { Self.linkKey($0.text) })
                }
                for item in other where !englishKeys.contains(Self.key(item)) {
                    diagnostics.append(diagnostic(
                        "\(name) '\(Self.shown(item))' is not in the English section", in: translation, at: item.range,
                        explanation: "A translation shows what the English page shows. Remove the \(name), or add it to the English page first."))
                }
                for item in english where !otherKeys.contains(Self.key(item)) {
                    diagnostics.append(diagnostic(
                        "the English section shows \(name) '\(Self.shown(item))'; this section does not", in: translation,
                        at: stretch.translationPlace, notes: [sourceNote("the English \(name)", source, at: item.range)]))
                }
            }
        }
        return diagnostics
    }

    /// Whether the page has an image or raw HTML; true when the context has no facts of it to ask
    /// (the stretches then find out).
    private static func hasMarkup(_ page: LoadedPage, _ context: CheckContext) -> Bool {
        guard let images = context.items(.images, ofWholePage: page), let html = context.items(.rawHTML, ofWholePage: page) else {
            return true
        }
        return !images.isEmpty || !html.isEmpty
    }

    /// An image by its address, raw HTML by its text without the spaces around it (a block's
    /// HTML ends with its line break), and an MDX component by its tags alone: its props
    /// (`<Card title="Fast">`) and the text inside are translated.
    static func key(_ item: SectionInventory.Item) -> String {
        let text = SpaceTrimming.trimmed(item.text[...])
        if let href = anchorTag(text)?.href { return linkKey(href) }
        if let tag = codeElementTag(text) { return tag }
        return isComponent(text) ? componentTags(text) : spacedAsOne(tagsOnly(text))
    }

    /// The tags of some HTML, without the text between them and without comments:
    /// `<details><summary>Example</summary>` and `<details><summary>示例</summary>` are one
    /// element, its words translated.
    static func tagsOnly(_ html: String) -> String {
        guard html.contains("<"), html.contains(">") else { return html }
        var tags = ""
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            if rest[open...].hasPrefix("<!--") {
                guard let close = rest[open...].range(of: "-->") else { break }
                rest = rest[close.upperBound...]
                continue
            }
            guard let close = rest[open...].firstIndex(of: ">") else {
                tags += rest[open...]
                break
            }
            tags += rest[open...close]
            rest = rest[rest.index(after: close)...]
        }
        return tags.isEmpty ? html : tags
    }

    /// The opening tag of a `<script>` or `<style>` block (a VitePress page's `<script setup>`):
    /// what it holds is code, whose comments a translator translates, and the code-block check's
    /// business, not the page's markup.
    static func codeElementTag(_ html: String) -> String? {
        let lowered = html.prefix(7).lowercased()
        guard lowered.hasPrefix("<script") || lowered.hasPrefix("<style"), let end = html.firstIndex(of: ">") else { return nil }
        return spacedAsOne(String(html[...end]))
    }

    /// HTML with each run of spaces one space and none before a tag's `>`: `<code src="x" >`
    /// and `<code src="x">` are one element.
    static func spacedAsOne(_ html: String) -> String {
        guard html.contains(" >") || html.contains("  ") || html.contains("\t") else { return html }
        var result = ""
        var pendingSpace = false
        for character in html {
            if character == " " || character == "\t" {
                pendingSpace = true
                continue
            }
            if pendingSpace, character != ">", !result.isEmpty { result.append(" ") }
            pendingSpace = false
            result.append(character)
        }
        return result
    }

    /// The key of a link to `destination`, raw or Markdown.
    static func linkKey(_ destination: String) -> String {
        "link " + destination
    }

    /// Raw HTML a reader does not see as such: a comment, and an anchor (`<a id="x"></a>`,
    /// which translators add to keep the English page's link targets) or the `</a>` that ends
    /// one or a link.
    static func isUnseen(_ html: String) -> Bool {
        let text = SpaceTrimming.trimmed(html[...])
        if text.hasPrefix("<!--"), text.hasSuffix("-->") { return true }
        if text.lowercased() == "</a>" { return true }
        if let anchor = anchorTag(text), anchor.href == nil { return true }
        return false
    }

    /// Whether raw HTML is only elements `checks.sourceOnly` names (`<DontEditWarning />`).
    static func isSourceOnly(_ html: String, _ names: [String]) -> Bool {
        guard !names.isEmpty else { return false }
        let tags = tags(html)
        return !tags.isEmpty && tags.allSatisfy { names.contains(String($0.name)) }
    }

    /// Every tag in some HTML, opening or closing, by name: `DontEditWarning` of
    /// `<DontEditWarning />`, `CardGrid`, `Card`, `Card` and `CardGrid` of `<CardGrid><Card></Card></CardGrid>`.
    static func tags(_ html: String) -> [(closing: Bool, name: Substring)] {
        var tags: [(closing: Bool, name: Substring)] = []
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            let name = rest.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" }
            if !name.isEmpty { tags.append((rest.first == "/", name)) }
        }
        return tags
    }

    /// An `<a …>` tag alone, or with its `</a>` right after it.
    struct AnchorTag {
        /// nil for an anchor that is only a place to link to (`id`, `name`).
        var href: String?
    }

    /// The `<a …>` tag that is all of `text`; nil for other HTML.
    static func anchorTag(_ text: String) -> AnchorTag? {
        var tag = Substring(text)
        if tag.lowercased().hasSuffix("</a>") { tag = tag.dropLast(4) }
        guard tag.lowercased().hasPrefix("<a"), tag.dropFirst(2).first.map({ $0 == " " || $0 == ">" || $0 == "\n" }) ?? false,
              tag.hasSuffix(">"), tag.dropFirst().firstIndex(of: "<") == nil else { return nil }
        let href = HTMLAnchors.attributes(of: tag.dropFirst(2).dropLast()).first { $0.name.lowercased() == "href" }?.value
        return AnchorTag(href: href)
    }

    /// Whether HTML opens with a JSX component: a tag whose name begins with a capital letter.
    static func isComponent(_ html: String) -> Bool {
        let name = html.drop { $0 == "<" || $0 == "/" }
        return html.hasPrefix("<") && (name.first?.isUppercase ?? false) && (name.first?.isASCII ?? false)
    }

    /// The tags of a component block, opening and closing, by name: `<CardGrid><Card></Card></CardGrid>`.
    static func componentTags(_ html: String) -> String {
        tags(html).map { ($0.closing ? "</" : "<") + $0.name + ">" }.joined()
    }

    /// The item as a summary quotes it: one line, and not a whole HTML block.
    private static func shown(_ item: SectionInventory.Item) -> String {
        let text = SpaceTrimming.trimmed(item.text[...])
        let written = isComponent(text) ? componentTags(text) : text
        let line = written.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return line.count > 60 ? String(line.prefix(57)) + "…" : line
    }

    static let layoutTags: Set<String> = ["dl", "dt", "dd", "table", "thead", "tbody", "tfoot", "tr", "td", "th", "div", "section",
                                          "p", "ul", "ol", "li", "caption", "colgroup", "col",
                                          "h1", "h2", "h3", "h4", "h5", "h6", "pre", "blockquote", "hr"]

    /// Whether raw HTML opens (or closes) an element Markdown writes too.
    static func isLayout(_ html: String) -> Bool {
        let name = html.drop { $0 == "<" || $0 == "/" || $0.isWhitespace }.prefix { $0.isLetter || $0.isNumber }.lowercased()
        return layoutTags.contains(name)
    }
}
