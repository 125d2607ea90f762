import TriglotMarkup
import Yams

/// Finds and reads the YAML block at the top of a page (`---` … `---`).
///
/// Anchors and aliases are read (`eventUrl: &eventUrl …` then `*eventUrl`, as Hugo sites write
/// them), within a budget: front matter whose aliases expand past `maximumValues` values (an
/// alias bomb, 9 levels of 9 aliases, or one anchor named thousands of times) is refused. The
/// parser shares an anchored node among its aliases, so only the walk over it could explode,
/// and the walk stops at the budget.
enum FrontMatterParser {
    struct Result {
        var frontMatter: FrontMatter
        /// The lines the block occupies (fences included); zero when there is none.
        var lineCount: Int
        var diagnostics: [Diagnostic]
    }

    static let maximumBytes = 64 * 1024
    /// Values (scalars, lists and mappings) the front matter may hold once its aliases are expanded.
    static let maximumValues = 4_096

    static func parse(_ source: SourceText, path: String) -> Result {
        guard isFence(source.lineBytes(1), opening: true) else {
            return Result(frontMatter: .empty, lineCount: 0, diagnostics: [])
        }
        var closingLine: Int?
        var line = 2
        while line <= source.lineCount {
            if isFence(source.lineBytes(line), opening: false) { closingLine = line; break }
            line += 1
        }
        guard let closingLine else {
            return Result(frontMatter: .empty, lineCount: 0, diagnostics: [Diagnostic(
                id: "front-matter.unterminated", severity: .error,
                summary: "front matter opened with '---' is never closed",
                explanation: "Close the YAML block with a line of '---'. The file is read as Markdown from line 1.",
                path: path, range: SourceRange(line: 1, column: 1, endColumn: 4))])
        }
        let range = SourceRange(line: 1, column: 1, endLine: closingLine, endColumn: 4)
        let yamlLines = (2..<closingLine).map { source.line($0) }
        let yaml = yamlLines.joined(separator: "\n")
        var diagnostics: [Diagnostic] = []
        var frontMatter = FrontMatter(range: range)
        // What is refused before it is read: the block is kept as front matter, its values unread.
        func refused(_ id: String, _ summary: String, explanation: String? = nil, at place: SourceRange) -> Result {
            let refusal = Diagnostic(id: "front-matter." + id, severity: .error, summary: summary, explanation: explanation,
                                     path: path, range: place)
            return Result(frontMatter: FrontMatter(range: range), lineCount: closingLine, diagnostics: [refusal])
        }
        if yaml.utf8.count > maximumBytes {
            return refused("too-large", "front matter is \(yaml.utf8.count) bytes; the limit is \(maximumBytes)", at: range)
        }
        let aliasLine = firstAliasOrAnchorLine(yamlLines)
        if let deepLine = FrontMatterDepth.firstTooDeepLine(yamlLines) {
            return refused("too-deep", "front matter nests deeper than \(FrontMatterDepth.maximum) levels",
                           explanation: "Front matter holds flat metadata; nesting this deep is refused before the YAML parser, which would run out of stack.",
                           at: SourceRange(line: deepLine + 1))
        }
        do {
            guard let root = try Yams.compose(yaml: yaml) else {
                return Result(frontMatter: frontMatter, lineCount: closingLine, diagnostics: [])
            }
            var budget = maximumValues
            if let aliasLine, !fits(root, within: &budget) {
                return refused("alias", "front matter's anchors and aliases expand past \(maximumValues) values",
                               explanation: "An alias repeats its anchor's value wherever it stands; nested or repeated thousands of times they make a document too large to read (an alias bomb). Write the values out, or name each anchor a few times.",
                               at: SourceRange(line: aliasLine + 1))
            }
            guard case .mapping(let mapping) = root else {
                return refused("not-a-mapping", "front matter must be a list of 'key: value' lines", at: SourceRange(line: 2))
            }
            for (keyNode, valueNode) in mapping {
                let key = keyNode.string ?? "\(keyNode)"
                let keyLine = (keyNode.mark?.line ?? 1) + 1
                if frontMatter.values[key] != nil {
                    diagnostics.append(Diagnostic(
                        id: "front-matter.duplicate-key", severity: .error,
                        summary: "front matter key '\(key)' appears more than once",
                        path: path, range: SourceRange(line: keyLine)))
                    continue
                }
                frontMatter.keyLines[key] = keyLine
                frontMatter.values[key] = text(of: valueNode)
                // `l10n: {sourceCommit: …}` is read as `l10n.sourceCommit` too: projects nest
                // their translation metadata, and a dotted key names it in site.yml.
                if case .mapping(let nested) = valueNode {
                    for (nestedKey, nestedValue) in nested {
                        guard let name = nestedKey.string, let scalar = nestedValue.scalar else { continue }
                        frontMatter.values[key + "." + name] = scalar.string
                        frontMatter.keyLines[key + "." + name] = (nestedKey.mark?.line ?? 1) + 1
                    }
                }
            }
        } catch let error as YamlError {
            diagnostics.append(yamlDiagnostic(error, path: path, lines: yamlLines))
        } catch {
            diagnostics.append(Diagnostic(
                id: "front-matter.invalid", severity: .error, summary: "front matter is not valid YAML",
                path: path, range: SourceRange(line: 2)))
        }
        if let source = frontMatter.values["source"], !source.isEmpty {
            // The one value that becomes a link: a scheme cmark would refuse never reaches the model.
            if SafeURL.isSafe(source) {
                frontMatter.source = source
            } else {
                diagnostics.append(Diagnostic(
                    id: "front-matter.unsafe-url", severity: .error,
                    summary: "`source:` uses a scheme that is never linked (javascript:, vbscript:, file: or data:)",
                    explanation: "`source:` is the address of the page this one documents, an https address.",
                    path: path, range: SourceRange(line: frontMatter.keyLines["source"] ?? 1)))
            }
        }
        return Result(frontMatter: frontMatter, lineCount: closingLine, diagnostics: diagnostics)
    }

    /// Whether the node, its aliases expanded, holds at most `budget` values; the walk stops
    /// as soon as it does not.
    private static func fits(_ node: Node, within budget: inout Int) -> Bool {
        budget -= 1
        guard budget >= 0 else { return false }
        switch node {
        case .scalar, .alias: return true
        case .sequence(let sequence): return sequence.allSatisfy { fits($0, within: &budget) }
        case .mapping(let mapping): return mapping.allSatisfy { fits($0.key, within: &budget) && fits($0.value, within: &budget) }
        }
    }

    private static func isFence(_ line: ArraySlice<UInt8>, opening: Bool) -> Bool {
        var bytes = Array(line)
        if opening, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        while let last = bytes.last, last == 0x20 || last == 0x09 { bytes.removeLast() }
        return bytes == Array("---".utf8) || (!opening && bytes == Array("...".utf8))
    }

    /// Scalars as written; sequences joined with ", "; mappings as `key: value` pairs.
    /// Walks with an explicit stack: a hostile, deeply nested value cannot overflow it.
    private static func text(of node: Node) -> String {
        if let scalar = node.scalar { return scalar.string }
        var parts: [String] = []
        var stack: [Node] = [node]
        while let next = stack.popLast(), parts.count < 1000 {
            switch next {
            case .scalar(let scalar): parts.append(scalar.string)
            case .sequence(let sequence): stack.append(contentsOf: sequence.reversed())
            case .mapping(let mapping):
                for (key, value) in mapping.reversed() {
                    stack.append(value)
                    stack.append(.scalar(.init((key.string ?? "") + ":")))
                }
            case .alias: break
            }
        }
        return parts.joined(separator: ", ")
    }

    /// The 1-based line (within the YAML) of the first anchor (`&a`) or alias (`*a`), found
    /// lexically before parsing: the parser would already have expanded a bomb.
    private static func firstAliasOrAnchorLine(_ lines: [String]) -> Int? {
        for (index, line) in lines.enumerated() {
            var previous: Character = " "
            var quote: Character?
            var characters = Array(line)
            characters.append(" ")
            // YAML separates with tabs as well as spaces, and an anchor name is any run of
            // non-space characters but flow indicators (`&.a`, `*-a`, `&中`): all must count.
            for (position, character) in characters.enumerated() {
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == "\"" || character == "'" {
                    if " \t:[{,".contains(previous) { quote = character }
                } else if character == "#", previous == " " || previous == "\t" {
                    break
                } else if character == "&" || character == "*",
                          " \t[{,:-?".contains(previous),
                          position + 1 < characters.count,
                          !characters[position + 1].isWhitespace, !",[]{}".contains(characters[position + 1]) {
                    return index + 1
                }
                previous = character
            }
        }
        return nil
    }

    private static func yamlDiagnostic(_ error: YamlError, path: String, lines: [String]) -> Diagnostic {
        // The YAML starts on the line after the opening `---`.
        let found = YAMLProblem(error, lines: lines.map { $0[...] })
        guard found.repeatedKeys.isEmpty else {
            return Diagnostic(id: "front-matter.duplicate-key", severity: .error,
                              summary: "front matter repeats the key '\(found.repeatedKeys.joined(separator: "', '"))'",
                              path: path, range: SourceRange(line: found.line + 1))
        }
        return Diagnostic(id: "front-matter.invalid", severity: .error,
                          summary: "front matter is not valid YAML" + (found.problem.map { ": " + $0 } ?? ""),
                          path: path, range: SourceRange(line: found.line + 1))
    }

}
