import TriglotContent
import TriglotModel

/// Pairs each section of an English page with the section of a translation that stands for it,
/// in passes that cannot cascade: the same id, given by the translation; the same standard kind (Discussion ↔
/// 讨论); then, for the rest, an in-order alignment (`SequenceAlignment`) on what the sections
/// share: the words of their headings (directly or through the glossary), the technical tokens
/// they hold (API names, numbers, code), their level; then one section left at the same place in
/// both outlines. A heading one side lacks is one gap, not a shift of every later pairing.
public enum SectionAlignment {
    public struct Pair: Sendable {
        public var source: Section
        public var translation: Section?
    }

    public static func align(_ source: [Section], _ translation: [Section], glossary: SectionEvidence.Glossary = [:]) -> [Pair] {
        pairs(source, translation, counterparts: counterparts(source, translation, glossary: glossary))
    }

    /// The pairs `counterparts` stands for.
    static func pairs(_ source: [Section], _ translation: [Section], counterparts: [Int?]) -> [Pair] {
        counterparts.indices.map { Pair(source: source[$0], translation: counterparts[$0].map { translation[$0] }) }
    }

    /// For each English section, the index of the translated section that stands for it, or nil.
    public static func counterparts(_ source: [Section], _ translation: [Section], glossary: SectionEvidence.Glossary = [:]) -> [Int?] {
        var used = [Bool](repeating: false, count: translation.count)
        var counterparts = [Int?](repeating: nil, count: source.count)
        // Pass 1: explicit ids name the same section in every language, and a translation names
        // the English heading's own id so (`## 概要 {#summary}` for `## Summary`, as Hugo sites'
        // translators keep the English anchors).
        for index in source.indices {
            if let match = translation.indices.first(where: { !used[$0] && translation[$0].hasExplicitID && translation[$0].id == source[index].id }) {
                counterparts[index] = match
                used[match] = true
            }
        }
        // Pass 2: a heading from the vocabulary names its kind in every language.
        for index in source.indices where counterparts[index] == nil && source[index].kind != .custom {
            if let match = translation.indices.first(where: { !used[$0] && translation[$0].kind == source[index].kind }) {
                counterparts[index] = match
                used[match] = true
            }
        }
        // Pass 3: the rest, in order, on what they share, between the pairs already made.
        let open = source.indices.filter { counterparts[$0] == nil }
        let openTranslation = translation.indices.filter { !used[$0] }
        guard !open.isEmpty, !openTranslation.isEmpty else { return counterparts }
        let sourceEvidence = SectionEvidence.all(source)
        let translationEvidence = SectionEvidence.all(translation)
        var anchors: [(Int, Int)] = []
        for index in counterparts.indices { if let match = counterparts[index] { anchors.append((index, match)) } }
        let aligned = SequenceAlignment.align(count: source.count, translation.count, anchors: anchors, threshold: 0.2) { left, right in
            guard counterparts[left] == nil, !used[right] else { return nil }
            // A known kind pairs only with a heading outside the vocabulary (a translation's
            // own word for it), never with a different known kind.
            guard translation[right].kind == .custom else { return nil }
            return sourceEvidence[left].similarity(to: translationEvidence[right], glossary: glossary)
        }
        for index in open {
            if let match = aligned[index], !used[match] {
                counterparts[index] = match
                used[match] = true
            }
        }
        // Pass 4: a section the translation moved pairs out of order when the evidence is
        // strong, so the move is one finding (`translation.structure`'s order) and not a
        // missing section and an extra one.
        for index in open where counterparts[index] == nil {
            let candidates = translation.indices.filter { !used[$0] && translation[$0].kind == .custom }
            let scored = candidates.map { ($0, sourceEvidence[index].similarity(to: translationEvidence[$0], glossary: glossary, byPlace: false)) }
            if let best = scored.max(by: { $0.1 < $1.1 }), best.1 >= 0.6 {
                counterparts[index] = best.0
                used[best.0] = true
            }
        }
        pairLoneGaps(source, translation, &counterparts, &used)
        return counterparts
    }

    /// Pass 5: one English section left between two pairs (or a pair and the page's end), and
    /// one translated section left between their counterparts, at the same level: the same
    /// place in the same outline (`## YAML-Formatierung` for `## Formatting YAML`, whose few
    /// words share nothing).
    static func pairLoneGaps(_ source: [Section], _ translation: [Section], _ counterparts: inout [Int?], _ used: inout [Bool]) {
        var previous = (source: -1, translation: -1)
        for index in source.indices {
            guard let match = counterparts[index] else { continue }
            pairLoneGap(between: previous, and: (index, match), source, translation, &counterparts, &used)
            previous = (index, match)
        }
        pairLoneGap(between: previous, and: (source.count, translation.count), source, translation, &counterparts, &used)
    }

    private static func pairLoneGap(between start: (source: Int, translation: Int), and end: (source: Int, translation: Int),
                                    _ source: [Section], _ translation: [Section], _ counterparts: inout [Int?], _ used: inout [Bool]) {
        guard start.translation < end.translation else { return }
        let english = ((start.source + 1)..<end.source).filter { counterparts[$0] == nil }
        let translated = ((start.translation + 1)..<end.translation).filter { !used[$0] }
        guard english.count == 1, translated.count == 1, let left = english.first, let right = translated.first,
              source[left].level == translation[right].level,
              translation[right].kind == .custom || translation[right].kind == source[left].kind else { return }
        counterparts[left] = right
        used[right] = true
    }

    /// Sections of the translation that no English section stands for.
    public static func extra(_ source: [Section], _ translation: [Section], glossary: SectionEvidence.Glossary = [:]) -> [Section] {
        let matched = Set(align(source, translation, glossary: glossary).compactMap { $0.translation?.node })
        return translation.filter { !matched.contains($0.node) }
    }
}
