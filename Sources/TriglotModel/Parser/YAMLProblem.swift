import Yams

/// A YAML error as a line and a sentence. Yams' own description quotes the whole document, which
/// buries the line in a terminal; and for a repeated key it marks the mapping, not the key.
package struct YAMLProblem: Equatable {
    /// 1-based, in the YAML text.
    package var line: Int
    /// libyaml's words for what is wrong (`mapping values are not allowed in this context`).
    package var problem: String?
    /// The keys a mapping repeats, when that is the problem.
    package var repeatedKeys: [String] = []

    /// `lines` are the YAML text's lines, to find a repeated key's second appearance.
    package init(_ error: YamlError, lines: [Substring]) {
        line = 1
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            line = mark.line
            self.problem = problem
        case .duplicatedKeysInMapping(let duplicates, let context):
            repeatedKeys = duplicates
            line = context.mark.line
            if let key = duplicates.first {
                // At the mapping's indentation: a nested key of that name is another mapping's.
                let indent = lines.indices.contains(line - 1) ? lines[line - 1].prefix { $0 == " " }.count : 0
                let appearances = lines.indices.filter { index in
                    let text = lines[index]
                    return text.prefix { $0 == " " }.count == indent && text.dropFirst(indent).hasPrefix(key + ":")
                }
                if appearances.count > 1 { line = appearances[1] + 1 }
            }
        default:
            break
        }
    }
}
