import TriglotModel

/// DocC's links in a page's text turned into the Content format's relative links:
/// ``` ``Flag`` ``` and ``` ``ParsableCommand/run()`` ``` (symbol links, a code span in the
/// link text) and `<doc:GettingStarted>` (article links, the article's title as text).
///
/// Code blocks and ordinary code spans are left as they are. A link that names nothing the
/// import knows becomes a plain code span and is reported with its line. An image from the
/// catalog's resources (`![Alt](repeat)`: a catalog names its images by file name alone) links
/// to where the import copies that file; one the catalog does not have is left out and reported.
struct DocCLinks {
    enum Reference: Equatable {
        case symbol(String)
        case document(String)
    }

    struct Target: Equatable {
        /// The link's text: a symbol's name (shown as code) or an article's title.
        var text: String
        var isSymbol: Bool
        /// The target page, relative to the language folder.
        var path: String
    }

    struct Unresolved: Equatable {
        var reference: String
        var line: Int
        var isImage = false
    }

    /// The folder of the page the links are written into, to make each link relative.
    var fromPath: String
    var resolve: (Reference) -> Target?
    /// Where the image a page names is copied, relative to the language folder; nil for one
    /// the catalog does not have.
    var image: (String) -> String? = { _ in nil }

    func rewrite(lines: [String], firstLine: Int = 1) -> (lines: [String], unresolved: [Unresolved]) {
        var unresolved: [Unresolved] = []
        var fence = CodeFence()
        var output: [String] = []
        for (offset, line) in lines.enumerated() {
            if fence.isCode(line) {
                output.append(line)
                continue
            }
            output.append(rewrite(line: line, lineNumber: firstLine + offset, unresolved: &unresolved))
        }
        return (output, unresolved)
    }

    private func rewrite(line: String, lineNumber: Int, unresolved: inout [Unresolved]) -> String {
        let characters = Array(line)
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "`" {
                let run = characters[index...].prefix { $0 == "`" }.count
                let delimiter = String(repeating: "`", count: run)
                let contentStart = index + run
                guard let close = Self.find(delimiter, in: characters, from: contentStart) else {
                    result += delimiter
                    index = contentStart
                    continue
                }
                let content = String(characters[contentStart..<close])
                if run == 2, !content.isEmpty, !content.hasPrefix(" ") {
                    result += link(.symbol(content), shown: Self.lastName(content), line: lineNumber, unresolved: &unresolved)
                } else {
                    result += delimiter + content + delimiter
                }
                index = close + run
                continue
            }
            // `](#Some-Heading)`: DocC's anchor for a heading, the heading's id here.
            if character == "]", characters[index...].starts(with: "](#"),
               let close = characters[(index + 3)...].firstIndex(of: ")") {
                result += "](#" + HeadingID.of(String(characters[(index + 3)..<close])) + ")"
                index = close + 1
                continue
            }
            if character == "!", let end = Self.localImageEnd(characters, from: index) {
                let written = String(characters[index..<end])
                if let open = written.range(of: "]("), let copied = image(String(written[open.upperBound...].dropLast())) {
                    result += written[..<open.upperBound] + RelativePath.from(fromPath, to: copied) + ")"
                } else {
                    unresolved.append(Unresolved(reference: written, line: lineNumber, isImage: true))
                }
                index = end
                continue
            }
            if character == "<", characters[index...].starts(with: "<doc:"),
               let close = characters[index...].firstIndex(of: ">") {
                let name = String(characters[(index + 5)..<close])
                result += link(.document(name), shown: Self.lastName(name), line: lineNumber, unresolved: &unresolved)
                index = close + 1
                continue
            }
            result.append(character)
            index += 1
        }
        return result
    }

    private func link(_ reference: Reference, shown: String, line: Int, unresolved: inout [Unresolved]) -> String {
        // `<doc:Article#Some-Heading>` and `<doc:#Some-Heading>`: the heading's id as this site makes it.
        if case .document(let name) = reference, let hash = name.firstIndex(of: "#") {
            let fragment = "#" + HeadingID.of(String(name[name.index(after: hash)...]))
            let page = String(name[..<hash])
            if page.isEmpty { return "[\(Self.lastName(String(name.dropFirst())).replacingOccurrences(of: "-", with: " "))](\(fragment))" }
            guard let target = resolve(.document(page)) else {
                unresolved.append(Unresolved(reference: name, line: line))
                return "`" + shown + "`"
            }
            let destination = RelativePath.from(fromPath, to: target.path) + fragment
            return target.isSymbol ? "[`\(target.text)`](\(destination))" : "[\(target.text)](\(destination))"
        }
        guard let target = resolve(reference) else {
            switch reference {
            case .symbol(let name), .document(let name): unresolved.append(Unresolved(reference: name, line: line))
            }
            return "`" + shown + "`"
        }
        let destination = RelativePath.from(fromPath, to: target.path)
        return target.isSymbol ? "[`\(target.text)`](\(destination))" : "[\(target.text)](\(destination))"
    }

    /// Where `![alt](file)` ends, when its source is a file name rather than an address.
    private static func localImageEnd(_ characters: [Character], from start: Int) -> Int? {
        guard start + 1 < characters.count, characters[start + 1] == "[",
              let closeText = characters[start...].firstIndex(of: "]"), closeText + 1 < characters.count,
              characters[closeText + 1] == "(", let closeSource = characters[closeText...].firstIndex(of: ")") else { return nil }
        let source = String(characters[(closeText + 2)..<closeSource])
        guard !source.contains("://"), !source.hasPrefix("/") else { return nil }
        return closeSource + 1
    }

    private static func find(_ delimiter: String, in characters: [Character], from start: Int) -> Int? {
        let run = delimiter.count
        var index = start
        while index < characters.count {
            if characters[index] == "`" {
                let length = characters[index...].prefix { $0 == "`" }.count
                if length == run { return index }
                index += length
            } else {
                index += 1
            }
        }
        return nil
    }

    /// What a reader sees of `Module/Type/member(_:)-abc12`: `member(_:)`.
    static func lastName(_ reference: String) -> String {
        let last = reference.split(separator: "/").last.map(String.init) ?? reference
        return SymbolPaths.withoutDisambiguation(last)
    }
}

/// Relative links between pages of one language folder.
enum RelativePath {
    /// The link from the page at `from` to the page at `to` (both relative to the language folder).
    static func from(_ from: String, to: String) -> String {
        let fromFolder = from.split(separator: "/").dropLast().map(String.init)
        let target = to.split(separator: "/").map(String.init)
        var common = 0
        while common < fromFolder.count, common < target.count - 1, fromFolder[common] == target[common] { common += 1 }
        let ups = Array(repeating: "..", count: fromFolder.count - common)
        return (ups + target[common...]).joined(separator: "/")
    }
}
