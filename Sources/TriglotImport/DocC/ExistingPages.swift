import Foundation
import TriglotModel

extension SymbolImport {
    /// The pages already in a language folder, with what an import needs of each: the symbol
    /// or catalog file it was written from (front matter `symbol:`, `docc:`, `module:`) and its
    /// abstract, by which a renamed symbol finds its old page.
    public static func existingPages(in folder: String) -> [ExistingPage] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var pages: [ExistingPage] = []
        for case let relative as String in walker where relative.hasSuffix(".md") {
            guard let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(relative)) else { continue }
            pages.append(existingPage(path: relative, text: String(decoding: data, as: UTF8.self)))
        }
        return pages.sorted { $0.path < $1.path }
    }

    /// Read as every page is read (`PageReader`): the front matter as YAML, the abstract as
    /// the model has it.
    static func existingPage(path: String, text: String) -> ExistingPage {
        let read = PageReader().read(bytes: Array(text.utf8), path: path, language: .english)
        let values = read.page.frontMatter.values
        let abstract = read.page.abstract.map { read.source.text(in: $0.range) }.joined(separator: "\n")
        return ExistingPage(path: path, symbolID: values["symbol"], doccFile: values["docc"] ?? values["module"],
                            abstract: ImportContext.plainSummary(abstract))
    }
}
