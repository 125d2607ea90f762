import Foundation
import TriglotModel

extension ContentDetection {
    /// Docusaurus's docs plugin keeps the source's pages in `docs/` and each translation's in
    /// `i18n/<locale>/docusaurus-plugin-content-docs/current/`.
    static func docusaurusTranslationFolder(locale: String) -> String {
        "i18n/\(locale)/docusaurus-plugin-content-docs/current"
    }

    /// The languages of a Docusaurus site's docs, the source first, or nil when the folder is
    /// not one (no `docs/` with pages, or no translation of them under `i18n/`). The source's
    /// locale is `i18n.defaultLocale` of `docusaurus.config.*`, or told from its pages' script.
    static func docusaurusLanguages(folder: String) -> [FoundLanguage]? {
        let manager = FileManager.default
        let docs = FolderWalk.markdownFiles(in: folder + "/docs", display: "docs").files
        guard !docs.isEmpty, let locales = try? manager.contentsOfDirectory(atPath: folder + "/i18n") else { return nil }
        let code = defaultLocale(folder: folder) ?? languageOfText(docs.prefix(60).compactMap { path in
            manager.contents(atPath: folder + "/docs/" + path).map { String(decoding: $0, as: UTF8.self) }
        })
        var translations: [FoundLanguage] = []
        for locale in locales.sorted() where !locale.hasPrefix(".") {
            guard let tag = LanguageTags.tag(forFolder: locale), tag.lowercased() != code.lowercased() else { continue }
            let translationFolder = docusaurusTranslationFolder(locale: locale)
            let pages = FolderWalk.markdownFiles(in: folder + "/" + translationFolder, display: translationFolder).files.count
            if pages > 0 { translations.append(FoundLanguage(code: tag, folder: translationFolder, name: LanguageTags.name(of: tag), pageCount: pages)) }
        }
        guard !translations.isEmpty else { return nil }
        return [FoundLanguage(code: code, folder: "docs", name: LanguageTags.name(of: code), pageCount: docs.count)] + translations
    }

    /// `defaultLocale: 'en'` in the site's docusaurus.config (JavaScript or TypeScript).
    static func defaultLocale(folder: String) -> String? {
        config(folder: folder).flatMap { stringValue(of: "defaultLocale", inConfig: $0) }.flatMap(LanguageTags.tag(forFolder:))
    }

    /// The site's `title: '…'`, the first in the config (the site's own comes before the navbar's).
    static func docusaurusTitle(folder: String) -> String? {
        config(folder: folder).flatMap { stringValue(of: "title", inConfig: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    private static func config(folder: String) -> String? {
        for name in ["docusaurus.config.js", "docusaurus.config.ts", "docusaurus.config.mjs", "docusaurus.config.cjs", "docusaurus.config.mts"] {
            if let data = FileManager.default.contents(atPath: folder + "/" + name) { return String(decoding: data, as: UTF8.self) }
        }
        return nil
    }

    /// The quoted string after the first `key:` of a JavaScript object literal; nil when the
    /// value is not a plain string (a variable, a call).
    static func stringValue(of key: String, inConfig text: String) -> String? {
        guard let value = values(of: key, inConfig: text).first,
              let quote = value.first, quote == "'" || quote == "\"" || quote == "`" else { return nil }
        return String(value.dropFirst().prefix { $0 != quote && $0 != "\n" })
    }

    /// What follows each `key:` of a JavaScript object literal (the key a whole word, quoted or
    /// not), from its first character past the colon and spaces, in order.
    static func values(of key: String, inConfig text: String) -> [Substring] {
        var result: [Substring] = []
        var rest = Substring(text)
        while let found = rest.range(of: key) {
            let before = rest[..<found.lowerBound].last
            rest = rest[found.upperBound...]
            guard before.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true else { continue }
            let value = rest.drop { $0 == " " || $0 == "\t" || $0 == "'" || $0 == "\"" }
            guard value.first == ":" else { continue }
            result.append(value.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" })
        }
        return result
    }
}
