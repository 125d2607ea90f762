import TriglotModel

/// An English page with no translation in a configured language.
public struct MissingTranslationCheck: Check {
    public static let id = "translation.missing"
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let summary = "An English page has no translation in a configured language."

    public init() {}

    public func run(_ context: CheckContext) -> [Diagnostic] {
        let source = context.sourceLanguage
        var diagnostics: [Diagnostic] = []
        for path in (context.content.pages[source] ?? [:]).keys.sorted() {
            guard let page = context.content.page(path, in: source) else { continue }
            for language in context.content.languages where language != source && context.content.page(path, in: language) == nil {
                diagnostics.append(diagnostic(
                    "no \(language.code) translation of this page (expected \(ContentLoaderPaths.display(context, language, path)))",
                    in: page, at: page.page.title?.range ?? LineOnly(1).sourceRange,
                    explanation: "The site shows the English page with a banner until the translation exists."))
            }
        }
        return diagnostics
    }
}

/// A translated page whose English source does not exist (renamed or deleted in English).
public struct OrphanTranslationCheck: Check {
    public static let id = "translation.orphan"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A translated page has no English source page."

    public init() {}

    public func run(_ context: CheckContext) -> [Diagnostic] {
        let source = context.sourceLanguage
        return context.allPages.filter { $0.language != source && context.content.page($0.path, in: source) == nil }.map { page in
            diagnostic("this \(page.language.code) page has no English source (\(ContentLoaderPaths.display(context, source, page.path)) does not exist)",
                       in: page, at: page.page.title?.range ?? LineOnly(1).sourceRange,
                       explanation: "Rename the translation along with the English page, or delete it.")
        }
    }
}

enum ContentLoaderPaths {
    static func display(_ context: CheckContext, _ language: Language, _ path: String) -> String {
        let folder = context.content.folder
        return (folder == "." ? "" : folder.hasSuffix("/") ? folder : folder + "/") + language.code + "/" + path
    }
}
