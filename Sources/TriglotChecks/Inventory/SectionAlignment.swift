import TriglotModel

/// Pairs each section of an English page with the section of a translation that stands for it:
/// the same explicit id, else the same standard kind (Discussion ↔ 讨论), else the same position
/// among the other sections at the same level.
public enum SectionAlignment {
    public struct Pair: Sendable {
        public var source: Section
        public var translation: Section?
    }

    public static func align(_ source: [Section], _ translation: [Section]) -> [Pair] {
        pairs(source, translation, counterparts: counterparts(source, translation))
    }

    /// The pairs `counterparts` stands for.
    static func pairs(_ source: [Section], _ translation: [Section], counterparts: [Int?]) -> [Pair] {
        counterparts.indices.map { Pair(source: source[$0], translation: counterparts[$0].map { translation[$0] }) }
    }

    /// `align` by position: for each English section, the index of the translated section that
    /// stands for it, or nil. Sections are read where they are, field by field: a pair holds two
    /// sections, and copying one retains every string and array in it.
    static func counterparts(_ source: [Section], _ translation: [Section]) -> [Int?] {
        // Flags by index rather than a Set: a page has a handful of sections, and every pair
        // check aligns every pair again.
        var used = [Bool](repeating: false, count: translation.count)
        var counterparts: [Int?] = []
        counterparts.reserveCapacity(source.count)
        var customCounters: [Int: Int] = [:]
        for index in source.indices {
            let (kind, level, hasExplicitID) = (source[index].kind, source[index].level, source[index].hasExplicitID)
            var match: Int?
            if hasExplicitID {
                match = translation.indices.first { !used[$0] && translation[$0].hasExplicitID && translation[$0].id == source[index].id }
            }
            if match == nil, kind != .custom {
                match = translation.indices.first { translation[$0].kind == kind && !used[$0] }
            }
            if match == nil, kind == .custom, !hasExplicitID {
                let occurrence = customCounters[level, default: 0]
                if let candidate = customCandidate(occurrence, level: level, in: translation), !used[candidate] { match = candidate }
            }
            if kind == .custom, !hasExplicitID { customCounters[level, default: 0] += 1 }
            if let match { used[match] = true }
            counterparts.append(match)
        }
        return counterparts
    }

    /// The index of the `occurrence`-th (from 0) custom section without an explicit id at `level`.
    private static func customCandidate(_ occurrence: Int, level: Int, in translation: [Section]) -> Int? {
        var seen = 0
        for index in translation.indices where translation[index].kind == .custom && translation[index].level == level && !translation[index].hasExplicitID {
            if seen == occurrence { return index }
            seen += 1
        }
        return nil
    }

    /// Sections of the translation that no English section stands for.
    public static func extra(_ source: [Section], _ translation: [Section]) -> [Section] {
        let matched = Set(align(source, translation).compactMap { $0.translation?.node })
        return translation.filter { !matched.contains($0.node) }
    }
}
