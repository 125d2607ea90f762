import Testing
import TriglotChecks
import TriglotMarkup
import TriglotModel

/// `SectionAlignment.align` keeps its used sections in flags instead of a Set; it must pair
/// sections exactly as the Set-based version it replaced, kept here as the reference.
@Suite("Section alignment")
struct SectionAlignmentTests {
    private static func reference(_ source: [Section], _ translation: [Section]) -> [(Int, Int?)] {
        var used = Set<Int>()
        var pairs: [(Int, Int?)] = []
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
            pairs.append((section.node, match.map { translation[$0].node }))
        }
        return pairs
    }

    /// Sections drawn from few kinds, levels and ids, so that every rule and every collision happens.
    private static func sections(seed: UInt64, count: Int) -> [Section] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let kinds: [Section.Kind] = [.discussion, .parameters, .custom, .custom, .seeAlso, .overview]
        return (0..<count).map { index in
            let explicit = next(3) == 0
            return Section(kind: kinds[next(kinds.count)], level: 2 + next(2), title: "t", id: explicit ? "id\(next(3))" : "s\(index)",
                           hasExplicitID: explicit, headingLanguages: [], headingRange: SourceRange(line: 1), blocks: [],
                           range: SourceRange(line: 1), node: index)
        }
    }

    @Test(arguments: 0..<200)
    func alignsAsBefore(seed: Int) {
        let source = Self.sections(seed: UInt64(seed), count: seed % 9)
        let translation = Self.sections(seed: UInt64(seed) &* 7919 &+ 1, count: (seed / 9) % 9)
        let pairs = SectionAlignment.align(source, translation)
        let reference = Self.reference(source, translation)
        #expect(pairs.map(\.source.node) == reference.map(\.0))
        #expect(pairs.map { $0.translation?.node } == reference.map(\.1))
    }
}
