import Foundation

/// What `triglot init` writes in a folder with nothing in it yet, as `mkdocs new` or `hugo new
/// site` would: a `site.yml` naming the languages and a first page in the source language that
/// says how a page is laid out. Translations get no page: until one is written the site shows
/// the source page in its place and `triglot check` says which page to translate.
public struct StarterContent: Sendable, Equatable {
    /// The languages asked for, the source first, each with its folder.
    public var detection: ContentDetection
    /// The first page, at `<source folder>/index.md`.
    public var page: String
    public var pagePath: String

    /// A starter for `languages` (BCP 47 tags or the folder names projects use, `zh-cn`), the
    /// source first; `title` names the site and the first page.
    public init(languages: [String], title: String) throws {
        guard !languages.isEmpty else { throw ContentDetection.Failure(description: "--languages names no language") }
        var found: [ContentDetection.FoundLanguage] = []
        for (index, written) in languages.enumerated() {
            guard let code = LanguageTags.tag(forFolder: written) else {
                throw ContentDetection.Failure(description: "--languages: '\(written)' is not a language tag Triglot knows (such as en, zh-Hans, ja, pt-BR)")
            }
            guard !found.contains(where: { $0.code == code }) else {
                throw ContentDetection.Failure(description: "--languages names \(code) twice")
            }
            found.append(.init(code: code, folder: code, name: LanguageTags.name(of: code), pageCount: index == 0 ? 1 : 0))
        }
        detection = ContentDetection(layout: .folders, languages: found, title: title, linkRoot: nil, linkRootIgnoresCase: false,
                                     pagesWithMacros: 0)
        pagePath = found[0].folder + "/index.md"
        page = Self.firstPage(title: title, translations: Array(found.dropFirst()))
    }

    /// Whether `folder` is new: missing, or a folder holding nothing but hidden files (`.git`).
    public static func isNew(folder: String) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else { return true }
        guard isFolder.boolValue, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        return names.allSatisfy { $0.hasPrefix(".") }
    }

    private static func firstPage(title: String, translations: [ContentDetection.FoundLanguage]) -> String {
        let example = translations.first?.folder ?? "ja"
        return """
        # \(title)

        What \(title) documents, in one sentence: the first paragraph is the page's summary, shown \
        under its title, in lists of pages and in search results.

        ## Overview

        Write the page here, in sections headed `##`. A translation keeps the page's path under \
        its own language's folder: the translation of `index.md` into \(example) is \
        `\(example)/index.md`, with the same sections in the same order.

        `triglot check` compares every translation with its source page: missing sections, \
        changed code, links and numbers, and pages changed since they were translated. \
        `triglot preview` shows the site as you write.

        """
    }
}
