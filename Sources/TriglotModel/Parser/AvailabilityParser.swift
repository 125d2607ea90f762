import TriglotMarkup

/// Reads the availability block: a block quote whose every line is `Platform Version+`
/// (or `Platform 9.0–13.0 Deprecated`, optionally followed by `Beta`).
enum AvailabilityParser {
    /// nil when the block quote is not an availability block.
    static func parse(_ blockQuote: MarkupNode) -> [Availability]? {
        var result: [Availability] = []
        for child in blockQuote.children {
            guard case .paragraph = child.kind else { return nil }
            for line in InlineLines.of(child) {
                guard let availability = parseLine(line.text, range: line.range) else { return nil }
                result.append(availability)
            }
        }
        return result.isEmpty ? nil : result
    }

    static func parseLine(_ text: String, range: SourceRange) -> Availability? {
        var words = text.split(separator: " ").map(String.init)
        var isBeta = false
        if words.last == "Beta" { isBeta = true; words.removeLast() }
        if words.last == "Deprecated" { words.removeLast() }
        guard words.count >= 2, var version = words.popLast() else { return nil }
        let platform = words.joined(separator: " ")
        guard let first = platform.first, first.isLetter, platform.allSatisfy({ $0.isLetter || $0 == " " }),
              platform.unicodeScalars.allSatisfy({ $0.isASCII }) else { return nil }
        var deprecated: String?
        if version.hasSuffix("+") {
            version.removeLast()
        } else if let dash = version.firstIndex(where: { $0 == "–" || $0 == "-" }) {
            deprecated = String(version[version.index(after: dash)...])
            version = String(version[..<dash])
        } else {
            return nil
        }
        guard isVersion(version), deprecated.map(isVersion) ?? true else { return nil }
        return Availability(platform: platform, introduced: version, deprecated: deprecated, isBeta: isBeta, range: range)
    }

    private static func isVersion(_ text: String) -> Bool {
        !text.isEmpty && text.split(separator: ".", omittingEmptySubsequences: false)
            .allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }
}
