import Foundation
import TriglotModel
import Yams

/// Reads `site.yml` node by node, so that every mistake names its line: an unknown key (with the
/// nearest known one), a value of the wrong shape, a language listed twice, a pattern that is not
/// a regular expression. Configuration problems stop the command (exit 2), as I/O problems do.
public enum SiteConfigurationReader {
    public static func read(_ text: String, path: String) throws -> SiteConfiguration {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            let found = YAMLProblem(error, lines: text.split(separator: "\n", omittingEmptySubsequences: false))
            let problem = found.repeatedKeys.isEmpty ? "not valid YAML" + (found.problem.map { ": " + $0 } ?? "")
                : "the key '\(found.repeatedKeys.joined(separator: "', '"))' appears twice; keep one, with everything under it"
            throw ContentLoader.Failure(description: "\(path):\(found.line): \(problem)")
        }
        guard let root else { throw ContentLoader.Failure(description: "\(path):1: the file is empty; it needs at least 'languages:'") }
        var reader = Reader(path: path)
        return try reader.configuration(root)
    }

    static let keys = ["title", "footer", "defaultLanguage", "languages", "layout", "checks", "strict", "baseURL",
                       "sections", "callouts", "symbols", "source", "macros", "links", "editURL", "lastUpdated",
                       "translations", "typography", "symbolGraphs", "pagination", "exclude", "headingIDs",
                       "titleKeys"]

    struct Reader {
        let path: String

        func failure(_ node: Node?, _ message: String) -> ContentLoader.Failure {
            ContentLoader.Failure(description: "\(path):\(node?.mark?.line ?? 1): \(message)")
        }

        func mapping(_ node: Node, _ what: String) throws -> [(key: String, keyNode: Node, value: Node)] {
            guard let mapping = node.mapping else { throw failure(node, "\(what) must be a mapping of keys to values") }
            return try mapping.map { key, value in
                guard let name = key.string else { throw failure(key, "\(what): a key must be text") }
                return (name, key, value)
            }
        }

        func string(_ node: Node, _ what: String) throws -> String {
            guard let scalar = node.scalar else { throw failure(node, "\(what) must be text") }
            return scalar.string
        }

        func bool(_ node: Node, _ what: String) throws -> Bool {
            guard let value = node.bool else { throw failure(node, "\(what) must be true or false") }
            return value
        }

        func strings(_ node: Node, _ what: String) throws -> [String] {
            if let scalar = node.scalar { return [scalar.string] }
            guard let sequence = node.sequence else { throw failure(node, "\(what) must be a list of texts") }
            return try sequence.map { try string($0, what) }
        }

        /// A pattern or a list of them (`exclude:`), each naming something.
        func pathPatterns(_ node: Node, _ what: String) throws -> [PathPattern] {
            let nodes = node.sequence.map(Array.init) ?? [node]
            return try nodes.map { item in
                let text = try string(item, what)
                guard let pattern = PathPattern(text) else {
                    throw failure(item, "\(what): '\(text)' names no file or folder (write a name such as '_*' or a path such as 'drafts/')")
                }
                return pattern
            }
        }

        /// A text, or a text per language code.
        func perLanguage(_ node: Node, _ what: String, default code: String) throws -> [String: String] {
            if let scalar = node.scalar { return [code: scalar.string] }
            var result: [String: String] = [:]
            for (key, keyNode, value) in try mapping(node, what) {
                try checkTag(key, keyNode)
                result[key] = try string(value, "\(what).\(key)")
            }
            return result
        }

        func unknown(_ key: String, _ node: Node, known: [String], in what: String) -> ContentLoader.Failure {
            let nearest = known.min { Self.distance($0.lowercased(), key.lowercased()) < Self.distance($1.lowercased(), key.lowercased()) }
            let hint = nearest.map { Self.distance($0.lowercased(), key.lowercased()) <= 3 ? " (did you mean '\($0)'?)" : "" } ?? ""
            return failure(node, "'\(key)' is not a key of \(what)\(hint); known keys: \(known.joined(separator: ", "))")
        }

        /// BCP 47 in the shape tags take: a 2–3 letter language, then subtags of letters and digits.
        func checkTag(_ tag: String, _ node: Node) throws {
            let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
            let valid = (2...3).contains(parts[0].count) && parts[0].allSatisfy { $0.isASCII && $0.isLetter }
                && parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
            if !valid { throw failure(node, "'\(tag)' is not a BCP 47 language tag (such as en, zh-Hans, ja, pt-BR)") }
        }

        static func distance(_ a: String, _ b: String) -> Int {
            let a = Array(a), b = Array(b)
            var row = Array(0...b.count)
            for i in 1...max(a.count, 1) where !a.isEmpty {
                var previous = row[0]
                row[0] = i
                for j in stride(from: 1, through: b.count, by: 1) {
                    let current = row[j]
                    row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                    previous = current
                }
            }
            return row[b.count]
        }
    }
}

extension SiteConfigurationReader.Reader {
    mutating func configuration(_ root: Node) throws -> SiteConfiguration {
        var configuration = SiteConfiguration()
        let entries = try mapping(root, "site.yml")
        guard let languagesNode = entries.first(where: { $0.key == "languages" })?.value else {
            throw failure(root, "'languages:' is missing: list each language with its code (and name, folder)")
        }
        var sourceFromEntries: String?
        var withFolders: Set<String>
        (configuration.languages, sourceFromEntries, withFolders) = try languages(languagesNode)
        var defaultNode: Node?
        for (key, keyNode, value) in entries {
            switch key {
            case "languages": break
            case "title": configuration.title = try perLanguage(value, "title", default: sourceFromEntries ?? "en")
            case "footer": configuration.footer = try perLanguage(value, "footer", default: sourceFromEntries ?? "en")
            case "defaultLanguage":
                configuration.defaultLanguage = try string(value, "defaultLanguage")
                defaultNode = value
            case "layout":
                let name = try string(value, "layout")
                guard let layout = SiteConfiguration.Layout(rawValue: name) else {
                    throw failure(value, "layout '\(name)' is not one of: \(SiteConfiguration.Layout.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                configuration.layout = layout
            case "headingIDs":
                let name = try string(value, "headingIDs")
                guard let style = HeadingIDStyle(rawValue: name) else {
                    throw failure(value, "headingIDs '\(name)' is not one of: \(HeadingIDStyle.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                configuration.headingIDs = style
            case "titleKeys":
                let keys = try strings(value, "titleKeys")
                if keys.isEmpty || keys.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                    throw failure(value, "titleKeys lists the front matter keys a page's title is read from, such as [title, display]")
                }
                configuration.titleKeys = keys
            case "editURL", "lastUpdated": try readPageFacts(key, value, into: &configuration)
            case "translations": configuration.translations = try translationBaselines(value)
            case "typography": configuration.typography = try typography(value, languages: configuration.languages.map(\.code))
            case "baseURL":
                let url = try string(value, "baseURL")
                guard url.hasPrefix("https://") || url.hasPrefix("http://") else { throw failure(value, "baseURL must start with https:// or http:// (got '\(url)')") }
                configuration.baseURL = url
            case "checks": configuration.checks = try checks(value, into: configuration.checks)
            case "strict": configuration.strict = try bool(value, "strict")
            case "sections": configuration.sections = try vocabulary(value, "sections", kinds: nil)
            case "callouts": configuration.callouts = try vocabulary(value, "callouts", kinds: Callout.Kind.allCases.map(\.rawValue))
            case "symbols": configuration.symbols = try symbols(value, prefixes: &configuration.symbolPrefixes)
            case "source": configuration.source = try sourceRule(value)
            // The site's rules come first; the general ones still catch the rest.
            case "macros": configuration.macros = try macros(value) + SiteConfiguration.MacroRule.defaults
            case "links": configuration.links = try links(value)
            case "symbolGraphs": configuration.symbolGraphs = try strings(value, "symbolGraphs")
            case "pagination": try pagination(value, into: &configuration)
            case "exclude": configuration.exclude = try pathPatterns(value, "exclude")
            default: throw unknown(key, keyNode, known: SiteConfigurationReader.keys, in: "site.yml")
            }
        }
        if defaultNode == nil, let sourceFromEntries { configuration.defaultLanguage = sourceFromEntries }
        if let sourceFromEntries, sourceFromEntries != configuration.defaultLanguage {
            throw failure(defaultNode, "defaultLanguage '\(configuration.defaultLanguage)' and the language marked 'source: true' ('\(sourceFromEntries)') differ")
        }
        guard configuration.languages.contains(where: { $0.code == configuration.defaultLanguage }) else {
            throw failure(defaultNode ?? languagesNode, "the source language '\(configuration.defaultLanguage)' is not one of the languages (\(configuration.languages.map(\.code).joined(separator: ", ")))")
        }
        // A source given a folder in the suffix layout names its pages' suffix (index.en-US.md).
        configuration.sourceSuffixed = configuration.layout == .suffix && withFolders.contains(configuration.defaultLanguage)
        try checkFolders(configuration, languagesNode)
        if configuration.title.isEmpty { configuration.title = [configuration.defaultLanguage: "Documentation"] }
        return configuration
    }

    /// kind → language → words; `kinds` limits the kinds (callouts), nil allows new ones (sections).
    func vocabulary(_ node: Node, _ what: String, kinds: [String]?) throws -> [String: [String: [String]]] {
        var result: [String: [String: [String]]] = [:]
        for (kind, kindNode, byLanguage) in try mapping(node, what) {
            if let kinds, !kinds.contains(kind) { throw unknown(kind, kindNode, known: kinds, in: what) }
            guard kind.first?.isLetter == true, kind.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                throw failure(kindNode, "'\(kind)' is not a usable kind name (letters, digits, - and _)")
            }
            for (language, languageNode, words) in try mapping(byLanguage, "\(what).\(kind)") {
                try checkTag(language, languageNode)
                result[kind, default: [:]][language] = try strings(words, "\(what).\(kind).\(language)")
            }
        }
        return result
    }

    func symbols(_ node: Node, prefixes: inout [String]) throws -> SiteConfiguration.SymbolLinking {
        var valueNode = node
        if node.mapping != nil {
            valueNode = Node("matching")
            for (key, keyNode, value) in try mapping(node, "symbols") {
                switch key {
                case "link": valueNode = value
                case "prefixes": prefixes = try strings(value, "symbols.prefixes")
                default: throw unknown(key, keyNode, known: ["link", "prefixes"], in: "symbols")
                }
            }
        }
        let name = try string(valueNode, "symbols.link")
        guard let linking = SiteConfiguration.SymbolLinking(rawValue: name) else {
            throw failure(valueNode, "symbols.link '\(name)' is not one of: \(SiteConfiguration.SymbolLinking.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return linking
    }

    func sourceRule(_ node: Node) throws -> SiteConfiguration.SourceRule {
        var rule = SiteConfiguration.SourceRule()
        for (key, keyNode, value) in try mapping(node, "source") {
            switch key {
            case "required": rule.required = try bool(value, "source.required")
            case "pattern":
                let pattern = try string(value, "source.pattern")
                do { _ = try NSRegularExpression(pattern: pattern) } catch {
                    throw failure(value, "source.pattern '\(pattern)' is not a regular expression")
                }
                rule.pattern = pattern
            default: throw unknown(key, keyNode, known: ["required", "pattern"], in: "source")
            }
        }
        return rule
    }

    func macros(_ node: Node) throws -> [SiteConfiguration.MacroRule] {
        guard let sequence = node.sequence else { throw failure(node, "macros must be a list of '- pattern: …' entries") }
        return try sequence.map { item in
            var pattern: String?, render = "argument", text: String?
            for (key, keyNode, value) in try mapping(item, "a macro") {
                switch key {
                case "pattern": pattern = try string(value, "pattern")
                case "render": render = try string(value, "render")
                case "text": text = try string(value, "text")
                default: throw unknown(key, keyNode, known: ["pattern", "render", "text"], in: "a macro")
                }
            }
            guard let pattern else { throw failure(item, "a macro has no 'pattern' (a regular expression matched on one line)") }
            do { _ = try NSRegularExpression(pattern: pattern) } catch {
                throw failure(item, "the macro pattern '\(pattern)' is not a regular expression")
            }
            let rendering: SiteConfiguration.MacroRule.Rendering
            switch render {
            case "code": rendering = .code
            case "drop": rendering = .drop
            case "argument": rendering = .argument
            case "text":
                guard let text else { throw failure(item, "render: text needs 'text:', the words to show") }
                rendering = .text(text)
            default: throw failure(item, "render '\(render)' is not one of: code, drop, argument, text")
            }
            return SiteConfiguration.MacroRule(pattern: pattern, rendering: rendering)
        }
    }

    func links(_ node: Node) throws -> SiteConfiguration.LinkRules {
        var rules = SiteConfiguration.LinkRules()
        for (key, keyNode, value) in try mapping(node, "links") {
            switch key {
            case "root":
                let root = try string(value, "links.root")
                guard root.hasPrefix("/") else { throw failure(value, "links.root must start with / (such as /docs/ or /{locale}/docs/)") }
                rules.root = root.hasSuffix("/") ? root : root + "/"
            case "base":
                let base = try string(value, "links.base")
                guard base.hasPrefix("https://") || base.hasPrefix("http://") else { throw failure(value, "links.base must start with https:// or http://") }
                rules.base = base.hasSuffix("/") ? String(base.dropLast()) : base
            case "ignoreCase": rules.ignoreCase = try bool(value, "links.ignoreCase")
            default: throw unknown(key, keyNode, known: ["root", "base", "ignoreCase"], in: "links")
            }
        }
        return rules
    }
}
