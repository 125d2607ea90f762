import Foundation
import TriglotMarkup
import TriglotModel

/// What every page of one import shares: where each symbol and article goes, how a DocC link
/// resolves, which symbols a catalog curates, and each page's one-line summary for topic lists.
struct ImportContext {
    let catalog: SymbolCatalog
    let paths: SymbolPaths
    let files: [DocCCatalog.File]
    let doccFolder: String?
    /// The catalog's images by name (`DocCCatalog.images`).
    let images: [String: String]
    /// The images pages link to, by where they are copied (relative to the language folder):
    /// the catalog file each is a copy of.
    private(set) var copiedImages: [String: String] = [:]
    /// Catalog file path → page path, for articles.
    private(set) var articlePaths: [String: String] = [:]
    private var articlesByName: [String: DocCCatalog.File] = [:]
    /// Symbol id (or module name) → the catalog file that extends it.
    private(set) var extensions: [String: DocCCatalog.File] = [:]
    /// Symbols and articles some `## Topics` names: they leave their parent's automatic groups.
    private(set) var curated = Set<String>()
    /// Each symbol's members (by the path of names the graph gives: a member's path is its
    /// parent's and its own name), and the top-level symbols under each module's name.
    private(set) var children: [String: [String]] = [:]
    private(set) var symbolByPagePath: [String: String] = [:]
    private var symbolSummaries: [String: String] = [:]
    var diagnostics: [Diagnostic] = []

    init(catalog: SymbolCatalog, paths: SymbolPaths, files: [DocCCatalog.File], doccFolder: String?, images: [String: String] = [:]) {
        self.catalog = catalog
        self.paths = paths
        self.files = files
        self.doccFolder = doccFolder
        self.images = images
        let module = catalog.modules.first ?? ""
        var symbolByPath: [String: String] = [:]
        for symbol in catalog.symbols where symbolByPath[Self.key(symbol.module, symbol.path)] == nil {
            symbolByPath[Self.key(symbol.module, symbol.path)] = symbol.id
        }
        for symbol in catalog.symbols {
            let parent = symbol.path.count == 1 ? symbol.module : symbolByPath[Self.key(symbol.module, Array(symbol.path.dropLast()))]
            if let parent { children[parent, default: []].append(symbol.id) }
        }
        for (id, path) in paths.pathByID { symbolByPagePath[path] = id }
        var taken = Set(paths.pathByID.values)
        for file in files {
            switch file.kind {
            case .article(let name):
                var path = SymbolPaths.slug(module) + "/" + SymbolPaths.slug(name) + ".md"
                // Taken by a symbol, or `index.md`, which is a folder's own page on a site.
                if taken.contains(path) || SymbolPaths.slug(name) == "index" { path = String(path.dropLast(3)) + "-article.md" }
                taken.insert(path)
                articlePaths[file.path] = path
                articlesByName[Self.articleKey(name)] = file
            case .extensionFile(let link):
                if catalog.modules.contains(link) {
                    extensions[link] = file
                } else if let id = paths.resolve(link, context: [], module: module) {
                    extensions[id] = file
                } else {
                    diagnostics.append(Diagnostic(
                        id: "import.unresolved-link", severity: .warning,
                        summary: "the extension file's symbol '\(link)' is not in the symbol graph; the file is not imported",
                        path: fullPath(file.path), range: SourceRange(line: file.titleLine)))
                }
            }
        }
        // `@Metadata` is read (display name, merge behaviour); other directives have no place
        // in the Content format, and are named so nobody thinks they were carried over.
        for file in files {
            for directive in file.directives where directive.name != "Metadata" {
                diagnostics.append(Diagnostic(
                    id: "import.not-carried-over", severity: .note,
                    summary: "the @\(directive.name) directive is left out: the Content format has no place for it",
                    path: fullPath(file.path), range: SourceRange(line: directive.line)))
            }
        }
        for file in files {
            let sections = CatalogSections(lines: file.body, firstLine: file.titleLine + 1)
            guard let topics = sections.topics else { continue }
            for group in TopicCuration(lines: topics.lines).groups {
                for reference in group.references {
                    if let key = curationKey(reference, context: contextPath(of: file), module: module) { curated.insert(key) }
                }
            }
        }
        // Each summary once: a symbol is listed in a topic group of every page that curates it.
        for symbol in catalog.symbols { symbolSummaries[symbol.id] = makeSummary(of: symbol) }
    }

    private static func key(_ module: String, _ path: [String]) -> String {
        ([module] + path).joined(separator: "\u{0}")
    }

    func fullPath(_ catalogFile: String) -> String {
        doccFolder.map { ($0 as NSString).appendingPathComponent(catalogFile) } ?? catalogFile
    }

    /// The symbol path an extension file's links are resolved from.
    func contextPath(of file: DocCCatalog.File) -> [String] {
        if case .extensionFile = file.kind, let id = extensions.first(where: { $0.value.path == file.path })?.key {
            return catalog[id]?.path ?? []
        }
        return []
    }

    private func curationKey(_ reference: DocCLinks.Reference, context: [String], module: String) -> String? {
        switch reference {
        case .symbol(let link): return paths.resolve(link, context: context, module: module)
        case .document(let name): return articleFile(named: name).map { "doc:" + $0.path }
        }
    }

    /// DocC names an article by its file name, spaces written as hyphens
    /// (`<doc:Adopting-ServiceLifecycle-in-libraries>` for `Adopting ServiceLifecycle in libraries.md`).
    func articleFile(named name: String) -> DocCCatalog.File? {
        articlesByName[Self.articleKey(name.split(separator: "/").last.map(String.init) ?? name)]
    }

    static func articleKey(_ name: String) -> String {
        name.lowercased().replacingOccurrences(of: " ", with: "-")
    }

    /// The link target for a reference from the page of the symbol at `context`.
    func target(_ reference: DocCLinks.Reference, context: [String], module: String) -> DocCLinks.Target? {
        switch reference {
        case .symbol(let link):
            if let modulePath = paths.modulePaths[link] { return .init(text: link, isSymbol: true, path: modulePath) }
            guard let id = paths.resolve(link, context: context, module: module), let symbol = catalog[id],
                  let path = paths.pathByID[id] else { return nil }
            return .init(text: symbol.title, isSymbol: true, path: path)
        case .document(let name):
            if let file = articleFile(named: name), let path = articlePaths[file.path] {
                return .init(text: file.displayName ?? file.title, isSymbol: false, path: path)
            }
            return target(.symbol(name), context: context, module: module)
        }
    }

    /// Lines with DocC links made relative links from `pagePath`; unresolved ones reported at
    /// their line in `file` (a Swift source or a catalog file).
    mutating func rewrite(_ lines: [String], pagePath: String, context: [String], module: String, file: String?, firstLine: Int?) -> [String] {
        var links = DocCLinks(fromPath: pagePath) { [self] in target($0, context: context, module: module) }
        // A catalog's images go into one folder beside the module's pages, under their file names.
        var used: [String: String] = [:]
        let (images, folder) = (self.images, SymbolPaths.slug(module) + "/images/")
        links.image = { reference in
            guard let file = images[DocCCatalog.imageName(reference)] else { return nil }
            let copy = folder + (file.split(separator: "/").last.map(String.init) ?? file)
            used[copy] = file
            return copy
        }
        let result = links.rewrite(lines: lines, firstLine: firstLine ?? 1)
        for (copy, file) in used { copiedImages[copy] = fullPath(file) }
        for miss in result.unresolved where miss.isImage {
            diagnostics.append(Diagnostic(
                id: "import.not-carried-over", severity: .note,
                summary: "the image \(miss.reference) is left out: the catalog's image files are not copied into the content",
                path: file ?? pagePath, range: SourceRange(line: firstLine == nil ? 1 : miss.line)))
        }
        for miss in result.unresolved where !miss.isImage {
            diagnostics.append(Diagnostic(
                id: "import.unresolved-link", severity: .warning,
                summary: "'\(miss.reference)' names no symbol or article of this module; it is imported as code",
                path: file ?? pagePath, range: SourceRange(line: firstLine == nil ? 1 : miss.line)))
        }
        return result.lines
    }

    /// An abstract as one line of plain Markdown for a topic list: links become their text, so
    /// it reads the same on any page.
    static func plainSummary(_ abstract: String) -> String {
        var text = abstract.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        // `[`name`](path)` and `[Title](path)` → their text.
        while let open = text.range(of: "]("), let close = text[open.upperBound...].firstIndex(of: ")"),
              let start = text[..<open.lowerBound].lastIndex(of: "[") {
            let label = text[text.index(after: start)..<open.lowerBound]
            text.replaceSubrange(start...close, with: label)
        }
        let links = DocCLinks(fromPath: "") { _ in nil }
        return links.rewrite(lines: [text]).lines.joined()
    }

    /// The summary of a topic item's target.
    func summary(ofSymbol symbol: APISymbol) -> String {
        symbolSummaries[symbol.id] ?? makeSummary(of: symbol)
    }

    private func makeSummary(of symbol: APISymbol) -> String {
        if let file = extensions[symbol.id], file.overridesDocComment {
            return Self.plainSummary(DocCommentSections(lines: CatalogSections(lines: file.body, firstLine: 1).intro).abstract)
        }
        return Self.plainSummary(DocCommentSections(lines: DocCDirectives(text: symbol.documentation.joined(separator: "\n")).lines).abstract)
    }

    func summary(ofArticle file: DocCCatalog.File) -> String {
        Self.plainSummary(DocCommentSections(lines: CatalogSections(lines: file.body, firstLine: 1).intro).abstract)
    }
}
