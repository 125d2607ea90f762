import Foundation
import TriglotModel

extension ContentDetection {
    /// A version of a Docusaurus site's docs that has translations.
    public struct DocsVersion: Sendable, Equatable {
        /// As `versions.json` names it (`3`), or `current`.
        public var name: String
        public var translations: Int
    }

    /// Docusaurus's docs plugin keeps the source's pages in `docs/` and each translation's in
    /// `i18n/<locale>/docusaurus-plugin-content-docs/current/`; a version its `versions.json`
    /// names (`3`) in `versioned_docs/version-3/` and `…/docusaurus-plugin-content-docs/version-3/`.
    static func docusaurusTranslationFolder(locale: String, version: String? = nil) -> String {
        "i18n/\(locale)/docusaurus-plugin-content-docs/" + (version.map { "version-" + $0 } ?? "current")
    }

    static func docusaurusSourceFolder(version: String?) -> String {
        version.map { "versioned_docs/version-" + $0 } ?? "docs"
    }

    /// The versions `versions.json` lists, newest first; none when there is no such file.
    static func docusaurusVersions(folder: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: folder + "/versions.json"),
              let names = try? JSONSerialization.jsonObject(with: data) as? [Any] else { return [] }
        return names.compactMap { $0 as? String }
    }

    /// The languages of a Docusaurus site's docs (the current ones, or `version`'s), the source
    /// first, or nil when the folder is not one (no docs with pages, or no translation of them
    /// under `i18n/`). The source's locale is `i18n.defaultLocale` of `docusaurus.config.*`, or
    /// told from its pages' script.
    static func docusaurusLanguages(folder: String, version: String? = nil) -> [FoundLanguage]? {
        let manager = FileManager.default
        let sourceFolder = docusaurusSourceFolder(version: version)
        let docs = FolderWalk.markdownFiles(in: folder + "/" + sourceFolder, display: sourceFolder).files
        guard !docs.isEmpty, let locales = try? manager.contentsOfDirectory(atPath: folder + "/i18n") else { return nil }
        let code = defaultLocale(folder: folder) ?? languageOfText(docs.prefix(60).compactMap { path in
            manager.contents(atPath: folder + "/" + sourceFolder + "/" + path).map { String(decoding: $0, as: UTF8.self) }
        })
        var translations: [FoundLanguage] = []
        for locale in locales.sorted() where !locale.hasPrefix(".") {
            guard let tag = LanguageTags.tag(forFolder: locale), tag.lowercased() != code.lowercased() else { continue }
            let translationFolder = docusaurusTranslationFolder(locale: locale, version: version)
            let pages = FolderWalk.markdownFiles(in: folder + "/" + translationFolder, display: translationFolder).files.count
            if pages > 0 { translations.append(FoundLanguage(code: tag, folder: translationFolder, name: LanguageTags.name(of: tag), pageCount: pages)) }
        }
        guard !translations.isEmpty else { return nil }
        return [FoundLanguage(code: code, folder: sourceFolder, name: LanguageTags.name(of: code), pageCount: docs.count)] + translations
    }

    /// A Docusaurus site's docs to set up: `requested` (a version's name, or `current`), else
    /// the current docs when they are translated, else the newest translated version. With the
    /// other translated versions and how many translations each has, for init to name.
    static func docusaurusDocs(folder: String, requested: String?) throws
        -> (languages: [FoundLanguage], version: String?, others: [DocsVersion])? {
        let versions = docusaurusVersions(folder: folder)
        var translated: [(name: String?, languages: [FoundLanguage])] = []
        for version in [nil] + versions.map(Optional.some) {
            if let languages = docusaurusLanguages(folder: folder, version: version) { translated.append((version, languages)) }
        }
        let chosen: (name: String?, languages: [FoundLanguage])
        if let requested {
            let name: String? = requested == "current" ? nil : requested
            guard name == nil || versions.contains(requested) else {
                let listed = versions.isEmpty ? "there is no versions.json" : "versions.json lists " + versions.joined(separator: ", ")
                throw Failure(description: "\(folder): no Docusaurus docs version '\(requested)' (\(listed), and current)")
            }
            guard let found = translated.first(where: { $0.name == name }) else {
                throw Failure(description: "\(folder): Docusaurus docs version '\(requested)' has no translations under i18n/")
            }
            chosen = found
        } else {
            guard let first = translated.first else { return nil }
            chosen = first
        }
        let others = translated.filter { $0.name != chosen.name }.map { DocsVersion(name: $0.name ?? "current", translations: $0.languages.count - 1) }
        return (chosen.languages, chosen.name, others)
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
