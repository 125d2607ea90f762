/// Reads the lines of a `lifecycle` block into ``LifecycleAssertion`` values, collecting an
/// error for every line it cannot read instead of stopping at the first.
enum LifecycleAssertionParser {
    static func parse(_ text: String) -> (assertions: [LifecycleAssertion], errors: [(line: Int, message: String)]) {
        var assertions: [LifecycleAssertion] = []
        var errors: [(line: Int, message: String)] = []
        var statementCount = 0
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let content = rawLine.prefix { $0 != "#" }
            let words = content.split(whereSeparator: \.isWhitespace).map(String.init)
            guard let keyword = words.first else { continue }
            statementCount += 1
            let isScenarioLine = keyword == "scenario"
            if statementCount == 1 && !isScenarioLine {
                errors.append((number, "a lifecycle block must start with 'scenario NAME'"))
            } else if statementCount > 1 && isScenarioLine {
                errors.append((number, "'scenario' may appear only once, on the first line"))
                continue
            }
            switch statement(keyword, Array(words.dropFirst())) {
            case .success(let statement):
                assertions.append(LifecycleAssertion(statement, line: number))
            case .failure(let problem):
                errors.append((number, problem.message))
            }
        }
        if statementCount == 0 {
            errors.append((1, "a lifecycle block must start with 'scenario NAME'"))
        }
        return (assertions, errors)
    }

    struct Problem: Error {
        let message: String
    }

    private static func statement(_ keyword: String, _ arguments: [String]) -> Result<LifecycleAssertion.Statement, Problem> {
        Result {
            switch keyword {
            case "scenario":
                try expect(arguments, count: 1, usage: "scenario NAME")
                return .scenario(arguments[0])
            case "set":
                try expect(arguments, count: 2, usage: "set FLAG true|false")
                return .set(try flag(arguments[0]), try bool(arguments[1]))
            case "state":
                try expect(arguments, count: 2, usage: "state METHOD active|inactive|background")
                guard let state = ApplicationState(rawValue: arguments[1]) else {
                    throw Problem(message: "unknown state '\(arguments[1])'; use active, inactive or background")
                }
                return .state(method: try method(arguments[0]), state: state)
            case "before":
                try expect(arguments, count: 2, usage: "before METHOD_A METHOD_B")
                return .before(try method(arguments[0]), try method(arguments[1]))
            case "called":
                try expect(arguments, count: 1, usage: "called METHOD")
                return .called(try method(arguments[0]))
            case "not-called":
                try expect(arguments, count: 1, usage: "not-called METHOD")
                return .notCalled(try method(arguments[0]))
            default:
                throw Problem(message: "unknown statement '\(keyword)'; use scenario, set, state, before, called or not-called")
            }
        }.mapError { $0 as? Problem ?? Problem(message: "\($0)") }
    }

    private static func expect(_ arguments: [String], count: Int, usage: String) throws {
        guard arguments.count == count else {
            throw Problem(message: "expected '\(usage)'")
        }
    }

    private static func method(_ text: String) throws -> String {
        guard let selector = DelegateMethodCatalogue.normalizedSelector(text) else {
            throw Problem(message: "unknown method '\(text)'")
        }
        return selector
    }

    private static func flag(_ name: String) throws -> DelegateFlag {
        guard let flag = DelegateFlag(rawValue: name) else {
            let hint = NameSuggestion.closest(to: name, among: DelegateFlag.allCases.map(\.rawValue))
            throw Problem(message: "unknown delegate flag '\(name)'" + (hint.map { " (did you mean '\($0)'?)" } ?? ""))
        }
        return flag
    }

    private static func bool(_ text: String) throws -> Bool {
        switch text {
        case "true": return true
        case "false": return false
        default: throw Problem(message: "expected true or false, found '\(text)'")
        }
    }
}
