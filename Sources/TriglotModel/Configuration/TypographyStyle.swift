/// A language's house style for Chinese and Japanese typography (`typography:` in site.yml).
/// `auto` follows what the project's own pages in that language already do, when nearly all of
/// them agree; where they do not, the rule stays silent.
public struct TypographyStyle: Sendable, Equatable {
    /// A space between a Chinese or Japanese letter and a Latin letter or digit.
    public enum Spacing: String, Sendable, Equatable, CaseIterable {
        case auto, required, forbidden, free
    }

    /// Which quotation marks the language's sentences use.
    public enum Quotes: String, Sendable, Equatable, CaseIterable {
        case auto
        case curly = "“”"
        case corner = "「」"
        case free
    }

    /// The width of commas, colons, semicolons, question and exclamation marks after a
    /// Chinese or Japanese letter.
    public enum Punctuation: String, Sendable, Equatable, CaseIterable {
        case auto
        case fullWidth = "full-width"
        case halfWidth = "half-width"
        case free
    }

    public var spacing: Spacing
    public var quotes: Quotes
    public var punctuation: Punctuation

    public init(spacing: Spacing = .auto, quotes: Quotes = .auto, punctuation: Punctuation = .auto) {
        self.spacing = spacing
        self.quotes = quotes
        self.punctuation = punctuation
    }
}
