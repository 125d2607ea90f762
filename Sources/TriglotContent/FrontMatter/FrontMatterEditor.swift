import TriglotModel

/// Sets one key of a page's front matter in its text, leaving every other byte as it was:
/// `mark-current` records a commit this way, and a translator's file must not be reformatted.
public enum FrontMatterEditor {
    /// The text with `key` (dotted for a nested key: `l10n.sourceCommit`) set to `value`,
    /// replacing its value, adding the key, or adding a front matter block.
    public static func setting(_ key: String, to value: String, in text: String) -> String {
        // A byte order mark stays first; the front matter is after it.
        if text.hasPrefix("\u{FEFF}") { return "\u{FEFF}" + setting(key, to: value, in: String(text.dropFirst())) }
        let newline = text.contains("\r\n") ? "\r\n" : "\n"
        var lines = text.components(separatedBy: newline)
        let path = key.split(separator: ".").map(String.init)
        guard lines.first?.trimmingTrailingSpaces == "---",
              let closing = lines.indices.dropFirst().first(where: { lines[$0].trimmingTrailingSpaces == "---" || lines[$0].trimmingTrailingSpaces == "..." }) else {
            return (["---"] + block(path, value, indent: "") + ["---"]).joined(separator: newline) + newline + text
        }
        // Look for each part of the key below the line of the part before it.
        var searchFrom = 1
        var searchTo = closing
        var parentIndent: String?
        for (depth, part) in path.enumerated() {
            let found = (searchFrom..<searchTo).first { index in
                let line = lines[index]
                let indent = line.prefix { $0 == " " }
                let rest = line.dropFirst(indent.count)
                return (parentIndent == nil ? indent.isEmpty : indent.count > parentIndent!.count)
                    && (rest.hasPrefix(part + ":") || rest.hasPrefix("\"" + part + "\":") || rest.hasPrefix("'" + part + "':"))
            }
            guard let found else {
                // Missing from here down: add the rest under the last part found (or at the end).
                let indent = parentIndent.map { childIndent(lines, after: searchFrom - 1, below: $0, before: searchTo) } ?? ""
                lines.insert(contentsOf: block(Array(path[depth...]), value, indent: indent), at: parentIndent == nil ? closing : searchFrom)
                return lines.joined(separator: newline)
            }
            let indent = String(lines[found].prefix { $0 == " " })
            if depth == path.count - 1 {
                let written = lines[found].dropFirst(indent.count).prefix { $0 != ":" }
                lines[found] = indent + written + ": " + value
                return lines.joined(separator: newline)
            }
            // A flow mapping on the parent's line (`l10n: {sourceCommit: 1a2b}`) is written there.
            if depth == path.count - 2, let flow = FlowMapping(lines[found]) {
                lines[found] = flow.setting(path[depth + 1], to: value)
                return lines.joined(separator: newline)
            }
            // The parent's block ends at the next line indented no deeper than it.
            searchTo = (found + 1..<searchTo).first { index in
                let line = lines[index]
                return !line.trimmingTrailingSpaces.isEmpty && line.prefix(while: { $0 == " " }).count <= indent.count
            } ?? searchTo
            searchFrom = found + 1
            parentIndent = indent
        }
        return text
    }

    /// `a:` / `  b: value` lines for a key path.
    private static func block(_ path: [String], _ value: String, indent: String) -> [String] {
        path.enumerated().map { depth, part in
            let spaces = indent + String(repeating: "  ", count: depth)
            return depth == path.count - 1 ? spaces + part + ": " + value : spaces + part + ":"
        }
    }

    /// The indentation the children of a mapping use, or two spaces more than its own.
    private static func childIndent(_ lines: [String], after parent: Int, below indent: String, before end: Int) -> String {
        for index in (parent + 1)..<max(parent + 1, end) where !lines[index].trimmingTrailingSpaces.isEmpty {
            return String(lines[index].prefix { $0 == " " })
        }
        return indent + "  "
    }
}

private extension String {
    var trimmingTrailingSpaces: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " || self[index(before: end)] == "\t" || self[index(before: end)] == "\r" {
            end = index(before: end)
        }
        return self[..<end]
    }
}
