import TriglotContent
import TriglotMarkup
import TriglotModel

/// A translation keeps every paragraph, list item, note and table row of the English section it
/// stands for, and adds none: a lagging translation most often silently lacks what the English
/// gained since. Blocks are paired by what anchors them and by order (`BlockAlignment`), so a
/// run of missing blocks is one finding at the place they belong, and a translation that merges
/// two short paragraphs into one is not reported. Code blocks are `translation.code-blocks`'.
public struct BlocksCheck: TranslationCheck {
    public static let id = "translation.blocks"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A translation lacks a paragraph, list item, note or table row of the English section, or adds one."

    public init() {}

    /// Blocks shorter than this (in words, or letters of CJK scripts) are headings in disguise ("Example:"), not content.
    static let minimumLength = 3

    public func check(source: LoadedPage, translation: LoadedPage, context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let stretches = context.alignedStretches(source, translation)
        for (stretch, blocks) in zip(stretches, context.alignedBlocks(source, translation)) {
            for gap in Self.gaps(blocks) {
                let missing = gap.source.filter { blocks.source[$0].kind != .code && blocks.source[$0].readableLength >= Self.minimumLength }
                let extra = gap.translation.filter { blocks.translation[$0].kind != .code && blocks.translation[$0].readableLength >= Self.minimumLength }
                // Blocks on both sides of a gap were reworded past recognition, or replaced: not sure enough to say which.
                if !missing.isEmpty, extra.isEmpty, !Self.isMerged(gap, blocks) {
                    let first = blocks.source[missing[0]]
                    // The note spans the whole run, so a finding that already reports the English
                    // element around it (a dropped parameter) can take it as a follow-on.
                    let run = SourceRange(first.range.lowerBound, blocks.source[missing[missing.count - 1]].range.upperBound)
                    let place = gap.next.map { blocks.translation[$0].range } ?? Self.nextHeading(after: stretch, in: translation.page)
                        ?? gap.previous.map { blocks.translation[$0].range } ?? stretch.translationPlace.sourceRange
                    let count = missing.count == 1 ? "a \(Self.name(first.kind))" : "\(missing.count) blocks"
                    diagnostics.append(diagnostic(
                        "\(count) of the English \(stretch.sourceSectionNode == nil ? "page" : "section") \(missing.count == 1 ? "is" : "are") missing here: “\(Self.quote(first.text))”",
                        in: translation, at: place,
                        notes: [sourceNote(missing.count == 1 ? "the English \(Self.name(first.kind))" : "the English blocks", source, at: run)]))
                }
                if !extra.isEmpty, missing.isEmpty, !Self.isSplit(gap, blocks) {
                    let first = blocks.translation[extra[0]]
                    diagnostics.append(diagnostic(
                        "this \(Self.name(first.kind)) is not in the English \(stretch.sourceSectionNode == nil ? "page" : "section")",
                        in: translation, at: first.range,
                        notes: [sourceNote("the English section", source, at: stretch.sourcePlace)]))
                }
            }
        }
        return diagnostics
    }

    /// Unpaired leaves between two pairs (or an end): the source's and the translation's, with
    /// the translated leaves paired just before and just after.
    struct Gap {
        var source: [Int] = []
        var translation: [Int] = []
        var previous: Int?
        var next: Int?
    }

    static func gaps(_ blocks: AlignedBlocks) -> [Gap] {
        var gaps: [Gap] = []
        var current = Gap()
        var translationIndex = 0
        func close(next: Int?) {
            current.next = next
            if !current.source.isEmpty || !current.translation.isEmpty { gaps.append(current) }
            current = Gap(previous: next)
        }
        for index in blocks.source.indices {
            guard let partner = blocks.partners[index] else {
                current.source.append(index)
                continue
            }
            while translationIndex < partner {
                current.translation.append(translationIndex)
                translationIndex += 1
            }
            close(next: partner)
            translationIndex = partner + 1
        }
        while translationIndex < blocks.translation.count {
            current.translation.append(translationIndex)
            translationIndex += 1
        }
        close(next: nil)
        return gaps
    }

    /// Whether the English blocks of a gap went into a neighbouring translated block: it holds
    /// their anchors, or is much longer than its own English block explains.
    static func isMerged(_ gap: Gap, _ blocks: AlignedBlocks) -> Bool {
        let ratio = blocks.ratio
        let missingLength = Double(gap.source.reduce(0) { $0 + blocks.source[$1].readableLength })
        let missingSpans = Set(gap.source.flatMap { blocks.source[$0].codeSpans.map(\.text) })
        for neighbour in [gap.previous, gap.next].compactMap({ $0 }) {
            guard let englishIndex = blocks.partners.firstIndex(of: neighbour) else { continue }
            let (english, translated) = (blocks.source[englishIndex], blocks.translation[neighbour])
            // Lengths say little about short blocks, whose names and numbers do not scale.
            let expected = Double(english.readableLength) * ratio
            if expected >= 15, Double(translated.readableLength) > max(expected * 1.5, expected + missingLength * ratio * 0.6) { return true }
            let extraSpans = Set(translated.codeSpans.map(\.text)).subtracting(english.codeSpans.map(\.text))
            if !missingSpans.isEmpty, !missingSpans.isDisjoint(with: extraSpans) { return true }
        }
        return false
    }

    /// Whether the translated blocks of a gap were split from a neighbouring English block.
    static func isSplit(_ gap: Gap, _ blocks: AlignedBlocks) -> Bool {
        let ratio = blocks.ratio
        let extraLength = Double(gap.translation.reduce(0) { $0 + blocks.translation[$1].readableLength })
        for neighbour in [gap.previous, gap.next].compactMap({ $0 }) {
            guard let englishIndex = blocks.partners.firstIndex(of: neighbour) else { continue }
            let (english, translated) = (blocks.source[englishIndex], blocks.translation[neighbour])
            let expected = Double(english.readableLength) * ratio
            if expected >= 15, expected > max(Double(translated.readableLength) * 1.5, Double(translated.readableLength) + extraLength * 0.6) { return true }
        }
        return false
    }

    /// The heading of the translated section after a stretch's: where blocks missing at the end
    /// of the stretch belong, before it.
    static func nextHeading(after stretch: AlignedStretch, in page: Page) -> SourceRange? {
        guard let node = stretch.translationSectionNode else { return page.sections.first?.headingRange }
        guard let index = page.sections.firstIndex(where: { $0.node == node }), index + 1 < page.sections.count else { return nil }
        return page.sections[index + 1].headingRange
    }

    static func name(_ kind: LeafBlock.Kind) -> String {
        switch kind {
        case .paragraph: "paragraph"
        case .row: "table row"
        case .html: "HTML block"
        case .code: "code block"
        }
    }

    /// The start of a block's text, for a reader to find it.
    static func quote(_ text: String) -> String {
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.count > 60 ? String(words.prefix(60)) + "…" : words
    }
}
