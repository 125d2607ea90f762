import TriglotMarkup
import TriglotModel

/// The same English heading, list item or short sentence translated differently on different
/// pages, each place named; and (as a note) one translation standing for different English.
/// Where most pages agree, the pages that differ are reported; on a tie, the pages using the
/// rarer wording, then the later pages, with the usual wording's first place as the other place.
public struct ConsistencyCheck: Check {
    public static let id = "translation.consistency"
    public static let defaultSeverity = Diagnostic.Severity.note
    public static let summary = "The same English is translated differently on different pages, or one translation stands for different English."

    public init() {}

    public func run(_ context: CheckContext) -> [Diagnostic] {
        let column = TranslationUnit.byPair(in: context)
        // The findings come from the units alone; grouping every unit of every page again
        // after a save that left them as they were would give the same.
        return context.memo.value(Self.id, from: column, unchanged: { column in
            column.made.allSatisfy { column.before?[$0].map(UnitPlace.init) == column.values[$0].map(UnitPlace.init) }
        }) { findings(UnitGroups(column.values.flatMap { $0 })) }
    }

    /// What of a unit its findings are made of.
    private struct UnitPlace: Equatable, Sendable {
        var english: String
        var translation: String
        var language: Language
        var page: String
        var range: SourceRange
        var englishPage: String
        var englishRange: SourceRange

        init(_ unit: TranslationUnit) {
            (english, translation, language) = (unit.english, unit.translation, unit.language)
            (page, range, englishPage, englishRange) = (unit.page.displayPath, unit.range, unit.englishPage.displayPath, unit.englishRange)
        }
    }

    private func findings(_ groups: UnitGroups) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for group in groups.byEnglish where group.translations.count > 1 {
            let usual = group.usual
            let pages = group.pageCount(of: usual.translation)
            for unit in group.units where unit.translation != usual.translation && unit.page.path != usual.page.path {
                diagnostics.append(Diagnostic(
                    id: Self.id, severity: Self.defaultSeverity,
                    summary: "'\(unit.english)' is translated '\(usual.translation)' on \(pages) other page\(pages == 1 ? "" : "s"), '\(unit.translation)' here",
                    explanation: "The same English reads the same in every page of a language. Choose one translation (a glossary entry keeps it: 'triglot glossary suggest' proposes them).",
                    path: unit.page.displayPath, range: unit.range,
                    notes: [Diagnostic.Note("translated '\(usual.translation)' here", path: usual.page.displayPath, range: usual.range),
                            Diagnostic.Note("the English", path: unit.englishPage.displayPath, range: unit.englishRange)]))
            }
        }
        for group in groups.byTranslation where group.englishTexts.count > 1 {
            let first = group.units[0]
            for unit in group.units.dropFirst() where unit.page.path != first.page.path && !Self.isRewording(unit.english, of: first.english) {
                diagnostics.append(Diagnostic(
                    id: Self.id, severity: .note,
                    summary: "'\(unit.translation)' translates '\(unit.english)' here and '\(first.english)' on another page",
                    explanation: "Different English usually means different things; if these are the same, one English wording may do.",
                    path: unit.page.displayPath, range: unit.range,
                    notes: [Diagnostic.Note("'\(first.english)' translated the same way", path: first.page.displayPath, range: first.range)]))
            }
        }
        return diagnostics
    }

    /// Two English wordings of the same thing (`Types are simplified` and `Type is simplified`):
    /// most of their words shared, so one translation for both is no mistake.
    static func isRewording(_ one: String, of other: String) -> Bool {
        func words(_ text: String) -> Set<String> {
            Set(text.lowercased().split { !$0.isLetter && !$0.isNumber }.map { String($0.prefix(4)) })
        }
        let a = words(one), b = words(other)
        guard !a.isEmpty, !b.isEmpty else { return true }
        return Double(a.intersection(b).count) / Double(a.union(b).count) >= 0.5
    }
}

/// Translation units grouped by language and English, and by language and translation.
struct UnitGroups {
    struct ByEnglish {
        var units: [TranslationUnit]
        /// Per translation: the pages using it, how often, and where first; counted once, as a
        /// group may hold a unit of every page.
        private let usage: [String: (pages: Set<String>, count: Int, first: Int)]

        init(units: [TranslationUnit]) {
            self.units = units
            var usage: [String: (pages: Set<String>, count: Int, first: Int)] = [:]
            for (index, unit) in units.enumerated() {
                var entry = usage[unit.translation] ?? ([], 0, index)
                entry.pages.insert(unit.page.path)
                entry.count += 1
                usage[unit.translation] = entry
            }
            self.usage = usage
        }

        var translations: Dictionary<String, (pages: Set<String>, count: Int, first: Int)>.Keys { usage.keys }

        /// The translation most pages use; on a tie, the one used most often, then the first.
        var usual: TranslationUnit {
            let best = usage.max { rank($0.value) < rank($1.value) }!
            return units[best.value.first]
        }

        private func rank(_ entry: (pages: Set<String>, count: Int, first: Int)) -> (Int, Int, Int) {
            (entry.pages.count, entry.count, -entry.first)
        }

        func pageCount(of translation: String) -> Int { usage[translation]?.pages.count ?? 0 }
    }

    struct ByTranslation {
        var units: [TranslationUnit]
        var englishTexts: Set<String> { Set(units.map { $0.english.lowercased() }) }
    }

    let byEnglish: [ByEnglish]
    let byTranslation: [ByTranslation]

    init(_ units: [TranslationUnit]) {
        let sorted = units.sorted { ($0.language.code, $0.page.path, $0.range.lowerBound) < ($1.language.code, $1.page.path, $1.range.lowerBound) }
        var english: [String: [TranslationUnit]] = [:], translation: [String: [TranslationUnit]] = [:]
        var englishOrder: [String] = [], translationOrder: [String] = []
        for unit in sorted {
            let key = unit.language.code + "\u{0}" + unit.english
            if english[key] == nil { englishOrder.append(key) }
            english[key, default: []].append(unit)
            // A translation of a few letters ("App", "参数") stands for many things.
            guard unit.translation.count >= 6 else { continue }
            let translated = unit.language.code + "\u{0}" + unit.translation
            if translation[translated] == nil { translationOrder.append(translated) }
            translation[translated, default: []].append(unit)
        }
        // Only what appears on at least two pages can disagree across pages.
        byEnglish = englishOrder.compactMap { key in
            let group = english[key]!
            return Set(group.map(\.page.path)).count > 1 ? ByEnglish(units: group) : nil
        }
        byTranslation = translationOrder.compactMap { key in
            let group = translation[key]!
            return Set(group.map(\.page.path)).count > 1 ? ByTranslation(units: group) : nil
        }
    }
}
