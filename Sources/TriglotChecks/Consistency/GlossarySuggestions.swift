import TriglotModel

/// `triglot glossary suggest`: glossary entries proposed from the aligned pages. A short English
/// unit (a heading, a label, a list item of a few words) that is translated more than one way
/// across pages is a term the team has not settled; the entry proposes the translation most
/// pages use and lists the others to avoid, with counts and places, ready for `glossary.yml`.
public struct GlossarySuggestions: Sendable {
    public struct Suggestion: Sendable {
        public var english: String
        /// Language code → translations with the places (`ja/a.md:12`) that use each, the usual first.
        public var translations: [String: [(text: String, places: [String])]]
    }

    /// Terms up to this many words; longer units are sentences, for the consistency check.
    static let maximumWords = 4

    public let suggestions: [Suggestion]

    public init(context: CheckContext) {
        let known = Set(context.content.glossary.terms.map { $0.source.lowercased() })
        var byEnglish: [String: [TranslationUnit]] = [:]
        for unit in TranslationUnit.all(in: context) where unit.english.split(separator: " ").count <= Self.maximumWords {
            byEnglish[unit.english.lowercased(), default: []].append(unit)
        }
        var suggestions: [Suggestion] = []
        for key in byEnglish.keys.sorted() where !known.contains(key) {
            let units = byEnglish[key]!
            var translations: [String: [(text: String, places: [String])]] = [:]
            for language in Set(units.map(\.language.code)).sorted() {
                var places: [String: [String]] = [:]
                for unit in units where unit.language.code == language {
                    places[unit.translation, default: []].append("\(unit.page.displayPath):\(unit.range.lowerBound.line)")
                }
                guard places.count > 1 else { continue }
                translations[language] = places.map { ($0.key, $0.value) }
                    .sorted { ($0.places.count, $1.text) > ($1.places.count, $0.text) }
            }
            if !translations.isEmpty { suggestions.append(Suggestion(english: units[0].english, translations: translations)) }
        }
        self.suggestions = suggestions
    }

    /// The suggestions as `glossary.yml` entries, counts and places in comments.
    public func yaml(sourceLanguage: String) -> String {
        guard !suggestions.isEmpty else { return "# No English term is translated more than one way across pages.\n" }
        var lines = ["# Paste the entries you agree with under 'terms:' in glossary.yml.", "terms:"]
        for suggestion in suggestions {
            lines.append("  - \(sourceLanguage): \(Self.quoted(suggestion.english))")
            for (language, options) in suggestion.translations.sorted(by: { $0.key < $1.key }) {
                let counts = options.map { "\($0.text) ×\($0.places.count)" }.joined(separator: ", ")
                lines.append("    \(language): \(Self.quoted(options[0].text))   # \(counts)")
            }
            lines.append("    avoid:")
            for (language, options) in suggestion.translations.sorted(by: { $0.key < $1.key }) {
                lines.append("      \(language): [\(options.dropFirst().map { Self.quoted($0.text) }.joined(separator: ", "))]")
                for option in options.dropFirst() {
                    lines.append("      # \(option.text): \(option.places.prefix(5).joined(separator: ", "))\(option.places.count > 5 ? ", …" : "")")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A YAML scalar that reads back as the text: quoted when plain style would misread it.
    static func quoted(_ text: String) -> String {
        let plain = !text.isEmpty && !text.contains(": ") && !text.contains(" #") && !text.hasSuffix(":") && !"-?:,[]{}#&*!|>'\"%@`".contains(text.first!)
            && text.trimmingCharacters(in: .whitespaces) == text
        return plain ? text : "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
