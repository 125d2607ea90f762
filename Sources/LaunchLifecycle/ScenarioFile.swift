/// Reads scenario files: one scenario object, or an array of them.
public enum ScenarioFile {
    /// - Throws: ``ScenarioError`` with a message naming the place and the problem.
    public static func decode(_ bytes: [UInt8]) throws -> [Scenario] {
        if holdsArray(bytes) {
            return try JSONCoding.decode([Scenario].self, from: bytes)
        }
        return [try JSONCoding.decode(Scenario.self, from: bytes)]
    }

    public static func decode(_ text: String) throws -> [Scenario] {
        try decode(Array(text.utf8))
    }

    /// The line of the file that `error`, thrown by `decode`, is about; nil when it is about
    /// the file as a whole or the place cannot be found.
    public static func line(of error: ScenarioError, in bytes: [UInt8]) -> Int? {
        location(of: error, in: bytes)?.line
    }

    /// `line(of:in:)` with the column, in bytes, of what the error is about.
    public static func location(of error: ScenarioError, in bytes: [UInt8]) -> TextLocation? {
        if error.kind == .invalidJSON { return JSONSyntaxLocator.firstProblemLocation(in: bytes) }
        guard error.path != "top level" || error.key != nil else { return nil }
        return JSONPathLocator.location(of: error.path, member: error.key, in: bytes)
    }

    /// Whether the file's outermost value is an array; output mirrors the input's shape.
    public static func holdsArray(_ bytes: [UInt8]) -> Bool {
        let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF]  // includes a UTF-8 BOM
        return bytes.first { !whitespace.contains($0) } == UInt8(ascii: "[")
    }

    /// The JSON form of scenarios, pretty-printed with sorted keys: an array, or a single object
    /// when `asArray` is false and there is exactly one scenario.
    public static func encode(_ scenarios: [Scenario], asArray: Bool = true) -> String {
        !asArray && scenarios.count == 1 ? JSONCoding.encode(scenarios[0]) : JSONCoding.encode(scenarios)
    }
}
