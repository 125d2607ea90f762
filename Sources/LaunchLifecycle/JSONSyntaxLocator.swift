/// Finds where a JSON text first goes wrong, because Foundation's decoder only says that it is
/// not valid JSON. Used only after decoding has already failed, so it can stay simple.
struct JSONSyntaxLocator {
    private let bytes: [UInt8]
    private var index = 0
    private static let depthLimit = 512

    /// "unexpected '}' at line 3, column 12", or nil if the text is valid JSON.
    static func firstProblem(in bytes: [UInt8]) -> String? {
        problem(in: bytes)?.message
    }

    /// Where `firstProblem` is, its column in bytes.
    static func firstProblemLocation(in bytes: [UInt8]) -> TextLocation? {
        problem(in: bytes)?.location
    }

    private static func problem(in bytes: [UInt8]) -> Problem? {
        var locator = JSONSyntaxLocator(bytes: bytes)
        do throws(Problem) {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { locator.index = 3 }
            try locator.value(depth: 0)
            locator.skipWhitespace()
            if locator.index < bytes.count { throw locator.problem("unexpected text after the JSON value") }
            return nil
        } catch {
            return error
        }
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    struct Problem: Error {
        let message: String
        let location: TextLocation
    }

    private func problem(_ what: String) -> Problem {
        var line = 1
        var column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {  // count characters, not UTF-8 continuation bytes
                column += 1
            }
        }
        return Problem(message: "\(what) at line \(line), column \(column)", location: TextLocation(offset: min(index, bytes.count), in: bytes))
    }

    private func unexpected() -> Problem {
        guard index < bytes.count else { return problem("unexpected end of file") }
        let byte = bytes[index]
        return problem(byte < 0x80 ? "unexpected '\(Character(Unicode.Scalar(byte)))'" : "unexpected non-ASCII character")
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func expect(_ character: Character) throws(Problem) {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == character.asciiValue else { throw unexpected() }
        index += 1
    }

    private mutating func value(depth: Int) throws(Problem) {
        guard depth < Self.depthLimit else { throw problem("nesting too deep") }
        skipWhitespace()
        guard index < bytes.count else { throw unexpected() }
        switch bytes[index] {
        case UInt8(ascii: "{"): try members(depth: depth, close: "}", keyed: true)
        case UInt8(ascii: "["): try members(depth: depth, close: "]", keyed: false)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): number()
        default: throw unexpected()
        }
    }

    private mutating func members(depth: Int, close: Character, keyed: Bool) throws(Problem) {
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == close.asciiValue {
            index += 1
            return
        }
        while true {
            if keyed {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw unexpected() }
                try string()
                try expect(":")
            }
            try value(depth: depth + 1)
            skipWhitespace()
            guard index < bytes.count else { throw unexpected() }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == close.asciiValue {
                index += 1
                return
            } else {
                throw unexpected()
            }
        }
    }

    private mutating func string() throws(Problem) {
        let start = index
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"): index += 2
            case 0..<0x20: throw problem("control character in a string")
            default: index += 1
            }
        }
        index = start  // point at the opening quote, where the reader has to look
        throw problem("unterminated string")
    }

    private mutating func literal(_ word: String) throws(Problem) {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw unexpected()
        }
        index += expected.count
    }

    private mutating func number() {
        let allowed = Set("+-.eE0123456789".utf8)
        while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
    }
}
