import TriglotModel

/// Every check Triglot runs, in the order `triglot check --list` shows them.
public enum CheckCatalogue {
    public static let all: [any Check.Type] = [
        MissingTranslationCheck.self,
        OrphanTranslationCheck.self,
        StructureCheck.self,
        BlocksCheck.self,
        CodeSpansCheck.self,
        CodeBlocksCheck.self,
        DeclarationCheck.self,
        ParametersCheck.self,
        ParametersDeclarationCheck.self,
        SymbolGraphCheck.self,
        AvailabilityCheck.self,
        LinksCheck.self,
        TranslationMarkupCheck.self,
        NumbersCheck.self,
        SeeAlsoCheck.self,
        HeadingIDsCheck.self,
        DuplicateHeadingIDCheck.self,
        MalformedSymbolCheck.self,
        UnresolvedSymbolCheck.self,
        RelativeLinksCheck.self,
        CJKEmphasisCheck.self,
        CJKSpacingCheck.self,
        PunctuationSpaceCheck.self,
        PunctuationWidthCheck.self,
        QuoteStyleCheck.self,
        BracketPairsCheck.self,
        EllipsisDashCheck.self,
        HeadingPunctuationCheck.self,
        JapanesePolitenessCheck.self,
        UntranslatedCheck.self,
        GlossaryCheck.self,
        ConsistencyCheck.self,
        SourceURLCheck.self,
        NegationCheck.self,
        OutdatedTranslationCheck.self,
        ScenarioFilesCheck.self,
        CallOrderCheck.self,
        LifecycleBlockCheck.self,
        StepOrderCheck.self,
        DelegateDeclarationCheck.self,
    ]

    /// Ids, summaries and default severities of every check (for `--list` and SARIF rules).
    public static var rules: [(id: String, summary: String, severity: Diagnostic.Severity)] {
        all.map { ($0.id, $0.summary, $0.defaultSeverity) }
    }
}
