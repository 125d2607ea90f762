import TriglotContent
import TriglotModel

/// An English page with no translation in a configured language.
///
/// Page by page, on any core, and kept for the pages a save in the preview did not touch: the
/// answer changes only when a page comes or goes, and then every page is checked again.
public struct MissingTranslationCheck: PageCheck {
    public static let id = "translation.missing"
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let summary = "An English page has no translation in a configured language."

    public init() {}

    public func check(_ page: LoadedPage, context: CheckContext) -> [Diagnostic] {
        let source = context.sourceLanguage
        guard page.language == source else { return [] }
        var diagnostics: [Diagnostic] = []
        for language in context.content.languages where language != source && !context.content.hasPage(page.path, in: language) {
            diagnostics.append(diagnostic(
                "no \(language.code) translation of this page (expected \(ContentLoaderPaths.display(context, language, page.path, like: page)))",
                in: page, at: page.page.title?.range ?? LineOnly(1).sourceRange,
                explanation: "The site shows the English page with a banner until the translation exists."))
        }
        return diagnostics
    }
}

/// A translated page whose English source does not exist (renamed or deleted in English).
/// Page by page, as `MissingTranslationCheck` is.
public struct OrphanTranslationCheck: PageCheck {
    public static let id = "translation.orphan"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A translated page has no English source page."

    public init() {}

    public func check(_ page: LoadedPage, context: CheckContext) -> [Diagnostic] {
        let source = context.sourceLanguage
        guard page.language != source, !context.content.hasPage(page.path, in: source) else { return [] }
        return [diagnostic("this \(page.language.code) page has no English source (\(ContentLoaderPaths.display(context, source, page.path, like: page)) does not exist)",
                           in: page, at: page.page.title?.range ?? LineOnly(1).sourceRange,
                           explanation: "Rename the translation along with the English page, or delete it.")]
    }
}

enum ContentLoaderPaths {
    /// Where `path` of `language` is, or would be: a file not there yet is named with the
    /// extension of `counterpart`, the page in the other language (`.mdx` for an MDX page).
    static func display(_ context: CheckContext, _ language: Language, _ path: String, like counterpart: LoadedPage? = nil) -> String {
        let folder = context.content.folder
        var file = context.content.relativeFile(of: path, in: language)
        if let counterpart, !context.content.hasPage(path, in: language), PageFileName.isMDX(counterpart.displayPath), !PageFileName.isMDX(file) {
            file += "x"
        }
        return (folder == "." ? "" : folder.hasSuffix("/") ? folder : folder + "/") + file
    }
}
