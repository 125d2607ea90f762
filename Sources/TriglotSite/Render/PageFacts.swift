import TriglotContent
import TriglotModel

/// What a page says of itself at its foot, as readers of Hugo, Docusaurus and MkDocs sites
/// expect: where to edit its file (`editURL:`), when the file last changed (`lastUpdated: git`),
/// and the original it documents or translates (its `source:`).
enum PageFacts {
    /// The facts as a context for `{{#pageFacts}}…{{/pageFacts}}`, or nil when there are none.
    static func value(for shown: LoadedPage, site: SiteRenderContext) -> TemplateValue? {
        var context: TemplateContext = [:]
        var hasAny = false
        if let edit = editURL(site.content.configuration.editURL, file: filePath(of: shown, in: site.content.folder)) {
            context["editHref"] = .text(edit)
            hasAny = true
        }
        if let date = site.lastUpdated(of: shown) {
            context["lastUpdated"] = .text(date)
            hasAny = true
        }
        if let source = shown.page.frontMatter.source, source.hasPrefix("https://") || source.hasPrefix("http://") {
            context["sourceHref"] = .text(source)
            context["sourceName"] = .text(displayName(of: source))
            hasAny = true
        }
        return hasAny ? .context(context) : nil
    }

    /// The page's file under the content folder (`ja/uikit/window.md`).
    static func filePath(of page: LoadedPage, in folder: String) -> String? {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return page.displayPath.hasPrefix(prefix) ? String(page.displayPath.dropFirst(prefix.count)) : nil
    }

    /// `{path}` in the address replaced by the file's path, or the path added at its end.
    static func editURL(_ template: String?, file: String?) -> String? {
        guard let template, let file else { return nil }
        let path = file.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }
            .joined(separator: "/")
        if template.contains("{path}") { return template.replacing("{path}", with: path) }
        return (template.hasSuffix("/") ? template : template + "/") + path
    }

    /// An address as a reader recognises it: host and path, without the scheme.
    static func displayName(of address: String) -> String {
        guard let scheme = address.range(of: "://") else { return address }
        let rest = address[scheme.upperBound...]
        return String(rest.hasSuffix("/") ? rest.dropLast() : rest)
    }
}
