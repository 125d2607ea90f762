import TriglotContent
import TriglotModel

/// Each paired block of a translation links where the English block does: a dropped link loses
/// a reader's way on, a changed one sends them elsewhere. One finding per block, whatever number
/// of links differ in it; a block with no partner is `translation.blocks`' finding. A link to a
/// translated heading's id stands for the English link to its counterpart (`TranslatedAnchors`).
public struct LinksCheck: TranslationCheck {
    public static let id = "translation.links"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A translated paragraph links to different destinations than the English paragraph."

    public init() {}

    public func check(source: LoadedPage, translation: LoadedPage, context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let comparison = context.linkComparison
        for blocks in context.alignedBlocks(source, translation) {
            // In place, as `CodeSpansCheck` compares: a leaf is copied out only when its links differ.
            for (index, partner) in blocks.partners.enumerated() {
                guard let partner, !blocks.source[index].links.elementsEqual(blocks.translation[partner].links, by: { $0.text == $1.text })
                else { continue }
                let (english, translated) = (blocks.source[index], blocks.translation[partner])
                let differences = Self.differences(english.links, translated.links, comparison)
                let (missing, added) = TranslatedAnchors(context: context)
                    .withoutCounterparts(differences.missing, differences.added, source: source, translation: translation)
                if missing.isEmpty, added.isEmpty { continue }
                let summary: String
                if missing.count == 1, added.count == 1 {
                    summary = "this links to '\(added[0].text)' where the English links to '\(missing[0].text)'"
                } else {
                    let parts = [missing.isEmpty ? nil : "the English links to \(Self.list(missing)) here; this does not",
                                 added.isEmpty ? nil : "links to \(Self.list(added)) are not in the English"]
                    summary = parts.compactMap { $0 }.joined(separator: "; ")
                }
                diagnostics.append(diagnostic(summary, in: translation, at: added.first?.range ?? translated.range,
                                              notes: [sourceNote("the English paragraph", source, at: missing.first?.range ?? english.range)]))
            }
        }
        return diagnostics
    }

    /// The English links the translation lacks and the links it adds, each destination once.
    /// A translated link to a localised site stands in for the English link beside it.
    static func differences(_ english: [LeafBlock.Token], _ translation: [LeafBlock.Token], _ comparison: LinkComparison)
        -> (missing: [LeafBlock.Token], added: [LeafBlock.Token]) {
        var unmatched = translation
        var missing: [LeafBlock.Token] = []
        for link in english where !missing.contains(where: { comparison.key($0.text) == comparison.key(link.text) }) {
            if let match = unmatched.firstIndex(where: { comparison.same(link.text, $0.text) }) {
                let key = comparison.key(unmatched[match].text)
                unmatched.removeAll { comparison.key($0.text) == key }
            } else if !translation.contains(where: { comparison.same(link.text, $0.text) }) {
                missing.append(link)
            }
        }
        var added = unmatched
        // Positionally, a localised destination replacing an English one.
        var index = 0
        while index < min(missing.count, added.count) {
            if comparison.isLocalised(added[index].text) {
                missing.remove(at: index)
                added.remove(at: index)
            } else {
                index += 1
            }
        }
        // A link a translator adds to another site (a glossary, a localised reference) takes no
        // fact away; one to a page of this site, or one in place of a dropped link, may.
        if missing.isEmpty { added.removeAll { $0.text.hasPrefix("https://") || $0.text.hasPrefix("http://") } }
        return (missing, added)
    }

    static func list(_ links: [LeafBlock.Token]) -> String {
        links.map { "'\($0.text)'" }.joined(separator: ", ")
    }
}
