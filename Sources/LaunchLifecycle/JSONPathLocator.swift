/// Finds the line a value sits on in a JSON text, by the path a ``ScenarioError`` names
/// (`[1].delegate.implementsOpenURL`, `event.type`, "top level"), so a finding in a scenario
/// file can point at its line. Used after decoding, on a file of a few dozen lines.
enum JSONPathLocator {
    private enum Step: Equatable {
        case key(String)
        case index(Int)
    }

    /// The line of the value at `path`; with `member`, the line of that member when the value is
    /// an object holding it (an unknown key is named by its object's path and the key). Nil when
    /// the text does not hold the path.
    static func line(of path: String, member: String? = nil, in bytes: [UInt8]) -> Int? {
        location(of: path, member: member, in: bytes)?.line
    }

    /// `line(of:member:in:)` with the column: the 1-based byte column where the value (or the
    /// member's key) begins.
    static func location(of path: String, member: String? = nil, in bytes: [UInt8]) -> TextLocation? {
        guard let steps = steps(of: path) else { return nil }
        var walker = Walker(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { walker.index = 3 }
        guard let found = walker.find(steps[...], member: member, depth: 0) else { return nil }
        return TextLocation(offset: found, in: bytes)
    }

    /// `[1].delegate.flag` → index 1, key delegate, key flag; "top level" → no steps.
    private static func steps(of path: String) -> [Step]? {
        if path == "top level" { return [] }
        var steps: [Step] = []
        for part in path.split(separator: ".", omittingEmptySubsequences: false) {
            var rest = Substring(part)
            if let bracket = rest.firstIndex(of: "[") {
                if bracket > rest.startIndex { steps.append(.key(String(rest[..<bracket]))) }
                rest = rest[bracket...]
                while rest.first == "[" {
                    guard let close = rest.firstIndex(of: "]"), let number = Int(rest[rest.index(after: rest.startIndex)..<close]) else { return nil }
                    steps.append(.index(number))
                    rest = rest[rest.index(after: close)...]
                }
                guard rest.isEmpty else { return nil }
            } else {
                steps.append(.key(String(rest)))
            }
        }
        return steps
    }

    private struct Walker {
        let bytes: [UInt8]
        var index = 0
        static let depthLimit = 512

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// The offset where the value at `steps` (or its `member`) starts. The text was decoded
        /// before, so it is valid JSON; anything else only ends the search.
        mutating func find(_ steps: ArraySlice<Step>, member: String?, depth: Int) -> Int? {
            skipWhitespace()
            guard index < bytes.count, depth < Self.depthLimit else { return nil }
            let start = index
            guard let step = steps.first else {
                guard let member, bytes[index] == UInt8(ascii: "{") else { return start }
                index += 1
                while let (key, keyStart) = nextMember() {
                    if key == member { return keyStart }
                    guard skipValue(depth: depth + 1) else { return start }
                }
                return start
            }
            switch step {
            case .key(let name):
                guard bytes[index] == UInt8(ascii: "{") else { return nil }
                index += 1
                while let (key, _) = nextMember() {
                    if key == name { return find(steps.dropFirst(), member: member, depth: depth + 1) }
                    guard skipValue(depth: depth + 1) else { return nil }
                }
                return nil
            case .index(let wanted):
                guard bytes[index] == UInt8(ascii: "[") else { return nil }
                index += 1
                var position = 0
                while hasNextElement() {
                    if position == wanted { return find(steps.dropFirst(), member: member, depth: depth + 1) }
                    guard skipValue(depth: depth + 1) else { return nil }
                    position += 1
                }
                return nil
            }
        }

        /// Inside an object, past `{` or a member's value: the next member's key and where it
        /// starts, with the reading moved past its colon; nil at the closing brace.
        mutating func nextMember() -> (key: String, start: Int)? {
            guard moveToNextItem(before: UInt8(ascii: "}")) else { return nil }
            let start = index
            guard let key = string() else { return nil }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            return (key, start)
        }

        /// Inside an array, past `[` or an element: whether another element follows.
        mutating func hasNextElement() -> Bool {
            moveToNextItem(before: UInt8(ascii: "]"))
        }

        /// Inside an object or array, past its opening or an item: moves to the next item and
        /// says so, or past the closing `closer` and says there is none.
        mutating func moveToNextItem(before closer: UInt8) -> Bool {
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
            }
            guard index < bytes.count, bytes[index] != closer else {
                index += 1
                return false
            }
            return true
        }

        mutating func skipValue(depth: Int) -> Bool {
            skipWhitespace()
            guard index < bytes.count, depth < Self.depthLimit else { return false }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                while nextMember() != nil {
                    guard skipValue(depth: depth + 1) else { return false }
                }
                return true
            case UInt8(ascii: "["):
                index += 1
                while hasNextElement() {
                    guard skipValue(depth: depth + 1) else { return false }
                }
                return true
            case UInt8(ascii: "\""):
                return string() != nil
            default:
                // A number or a literal: up to the next delimiter.
                while index < bytes.count, !Self.ends(bytes[index]) { index += 1 }
                return true
            }
        }

        /// The string starting here, its escapes undone as far as keys need (`\"`, `\\`, `\/`).
        mutating func string() -> String? {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            index += 1
            var text: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\"") { return String(decoding: text, as: UTF8.self) }
                if byte == UInt8(ascii: "\\"), index < bytes.count {
                    text.append(bytes[index])
                    index += 1
                } else {
                    text.append(byte)
                }
            }
            return nil
        }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        static func ends(_ byte: UInt8) -> Bool {
            [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(byte)
        }
    }
}
