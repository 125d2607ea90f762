import ArgumentParser
import Foundation
import TriglotImport
import TriglotModel
import TriglotMarkup
import TriglotSymbolGraph

/// `triglot import SEED --into Content`: turns a page in any shape Triglot reads (interleaved
/// bilingual, plain text, blog Markdown) into Content-format pages, one per language it holds.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write a page in any shape Triglot reads, or a Swift module's symbol graph and DocC catalog, as Content-format pages.",
        discussion: "A page with English and Chinese interleaved becomes an English and a Chinese page. With --symbol-graph, every public symbol of the compiler's symbol graph (and every article of the --docc catalog) becomes an English page; importing again updates the pages it wrote, following each symbol by its precise identifier. Existing pages Triglot did not write are never overwritten without --force. What has no place in the Content format is listed, not dropped silently."
    )

    @Argument(help: "The page to import (not with --symbol-graph).")
    var file: String?

    @Option(name: .long, help: "A folder of *.symbols.json files (swift build -Xswiftc -emit-symbol-graph, swift-symbolgraph-extract, the Triglot plugin).")
    var symbolGraph: String?

    @Option(name: .long, help: "The module's DocC catalog (a .docc folder), with --symbol-graph.")
    var docc: String?

    @Option(name: .long, help: "The content folder to write into.")
    var into: String = "Content"

    @Option(name: .long, help: "The page's path inside each language folder (default: from its title).")
    var path: String?

    @Option(name: .long, parsing: .singleValue, help: "Import only these languages (default: every language the file holds). Repeatable.")
    var language: [String] = []

    @Flag(name: .long, help: "Overwrite pages that already exist.")
    var force = false

    func run() throws {
        if let symbolGraph {
            guard file == nil else { throw ValidationError("give either a page or --symbol-graph, not both") }
            try SymbolGraphImportAction(
                symbolGraph: symbolGraph, docc: docc, into: into, language: language.first ?? "en", force: force
            ).run()
            return
        }
        guard docc == nil else { throw ValidationError("--docc needs --symbol-graph: a catalog documents a module's symbols") }
        guard let file else { throw ValidationError("give the page to import, or --symbol-graph") }
        let bytes = try FileInput.read(file)
        let reader = SeedReader()
        let languages = language.isEmpty ? reader.languages(in: bytes) : language.map(Language.init)
        var planned: [(target: String, text: String)] = []
        var diagnostics: [Diagnostic] = []
        var sources: [String: SourceText] = [:]
        for language in languages {
            let result = reader.read(bytes: bytes, path: file, language: language)
            let relative = path ?? PagePathSuggestion.fileName(forTitle: result.read.page.title?.text ?? "page")
            guard PathSafety.isSafeRelativePath(relative) else {
                throw CommandFailure("--path '\(relative)' must be a relative path inside the language folder ending in .md")
            }
            let target = into + "/" + language.code + "/" + relative
            let written = ContentWriter().write(markdown: result.markdown, language: language, path: file)
            diagnostics += result.read.diagnostics + written.diagnostics
            sources[file] = result.read.source
            planned.append((target, written.text))
        }
        // Refuse before writing anything, so an import is all or nothing.
        if !force, let existing = planned.first(where: { FileManager.default.fileExists(atPath: $0.target) }) {
            throw CommandFailure("\(existing.target) already exists; pass --force to overwrite it")
        }
        for page in planned {
            try AtomicFile.write(page.text, to: page.target)
            print("wrote \(page.target)")
        }
        DiagnosticOutput.printToStandardError(diagnostics, sources: sources)
    }
}
