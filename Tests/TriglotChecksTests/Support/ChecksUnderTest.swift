import TriglotChecks

/// The checks these tests are about: the translation-consistency, symbol, link, terminology and
/// source checks. Lifecycle-claim and outdated-translation checks are other suites' business.
enum ChecksUnderTest {
    static let all: [any Check.Type] = [
        MissingTranslationCheck.self, OrphanTranslationCheck.self, StructureCheck.self, BlocksCheck.self, CodeSpansCheck.self,
        CodeBlocksCheck.self, DeclarationCheck.self, ParametersCheck.self, ParametersDeclarationCheck.self,
        AvailabilityCheck.self, LinksCheck.self, NumbersCheck.self, SeeAlsoCheck.self, HeadingIDsCheck.self,
        DuplicateHeadingIDCheck.self, MalformedSymbolCheck.self, UnresolvedSymbolCheck.self, RelativeLinksCheck.self,
        UntranslatedCheck.self, GlossaryCheck.self, SourceURLCheck.self, NegationCheck.self,
        PunctuationSpaceCheck.self, EllipsisDashCheck.self, HeadingPunctuationCheck.self, BracketPairsCheck.self,
        JapanesePolitenessCheck.self,
    ]
}
