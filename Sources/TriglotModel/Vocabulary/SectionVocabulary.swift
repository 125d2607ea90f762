import Foundation

/// The words that name standard sections and callouts in each language, loaded from the one data
/// file `Resources/section-vocabulary.json`, so adding a language is an edit to data, not code.
public struct SectionVocabulary: Sendable {
    /// What a heading or callout word matched: the kind and the language it was written in.
    public struct Match<Kind: Sendable & Equatable>: Sendable, Equatable {
        public var kind: Kind
        public var languages: [String]
    }

    /// The data file as written. Internal so a test can hold the quick reader to JSONDecoder.
    struct File: Decodable, Equatable {
        var sections: [String: [String: [String]]]
        var callouts: [String: [String: [String]]]
        var kramdownCallouts: [String: String]

        /// The quick reader's result when the file has the simple shape, else JSONDecoder's.
        static func decode(_ data: Data) throws -> File {
            if let value = VocabularyJSONReader.read(Array(data)), let file = File(value) { return file }
            return try JSONDecoder().decode(File.self, from: data)
        }

        /// nil when a key is missing or a value has another type: JSONDecoder then says which.
        init?(_ value: VocabularyJSONReader.Value) {
            guard case .object(let members) = value,
                  let sections = members["sections"].flatMap(Self.wordLists),
                  let callouts = members["callouts"].flatMap(Self.wordLists),
                  let kramdownCallouts = members["kramdownCallouts"].flatMap(Self.strings)
            else { return nil }
            self.sections = sections
            self.callouts = callouts
            self.kramdownCallouts = kramdownCallouts
        }

        private static func wordLists(_ value: VocabularyJSONReader.Value) -> [String: [String: [String]]]? {
            guard case .object(let kinds) = value else { return nil }
            var result: [String: [String: [String]]] = [:]
            for (kind, languages) in kinds {
                guard case .object(let byLanguage) = languages else { return nil }
                var words: [String: [String]] = [:]
                for (language, list) in byLanguage {
                    guard case .array(let elements) = list else { return nil }
                    var strings: [String] = []
                    for element in elements {
                        guard case .string(let word) = element else { return nil }
                        strings.append(word)
                    }
                    words[language] = strings
                }
                result[kind] = words
            }
            return result
        }

        private static func strings(_ value: VocabularyJSONReader.Value) -> [String: String]? {
            guard case .object(let members) = value else { return nil }
            var result: [String: String] = [:]
            for (key, member) in members {
                guard case .string(let text) = member else { return nil }
                result[key] = text
            }
            return result
        }
    }

    /// Each word's kind and the languages that list it, sorted: Chinese and Japanese share
    /// 概要, 重要, 注意 and 警告.
    private let sections: WordTable<Section.Kind>
    /// The first word listed for each section kind and language: what Triglot writes.
    private let preferredHeadings: [Section.Kind: [String: String]]
    private let preferredCalloutLabels: [Callout.Kind: [String: String]]
    private let callouts: WordTable<Callout.Kind>
    public let kramdownCallouts: [String: Callout.Kind]

    /// The vocabulary shipped with Triglot.
    public static let standard: SectionVocabulary = {
        // Compiled into the binary (see Package.swift): a resource bundle was found beside the
        // executable or at the build folder's path, so a copied binary crashed once that was gone.
        guard let vocabulary = try? SectionVocabulary(json: Data(PackageResources.section_vocabulary_json)) else {
            preconditionFailure("Triglot's built-in section-vocabulary.json does not decode")
        }
        return vocabulary
    }()

    public init(json data: Data) throws {
        self.init(file: try File.decode(data))
    }

    /// The words as read, kept so a site's additions can be merged in.
    let file: File

    /// This vocabulary with a site's own words: kind → language → words. New section kinds are
    /// made by naming them; callout kinds must be known ones.
    public func adding(sections: [String: [String: [String]]], callouts: [String: [String: [String]]]) -> SectionVocabulary {
        guard !sections.isEmpty || !callouts.isEmpty else { return self }
        var file = self.file
        for (kind, languages) in sections {
            for (language, words) in languages { file.sections[kind, default: [:]][language, default: []] += words }
        }
        for (kind, languages) in callouts {
            for (language, words) in languages { file.callouts[kind, default: [:]][language, default: []] += words }
        }
        return SectionVocabulary(file: file)
    }

    init(file: File) {
        self.file = file
        var preferredHeadings: [Section.Kind: [String: String]] = [:]
        for (kindName, languages) in file.sections {
            let kind = Section.Kind(rawValue: kindName)
            for (language, words) in languages { preferredHeadings[kind, default: [:]][language] = words.first }
        }
        var preferredCalloutLabels: [Callout.Kind: [String: String]] = [:]
        for (kindName, languages) in file.callouts {
            guard let kind = Callout.Kind(rawValue: kindName) else { continue }
            for (language, words) in languages { preferredCalloutLabels[kind, default: [:]][language] = words.first }
        }
        self.preferredHeadings = preferredHeadings
        self.preferredCalloutLabels = preferredCalloutLabels
        self.sections = WordTable(Self.table(file.sections, kind: Section.Kind.init(rawValue:)))
        self.callouts = WordTable(Self.table(file.callouts, kind: Callout.Kind.init(rawValue:)))
        kramdownCallouts = file.kramdownCallouts.compactMapValues(Callout.Kind.init(rawValue:))
    }

    /// The heading Triglot writes for a section kind in a language (`Discussion`, `讨论`, `解説`).
    public func heading(for kind: Section.Kind, in language: Language) -> String? {
        preferredHeadings[kind]?[language.code] ?? preferredHeadings[kind]?["en"]
    }

    /// The label Triglot writes for a callout kind in a language (`Important`, `重要`).
    public func label(for kind: Callout.Kind, in language: Language) -> String {
        preferredCalloutLabels[kind]?[language.code] ?? preferredCalloutLabels[kind]?["en"] ?? kind.rawValue.capitalized
    }

    /// Word → kind and the languages listing it. Built from the file's dictionaries, whose
    /// order changes from run to run, so the languages are sorted.
    private static func table<Kind>(_ entries: [String: [String: [String]]], kind: (String) -> Kind?) -> [String: (Kind, [String])] {
        var table: [String: (Kind, [String])] = [:]
        for (kindName, languages) in entries {
            guard let kind = kind(kindName) else { continue }
            for (language, words) in languages {
                for word in words {
                    let key = normalize(word)
                    table[key] = (kind, ((table[key]?.1 ?? []) + [language]).sorted())
                }
            }
        }
        return table
    }

    /// The section a heading names, accepting the bilingual `Parameters - 参数` form when both
    /// halves name the same section. nil for a heading outside the vocabulary. A word that
    /// several languages list counts as written in `language` when that is one of them.
    public func section(forHeading heading: String, in language: Language? = nil) -> Match<Section.Kind>? {
        match(heading, in: sections, preferring: language?.code)
    }

    /// The section an explicit heading id names in the English words (`{#see-also}`,
    /// `{#return-value}`): a translation whose heading words the vocabulary lacks
    /// (`### ДИВИТИСЯ ТАКОЖ {#see-also}`) keeps the English section's id, and so its kind. The
    /// match names no language: the heading's words are not the id's.
    public func section(forExplicitID id: String) -> Match<Section.Kind>? {
        guard id.contains(where: \.isLetter), let match = match(id.replacingOccurrences(of: "-", with: " "), in: sections, preferring: "en"),
              match.languages == ["en"] else { return nil }
        return Match(kind: match.kind, languages: [])
    }

    /// The callout kind a bold label names (`Important`, `重要`, or `Important 重要`).
    public func callout(forLabel label: String, in language: Language? = nil) -> Match<Callout.Kind>? {
        match(label, in: callouts, preferring: language?.code)
    }

    private func match<Kind>(_ text: String, in table: WordTable<Kind>, preferring preferred: String?) -> Match<Kind>? {
        func language(of languages: [String]) -> String {
            if let preferred, languages.contains(preferred) { return preferred }
            return languages[0]
        }
        if let (kind, languages) = table[word: Self.normalize(text)] {
            // A word of one language keeps the table's list: every heading of every page keeps
            // its match, and a list made for each was 7 MiB of a 10,000-page build's outlines.
            return Match(kind: kind, languages: languages.count == 1 ? languages : [language(of: languages)])
        }
        let parts = Self.bilingualParts(of: text)
        guard parts.count > 1 else { return nil }
        var kind: Kind?
        var languages: [String] = []
        for part in parts {
            guard let (partKind, partLanguages) = table[word: Self.normalize(part)] else { return nil }
            if let kind, "\(kind)" != "\(partKind)" { return nil }
            kind = partKind
            languages.append(language(of: partLanguages))
        }
        return kind.map { Match(kind: $0, languages: languages) }
    }

    /// `See Also - 其他参考`, `Important 重要`, `Parameters / 参数` → their halves.
    package static func bilingualParts(of text: String) -> [String] {
        for separator in [" - ", " – ", " — ", " / ", "｜", " | "] where text.contains(separator) {
            return text.components(separatedBy: separator).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        let words = text.split(separator: " ").map(String.init)
        return words.count == 2 ? words : [text]
    }

    static func normalize(_ text: String) -> String {
        // Most headings start and end with a letter, which no trimmed set holds: nothing to trim,
        // and Foundation's trimming (most of reading a heading) is skipped.
        if let first = text.unicodeScalars.first, let last = text.unicodeScalars.last, isPlainLetter(first), isPlainLetter(last) {
            // Chinese and Japanese headings have no case: lowercasing would only copy them.
            return isCaseless(text) ? text : text.lowercased()
        }
        return text.trimmingCharacters(in: trimmedCharacters).lowercased()
    }

    /// ASCII letters and digits, CJK ideographs, hiragana and katakana letters: none is
    /// whitespace, punctuation or a colon.
    static func isPlainLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF:
            return true
        default:
            return false
        }
    }

    /// Text whose every scalar is its own lowercase form, as far as a quick look can tell: ASCII
    /// other than `A`…`Z`, ideographs and kana.
    static func isCaseless(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            scalar.value < 0x80 ? !(0x41...0x5A).contains(scalar.value) : Slugger.isUncasedCJKLetter(scalar.value)
        }
    }

    /// Built once: making the union per heading cost more than the rest of reading the heading.
    private static let trimmedCharacters = CharacterSet.whitespaces.union(.punctuationCharacters).union(CharacterSet(charactersIn: "：:"))
}

/// Word → kind and the languages listing it, looked up with the word's String equality.
private struct WordTable<Kind: Sendable>: Sendable {
    private let byString: [String: (Kind, [String])]
    /// The same table keyed by bytes, when every word in it is single-scalar text (as every word
    /// shipped is): a Chinese or Japanese heading is then found without normalising it to hash it.
    private let bySingleScalarKey: [SingleScalarKey: (Kind, [String])]?

    init(_ byString: [String: (Kind, [String])]) {
        self.byString = byString
        var bySingleScalarKey: [SingleScalarKey: (Kind, [String])]? = .init(minimumCapacity: byString.count)
        for (word, entry) in byString {
            guard let key = SingleScalarKey(word) else {
                bySingleScalarKey = nil
                break
            }
            bySingleScalarKey?[key] = entry
        }
        self.bySingleScalarKey = bySingleScalarKey
    }

    subscript(word word: String) -> (Kind, [String])? {
        // A word that is not single-scalar text may still equal one in the table (`e` + U+0301
        // and `é`): only String equality finds that.
        if let bySingleScalarKey, let key = SingleScalarKey(word) { return bySingleScalarKey[key] }
        return byString[word]
    }
}
