import Foundation
import TriglotMarkup
import TriglotModel

/// Finds each translation's baseline from the sources `translations:` in `site.yml` allows: a
/// front-matter commit, the lock, or git history. One `git log` and one `git cat-file` process
/// serve the whole folder.
public enum TranslationBaselineReader {
    public struct Result: Sendable {
        /// Language → page path → baseline; a translation absent here falls back to its lock entry.
        public var baselines: [Language: [String: TranslationBaseline]] = [:]
        /// Problems of the whole folder (no repository, a shallow clone), each said once.
        public var diagnostics: [Diagnostic] = []
    }

    /// The ids of the folder-wide findings `read` gives.
    public static let diagnosticIDs: Set<String> = ["translation.no-history", "translation.shallow-history"]

    public static func read(content: ContentSet) -> Result {
        let rule = content.configuration.translations
        let source = content.sourceLanguage
        var work: [(translation: LoadedPage, english: LoadedPage)] = []
        // Each English page's fingerprints, made once for all its translations.
        var fingerprints: [String: [String: String]] = [:]
        for language in content.languages where language != source {
            for path in (content.pages[language] ?? [:]).keys.sorted() {
                guard let translation = content.page(path, in: language), let english = content.page(path, in: source) else { continue }
                let current = {
                    if let known = fingerprints[path] { return known }
                    let made = TranslationLock.fingerprints(of: content.withParse(english))
                    fingerprints[path] = made
                    return made
                }
                if needsHistory(translation, englishFingerprints: current, rule: rule, lock: content.translationLock) {
                    work.append((translation, english))
                }
            }
        }
        var result = Result()
        guard !work.isEmpty else { return result }
        let siteFile = ContentLoader.display(content.folder, "site.yml")
        // Said once, on site.yml: the lock is all there is to go by.
        let noHistory = { (reason: String, explanation: String) in
            result.diagnostics.append(Diagnostic(
                id: "translation.no-history", severity: .warning,
                summary: "\(reason): translation baselines come from translations.lock alone", explanation: explanation,
                path: siteFile, range: SourceRange(line: 1)))
        }
        guard let repository = GitRepository.containing(content.folder), let objects = repository.objects() else {
            if rule.source != .auto || work.contains(where: { commitKey(of: $0.translation, rule: rule) != nil }) {
                noHistory("\(content.folder) is not in a git repository",
                          "Baselines from git history or front-matter commits need the content folder inside a git working copy (and git installed).")
            }
            return result
        }
        let history: FileHistory
        switch repository.history() {
        case .success(let read):
            history = read
        case .failure(let failure):
            // An empty history would make every translation look uncommitted, so current.
            noHistory("git could not read the history of \(content.folder) (\(failure.message))",
                      "Baselines from git history or front-matter commits need a repository whose history git can read. Check it with 'git log' and 'git fsck'; a damaged or incomplete clone can be cloned again.")
            return result
        }
        var finder = BaselineFinder(content: content, repository: repository, history: history, objects: objects)
        for (translation, english) in work.map({ (content.withParse($0.translation), content.withParse($0.english)) }) {
            guard var baseline = finder.baseline(of: translation, english: english, rule: rule) else { continue }
            if case .text(let text) = baseline.english, text.bytes != english.source.bytes {
                let file = baseline.englishFile ?? content.relativeFile(of: english.path, in: source)
                let read = PageReader(configuration: content.configuration)
                    .read(bytes: text.bytes, path: file + "@" + (baseline.shortCommit ?? "baseline"), language: source, pagePath: english.path)
                baseline.englishPage = LoadedPage(path: english.path, language: source, displayPath: file,
                                                  page: read.page, source: read.source, diagnostics: [])
            }
            result.baselines[translation.language, default: [:]][translation.path] = baseline
        }
        if finder.sawShallowBoundary {
            result.diagnostics.append(Diagnostic(
                id: "translation.shallow-history", severity: .warning,
                summary: "the repository is a shallow clone: which English version some translations were made from is not in its history",
                explanation: "Fetch the whole history (git fetch --unshallow; in GitHub Actions, actions/checkout with fetch-depth: 0). Until then those translations are not reported outdated.",
                path: siteFile, range: SourceRange(line: 1)))
        }
        return result
    }

    /// Whether the lock alone cannot answer for this translation.
    static func needsHistory(_ translation: LoadedPage, englishFingerprints: () -> [String: String], rule: TranslationBaselineRule,
                             lock: TranslationLock) -> Bool {
        switch rule.source {
        case .git, .frontMatter: return true
        case .lock, .auto:
            if rule.source == .auto, commitKey(of: translation, rule: rule) != nil { return true }
            guard let recorded = lock.fingerprints(of: translation.path, in: translation.language) else { return rule.source == .auto }
            // A lock entry that still matches needs nothing more; one that does not is placed in
            // history, so its date and text can be shown.
            return recorded != englishFingerprints()
        }
    }

    /// The front-matter key (and its value) naming the translation's commit, if it has one.
    static func commitKey(of translation: LoadedPage, rule: TranslationBaselineRule) -> (key: String, value: String)? {
        for key in rule.keys {
            if let value = translation.page.frontMatter.values[key]?.trimmingCharacters(in: .whitespaces), !value.isEmpty {
                return (key, value)
            }
        }
        return nil
    }
}
