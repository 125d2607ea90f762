/// A coding key for any string, so decoders can see every key an object holds and reject the
/// ones they do not know instead of silently ignoring them.
struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

enum CodingPath {
    /// `[1].delegate.implementsOpenURL` style, the way a person would point into the file.
    static func render(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "top level" : text
    }
}

enum NameSuggestion {
    /// The known name closest to a misspelt one, when it is close enough to be a likely typo.
    static func closest(to name: String, among candidates: [String]) -> String? {
        let lowered = name.lowercased()
        if let sameLetters = candidates.first(where: { $0.lowercased() == lowered }) {
            return sameLetters
        }
        let scored = candidates.map { ($0, editDistance(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(2, name.count / 4) ? best.0 : nil
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let left = Array(a)
        let right = Array(b)
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var previous = Array(0...right.count)
        for i in 1...left.count {
            var current = [i] + Array(repeating: 0, count: right.count)
            for j in 1...right.count {
                let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return previous[right.count]
    }
}
