import TriglotModel

/// `Content/glossary.yml`: one chosen translation per key term and language, and the variants
/// to report (`avoid`), so "delegate" is 代理 everywhere and never also 委托.
public struct Glossary: Sendable, Equatable, Codable {
    public struct Term: Sendable, Equatable, Codable {
        /// The term in the source language.
        public var source: String
        /// The chosen translation per language code.
        public var translations: [String: String]
        /// Variants to report per language code.
        public var avoid: [String: [String]]

        public init(source: String, translations: [String: String], avoid: [String: [String]] = [:]) {
            self.source = source
            self.translations = translations
            self.avoid = avoid
        }
    }

    public var terms: [Term]

    public init(terms: [Term] = []) {
        self.terms = terms
    }

    /// The chosen translation of a source term in a language.
    public func translation(of source: String, in language: Language) -> String? {
        terms.first { $0.source == source }?.translations[language.code]
    }
}
