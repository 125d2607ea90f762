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
        String(decoding: renderUTF8(diagnostics, rules: rules, sources: sources, toolVersion: toolVersion), as: UTF8.self)
    }

    /// `render` as UTF-8, written by `PrettyJSON` with every object's keys in sorted order.
    public static func renderUTF8(_ diagnostics: [Diagnostic], rules: [(id: String, summary: String, severity: Diagnostic.Severity)],
                                  sources: [String: TriglotMarkupSource], toolVersion: String) -> [UInt8] {
        let log = self.log(diagnostics, rules: rules, sources: sources, toolVersion: toolVersion)
        var json = PrettyJSON(capacity: 700 * diagnostics.count)
        json.openObject()
        json.key("$schema")
        json.string(log.schema)
        json.array("runs", log.runs) { write($1, to: &$0) }
        json.key("version")
        json.string(log.version)
        json.closeObject()
        return json.bytes
    }

    /// The log as `JSONEncoder` writes it: what `render` must match byte for byte.
    static func renderWithEncoder(_ diagnostics: [Diagnostic], rules: [(id: String, summary: String, severity: Diagnostic.Severity)],
                                  sources: [String: TriglotMarkupSource], toolVersion: String) throws -> String {
        try ModelJSON.encode(log(diagnostics, rules: rules, sources: sources, toolVersion: toolVersion))
    }

    private static func log(_ diagnostics: [Diagnostic], rules: [(id: String, summary: String, severity: Diagnostic.Severity)],
                            sources: [String: TriglotMarkupSource], toolVersion: String) -> Log {
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
        return Log(runs: [Run(tool: Tool(driver: Driver(version: toolVersion, rules: sarifRules)), results: results)])
    }

    private static func write(_ run: Run, to json: inout PrettyJSON) {
        json.openObject()
        json.array("results", run.results) { json, result in
            json.openObject()
            json.key("level")
            json.string(result.level)
            json.array("locations", result.locations) { write($1, to: &$0) }
            json.key("message")
            write(result.message, to: &json)
            json.key("ruleId")
            json.string(result.ruleId)
            json.closeObject()
        }
        json.object("tool") { json in
            json.object("driver") { json in
                json.key("name")
                json.string(run.tool.driver.name)
                json.array("rules", run.tool.driver.rules) { json, rule in
                    json.openObject()
                    json.object("defaultConfiguration") { json in
                        json.key("level")
                        json.string(rule.defaultConfiguration.level)
                    }
                    json.key("id")
                    json.string(rule.id)
                    json.key("shortDescription")
                    write(rule.shortDescription, to: &json)
                    json.closeObject()
                }
                json.key("version")
                json.string(run.tool.driver.version)
            }
        }
        json.closeObject()
    }

    private static func write(_ location: Location, to json: inout PrettyJSON) {
        json.openObject()
        json.object("physicalLocation") { json in
            json.object("artifactLocation") { json in
                json.key("uri")
                json.string(location.physicalLocation.artifactLocation.uri)
            }
            if let region = location.physicalLocation.region {
                json.object("region") { json in
                    json.key("endColumn")
                    json.int(region.endColumn)
                    json.key("endLine")
                    json.int(region.endLine)
                    json.key("startColumn")
                    json.int(region.startColumn)
                    json.key("startLine")
                    json.int(region.startLine)
                }
            }
        }
        json.closeObject()
    }

    private static func write(_ message: Message, to json: inout PrettyJSON) {
        json.openObject()
        json.key("text")
        json.string(message.text)
        json.closeObject()
    }

    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }
}
