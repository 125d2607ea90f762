import TriglotContent
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
        let comparison = CodeComparison(allowances: context.content.configuration.checks.allow)
        for stretch in context.alignedStretches(source, translation) where stretch.sourceSectionKind != .declaration {
            let english = Array(stretch.sourceItems(.codeBlocks, source, context))
            let other = Array(stretch.translationItems(.codeBlocks, translation, context))
            if english.map(\.text) == other.map(\.text) { continue }
            let (englishBlocks, blocks) = (english.map { CodeComparison.Block(inventoryText: $0.text) },
                                           other.map { CodeComparison.Block(inventoryText: $0.text) })
            // Paired by content and order, so one dropped block is one finding, not a shift.
            let partners = SequenceAlignment.align(count: english.count, other.count) { left, right in
                comparison.similarity(englishBlocks[left], blocks[right])
            }
            for index in english.indices {
                guard let partner = partners[index] else {
                    diagnostics.append(diagnostic(
                        "a code block of the English section is missing here", in: translation, at: stretch.translationPlace,
                        notes: [sourceNote("the English code block", source, at: english[index].range)]))
                    continue
                }
                if let difference = comparison.difference(englishBlocks[index], blocks[partner]) {
                    diagnostics.append(changed(other[partner], from: english[index], difference, source: source, translation: translation))
                }
            }
            let paired = Set(partners.compactMap { $0 })
            for index in other.indices where !paired.contains(index) {
                diagnostics.append(diagnostic("this code block is not in the English section", in: translation, at: other[index].range))
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

    /// Points at the first line that differs: the fence when the language changed.
    private func changed(_ block: SectionInventory.Item, from english: SectionInventory.Item, _ difference: CodeComparison.Difference,
                         source: LoadedPage, translation: LoadedPage) -> Diagnostic {
        var place = SourceRange(line: block.range.lowerBound.line)
        var summary = "this code block differs from the English code block"
        switch difference {
        case .language(let englishLanguage, let language):
            summary = "this code block is marked '\(language)'; the English one is '\(englishLanguage)'"
        case .code(let line):
            place = SourceRange(line: CodeBlockLines.firstContentLine(of: block.range, in: translation.source) + line)
        }
        return diagnostic(summary, in: translation, at: place,
                          explanation: "Code is copied unchanged into translations; comments, string literals and the text a template shows may be translated.",
                          notes: [sourceNote("the English code block", source, at: english.range)])
    }
}
