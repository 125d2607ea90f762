import Foundation

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

    static func existingPage(path: String, text: String) -> ExistingPage {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var values: [String: String] = [:]
        var index = 0
        if lines.first == "---" {
            index = 1
            while index < lines.count, lines[index] != "---" {
                if let colon = lines[index].firstIndex(of: ":") {
                    let key = lines[index][..<colon].trimmingCharacters(in: .whitespaces)
                    var value = lines[index][lines[index].index(after: colon)...].trimmingCharacters(in: .whitespaces)
                    if value.count >= 2, value.hasPrefix("'"), value.hasSuffix("'") {
                        value = String(value.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")
                    }
                    values[key] = value
                }
                index += 1
            }
            index += 1
        }
        // The abstract: the first paragraph after the title.
        while index < lines.count, !lines[index].hasPrefix("# ") { index += 1 }
        index += 1
        while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces).isEmpty { index += 1 }
        var abstract: [String] = []
        while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).isEmpty,
              !lines[index].hasPrefix("#"), !lines[index].hasPrefix(">") {
            abstract.append(lines[index])
            index += 1
        }
        return ExistingPage(path: path, symbolID: values["symbol"], doccFile: values["docc"] ?? values["module"],
                            abstract: ImportContext.plainSummary(abstract.joined(separator: "\n")))
    }
}
