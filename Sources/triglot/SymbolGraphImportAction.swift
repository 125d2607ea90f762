import Foundation
import TriglotImport
import TriglotLowLevel
import TriglotMarkup
import TriglotModel
import TriglotSymbolGraph

/// `triglot import --symbol-graph DIR [--docc CATALOG]`: the module's pages written into one
/// language folder, all or nothing.
struct SymbolGraphImportAction {
    var symbolGraph: String
    var docc: String?
    var into: String
    var language: String
    var force: Bool

    func run() throws {
        let graph: SymbolGraphReader.Result
        do {
            graph = try SymbolGraphReader().read(folder: symbolGraph)
        } catch let error as SymbolGraphReader.ReadError {
            throw CommandFailure(error.description)
        }
        let folder = (into as NSString).appendingPathComponent(language)
        let existing = SymbolImport.existingPages(in: folder)
        let result: SymbolImport.Result
        do {
            result = try SymbolImport(catalog: graph.catalog, doccFolder: docc, existing: existing).run()
        } catch let error as SymbolImport.Failure {
            throw CommandFailure(error.description)
        }
        let written = Dictionary(existing.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var changed: [SymbolImport.Page] = []
        for page in result.pages {
            let target = (folder as NSString).appendingPathComponent(page.path)
            guard let current = FileManager.default.contents(atPath: target) else {
                changed.append(page)
                continue
            }
            if String(decoding: current, as: UTF8.self) == page.text { continue }
            // A page an import wrote says so in its front matter; anything else is someone's own.
            let fromImport = written[page.path].map { $0.symbolID != nil || $0.doccFile != nil } ?? false
            if !fromImport && !force {
                throw CommandFailure("\(target) exists and was not written by an import; pass --force to overwrite it")
            }
            changed.append(page)
        }
        for page in changed {
            try AtomicFile.write(page.text, to: (folder as NSString).appendingPathComponent(page.path))
        }
        // The catalog's images the pages show, beside them, as the site publishes them.
        var imagesWritten = 0
        for (path, file) in result.images.sorted(by: { $0.key < $1.key }) {
            guard let bytes = FileBytes.read(path: file) else { throw CommandFailure("\(file): cannot be read") }
            let target = (folder as NSString).appendingPathComponent(path)
            if FileBytes.read(path: target) == bytes { continue }
            try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try AtomicFile.write(bytes: bytes, to: target)
            imagesWritten += 1
        }
        var sources: [String: SourceText] = [:]
        for diagnostic in result.diagnostics where sources[diagnostic.path] == nil {
            if let data = FileManager.default.contents(atPath: diagnostic.path) {
                sources[diagnostic.path] = SourceText(bytes: Array(data))
            }
        }
        DiagnosticOutput.printToStandardError(result.diagnostics, sources: sources)
        for renamed in result.renamed {
            print("followed a rename: \(renamed.path) is now \(renamed.title)")
        }
        let modules = graph.catalog.modules.joined(separator: ", ")
        print("\(modules): \(graph.catalog.symbols.count) symbols, \(result.pages.count) pages in \(folder) (\(changed.count) written, \(result.pages.count - changed.count) unchanged)")
        if !result.images.isEmpty {
            print("\(result.images.count) image(s) from the catalog beside them (\(imagesWritten) written)")
        }
        if !graph.skippedExtensionFiles.isEmpty {
            print("left out \(graph.skippedExtensionFiles.count) extension graph(s) (what the module adds to other modules' types), as docc does by default")
        }
        if !result.orphans.isEmpty {
            print("\(result.orphans.count) page(s) name a symbol the graph no longer has; kept (see the warnings)")
        }
    }
}
