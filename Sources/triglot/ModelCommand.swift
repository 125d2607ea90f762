import ArgumentParser
import Foundation
import TriglotImport
import TriglotModel

/// `triglot model FILE`: the API model of one page as JSON, diagnostics on standard error.
struct ModelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "model",
        abstract: "Print the API model of one page as JSON.",
        discussion: "Diagnostics go to standard error. The language comes from --language, else from the page's language folder (Content/ja/… is Japanese), else from its script. Pages with English and Chinese interleaved are read in the language asked for; plain-text pages without Markdown have their structure recovered."
    )

    @Argument(help: "The Markdown page to read.")
    var file: String

    @Option(name: .long, help: "The page's language (en, zh-Hans, ja); inferred from its folder when left out.")
    var language: String?

    @Flag(name: .long, help: "Print a compact outline (one fact per line with its source line) instead of JSON.")
    var outline = false

    func run() throws {
        let bytes = try FileInput.read(file)
        let language = language.map(Language.init) ?? Language.inferred(fromPath: file, among: [.english, .simplifiedChinese, .japanese])
        let result = SeedReader().read(bytes: bytes, path: file, language: language).read
        print(outline ? PageOutline.text(result.page) : try ModelJSON.encode(result.page), terminator: outline ? "" : "\n")
        DiagnosticOutput.printToStandardError(result.diagnostics, sources: [file: result.source])
    }
}
