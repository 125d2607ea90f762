import TriglotMarkup
import TriglotModel

/// Finds one translation's baseline in git: the three ways a project records it, each a method.
struct BaselineFinder {
    let content: ContentSet
    let repository: GitRepository
    let history: FileHistory
    let objects: GitObjectReader
    /// Set when a translation's last commit is where a shallow clone was cut.
    private(set) var sawShallowBoundary = false
    /// Fingerprints of English versions already read, by blob id: the languages of one page
    /// search the same history.
    private var fingerprintsByBlob: [String: [String: String]] = [:]
    /// How far back a lock entry is looked for in the English page's history.
    static let lockSearchDepth = 50

    init(content: ContentSet, repository: GitRepository, history: FileHistory, objects: GitObjectReader) {
        self.content = content
        self.repository = repository
        self.history = history
        self.objects = objects
    }

    mutating func baseline(of translation: LoadedPage, english: LoadedPage, rule: TranslationBaselineRule) -> TranslationBaseline? {
        let englishFile = repository.topPath(content.relativeFile(of: english.path, in: english.language))
        if rule.source == .auto || rule.source == .frontMatter,
           let (key, value) = TranslationBaselineReader.commitKey(of: translation, rule: rule) {
            return fromFrontMatter(commit: value, key: key, translation: translation, englishFile: englishFile, rule: rule)
        }
        switch rule.source {
        case .frontMatter:
            return nil
        case .git:
            return fromHistory(translationFile: repository.topPath(content.relativeFile(of: translation.path, in: translation.language)),
                               english: english, englishFile: englishFile, rule: rule)
        case .lock, .auto:
            if let recorded = content.translationLock.fingerprints(of: translation.path, in: translation.language) {
                return fromLock(recorded, english: english, englishFile: englishFile)
            }
            return fromHistory(translationFile: repository.topPath(content.relativeFile(of: translation.path, in: translation.language)),
                               english: english, englishFile: englishFile, rule: rule)
        }
    }

    /// The English page at the commit the front matter names.
    private func fromFrontMatter(commit name: String, key: String, translation: LoadedPage, englishFile: String,
                                 rule: TranslationBaselineRule) -> TranslationBaseline {
        let line = translation.page.frontMatter.keyLines[key]
        guard let named = objects.commit(name) else {
            let explanation = repository.isShallow
                ? "This is a shallow clone, which holds only recent commits: fetch the whole history (git fetch --unshallow; in GitHub Actions, actions/checkout with fetch-depth: 0)."
                : "The commit may be mistyped, or on a branch this repository has not fetched. Once the translation matches the English page, 'triglot mark-current \(translation.language.code)/\(translation.path)' writes the commit."
            return TranslationBaseline(origin: .frontMatter, english: .unknown(.init(
                summary: "the commit '\(name)' in front matter ('\(key)') is not in this repository's history",
                explanation: explanation, line: line)))
        }
        var commit = (hash: named.hash, time: named.time)
        var file = history.path(englishFile, atTime: named.time)
        if let index = history.index(of: named.hash) {
            file = history.path(englishFile, atCommitIndex: index)
            if let passed = ignoredVersionsAfter(index, of: englishFile, rule: rule) {
                commit = (history.commits[passed.index].hash, history.commits[passed.index].time)
                file = passed.path
            }
        }
        guard let text = text(of: file, at: commit.hash) else {
            return TranslationBaseline(origin: .frontMatter, commit: commit.hash, time: commit.time, english: .unknown(.init(
                summary: "the English page \(repository.folderPath(englishFile)) did not exist at commit \(commit.hash.prefix(10)), named in front matter ('\(key)')",
                explanation: "Name a commit of the English page's history: the one the translation was made from.", line: line)))
        }
        return TranslationBaseline(origin: .frontMatter, commit: commit.hash, time: commit.time, englishFile: repository.folderPath(file), english: .text(text))
    }

    /// The English page as it was at the translation's last commit.
    private mutating func fromHistory(translationFile: String, english: LoadedPage, englishFile: String,
                                      rule: TranslationBaselineRule) -> TranslationBaseline {
        // A commit the rule ignores (links fixed in every language) is no new version of the
        // translation, unless the translation has no other.
        let ignored = { (commit: FileHistory.Commit) in rule.ignores(subject: commit.subject) }
        guard let last = history.versions(of: translationFile, limit: 1, passingOver: ignored).first ?? history.lastChange(of: translationFile) else {
            // Not committed yet: it is being written against the English page as it is now.
            return TranslationBaseline(origin: .git, englishFile: repository.folderPath(englishFile), english: .text(english.source))
        }
        var commit = history.commits[last.index]
        if repository.shallowCommits.contains(commit.hash) {
            sawShallowBoundary = true
            return TranslationBaseline(origin: .git, english: .unknown(.init(
                summary: "the history before this translation's last commit is cut off (a shallow clone)",
                explanation: "Fetch the whole history to know which English version it was made from.", isRepositoryWide: true)))
        }
        var file = history.path(englishFile, atCommitIndex: last.index)
        if let passed = ignoredVersionsAfter(last.index, of: englishFile, rule: rule) {
            commit = history.commits[passed.index]
            file = passed.path
        }
        guard let text = text(of: file, at: commit.hash) else {
            return TranslationBaseline(origin: .git, commit: commit.hash, time: commit.time, english: .unknown(.init(
                summary: "the English page \(repository.folderPath(englishFile)) was not committed when this translation last was (\(commit.hash.prefix(10)))",
                explanation: "Commit the English page; a translation's baseline is the English page as it was at the translation's last commit.")))
        }
        return TranslationBaseline(origin: .git, commit: commit.hash, time: commit.time, englishFile: repository.folderPath(file), english: .text(text))
    }

    /// The newest English version whose sections have the fingerprints the lock recorded; nil
    /// when history holds none of them (the lock's fingerprints alone then say what changed).
    private mutating func fromLock(_ recorded: [String: String], english: LoadedPage, englishFile: String) -> TranslationBaseline? {
        for version in history.versions(of: englishFile, limit: Self.lockSearchDepth) {
            let commit = history.commits[version.index]
            guard let object = objects.object(repository.objectName(commit.hash, version.path)), object.type == "blob" else { continue }
            let fingerprints = fingerprintsByBlob[object.hash] ?? {
                let read = PageReader(configuration: content.configuration)
                    .read(bytes: object.bytes, path: version.path, language: english.language, pagePath: english.path)
                let page = LoadedPage(path: english.path, language: english.language, displayPath: version.path,
                                      page: read.page, source: read.source, diagnostics: [])
                return TranslationLock.fingerprints(of: page)
            }()
            fingerprintsByBlob[object.hash] = fingerprints
            if fingerprints == recorded {
                return TranslationBaseline(origin: .lock, commit: commit.hash, time: commit.time, englishFile: repository.folderPath(version.path),
                                           english: .text(SourceText(bytes: object.bytes)))
            }
        }
        return nil
    }

    /// The newest of the English versions right after the commit at `index` that the rule
    /// ignores (`en-only`, `fix typo`), up to the first it does not: the translation follows
    /// them already, so its baseline is that version. nil when the next version counts.
    private func ignoredVersionsAfter(_ index: Int, of englishFile: String, rule: TranslationBaselineRule) -> (index: Int, path: String)? {
        guard !rule.ignoredKeywords.isEmpty else { return nil }
        var passed: (index: Int, path: String)?
        for version in history.versions(of: englishFile).reversed() where version.index < index {
            guard rule.ignores(subject: history.commits[version.index].subject) else { break }
            passed = version
        }
        return passed
    }

    private func text(of file: String, at commit: String) -> SourceText? {
        guard let object = objects.object(repository.objectName(commit, file)), object.type == "blob" else { return nil }
        return SourceText(bytes: object.bytes)
    }
}
