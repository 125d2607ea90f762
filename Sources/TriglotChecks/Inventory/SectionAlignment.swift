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
        // Flags by index rather than a Set: a page has a handful of sections, and every pair
        // check aligns every pair again.
        var used = [Bool](repeating: false, count: translation.count)
        var pairs: [Pair] = []
        pairs.reserveCapacity(source.count)
        var customCounters: [Int: Int] = [:]
        for section in source {
            var match: Int?
            if section.hasExplicitID {
                match = translation.indices.first { !used[$0] && translation[$0].hasExplicitID && translation[$0].id == section.id }
            }
            if match == nil, section.kind != .custom {
                match = translation.indices.first { translation[$0].kind == section.kind && !used[$0] }
            }
            if match == nil, section.kind == .custom, !section.hasExplicitID {
                let occurrence = customCounters[section.level, default: 0]
                if let candidate = customCandidate(occurrence, level: section.level, in: translation), !used[candidate] { match = candidate }
            }
            if section.kind == .custom, !section.hasExplicitID { customCounters[section.level, default: 0] += 1 }
            if let match { used[match] = true }
            pairs.append(Pair(source: section, translation: match.map { translation[$0] }))
        }
        return pairs
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
