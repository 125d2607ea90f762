import ArgumentParser
import Foundation
import TriglotModel

/// `triglot mark-current ja/uikit/x.md`: records that a translation matches the English page as
/// it is now, in `Content/translations.lock`.
struct MarkCurrentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mark-current",
        abstract: "Record that translations match their English pages as they are now.",
        discussion: "Name translations as LANGUAGE/PATH (ja/uikit/uiapplication.md), or a language (ja) for all of its pages; with no argument, every translation is marked. The record is Content/translations.lock, to commit with the translation."
    )

    @OptionGroup var contentOptions: ContentOptions

    @Argument(help: "Translations to mark: LANGUAGE/PATH or LANGUAGE.")
    var translations: [String] = []

    func run() throws {
        let content = try ContentLoader.load(folder: contentOptions.resolved)
        let source = content.sourceLanguage
        var lock = content.translationLock
        var marked: [String] = []
        for language in content.languages where language != source {
            for path in (content.pages[language] ?? [:]).keys.sorted() where isSelected(language: language, path: path) {
                guard let english = content.page(path, in: source) else {
                    throw CommandFailure("\(language.code)/\(path) has no English page to be current with")
                }
                lock.record(TranslationLock.fingerprints(of: english), of: path, in: language)
                marked.append("\(language.code)/\(path)")
            }
        }
        let unknown = translations.filter { name in !marked.contains { $0 == name || $0.hasPrefix(name + "/") } }
        guard unknown.isEmpty else {
            throw CommandFailure("no translation named \(unknown.joined(separator: ", ")) in \(contentOptions.resolved)")
        }
        try AtomicFile.write(try lock.encoded(), to: contentOptions.resolved + "/" + TranslationLock.fileName)
        print("marked \(marked.count) translation\(marked.count == 1 ? "" : "s") current")
    }

    private func isSelected(language: Language, path: String) -> Bool {
        translations.isEmpty || translations.contains { $0 == language.code || $0 == language.code + "/" + path }
    }
}
