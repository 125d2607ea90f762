import TriglotModel

/// `--format sarif`: SARIF 2.1.0, the format code-scanning tools and editors read.
public enum SARIFReport {
    struct Log: Encodable {
        var version = "2.1.0"
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case version, runs
            case schema = "$schema"
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name = "triglot"
        var version: String
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var shortDescription: Message
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Message: Encodable {
        var text: String
    }

    struct Result: Encodable {
        var ruleId: String
        var level: String
        var message: Message
        var locations: [Location]
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
        var endLine: Int
        var endColumn: Int
    }

    /// `rules` describes every check (id, summary, default level); results refer to them by id.
    public static func render(_ diagnostics: [Diagnostic], rules: [(id: String, summary: String, severity: Diagnostic.Severity)],
                              sources: [String: TriglotMarkupSource], toolVersion: String) throws -> String {
        let results = diagnostics.map { diagnostic -> Result in
            let region = diagnostic.range.flatMap { range -> Region? in
                guard range.lowerBound.line > 0 else { return nil }
                let source = sources[diagnostic.path]
                return Region(startLine: range.lowerBound.line,
                              startColumn: source.map { SingleScalarText.characterColumn(of: range.lowerBound, in: $0) } ?? range.lowerBound.column,
                              endLine: range.upperBound.line,
                              endColumn: source.map { SingleScalarText.characterColumn(of: range.upperBound, in: $0) } ?? range.upperBound.column)
            }
            return Result(ruleId: diagnostic.id, level: level(diagnostic.severity), message: Message(text: diagnostic.summary),
                          locations: [Location(physicalLocation: PhysicalLocation(artifactLocation: ArtifactLocation(uri: diagnostic.path), region: region))])
        }
        let sarifRules = rules.map { Rule(id: $0.id, shortDescription: Message(text: $0.summary), defaultConfiguration: Configuration(level: level($0.severity))) }
        let log = Log(runs: [Run(tool: Tool(driver: Driver(version: toolVersion, rules: sarifRules)), results: results)])
        return try ModelJSON.encode(log)
    }

    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }
}
