import TriglotMarkup

/// Compares an ordered list of names with the list it must equal (a translation's parameters with
/// the English ones, documented parameters with declared ones) and says what differs in the words
/// a writer fixes it by: a renamed entry, a missing one, an extra one, or the same names reordered.
public enum NameListComparison {
    public enum Finding: Equatable, Sendable {
        /// `actual` stands where `expected` should be.
        case renamed(actual: String, expected: String, range: SourceRange)
        case missing(expected: String)
        case extra(actual: String, range: SourceRange)
        /// The same names in another order; `actual` is the first one out of place.
        case reordered(actual: String, expected: String, range: SourceRange)
    }

    public static func compare(expected: [String], actual: [(name: String, range: SourceRange)]) -> [Finding] {
        let actualNames = actual.map(\.name)
        guard actualNames != expected else { return [] }
        var missing = expected.filter { !actualNames.contains($0) }
        var findings: [Finding] = []
        var seen = Set<String>()
        for (index, entry) in actual.enumerated() {
            defer { seen.insert(entry.name) }
            if expected.contains(entry.name) {
                // A name documented twice: the second one is extra.
                if seen.contains(entry.name) { findings.append(.extra(actual: entry.name, range: entry.range)) }
                continue
            }
            // An unknown name where a missing one belongs is a rename, the commonest edit.
            if index < expected.count, let position = missing.firstIndex(of: expected[index]) {
                missing.remove(at: position)
                findings.append(.renamed(actual: entry.name, expected: expected[index], range: entry.range))
            } else {
                findings.append(.extra(actual: entry.name, range: entry.range))
            }
        }
        findings += missing.map { .missing(expected: $0) }
        if findings.isEmpty, let index = zip(actualNames, expected).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            findings.append(.reordered(actual: actual[index].name, expected: expected[index], range: actual[index].range))
        }
        return findings
    }
}
