import ArgumentParser
import Foundation
import TriglotContent
import TriglotModel

/// `triglot mark-current ja/uikit/x.md`: records that a translation matches the English page as
/// it is now, in the form `translations:` in site.yml names: a lock entry, or the English
/// page's commit in the translation's front matter.
struct MarkCurrentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mark-current",
        abstract: "Record that translations match their English pages as they are now.",
        discussion: "Name translations as LANGUAGE/PATH (ja/uikit/uiapplication.md) or by their file (zh-cn/uikit/uiapplication.md, uiapplication.ja.md), or a language (ja) or its folder for all of its pages; with no argument, every translation is marked. The record is Content/translations.lock, or, where site.yml says 'translations: {baseline: front-matter}' or the translation already names a commit, the English page's last commit in its front matter. With 'baseline: git' a translation's last commit is its record: commit it instead."
    )

    @OptionGroup var contentOptions: ContentOptions

    @Argument(help: "Translations to mark: LANGUAGE/PATH, a translation's file, LANGUAGE, or a language's folder.")
    var translations: [String] = []

    func run() throws {
        let folder = contentOptions.resolved
        let content = try ContentLoader.load(folder: folder)
        let rule = content.configuration.translations
        guard rule.source != .git else {
            throw CommandFailure("site.yml sets 'translations: {baseline: git}': a translation's last commit is its baseline, so commit the translation instead")
        }
        let source = content.sourceLanguage
        var lock = content.translationLock
        var marked: [String] = []
        var frontMatterWrites: [(file: String, text: String)] = []
        var named = Set<String>()
        let repository = GitRepository.containing(folder)
        let history = repository?.history()
        for language in content.languages where language != source {
            for path in (content.pages[language] ?? [:]).keys.sorted() {
                let naming = arguments(naming: language, path: path, configuration: content.configuration)
                guard translations.isEmpty || !naming.isEmpty else { continue }
                named.formUnion(naming)
                guard let english = content.page(path, in: source), let translation = content.page(path, in: language) else {
                    throw CommandFailure("\(language.code)/\(path) has no English page to be current with")
                }
                let existingKey = rule.keys.first { translation.page.frontMatter.values[$0] != nil }
                if rule.source == .frontMatter || existingKey != nil {
                    let englishFile = content.relativeFile(of: path, in: source)
                    guard let repository, let historyRead = history else {
                        throw CommandFailure("\(folder) is not in a git repository: a front-matter baseline names a commit of the English page")
                    }
                    let history = try historyRead.mapError { failure in
                        CommandFailure("\(folder): git could not read the history (\(failure.message)), so the English page's last commit is unknown")
                    }.get()
                    guard !repository.hasUncommittedChanges(englishFile), let last = history.lastChange(of: repository.topPath(englishFile)) else {
                        throw CommandFailure("\(english.displayPath) has changes not committed yet: commit the English page first, so the translation can name the commit it matches")
                    }
                    let file = folder + "/" + content.relativeFile(of: path, in: language)
                    let text = String(decoding: translation.source.bytes, as: UTF8.self)
                    frontMatterWrites.append((file, FrontMatterEditor.setting(existingKey ?? rule.writtenKey, to: history.commits[last.index].hash, in: text)))
                } else {
                    lock.record(TranslationLock.fingerprints(of: english), of: path, in: language)
                }
                marked.append("\(language.code)/\(path)")
            }
        }
        let unknown = translations.filter { !named.contains($0) }
        guard unknown.isEmpty else {
            throw CommandFailure("no translation named \(unknown.joined(separator: ", ")) in \(folder)")
        }
        for write in frontMatterWrites { try AtomicFile.write(write.text, to: write.file) }
        if frontMatterWrites.count < marked.count {
            try AtomicFile.write(try lock.encoded(), to: folder + "/" + TranslationLock.fileName)
        }
        print("marked \(marked.count) translation\(marked.count == 1 ? "" : "s") current")
    }

    /// The arguments that name a translation: as LANGUAGE/PATH or LANGUAGE, or by its file or
    /// folder as the layout places it (`zh-cn/guide.md`, `guide.ja.md`,
    /// `i18n/ja/…/current/guide.mdx`, `zh-cn`): what a shell completes.
    private func arguments(naming language: Language, path: String, configuration: SiteConfiguration) -> [String] {
        translations.filter { argument in
            if argument == language.code || argument == language.code + "/" + path { return true }
            let file = argument.hasPrefix("./") ? String(argument.dropFirst(2)) : argument
            if configuration.layout != .suffix, file == configuration.folder(of: language) || file == configuration.folder(of: language) + "/" {
                return true
            }
            guard PageFileName.isPage(file), let place = configuration.place(ofFile: file) else { return false }
            return place.language == language && PageFileName.pagePath(ofFile: place.path) == path
        }
    }
}
