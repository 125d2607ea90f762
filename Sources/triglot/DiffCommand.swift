import ArgumentParser
import Foundation
import TriglotChecks
import TriglotContent
import TriglotModel

/// `triglot diff uikit/uiwindow.md --language ja`: the English changes a translation has not
/// caught up with, as a unified diff, section by section.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Print what changed in the English page since a translation's baseline, section by section, as a unified diff.",
        discussion: "PAGE is the page's path in its language folder (uikit/uiwindow.md), or the translation's file (ja/uikit/uiwindow.md). The baseline is the English version the translation was made from (see 'triglot status')."
    )

    @OptionGroup var contentOptions: ContentOptions

    @Argument(help: "The page: PATH, or LANGUAGE/PATH.")
    var page: String

    @Option(name: .long, help: "The translation's language (its code); optional when PAGE starts with it.")
    var language: String?

    func run() throws {
        let content = try ContentLoader.load(folder: contentOptions.resolved)
        let source = content.sourceLanguage
        let (language, path) = try resolve(in: content)
        guard let english = content.page(path, in: source) else {
            throw CommandFailure("\(path): no English page of that path in \(contentOptions.resolved)")
        }
        guard let translation = content.page(path, in: language) else {
            throw CommandFailure("\(language.code)/\(path): no such translation (run 'triglot status' for the list)")
        }
        print(BaselineDiff.render(translation: translation, english: english, content: content), terminator: "")
    }

    /// The language and page path PAGE and --language name.
    private func resolve(in content: ContentSet) throws -> (Language, String) {
        let translated = content.languages.filter { $0 != content.sourceLanguage }
        var path = page
        var named: Language?
        for language in translated {
            let folder = content.configuration.folder(of: language)
            for prefix in [language.code + "/", folder + "/"] where path.hasPrefix(prefix) {
                path = String(path.dropFirst(prefix.count))
                named = language
                break
            }
            if named != nil { break }
        }
        let sourceFolder = content.configuration.folder(of: content.sourceLanguage) + "/"
        if named == nil, content.configuration.layout != .root, path.hasPrefix(sourceFolder) { path = String(path.dropFirst(sourceFolder.count)) }
        if let code = language {
            guard let match = translated.first(where: { $0.code == code || content.configuration.folder(of: $0) == code }) else {
                throw CommandFailure("--language \(code): not a translated language of this site (\(translated.map(\.code).joined(separator: ", ")))")
            }
            named = match
        }
        guard let named else {
            throw ValidationError("name the translation's language with --language (\(translated.map(\.code).joined(separator: ", ")))")
        }
        return (named, path)
    }
}
