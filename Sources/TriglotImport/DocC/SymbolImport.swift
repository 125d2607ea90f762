import Foundation
import TriglotMarkup
import TriglotModel

/// `triglot import --symbol-graph DIR [--docc CATALOG]`: a page in the Content format for every
/// public symbol of the graph, every article of the catalog and the module, in one language
/// folder (the English source the translations follow).
public struct SymbolImport {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// A page written by an earlier import (or by hand) in the folder being written.
    public struct ExistingPage: Sendable, Equatable {
        public var path: String
        public var symbolID: String?
        /// The catalog file an article page came from (`docc:`).
        public var doccFile: String?
        public var abstract: String

        public init(path: String, symbolID: String?, doccFile: String?, abstract: String) {
            self.path = path
            self.symbolID = symbolID
            self.doccFile = doccFile
            self.abstract = abstract
        }
    }

    public struct Page: Sendable, Equatable {
        public var path: String
        public var text: String
    }

    public struct Result: Sendable {
        public var pages: [Page]
        public var diagnostics: [Diagnostic]
        /// Pages whose symbol the graph no longer has: kept, and named so someone decides.
        public var orphans: [String]
        /// Symbols whose page moved with them through a rename (old id's page, new title).
        public var renamed: [(path: String, title: String)]
        /// The catalog's images the pages show, by where they go (relative to the language
        /// folder, as page paths are): the catalog file each is a copy of.
        public var images: [String: String] = [:]
    }

    let catalog: SymbolCatalog
    let docc: DocCCatalog?
    let doccFolder: String?
    let existing: [ExistingPage]

    /// `existing` may hold other modules' pages (a package's targets imported one by one into
    /// one folder): only those in this catalog's modules' folders are this import's to follow.
    public init(catalog: SymbolCatalog, doccFolder: String?, existing: [ExistingPage]) throws {
        self.catalog = catalog
        self.doccFolder = doccFolder
        docc = try doccFolder.map(DocCCatalog.read)
        let folders = catalog.modules.map { SymbolPaths.slug($0) }
        self.existing = existing.filter { page in
            folders.contains { page.path == $0 + ".md" || page.path.hasPrefix($0 + "/") }
        }
    }

    public func run() -> Result {
        var diagnostics: [Diagnostic] = []
        let (assigned, renamed) = followRenames()
        let paths = SymbolPaths(catalog: catalog, existing: assigned)
        var context = ImportContext(catalog: catalog, paths: paths, files: docc?.files ?? [], doccFolder: doccFolder, images: docc?.images ?? [:])
        diagnostics += context.diagnostics
        var pages: [Page] = []
        for module in catalog.modules {
            pages.append(context.modulePage(module))
        }
        for symbol in catalog.symbols {
            pages.append(context.symbolPage(symbol))
        }
        for file in docc?.files ?? [] {
            guard case .article = file.kind, let path = context.articlePaths[file.path] else { continue }
            pages.append(context.articlePage(file, path: path))
        }
        diagnostics += context.diagnostics.dropFirst(diagnostics.count)
        for skipped in docc?.skipped ?? [] {
            diagnostics.append(Diagnostic(
                id: "import.not-carried-over", severity: .note,
                summary: "'\(skipped)' is not imported: the Content format has no tutorials or untitled pages",
                path: join(doccFolder, skipped), range: SourceRange(line: 1)))
        }
        let writtenIDs = Set(catalog.symbols.map(\.id))
        let orphans = existing.filter { page in
            guard let id = page.symbolID else { return false }
            return !writtenIDs.contains(id) && !assigned.values.contains(page.path)
        }.map(\.path).sorted()
        for orphan in orphans {
            diagnostics.append(Diagnostic(
                id: "import.symbol-removed", severity: .warning,
                summary: "this page's symbol is no longer in the symbol graph; the page is kept (remove it, with its translations, if the symbol is gone for good)",
                path: orphan, range: SourceRange(line: 1)))
        }
        return Result(pages: pages.sorted { $0.path < $1.path }, diagnostics: diagnostics, orphans: orphans, renamed: renamed,
                      images: context.copiedImages)
    }

    /// Each symbol's page from an earlier import, by identifier; and a renamed symbol (a new
    /// identifier, its old one gone) matched to its old page when the page sits where the
    /// symbol's parent puts it and says the same thing (its abstract is the doc comment's).
    private func followRenames() -> (assigned: [String: String], renamed: [(path: String, title: String)]) {
        var assigned: [String: String] = [:]
        for page in existing { if let id = page.symbolID, catalog[id] != nil { assigned[id] = page.path } }
        var orphans = existing.filter { page in page.symbolID.map { catalog[$0] == nil } ?? false }
        var renamed: [(path: String, title: String)] = []
        for symbol in catalog.symbols where assigned[symbol.id] == nil && !orphans.isEmpty {
            let abstract = DocCommentSections(lines: symbol.documentation).abstract
            guard !abstract.isEmpty else { continue }
            let parentFolder: String? = {
                guard symbol.path.count > 1 else { return SymbolPaths.slug(symbol.module) }
                let parent = catalog.symbols.first { $0.module == symbol.module && $0.path == Array(symbol.path.dropLast()) }
                return parent.flatMap { assigned[$0.id] }.map { String($0.dropLast(3)) }
            }()
            guard let index = orphans.firstIndex(where: { orphan in
                orphan.abstract == ImportContext.plainSummary(abstract) &&
                    (orphan.path as NSString).deletingLastPathComponent == parentFolder
            }) else { continue }
            assigned[symbol.id] = orphans[index].path
            renamed.append((orphans[index].path, symbol.title))
            orphans.remove(at: index)
        }
        return (assigned, renamed)
    }

    private func join(_ folder: String?, _ file: String) -> String {
        folder.map { ($0 as NSString).appendingPathComponent(file) } ?? file
    }
}
