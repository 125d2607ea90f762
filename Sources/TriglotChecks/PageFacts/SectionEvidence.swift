import TriglotContent
import TriglotModel

/// What a section shares with its translation whatever the language: the Latin words of its
/// heading (API names survive translation, and so do cognates in French or Spanish), the terms
/// the glossary translates, and the technical tokens of its blocks: names with a dot, a
/// parenthesis, an underscore or an inner capital, numbers, and every name in its code.
public struct SectionEvidence: Sendable {
    /// The glossary of one language: each English term, lowercased, with its translations.
    public typealias Glossary = [String: [String]]

    var level: Int
    /// Where the section stands on its page, from 0 (first) to 1 (last).
    var position: Double
    var title: String
    var titleWords: Set<String>
    var tokens: Set<String>

    init(_ section: Section, position: Double) {
        level = section.level
        self.position = position
        title = section.title.lowercased()
        titleWords = Set(Self.words(in: section.title).map { $0.lowercased() })
        var tokens = Set<String>()
        for block in section.blocks {
            for word in Self.words(in: block.text) where block.kind == .codeBlock ? word.count > 1 : Self.isTechnical(word) {
                tokens.insert(word)
            }
        }
        self.tokens = tokens
    }

    /// The evidence of every section of a page, in order.
    static func all(_ sections: [Section]) -> [SectionEvidence] {
        let last = Double(max(1, sections.count - 1))
        return sections.indices.map { SectionEvidence(sections[$0], position: Double($0) / last) }
    }

    /// The glossary's terms with their translations into `language`.
    public static func glossary(_ glossary: TriglotContent.Glossary, language: Language) -> Glossary {
        var terms: Glossary = [:]
        for term in glossary.terms {
            guard let translation = term.translations[language.code], !translation.isEmpty else { continue }
            terms[term.source.lowercased(), default: []].append(translation)
        }
        return terms
    }

    /// How likely the two sections are one and the same, from 0 to 1. Each kind of evidence
    /// weighs in as far as there is some, against an even prior: two names in common say less
    /// than twenty. `byPlace` adds a little for sections at the same place on their pages, to
    /// break ties.
    func similarity(to translation: SectionEvidence, glossary: Glossary, byPlace: Bool = true) -> Double {
        var (total, weight) = (0.25, 0.5)
        if !titleWords.isEmpty, !translation.titleWords.isEmpty {
            let shared = Double(titleWords.intersection(translation.titleWords).count)
            let overlap = shared / Double(min(titleWords.count, translation.titleWords.count))
            let dice = 2 * shared / Double(titleWords.count + translation.titleWords.count)
            total += (overlap + dice) / 2
            weight += 1
        }
        let terms = glossary.filter { title.contains($0.key) }
        if !terms.isEmpty {
            let found = terms.filter { $0.value.contains { translation.title.contains($0.lowercased()) } }.count
            total += Double(found) / Double(terms.count)
            weight += 1
        }
        let (count, translatedCount) = (tokens.count, translation.tokens.count)
        let tokenWeight = min(1.5, Double(count + translatedCount) / 6)
        if count > 0, translatedCount > 0 {
            total += tokenWeight * 2 * Double(tokens.intersection(translation.tokens).count) / Double(count + translatedCount)
        }
        // One side full of names and numbers and the other with none counts against them.
        weight += tokenWeight
        var score = total / weight
        if level != translation.level { score *= 0.7 }
        return byPlace ? score + 0.05 * (1 - abs(position - translation.position)) : score
    }

    /// Runs of Latin letters, digits and `_$`, with `.:-/#@` inside them: `app.mount`,
    /// `v-model`, `Array.prototype.at`, `considérations`. A name followed by `(` keeps `()`.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x30 ... 0x39, 0x41 ... 0x5A, 0x61 ... 0x7A, 0x5F, 0x24: return true
            case 0xC0 ... 0x24F: return scalar.value != 0xD7 && scalar.value != 0xF7
            default: return false
            }
        }
        for (offset, scalar) in scalars.enumerated() {
            if isWordScalar(scalar) {
                current.append(scalar)
            } else if !current.isEmpty, ".:-/#@".unicodeScalars.contains(scalar), offset + 1 < scalars.count, isWordScalar(scalars[offset + 1]) {
                current.append(scalar)
            } else {
                if !current.isEmpty, scalar == "(" { current.append(contentsOf: "()".unicodeScalars) }
                if !current.isEmpty { words.append(String(current)) }
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// A word prose does not translate: a number, a call, a path, a name with an inner capital.
    static func isTechnical(_ word: String) -> Bool {
        let bytes = Array(word.utf8)
        if bytes.contains(where: { (0x30 ... 0x39).contains($0) || "_$.:/#@()".utf8.contains($0) }) { return true }
        return bytes.dropFirst().contains { (0x41 ... 0x5A).contains($0) }
    }
}
