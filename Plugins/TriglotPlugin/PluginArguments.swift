/// What `swift package triglot …` was asked: the verb, the plugin's own options, and the rest,
/// which goes to `triglot <verb>` unchanged.
///
/// The plugin's options (`--target`, `--content`) may stand anywhere before a literal `--`; the
/// first argument left is the verb. Everything after `--` is passed through as written, so an
/// argument of triglot's own that looks like a plugin option can still reach it.
struct PluginArguments: Equatable {
    static let verbs = ["build", "check", "preview", "status"]

    var verb: String
    var targets: [String] = []
    var content: String?
    var passedThrough: [String] = []

    /// Whether the arguments passed through already name the site's output folder.
    var namesOutput: Bool {
        passedThrough.contains { $0 == "--output" || $0.hasPrefix("--output=") }
    }

    enum Failure: Error, Equatable, CustomStringConvertible {
        case help
        case noVerb
        case unknownVerb(String)
        case missingValue(String)

        var description: String {
            switch self {
            case .help: return PluginArguments.usage
            case .noVerb: return "no command given: expected one of \(PluginArguments.verbs.joined(separator: ", "))\n\n\(PluginArguments.usage)"
            case .unknownVerb(let verb):
                return "unknown command '\(verb)': expected one of \(PluginArguments.verbs.joined(separator: ", "))\n\n\(PluginArguments.usage)"
            case .missingValue(let option): return "\(option) needs a value"
            }
        }
    }

    static let usage = """
        USAGE: swift package --allow-writing-to-package-directory triglot <build|check|preview|status> \
        [--target <name> ...] [--content <folder>] [<triglot options>]

        Extracts the public symbol graph of each target (default: every Swift target a library or \
        executable product vends), imports its symbols and DocC catalog as English pages into the \
        content folder (default: Triglot/ at the package root), then runs `triglot <command>` on it.

          --target <name>     Only this target; repeatable.
          --content <folder>  The content folder, relative to the package root.
          --                  Everything after it goes to triglot as written.

        Other options go to triglot (see `triglot <command> --help`). build writes the site inside \
        the plugin's work folder unless given --output; preview needs --disable-sandbox on macOS.
        """

    init(verb: String, targets: [String] = [], content: String? = nil, passedThrough: [String] = []) {
        self.verb = verb
        self.targets = targets
        self.content = content
        self.passedThrough = passedThrough
    }

    init(parsing arguments: [String]) throws(Failure) {
        var targets: [String] = []
        var content: String?
        var rest: [String] = []
        var literal: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                literal = Array(arguments[index...])
                break
            }
            guard let (option, inlineValue) = Self.pluginOption(argument) else {
                rest.append(argument)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count, arguments[index] != "--" else { throw .missingValue(option) }
                value = arguments[index]
                index += 1
            }
            guard !value.isEmpty else { throw .missingValue(option) }
            if option == "--target" { targets.append(value) } else { content = value }
        }
        guard let verb = rest.first else {
            if literal.isEmpty && targets.isEmpty && content == nil { throw .help }
            throw .noVerb
        }
        if ["-h", "--help", "help"].contains(verb) { throw .help }
        guard Self.verbs.contains(verb) else { throw .unknownVerb(verb) }
        self.init(verb: verb, targets: targets, content: content, passedThrough: Array(rest.dropFirst()) + literal)
    }

    /// `--target X`, `--target=X`, `--content X`, `--content=X`: the option and an inline value.
    private static func pluginOption(_ argument: String) -> (String, String?)? {
        for option in ["--target", "--content"] {
            if argument == option { return (option, nil) }
            if argument.hasPrefix(option + "=") { return (option, String(argument.dropFirst(option.count + 1))) }
        }
        return nil
    }
}
