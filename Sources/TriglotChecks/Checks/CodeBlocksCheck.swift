import TriglotMarkup
import TriglotModel

/// Code blocks are code: each aligned section of a translation holds the English section's code
/// blocks byte for byte, info string included, lifecycle blocks too (they are language-neutral).
/// The Declaration section is `translation.declaration`'s, which forgives re-wrapping.
public struct CodeBlocksCheck: TranslationCheck {
    public static let id = "translation.code-blocks"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A translation changes, drops or adds a code block."

    public init() {}

    public func check(source: LoadedPage, translation: LoadedPage, context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for stretch in context.alignedStretches(source, translation) where stretch.sourceSectionKind != .declaration {
            let english = stretch.sourceItems(.codeBlocks, source, context)
            let other = stretch.translationItems(.codeBlocks, translation, context)
            if english.count == other.count {
                for (englishBlock, block) in zip(english, other) where englishBlock.text != block.text {
                    diagnostics.append(changed(block, from: englishBlock, source: source, translation: translation))
                }
                continue
            }
            // Blocks were dropped or added: match equal blocks first, then report the rest.
            let englishTexts = Multiset(english.map(\.text))
            let otherTexts = Multiset(other.map(\.text))
            for block in english where englishTexts.subtracting(otherTexts).counts[block.text] != nil {
                diagnostics.append(diagnostic(
                    "a code block of the English section is missing here", in: translation, at: stretch.translationPlace,
                    notes: [sourceNote("the English code block", source, at: block.range)]))
            }
            for block in other where otherTexts.subtracting(englishTexts).counts[block.text] != nil {
                diagnostics.append(diagnostic("this code block is not in the English section", in: translation, at: block.range))
            }
        }
        // Lifecycle blocks before the first heading are not among the preamble's blocks.
        let english = source.page.lifecycleBlocks.filter { $0.sectionID == nil }
        let other = translation.page.lifecycleBlocks.filter { $0.sectionID == nil }
        for (index, block) in other.enumerated() where index >= english.count || english[index].text != block.text {
            diagnostics.append(diagnostic("this lifecycle block differs from the English page's", in: translation, at: block.range,
                                          notes: [sourceNote("the English lifecycle blocks", source, at: english.first?.range)]))
        }
        if english.count > other.count, let first = english.dropFirst(other.count).first {
            diagnostics.append(diagnostic("a lifecycle block of the English page is missing here", in: translation,
                                          at: AlignedStretch.titlePlace(of: translation.page),
                                          notes: [sourceNote("the English lifecycle block", source, at: first.range)]))
        }
        return diagnostics
    }

    /// Points at the first line that differs: the fence when the info string changed.
    private func changed(_ block: SectionInventory.Item, from english: SectionInventory.Item,
                         source: LoadedPage, translation: LoadedPage) -> Diagnostic {
        var place = SourceRange(line: block.range.lowerBound.line)
        if let index = CodeBlockLines.firstDifferingLine(block.text, english.text), index > 0 {
            place = SourceRange(line: CodeBlockLines.firstContentLine(of: block.range, in: translation.source) + index - 1)
        }
        return diagnostic("this code block differs from the English code block", in: translation, at: place,
                          explanation: "Code blocks are copied unchanged into translations; code comments may stay in English.",
                          notes: [sourceNote("the English code block", source, at: english.range)])
    }
}
