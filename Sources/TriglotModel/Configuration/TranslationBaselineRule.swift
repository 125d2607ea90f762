import Foundation

/// `translations:` in `site.yml`: where Triglot learns which version of the English page each
/// translation was made from. Projects already record it in different ways, and adopting
/// Triglot must not certify years-old translations as current.
public struct TranslationBaselineRule: Sendable, Equatable {
    public enum Source: String, Sendable, Equatable, CaseIterable {
        /// A front-matter commit where a translation has one, else its lock entry, else git history.
        case auto
        /// `translations.lock`, written by `triglot mark-current`.
        case lock
        /// A commit of the English page's history named in the translation's front matter.
        case frontMatter = "front-matter"
        /// The last commit that touched the translation, and the English page as it was then.
        case git
    }

    public var source: Source
    /// The front-matter key holding the commit (`l10n.sourceCommit`: a dotted key reads a nested
    /// one). Unset, `auto` reads any of `commonKeys` and `mark-current` writes `sourceCommit`.
    public var commitKey: String?
    /// Words that mark a commit as changing nothing a translation has to follow (`en-only`,
    /// `fix typo`), found in its subject whatever their case. Such a commit of the English page
    /// does not make a translation outdated, and one of a translation (a link fixed in every
    /// language) does not make it current. Lunaria's `ignoredKeywords`, with its defaults.
    public var ignoredKeywords: [String]

    public static let defaultIgnoredKeywords = ["lunaria-ignore", "fix typo"]

    public init(source: Source = .auto, commitKey: String? = nil, ignoredKeywords: [String] = Self.defaultIgnoredKeywords) {
        self.source = source
        self.commitKey = commitKey
        self.ignoredKeywords = ignoredKeywords
    }

    /// Whether a commit with this subject is one the baselines pass over.
    public func ignores(subject: String) -> Bool {
        !ignoredKeywords.isEmpty && ignoredKeywords.contains { subject.range(of: $0, options: .caseInsensitive) != nil }
    }

    /// Keys other projects already keep: Starlight-style `l10n.sourceCommit`, Hugo sites'
    /// `default_lang_commit` (Kubernetes), and the key `mark-current` writes.
    public static let commonKeys = ["sourceCommit", "l10n.sourceCommit", "default_lang_commit"]

    /// The keys a translation's front matter is searched for, in order.
    public var keys: [String] {
        if let commitKey { return [commitKey] }
        return source == .lock || source == .git ? [] : Self.commonKeys
    }

    /// The key `mark-current` writes in front-matter mode.
    public var writtenKey: String { commitKey ?? "sourceCommit" }
}
