import Foundation

/// The Markdown files of a `.docc` folder: extension files (titled ``` # ``Module/Symbol`` ```),
/// which add to a symbol's doc comment, and articles (titled `# Some Title`).
struct DocCCatalog {
    struct File {
        enum Kind: Equatable {
            /// Adds to the symbol the link names (or to the module's page).
            case extensionFile(link: String)
            /// A page of its own, named by its file name as `<doc:Name>` links name it.
            case article(name: String)
        }

        /// The path inside the catalog, for diagnostics and the pages' `docc:` front matter.
        var path: String
        var kind: Kind
        var title: String
        /// The whole file, directives blanked so each line keeps its number.
        var lines: [String]
        var titleLine: Int
        var directives: [DocCDirectives.Directive]
        /// `@DocumentationExtension(mergeBehavior: override)`: the file replaces the doc comment.
        var overridesDocComment: Bool
        var displayName: String?

        /// Line indexes after the title.
        var body: [String] { Array(lines[(titleLine)...]) }
    }

    var files: [File]
    /// Files the Content format has no place for (tutorials, Markdown without a title).
    var skipped: [String]
    /// The catalog's images by the name pages give them (`flow` for `Resources/flow~dark@2x.png`),
    /// each the light, smallest variant there is, as a path inside the catalog.
    var images: [String: String] = [:]

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "svg", "webp"]

    /// The name a page uses for an image file or reference: the file name without its folder,
    /// extension, or DocC's variant marks (`~dark`, `@2x`).
    static func imageName(_ reference: String) -> String {
        var name = Substring(reference.split(separator: "/").last ?? Substring(reference))
        if let dot = name.lastIndex(of: "."), imageExtensions.contains(name[name.index(after: dot)...].lowercased()) { name = name[..<dot] }
        for _ in 0..<2 {
            if name.hasSuffix("~dark") { name = name.dropLast(5) }
            if let at = name.lastIndex(of: "@"), name[name.index(after: at)...].allSatisfy({ $0.isNumber || $0 == "x" }),
               name[name.index(after: at)...].hasSuffix("x") { name = name[..<at] }
        }
        return String(name)
    }

    /// Dark and larger variants rank after the light, 1x image of a name.
    private static func variantRank(_ path: String) -> (Int, Int, String) {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return (file.contains("~dark") ? 1 : 0, file.contains("@") ? 1 : 0, path)
    }

    static func read(folder: String) throws -> DocCCatalog {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
              let walker = FileManager.default.enumerator(atPath: folder) else {
            throw SymbolImport.Failure(description: "\(folder): no such DocC catalog folder")
        }
        var files: [File] = []
        var skipped: [String] = []
        var images: [String: String] = [:]
        for case let relative as String in walker {
            let lowered = relative.lowercased()
            if lowered.hasSuffix(".tutorial") { skipped.append(relative); continue }
            if let dot = lowered.lastIndex(of: "."), imageExtensions.contains(String(lowered[lowered.index(after: dot)...])) {
                let name = imageName(relative)
                if let known = images[name], variantRank(known) < variantRank(relative) { continue }
                images[name] = relative
                continue
            }
            guard lowered.hasSuffix(".md") else { continue }
            let full = (folder as NSString).appendingPathComponent(relative)
            guard let data = FileManager.default.contents(atPath: full) else {
                throw SymbolImport.Failure(description: "\(full): cannot be read")
            }
            if let file = file(path: relative, text: String(decoding: data, as: UTF8.self)) {
                files.append(file)
            } else {
                skipped.append(relative)
            }
        }
        return DocCCatalog(files: files.sorted { $0.path < $1.path }, skipped: skipped.sorted(), images: images)
    }

    static func file(path: String, text: String) -> File? {
        let directives = DocCDirectives(text: text.replacingOccurrences(of: "\r\n", with: "\n"))
        guard let titleIndex = directives.lines.firstIndex(where: { $0.hasPrefix("# ") }) else { return nil }
        let title = directives.lines[titleIndex].dropFirst(2).trimmingCharacters(in: .whitespaces)
        let kind: File.Kind
        if title.hasPrefix("``"), title.hasSuffix("``"), title.count > 4 {
            // ``` ``/Module`` ``` names the module from the top; the slash adds nothing here.
            kind = .extensionFile(link: String(title.dropFirst(2).dropLast(2).drop { $0 == "/" }))
        } else {
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            kind = .article(name: name)
        }
        let merge = directives.arguments(of: "DocumentationExtension").joined()
        return File(
            path: path, kind: kind, title: title, lines: directives.lines, titleLine: titleIndex + 1,
            directives: directives.directives, overridesDocComment: merge.contains("override"),
            displayName: directives.arguments(of: "DisplayName").first.map(unquoted)
        )
    }

    private static func unquoted(_ argument: String) -> String {
        let value = argument.split(separator: ",").first.map(String.init) ?? argument
        return value.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
    }
}

/// A catalog page's body after its title: the text before the first `## ` heading, then each
/// level-2 section. `## Topics` is read apart, as curation.
struct CatalogSections {
    struct Section {
        var heading: String
        var lines: [String]
        /// 1-based line of the first line of `lines` in the file.
        var firstLine: Int
    }

    var intro: [String] = []
    var introFirstLine: Int
    var sections: [Section] = []

    init(lines: [String], firstLine: Int) {
        introFirstLine = firstLine
        var fence = CodeFence()
        for (offset, line) in lines.enumerated() {
            if !fence.isCode(line), line.hasPrefix("## ") {
                sections.append(Section(heading: line.dropFirst(3).trimmingCharacters(in: .whitespaces), lines: [], firstLine: firstLine + offset + 1))
                continue
            }
            if sections.isEmpty { intro.append(line) } else { sections[sections.count - 1].lines.append(line) }
        }
    }

    var topics: Section? { sections.first { $0.heading == "Topics" } }
    var otherSections: [Section] { sections.filter { $0.heading != "Topics" } }
}

/// `## Topics` as DocC writes it: `### Group` headings over lists of symbol and article links.
struct TopicCuration: Equatable {
    struct Group: Equatable {
        var title: String
        var references: [DocCLinks.Reference]
    }

    var groups: [Group] = []

    init(groups: [Group]) { self.groups = groups }

    init(lines: [String]) {
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("### ") {
                groups.append(Group(title: String(trimmed.dropFirst(4)), references: []))
            } else if trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") {
                // Items before any `###` form a group without a title of its own.
                if groups.isEmpty { groups.append(Group(title: "", references: [])) }
                groups[groups.count - 1].references += Self.references(in: trimmed)
            }
        }
        groups.removeAll { $0.references.isEmpty }
    }

    static func references(in line: String) -> [DocCLinks.Reference] {
        var found: [DocCLinks.Reference] = []
        var rest = Substring(line)
        while !rest.isEmpty {
            if rest.hasPrefix("``"), let close = rest.dropFirst(2).range(of: "``") {
                found.append(.symbol(String(rest[rest.index(rest.startIndex, offsetBy: 2)..<close.lowerBound])))
                rest = rest[close.upperBound...]
            } else if rest.hasPrefix("<doc:"), let close = rest.firstIndex(of: ">") {
                found.append(.document(String(rest[rest.index(rest.startIndex, offsetBy: 5)..<close])))
                rest = rest[rest.index(after: close)...]
            } else {
                rest = rest.dropFirst()
            }
        }
        return found
    }
}
