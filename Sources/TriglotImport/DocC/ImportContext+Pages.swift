import Foundation
import TriglotModel

extension ImportContext {
    /// The module's page: the catalog's ``` # ``Module`` ``` file, and a topic list of every
    /// top-level symbol and article no `## Topics` curates.
    mutating func modulePage(_ module: String) -> SymbolImport.Page {
        let path = paths.modulePaths[module] ?? SymbolPaths.slug(module) + ".md"
        let file = extensions[module]
        var page = PageMarkdown(frontMatter: [("module", module)] + (file.map { [("docc", $0.path)] } ?? []), title: module)
        let children = catalog.symbols.filter { $0.module == module && $0.path.count == 1 }.map(\.id)
        let articles = files.filter { if case .article = $0.kind { return true } else { return false } }
        let uncuratedArticles = articles.filter { !curated.contains("doc:" + $0.path) }
        writeCatalogBody(file, into: &page, pagePath: path, context: [], module: module, discussionTitle: "Overview",
                         abstract: nil, automatic: children, articles: uncuratedArticles)
        return SymbolImport.Page(path: path, text: page.text)
    }

    mutating func symbolPage(_ symbol: APISymbol) -> SymbolImport.Page {
        let path = paths.pathByID[symbol.id] ?? symbol.id
        let file = extensions[symbol.id]
        let source = symbol.sourceFile
        var comment = DocCommentSections()
        if file?.overridesDocComment != true {
            let lines = rewrite(DocCDirectives(text: symbol.documentation.joined(separator: "\n")).lines, pagePath: path,
                                context: symbol.path, module: symbol.module, file: source, firstLine: symbol.documentationLine)
            comment = DocCommentSections(lines: lines)
        }
        var frontMatter = [("symbol", symbol.id)]
        if let file { frontMatter.append(("docc", file.path)) }
        var page = PageMarkdown(frontMatter: frontMatter, title: symbol.title)
        page.paragraph(comment.abstract)
        page.availability(symbol.availability)
        page.heading(2, "Declaration")
        page.codeBlock(symbol.declaration, language: "swift")
        if !comment.parameters.isEmpty {
            page.heading(2, "Parameters")
            for parameter in comment.parameters { page.item("`\(parameter.name)`", parameter.text) }
        }
        if let returns = comment.returns {
            page.heading(2, "Return Value")
            page.paragraph(returns)
        }
        if let throwsText = comment.throwsText {
            page.heading(2, "Throws")
            page.paragraph(throwsText)
        }
        let children = catalog.symbols.filter { $0.module == symbol.module && $0.path.count == symbol.path.count + 1 && Array($0.path.dropLast()) == symbol.path }.map(\.id)
        let isType = !children.isEmpty || ["struct", "class", "enum", "protocol", "actor"].contains(symbol.kind)
        let discussionTitle = isType ? "Overview" : "Discussion"
        if !comment.discussion.isEmpty || !comment.asides.isEmpty {
            page.heading(2, discussionTitle)
            page.paragraph(comment.discussion)
            for aside in comment.asides { page.aside(kind: aside.kind, aside.text) }
        }
        writeCatalogBody(file, into: &page, pagePath: path, context: symbol.path, module: symbol.module,
                         discussionTitle: comment.discussion.isEmpty && comment.asides.isEmpty ? discussionTitle : nil,
                         abstract: file?.overridesDocComment == true ? nil : comment.abstract, automatic: children, articles: [])
        writeRelationships(of: symbol, into: &page, pagePath: path)
        return SymbolImport.Page(path: path, text: page.text)
    }

    mutating func articlePage(_ file: DocCCatalog.File, path: String) -> SymbolImport.Page {
        let module = catalog.modules.first ?? ""
        var page = PageMarkdown(frontMatter: [("docc", file.path)], title: file.displayName ?? file.title)
        writeCatalogBody(file, into: &page, pagePath: path, context: [], module: module, discussionTitle: nil,
                         abstract: nil, automatic: [], articles: [])
        return SymbolImport.Page(path: path, text: page.text)
    }

    /// A catalog file's text after its title: its abstract (unless the doc comment gave one),
    /// its overview, its other sections, and its topics followed by the automatic groups.
    private mutating func writeCatalogBody(
        _ file: DocCCatalog.File?, into page: inout PageMarkdown, pagePath: String, context: [String], module: String,
        discussionTitle: String?, abstract: String?, automatic: [String], articles: [DocCCatalog.File]
    ) {
        var groups: [TopicCuration.Group] = []
        if let file {
            let body = rewrite(file.body, pagePath: pagePath, context: context, module: module,
                               file: fullPath(file.path), firstLine: file.titleLine + 1)
            let sections = CatalogSections(lines: body, firstLine: file.titleLine + 1)
            let intro = DocCommentSections(lines: sections.intro, hasAbstract: abstract == nil || abstract!.isEmpty)
            page.paragraph(intro.abstract)
            var discussion = [intro.discussion]
            var rest = sections.otherSections
            if let overview = rest.first, ["Overview", "Discussion"].contains(overview.heading) {
                discussion.append(DocCommentSections.tidy(overview.lines))
                rest.removeFirst()
            }
            let text = discussion.filter { !$0.isEmpty }.joined(separator: "\n\n")
            if !text.isEmpty {
                if let discussionTitle { page.heading(2, discussionTitle) }
                page.paragraph(text)
            }
            for section in rest {
                page.heading(2, section.heading)
                page.paragraph(DocCommentSections.tidy(section.lines))
            }
            let raw = CatalogSections(lines: file.body, firstLine: file.titleLine + 1)
            groups = TopicCuration(lines: raw.topics?.lines ?? []).groups
        }
        var topicItems: [(title: String, items: [(lead: String, summary: String)])] = []
        for group in groups {
            let items = group.references.compactMap { reference -> (String, String)? in
                guard let target = target(reference, context: context, module: module) else { return nil }
                return (lead(target, from: pagePath), summary(for: target))
            }
            if !items.isEmpty { topicItems.append((group.title, items)) }
        }
        var byKind: [String: [(String, String)]] = [:]
        for id in automatic where !curated.contains(id) {
            guard let symbol = catalog[id], let path = paths.pathByID[id] else { continue }
            let target = DocCLinks.Target(text: symbol.title, isSymbol: true, path: path)
            byKind[AutomaticTopics.groupTitle(forKindName: symbol.kindName), default: []].append((lead(target, from: pagePath), summary(ofSymbol: symbol)))
        }
        for file in articles {
            guard let path = articlePaths[file.path] else { continue }
            let target = DocCLinks.Target(text: file.displayName ?? file.title, isSymbol: false, path: path)
            byKind["Articles", default: []].append((lead(target, from: pagePath), summary(ofArticle: file)))
        }
        for title in byKind.keys.sorted(by: { (AutomaticTopics.rank($0), $0) < (AutomaticTopics.rank($1), $1) }) {
            topicItems.append((title, byKind[title]!))
        }
        guard !topicItems.isEmpty else { return }
        page.heading(2, "Topics")
        for group in topicItems {
            page.heading(3, group.title)
            for item in group.items { page.item(item.lead, item.summary) }
        }
    }

    private func lead(_ target: DocCLinks.Target, from pagePath: String) -> String {
        let destination = RelativePath.from(pagePath, to: target.path)
        return target.isSymbol ? "[`\(target.text)`](\(destination))" : "[\(target.text)](\(destination))"
    }

    private func summary(for target: DocCLinks.Target) -> String {
        if let id = paths.pathByID.first(where: { $0.value == target.path })?.key, let symbol = catalog[id] {
            return summary(ofSymbol: symbol)
        }
        if let file = files.first(where: { articlePaths[$0.path] == target.path }) { return summary(ofArticle: file) }
        if let module = paths.modulePaths.first(where: { $0.value == target.path })?.key, let file = extensions[module] {
            return summary(ofArticle: file)
        }
        return ""
    }

    /// `## Relationships`: what the symbol conforms to and inherits from, and, for a protocol,
    /// the module's types that conform to it.
    private func writeRelationships(of symbol: APISymbol, into page: inout PageMarkdown, pagePath: String) {
        func name(_ id: String, fallback: String?) -> String {
            catalog[id].map { lead(.init(text: $0.title, isSymbol: true, path: paths.pathByID[$0.id] ?? ""), from: pagePath) }
                ?? "`" + (fallback?.split(separator: ".").last.map(String.init) ?? id) + "`"
        }
        let edges = catalog.relationships
        let groups: [(String, [String])] = [
            ("Inherits From", edges.filter { $0.kind == "inheritsFrom" && $0.source == symbol.id }.map { name($0.target, fallback: $0.targetFallback) }),
            ("Conforms To", edges.filter { $0.kind == "conformsTo" && $0.source == symbol.id }.map { name($0.target, fallback: $0.targetFallback) }),
            ("Conforming Types", symbol.kind == "protocol"
                ? edges.filter { $0.kind == "conformsTo" && $0.target == symbol.id }.map { name($0.source, fallback: nil) } : []),
        ]
        let present = groups.filter { !$0.1.isEmpty }
        guard !present.isEmpty else { return }
        page.heading(2, "Relationships")
        for (title, names) in present {
            page.heading(3, title)
            for entry in Array(Set(names)).sorted() { page.item(entry) }
        }
    }
}
