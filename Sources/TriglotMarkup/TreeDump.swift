extension MarkupNode {
    /// A readable, stable dump of the subtree with every node's kind, values and source range
    /// (line:byteColumn, half-open), for golden tests. Iterative, so deep trees are fine.
    public func treeDump() -> String {
        var lines: [String] = []
        let baseDepth = depth
        for node in subtree {
            let indent = String(repeating: "  ", count: node.depth - baseDepth)
            lines.append(indent + node.dumpLabel + " @" + node.range.description)
        }
        return lines.joined(separator: "\n")
    }

    private var dumpLabel: String {
        switch kind {
        case .list(let ordered, let start, let tight):
            return kind.name + (ordered ? " start: \(start)" : "") + (tight ? " tight" : " loose")
        case .codeBlock(let info, let code):
            return kind.name + " info: \(quoted(info)) \(quoted(code))"
        case .htmlBlock(let html), .htmlInline(let html):
            return kind.name + " " + quoted(html)
        case .text(let text), .code(let text):
            return kind.name + " " + quoted(text)
        case .link(let destination, let title):
            return kind.name + " destination: \(quoted(destination))" + (title.isEmpty ? "" : " title: \(quoted(title))")
        case .image(let source, let title):
            return kind.name + " source: \(quoted(source))" + (title.isEmpty ? "" : " title: \(quoted(title))")
        default:
            return kind.name
        }
    }

    private func quoted(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}
