import TriglotChecks
import TriglotMarkup
import TriglotModel

/// Renders one page's Markdown for the site: the blocks the model recognised get their own
/// markup (highlighted declaration, parameter list, callouts, lifecycle pictures), the title,
/// abstract and availability are left to the template, and everything else renders as written,
/// with page links rewritten to the site and symbol code spans linked to their pages.
struct PageBodyRenderer {
    enum Replacement {
        case omit, declaration, parameters, callout(Callout), lifecycle(String), callOrder(scenario: String)
        /// A heading written with an explicit `{#id}`, which the reader must not see.
        case headingWithID
    }

    let shown: LoadedPage
    let outputLanguage: Language
    let sitePath: String
    let site: SiteRenderContext
    let anchors: [Int: String]
    let replacements: [Int: Replacement]

    init(shown: LoadedPage, outputLanguage: Language, sitePath: String, site: SiteRenderContext, anchors: [Int: String]) {
        self.shown = shown
        self.outputLanguage = outputLanguage
        self.sitePath = sitePath
        self.site = site
        self.anchors = anchors
        replacements = Self.replacements(for: shown.page, scenarios: site.checks.scenarios)
    }

    /// The blocks after the title, abstract and availability.
    func bodyHTML() -> String {
        guard let document = shown.page.document else { return "" }
        return renderer().render(document.root.children)
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
        renderer.rewriteLink = { link(to: $0) }
        renderer.linkCodeSpan = { linkSymbol($0) }
        return renderer
    }

    private func renderer() -> HTMLRenderer {
        var renderer = plainRenderer()
        let anchors = self.anchors
        renderer.headingID = { anchors[$0.index] }
        renderer.replaceNode = { node in
            guard let replacement = replacements[node.index] else { return nil }
            return html(for: node, replacement)
        }
        return renderer
    }

    private func html(for node: MarkupNode, _ replacement: Replacement) -> String {
        let strings = site.strings
        switch replacement {
        case .omit:
            return ""
        case .declaration:
            guard let declaration = shown.page.declaration else { return "" }
            return DeclarationHTML.render(declaration) { linkSymbol($0) }
        case .parameters:
            return ParametersHTML.render(list: node, renderer: renderer())
        case .callout(let callout):
            let label = strings.word("callout.\(callout.kind.rawValue)", in: shown.language)
            return CalloutHTML.render(callout, node: node, label: label, renderer: renderer())
        case .lifecycle(let text):
            let prefix = "lifecycle-\(node.index)"
            return LifecycleFigure.html(block: text, scenarios: site.checks.scenarios, language: shown.language, strings: strings, idPrefix: prefix)
                ?? plainRenderer().render(node)
        case .headingWithID:
            guard case .heading(let level) = node.kind else { return "" }
            let inner = plainRenderer().render(node.children)
            let id = anchors[node.index].map { " id=\"\(HTMLEscaping.escape($0))\"" } ?? ""
            return "<h\(level)\(id)>" + HeadingIDSuffix.removing(from: inner) + "</h\(level)>\n"
        case .callOrder(let scenario):
            let list = plainRenderer().render(node)
            let figure = LifecycleFigure.html(scenario: scenario, scenarios: site.checks.scenarios, language: shown.language, strings: strings, idPrefix: "lifecycle-\(node.index)")
            return list + (figure ?? "")
        }
    }

    /// A Markdown link target → the site URL of the page it names, in the reader's language.
    func link(to target: String) -> String? {
        guard let (path, fragment) = SiteLayout.resolve(target, from: shown.path), path.hasSuffix(".md") else { return nil }
        let url = SiteLayout.relativeURL(from: sitePath, to: SiteLayout.outputPath(of: path, in: outputLanguage))
        return fragment.map { url + "#" + $0 } ?? url
    }

    /// A code span naming a documented symbol → its page; never the page itself.
    func linkSymbol(_ code: String) -> String? {
        guard let path = site.pagePath(forSymbol: code, in: outputLanguage), path != shown.path else { return nil }
        return SiteLayout.relativeURL(from: sitePath, to: SiteLayout.outputPath(of: path, in: outputLanguage))
    }

    /// Which top-level nodes the model recognised, and what they become.
    static func replacements(for page: Page, scenarios: ScenarioLibrary) -> [Int: Replacement] {
        guard let document = page.document else { return [:] }
        var result: [Int: Replacement] = [:]
        let topLevel = document.root.children
        if let title = page.title, let node = topLevel.first(where: { $0.range == title.range }) {
            result[node.index] = .omit
        }
        for block in page.abstract { result[block.node] = .omit }
        if let first = page.availability.first,
           let quote = topLevel.first(where: { $0.range.lowerBound <= first.range.lowerBound && first.range.upperBound <= $0.range.upperBound }) {
            result[quote.index] = .omit
        }
        for section in page.sections {
            if section.hasExplicitID { result[section.node] = .headingWithID }
            if section.kind == .declaration, let declaration = page.declaration,
               let block = section.blocks.first(where: { $0.kind == .codeBlock && $0.range == declaration.range }) {
                result[block.node] = .declaration
            }
            if section.kind == .parameters, !page.parameters.isEmpty,
               let block = section.blocks.first(where: { $0.kind == .list }) {
                result[block.node] = .parameters
            }
        }
        for callout in page.callouts { result[callout.node] = .callout(callout) }
        for node in topLevel {
            if case .codeBlock(let info, let code) = node.kind, info.split(separator: " ").first == "lifecycle" {
                result[node.index] = .lifecycle(code)
            }
        }
        for claim in page.orderedLists where claim.isCallOrder {
            guard let id = claim.sectionID, scenarios.scenario(named: id) != nil,
                  let section = page.section(withID: id),
                  let block = section.blocks.first(where: { $0.range == claim.range }) else { continue }
            result[block.node] = .callOrder(scenario: id)
        }
        return result
    }
}
