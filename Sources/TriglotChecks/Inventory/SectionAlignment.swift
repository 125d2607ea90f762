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
        var used = Set<Int>()
        var pairs: [Pair] = []
        var customCounters: [Int: Int] = [:]
        for section in source {
            var match: Int?
            if section.hasExplicitID {
                match = translation.indices.first { !used.contains($0) && translation[$0].hasExplicitID && translation[$0].id == section.id }
            }
            if match == nil, section.kind != .custom {
                match = translation.indices.first { translation[$0].kind == section.kind && !used.contains($0) }
            }
            if match == nil, section.kind == .custom, !section.hasExplicitID {
                let occurrence = customCounters[section.level, default: 0]
                let candidates = translation.indices.filter { translation[$0].kind == .custom && translation[$0].level == section.level && !translation[$0].hasExplicitID }
                if occurrence < candidates.count, !used.contains(candidates[occurrence]) { match = candidates[occurrence] }
            }
            if section.kind == .custom, !section.hasExplicitID { customCounters[section.level, default: 0] += 1 }
            if let match { used.insert(match) }
            pairs.append(Pair(source: section, translation: match.map { translation[$0] }))
        }
        return pairs
    }

    /// Sections of the translation that no English section stands for.
    public static func extra(_ source: [Section], _ translation: [Section]) -> [Section] {
        let matched = Set(align(source, translation).compactMap { $0.translation?.node })
        return translation.filter { !matched.contains($0.node) }
    }
}
