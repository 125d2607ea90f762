import Testing
@testable import LaunchLifecycle

/// A scenario file that does not decode is reported on the line the error is about: the bad
/// value, the unknown key, the object missing a field, or the first syntax error.
@Suite("Scenario errors on their line")
struct ScenarioErrorLineTests {
    static let single = """
        {
          "launch": "cold",
          "delegate": {
            "implementsWillFinish": true,
            "willFinishReturn": true
          },
          "event": {
            "type": "backgroundFetchX"
          }
        }
        """

    static let array = """
        [
          { "launch": "cold" },
          {
            "launch": "warm",
            "delegate": { "didFinishReturns": "yes" }
          }
        ]
        """

    static func line(_ text: String) throws -> Int? {
        let bytes = Array(text.utf8)
        do {
            _ = try ScenarioFile.decode(bytes)
            Issue.record("decoded")
            return nil
        } catch let error as ScenarioError {
            return ScenarioFile.line(of: error, in: bytes)
        }
    }

    @Test(arguments: [
        // An unknown delegate flag: the line of its key.
        (single, 5),
        // An unknown event type: the line of the value.
        (single.replacingOccurrences(of: "willFinishReturn\"", with: "willFinishReturns\""), 8),
        // A value of the wrong type, in the second scenario of an array.
        (array, 5),
        // A missing field: the line of the object that lacks it.
        ("{\n  \"options\": {}\n}", 1),
        // Not JSON: the line of the first syntax error.
        ("{\n  \"launch\": \"cold\",\n  \"x\": [1, 2,,]\n}", 3),
    ])
    func errorsPointAtTheirLine(text: String, line: Int) throws {
        #expect(try Self.line(text) == line)
    }

    /// The same errors with their columns, in bytes: where the key, the value, the object or
    /// the bad character begins.
    @Test(arguments: [
        (single, 5, 5),
        (single.replacingOccurrences(of: "willFinishReturn\"", with: "willFinishReturns\""), 8, 13),
        (array, 5, 39),
        ("{\n  \"options\": {}\n}", 1, 1),
        ("{\n  \"launch\": \"cold\",\n  \"x\": [1, 2,,]\n}", 3, 14),
        ("{\"launch\": \"起動\", \"x\": }", 1, 27),  // bytes: 起動 is six
    ])
    func errorsPointAtTheirColumn(text: String, line: Int, column: Int) throws {
        let bytes = Array(text.utf8)
        do {
            _ = try ScenarioFile.decode(bytes)
            Issue.record("decoded")
        } catch let error as ScenarioError {
            #expect(ScenarioFile.location(of: error, in: bytes) == TextLocation(line: line, column: column))
        }
    }

    @Test(arguments: [
        ("top level", nil, 1), ("delegate", nil, 3), ("delegate", "willFinishReturn", 5), ("delegate", "missing", 3),
        ("event.type", nil, 8), ("event.kind", nil, nil), ("[0]", nil, nil), ("delegate.implementsWillFinish", nil, 4),
    ] as [(String, String?, Int?)])
    func pathsFindTheirLines(path: String, member: String?, line: Int?) {
        #expect(JSONPathLocator.line(of: path, member: member, in: Array(Self.single.utf8)) == line)
    }

    @Test(arguments: [("[1].delegate.didFinishReturns", 5), ("[1].launch", 4), ("[0].launch", 2), ("[2]", nil), ("[1]", 3)] as [(String, Int?)])
    func pathsIntoArrays(path: String, line: Int?) {
        #expect(JSONPathLocator.line(of: path, in: Array(Self.array.utf8)) == line)
    }
}
