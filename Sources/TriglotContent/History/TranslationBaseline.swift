import TriglotMarkup
import TriglotModel

/// The version of the English page a translation was made from: what "outdated" is measured
/// against, and what `triglot diff` compares today's English with.
public struct TranslationBaseline: Sendable {
    public enum Origin: String, Sendable, Codable {
        /// `translations.lock`.
        case lock
        /// A commit named in the translation's front matter.
        case frontMatter = "front-matter"
        /// The translation's last commit.
        case git
    }

    /// Why the baseline cannot be known: said as one finding, never guessed.
    public struct Problem: Sendable, Equatable {
        public var summary: String
        public var explanation: String
        /// The line of the translation the problem is about (its front-matter key), if any.
        public var line: Int?
        /// A problem of the whole repository (a shallow clone), reported once for all pages.
        public var isRepositoryWide: Bool

        public init(summary: String, explanation: String, line: Int? = nil, isRepositoryWide: Bool = false) {
            self.summary = summary
            self.explanation = explanation
            self.line = line
            self.isRepositoryWide = isRepositoryWide
        }
    }

    public enum English: Sendable {
        /// The English page's text at the baseline.
        case text(SourceText)
        /// Only the fingerprints of its sections: a lock entry whose text history does not hold.
        case fingerprints([String: String])
        case unknown(Problem)
    }

    public var origin: Origin
    /// The commit (full id) of the baseline; nil for a lock entry git could not place, or a
    /// translation not committed yet.
    public var commit: String?
    /// The commit's time, seconds since 1970.
    public var time: Int?
    /// The English page's file (relative to the content folder) at the baseline.
    public var englishFile: String?
    public var english: English
    /// `english` parsed, when it differed from the English page as loaded.
    public var englishPage: LoadedPage?

    public init(origin: Origin, commit: String? = nil, time: Int? = nil, englishFile: String? = nil,
                english: English, englishPage: LoadedPage? = nil) {
        self.origin = origin
        self.commit = commit
        self.time = time
        self.englishFile = englishFile
        self.english = english
        self.englishPage = englishPage
    }

    /// The first characters of the commit, as git shows them.
    public var shortCommit: String? { commit.map { String($0.prefix(10)) } }
}
