import Foundation
import TriglotModel

extension ContentDetection {
    /// The source language of a root-layout tree (VitePress's and Starlight's root locale): its
    /// pages at the top, each translation in a language folder beside them. Found when most of
    /// the translations' pages have a page of the same path at the top and the top has at least
    /// as many pages as any translation; nil otherwise, so a README or a landing page beside
    /// the language folders does not make a root layout.
    static func rootSource(folder: String, translations: [FoundLanguage]) -> FoundLanguage? {
        let folders = Set(translations.map(\.folder))
        let files = FolderWalk.markdownFiles(in: folder, display: folder).files.map(PageFileName.pagePath(ofFile:))
        var top: Set<String> = []
        var translated: [String] = []
        for file in files {
            let first = String(file.prefix { $0 != "/" })
            if folders.contains(first), file.count > first.count {
                translated.append(String(file.dropFirst(first.count + 1)))
            } else if first == file || !ContentLoader.ownFiles.contains(first) {
                top.insert(file)
            }
        }
        let matched = translated.filter(top.contains).count
        // A landing page beside the language folders (index.md over en/index.md) is not a source.
        guard matched >= min(2, translated.count), matched > 0, matched * 2 >= translated.count,
              top.count >= translations.map(\.pageCount).max() ?? 0 else { return nil }
        let texts = top.sorted().prefix(60).compactMap { page in
            FileManager.default.contents(atPath: folder + "/" + page) ?? FileManager.default.contents(atPath: folder + "/" + page + "x")
        }
        let code = rootLocaleLanguage(folder: folder) ?? languageOfText(texts.map { String(decoding: $0, as: UTF8.self) })
        guard !translations.contains(where: { $0.code == code }) else { return nil }
        return FoundLanguage(code: code, folder: code, name: LanguageTags.name(of: code), pageCount: top.count)
    }

    /// The root locale's `lang` in the generator's configuration: VitePress's
    /// `.vitepress/config.*` in the docs folder, or Starlight's `astro.config.*` in the project
    /// (up to three folders above `src/content/docs`): `locales: { root: { lang: 'en' }, … }`.
    static func rootLocaleLanguage(folder: String) -> String? {
        var candidates = ["ts", "mts", "js", "mjs"].map { folder + "/.vitepress/config." + $0 }
        var above = folder
        for _ in 0...3 {
            candidates += ["mjs", "ts", "js", "mts"].map { above + "/astro.config." + $0 }
            above += "/.."
        }
        for file in candidates {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            if let lang = rootLocaleLanguage(inConfig: String(decoding: data, as: UTF8.self)) { return lang }
        }
        return nil
    }

    /// `lang` of the `root:` object of a configuration's locales; nil when there is none.
    static func rootLocaleLanguage(inConfig text: String) -> String? {
        for object in values(of: "root", inConfig: text) where object.first == "{" {
            guard let end = object.firstIndex(of: "}") else { continue }
            if let lang = stringValue(of: "lang", inConfig: String(object[..<end])) { return LanguageTags.tag(forFolder: lang) }
        }
        return nil
    }

    /// The language a set of pages is most likely written in, from the scripts of their letters
    /// (nothing else tells, since the source's folder is the top): Japanese where kana are a
    /// tenth of the CJK letters, Chinese for other ideographs, Korean, Russian for Cyrillic,
    /// English when letters of other scripts are under a tenth of all (code is Latin too).
    static func languageOfText(_ texts: [String]) -> String {
        var latin = 0, han = 0, kana = 0, hangul = 0, cyrillic = 0
        for text in texts {
            for scalar in text.unicodeScalars {
                switch scalar.value {
                case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F: latin += 1
                case 0x3040...0x30FF: kana += 1
                case 0x3400...0x4DBF, 0x4E00...0x9FFF: han += 1
                case 0xAC00...0xD7AF, 0x1100...0x11FF: hangul += 1
                case 0x0400...0x04FF: cyrillic += 1
                default: break
                }
            }
        }
        let other = han + kana + hangul + cyrillic
        guard other * 10 >= latin + other, other > 0 else { return "en" }
        if hangul >= han + kana, hangul >= cyrillic { return "ko" }
        if cyrillic >= han + kana { return "ru" }
        return kana * 10 >= han + kana ? "ja" : "zh-Hans"
    }
}
