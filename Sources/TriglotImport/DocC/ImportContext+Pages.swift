import Foundation
import TriglotModel

/// A catalog file's text after its title, in the parts a page is written from.
struct CatalogParts {
    var abstract = ""
    var discussion = ""
    var sections: [(heading: String, text: String)] = []
    var groups: [TopicCuration.Group] = []
}

extension ImportContext {
    /// The module's page: the catalog's ``` # ``Module`` ``` file, and a topic list of every
    /// top-level symbol and article no `## Topics` curates.
    mutating func modulePage(_ module: String) -> SymbolImport.Page {
        let path = paths.modulePaths[module] ?? SymbolPaths.slug(module) + ".md"
        let file = extensions[module]
        let parts = catalogParts(file, pagePath: path, context: [], module: module, takesAbstract: true)
        var page = PageMarkdown(frontMatter: [("module", module)] + (file.map { [("docc", $0.path)] } ?? []), title: module)
        page.paragraph(parts.abstract)
        write(discussion: parts.discussion, asides: [], title: "Overview", sections: parts.sections, into: &page)
        let children = self.children[module] ?? []
        let articles = files.filter { file in
            if case .article = file.kind { return !curated.contains("doc:" + file.path) }
            return false
        }
        writeTopics(parts.groups, automatic: children, articles: articles, into: &page, pagePath: path, context: [], module: module)
        return SymbolImport.Page(path: path, text: page.text)
    }

    mutating func symbolPage(_ symbol: APISymbol) -> SymbolImport.Page {
        let path = paths.pathByID[symbol.id] ?? symbol.id
        let file = extensions[symbol.id]
        var comment = DocCommentSections()
        if file?.overridesDocComment != true {
            let lines = rewrite(DocCDirectives(text: symbol.documentation.joined(separator: "\n")).lines, pagePath: path,
                                context: symbol.path, module: symbol.module, file: symbol.sourceFile, firstLine: symbol.documentationLine)
            comment = DocCommentSections(lines: lines)
        }
        // An extension file adds to the doc comment; its first paragraph is the abstract only
        // when the comment has none (or the file replaces the comment).
        let parts = catalogParts(file, pagePath: path, context: symbol.path, module: symbol.module, takesAbstract: comment.abstract.isEmpty)
        var frontMatter = [("symbol", symbol.id)]
        if let file { frontMatter.append(("docc", file.path)) }
        var page = PageMarkdown(frontMatter: frontMatter, title: symbol.title)
        page.paragraph(comment.abstract.isEmpty ? parts.abstract : comment.abstract)
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
        let children = self.children[symbol.id] ?? []
        let isType = !children.isEmpty || ["struct", "class", "enum", "protocol", "actor"].contains(symbol.kind)
        // The extension file's own sections and the comment's headings sit under the overview.
        let sections = parts.sections.map { "## \($0.heading)\n\n\($0.text)" }
        let discussion = PageMarkdown.demotingHeadings(
            ([comment.discussion, parts.discussion] + sections).filter { !$0.isEmpty }.joined(separator: "\n\n"))
        write(discussion: discussion, asides: comment.asides, title: isType ? "Overview" : "Discussion", sections: [], into: &page)
        writeTopics(parts.groups, automatic: children, articles: [], into: &page, pagePath: path, context: symbol.path, module: symbol.module)
        writeRelationships(of: symbol, into: &page, pagePath: path)
        return SymbolImport.Page(path: path, text: page.text)
    }

    mutating func articlePage(_ file: DocCCatalog.File, path: String) -> SymbolImport.Page {
        let module = catalog.modules.first ?? ""
        let parts = catalogParts(file, pagePath: path, context: [], module: module, takesAbstract: true)
        var page = PageMarkdown(frontMatter: [("docc", file.path)], title: file.displayName ?? file.title)
        page.paragraph(parts.abstract)
        // An article's text before its first heading is its own, with no heading over it.
        page.paragraph(parts.discussion)
        write(discussion: "", asides: [], title: "", sections: parts.sections, into: &page)
        writeTopics(parts.groups, automatic: [], articles: [], into: &page, pagePath: path, context: [], module: module)
        return SymbolImport.Page(path: path, text: page.text)
    }

    /// A catalog file's text after its title, its links made relative to `pagePath`: the
    /// abstract (when `takesAbstract`), the overview (the text before the first section and an
    /// `## Overview` section), its other sections, and its topic groups.
    private mutating func catalogParts(_ file: DocCCatalog.File?, pagePath: String, context: [String], module: String,
                                       takesAbstract: Bool) -> CatalogParts {
        guard let file else { return CatalogParts() }
        let body = rewrite(file.body, pagePath: pagePath, context: context, module: module, file: fullPath(file.path), firstLine: file.titleLine + 1)
        let sections = CatalogSections(lines: body, firstLine: file.titleLine + 1)
        let intro = DocCommentSections(lines: sections.intro, hasAbstract: takesAbstract || file.overridesDocComment)
        var parts = CatalogParts(abstract: intro.abstract)
        var discussion = [intro.discussion]
        var rest = sections.otherSections
        if let overview = rest.first, ["Overview", "Discussion"].contains(overview.heading) {
            discussion.append(DocCommentSections.tidy(overview.lines))
            rest.removeFirst()
        }
        parts.discussion = discussion.filter { !$0.isEmpty }.joined(separator: "\n\n")
        parts.sections = rest.map { ($0.heading, DocCommentSections.tidy($0.lines)) }
        // Topics are read from the file as written: their links are DocC's, resolved per item.
        let raw = CatalogSections(lines: file.body, firstLine: file.titleLine + 1)
        parts.groups = TopicCuration(lines: raw.topics?.lines ?? []).groups
        return parts
    }

    private func write(discussion: String, asides: [DocCommentSections.Aside], title: String,
                       sections: [(heading: String, text: String)], into page: inout PageMarkdown) {
        if !discussion.isEmpty || !asides.isEmpty {
            page.heading(2, title)
            page.paragraph(discussion)
            for aside in asides { page.aside(kind: aside.kind, aside.text) }
        }
        for section in sections {
            page.heading(2, section.heading)
            page.paragraph(section.text)
        }
    }

    /// `## Topics`: the curated groups, then the automatic ones of what no group curates.
    private func writeTopics(_ groups: [TopicCuration.Group], automatic: [String], articles: [DocCCatalog.File],
                             into page: inout PageMarkdown, pagePath: String, context: [String], module: String) {
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
            if !group.title.isEmpty { page.heading(3, group.title) }
            for item in group.items { page.item(item.lead, item.summary) }
        }
    }

    private func lead(_ target: DocCLinks.Target, from pagePath: String) -> String {
        let destination = RelativePath.from(pagePath, to: target.path)
        return target.isSymbol ? "[`\(target.text)`](\(destination))" : "[\(target.text)](\(destination))"
    }

    private func summary(for target: DocCLinks.Target) -> String {
        if let id = symbolByPagePath[target.path], let symbol = catalog[id] {
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
