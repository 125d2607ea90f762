import TriglotChecks
import TriglotContent
import TriglotMarkup
import TriglotModel

/// Renders one page's Markdown for the site: the blocks the model recognised get their own
/// markup (highlighted declaration, parameter list, callouts, lifecycle pictures), the title,
/// abstract and availability are left to the template, and everything else renders as written,
/// with page links rewritten to the site and symbol code spans linked to their pages.
///
/// A class: every hook of its HTML renderers captures it, and a struct would be copied into
/// each of them.
final class PageBodyRenderer {
    enum Replacement {
        case omit, declaration, parameters, callout(Callout), lifecycle(String), callOrder(scenario: String)
        case entryFields(Entry)
        /// A heading written with an explicit `{#id}`, which the reader must not see.
        case headingWithID
    }

    let shown: LoadedPage
    let outputLanguage: Language
    let sitePath: String
    let site: SiteRenderContext
    let anchors: [Int: String]
    let replacements: [Int: Replacement]
    /// The nodes `replacements` names, for the question every rendered node asks.
    private let replaced: NodeIndexSet
    /// The links the pages of this page's folder have already worked out.
    private let folderLinks: FolderLinks

    init(shown: LoadedPage, outputLanguage: Language, sitePath: String, site: SiteRenderContext, anchors: [Int: String]) {
        self.shown = shown
        self.outputLanguage = outputLanguage
        self.sitePath = sitePath
        self.site = site
        self.anchors = anchors
        replacements = Self.replacements(for: shown.page, scenarios: site.checks.scenarios, rules: site.macroRules)
        replaced = NodeIndexSet(replacements.keys)
        folderLinks = site.links.links(language: outputLanguage, path: shown.path, sitePath: sitePath)
    }

    /// The blocks after the title, abstract and availability.
    func bodyHTML() -> String {
        String(decoding: bodyBytes(), as: UTF8.self)
    }

    /// `bodyHTML` as the UTF-8 the page's file holds.
    func bodyBytes() -> [UInt8] {
        guard let document = shown.page.document else { return [] }
        var html: [UInt8] = []
        // The page's HTML is about as long as its Markdown; one allocation holds most pages.
        html.reserveCapacity(document.source.bytes.count + document.source.bytes.count / 2)
        renderer().render(document.root.children, into: &html)
        return html
    }

    /// The abstract's content (a quoted abstract loses its quote).
    func abstractHTML() -> String {
        guard let document = shown.page.document else { return "" }
        let nodes = shown.page.abstract.flatMap { block -> [MarkupNode] in
            let node = MarkupNode(document: document, index: block.node)
            if case .blockQuote = node.kind { return node.children }
            return [node]
        }
        return plainRenderer().render(nodes)
    }

    /// A renderer with the site's links but without replacements (for the template's own parts).
    private func plainRenderer() -> HTMLRenderer {
        var renderer = HTMLRenderer()
        renderer.rewriteLink = { [self] in link(to: $0) }
        renderer.linkCodeSpan = { [self] in linkSymbol($0) }
        renderer.rawHTML = .sanitized
        let rules = site.macroRules
        renderer.macroPatterns = rules.map(\.pattern)
        renderer.renderMacro = { node, macro, html in
            MacroHTML.render(macro, standalone: node.parent?.isMacroWidget ?? false, rules: rules, into: &html)
        }
        return renderer
    }

    private func renderer() -> HTMLRenderer {
        var renderer = plainRenderer()
        let anchors = self.anchors
        renderer.headingID = { anchors[$0.index] }
        renderer.replaceNode = { [self] node, html in
            if replaced.contains(node.index), let replacement = replacements[node.index] {
                write(node, replacement, into: &html)
                return true
            }
            // Only headings and code blocks get more than the Markdown renderer writes; every
            // other node is told apart by its tag alone.
            switch node.kindTag {
            case .heading: return writeHeading(node, removingIDSuffix: false, into: &html)
            case .codeBlock: return writeCodeBlock(node, into: &html)
            default: return false
            }
        }
        return renderer
    }

    /// A section heading (h2, h3) with its id and a "#" link to itself, so a reader can copy the
    /// address of a section without a script. A heading written with `{#id}` loses the suffix.
    /// A heading no section holds (one inside a callout) keeps the id it gives itself.
    private func writeHeading(_ node: MarkupNode, removingIDSuffix: Bool, into html: inout [UInt8]) -> Bool {
        guard case .heading(let level) = node.kind else { return false }
        var (id, removingIDSuffix) = (anchors[node.index], removingIDSuffix)
        if id == nil, let explicit = HeadingIDs.explicit(inHeading: node.plainText) {
            (id, removingIDSuffix) = (explicit, true)
        }
        let linked = id != nil && (level == 2 || level == 3)
        guard linked || removingIDSuffix else { return false }
        var inner = plainRenderer().render(node.children)
        if removingIDSuffix { inner = HeadingIDSuffix.removing(from: inner) }
        if !html.isEmpty, html.last != UInt8(ascii: "\n") { html.append(literal: "\n") }
        html += "<h\(level)".utf8
        if let id {
            html.append(literal: " id=\"")
            HTMLEscaping.append(escaping: id, to: &html)
            html.append(literal: "\"")
        }
        html.append(literal: ">")
        html += inner.utf8
        if let id, linked {
            html.append(literal: " <a class=\"heading-anchor\" href=\"#")
            HTMLEscaping.append(escaping: id, to: &html)
            html.append(literal: "\" aria-label=\"")
            HTMLEscaping.append(escaping: site.strings.word("sectionLink", in: outputLanguage), to: &html)
            html.append(literal: "\">#</a>")
        }
        html += "</h\(level)>\n".utf8
        return true
    }

    /// A code block as the Markdown renderer writes it, made a tab stop: a block wider than the
    /// column scrolls, and a keyboard reader can only scroll what can take the focus. (The
    /// script takes the stop off blocks that turn out not to scroll.)
    private func writeCodeBlock(_ node: MarkupNode, into html: inout [UInt8]) -> Bool {
        guard case .codeBlock(let info, let code) = node.kind else { return false }
        if !html.isEmpty, html.last != UInt8(ascii: "\n") { html.append(literal: "\n") }
        html.append(literal: "<pre tabindex=\"0\"><code")
        if let language = info.split(separator: " ").first {
            html.append(literal: " class=\"language-")
            HTMLEscaping.append(escaping: String(language), to: &html)
            html.append(literal: "\"")
        }
        html.append(literal: ">")
        HTMLEscaping.append(escaping: code, to: &html)
        html.append(literal: "</code></pre>\n")
        return true
    }

    /// The HTML a recognised block becomes, in place of the block as written.
    private func write(_ node: MarkupNode, _ replacement: Replacement, into html: inout [UInt8]) {
        let strings = site.strings
        switch replacement {
        case .omit:
            return
        case .declaration:
            guard let declaration = shown.page.declaration else { return }
            DeclarationHTML.render(declaration, linkSymbol: { linkSymbol($0) }, into: &html)
        case .parameters:
            ParametersHTML.render(list: node, renderer: renderer(), into: &html)
        case .entryFields(let entry):
            EntryFieldsHTML.render(entry, list: node, renderer: renderer(), linkSymbol: { linkSymbol($0) }, into: &html)
        case .callout(let callout):
            // A container's own title (`::: warning Not recommended`) is its label.
            var label = strings.word("callout.\(callout.kind.rawValue)", in: shown.language)
            if case .container(_, let title) = node.kind, !title.isEmpty { label = title }
            CalloutHTML.render(callout, node: node, label: label, renderer: renderer(), into: &html)
        case .lifecycle(let text):
            let prefix = "lifecycle-\(node.index)"
            if let figure = LifecycleFigure.html(block: text, scenarios: site.checks.scenarios, language: shown.language, strings: strings, idPrefix: prefix) {
                html += figure.utf8
            } else {
                plainRenderer().render(node, into: &html)
            }
        case .headingWithID:
            _ = writeHeading(node, removingIDSuffix: true, into: &html)
        case .callOrder(let scenario):
            plainRenderer().render(node, into: &html)
            let figure = LifecycleFigure.html(scenario: scenario, scenarios: site.checks.scenarios, language: shown.language, strings: strings, idPrefix: "lifecycle-\(node.index)")
            html += (figure ?? "").utf8
        }
    }

    /// A Markdown link target → the site URL of the page it names, in the reader's language.
    func link(to target: String) -> String? {
        switch site.absoluteLinks.target(of: target) {
        case .page(let path, let fragment)?:
            let url = SiteLayout.relativeURL(from: sitePath, to: SiteLayout.outputPath(of: path, in: outputLanguage))
            return fragment.map { url + "#" + $0 } ?? url
        case .external(let url)?:
            return url
        case nil:
            break
        }
        if let url = folderLinks.pageLink(target, resolve: {
            SiteLayout.pageLinkURL(target, writtenIn: shown.path, sitePath: sitePath, language: outputLanguage)
        }) {
            return url
        }
        // Only what is not a page link as written (most links are) is tried without its `.md`.
        guard let page = extensionlessPage(target) else { return nil }
        let url = SiteLayout.relativeURL(from: sitePath, to: SiteLayout.outputPath(of: page.path, in: outputLanguage))
        return page.fragment.map { url + "#" + $0 } ?? url
    }

    /// `./guide#x` written for a generator that finds `guide.md` or `guide/index.md` itself;
    /// or `../install/` on `guide/setup.md`, read against the page's address as Hugo reads it.
    private func extensionlessPage(_ target: String) -> (path: String, fragment: String?)? {
        guard let (resolved, fragment) = SiteLayout.resolve(target, from: shown.path) else { return nil }
        let content = site.content
        if let page = content.page(namedByResolvedLink: resolved, in: site.sourceLanguage) { return (page, fragment) }
        let rawPath = target.prefix { $0 != "#" && $0 != "?" }
        guard let base = PageFileName.addressFolderPath(of: shown.path), PageFileName.isAddress(rawPath),
              let (atAddress, _) = SiteLayout.resolve(target, from: base) else { return nil }
        return content.page(namedByResolvedLink: atAddress, in: site.sourceLanguage).map { ($0, fragment) }
    }

    /// A code span naming a documented symbol → its page; never the page itself.
    func linkSymbol(_ code: String) -> String? {
        let link = folderLinks.symbolLink(code) {
            site.pagePath(forSymbol: code, in: outputLanguage).map { path in
                FolderLinks.SymbolLink(path: path, url: SiteLayout.relativeURL(from: sitePath, to: SiteLayout.outputPath(of: path, in: outputLanguage)))
            }
        }
        if let link { return link.path == shown.path ? nil : link.url }
        // An API entry of a page (`app.mount()` on application.md): its heading, on its page.
        guard let entry = site.entryAnchors[code] else { return nil }
        if entry.path == shown.path { return "#" + entry.id }
        return SiteLayout.relativeURL(from: sitePath, to: SiteLayout.outputPath(of: entry.path, in: outputLanguage)) + "#" + entry.id
    }
}
