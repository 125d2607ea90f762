import TriglotContent
import TriglotModel
import TriglotSite

/// The watcher's changed paths, sorted into the change set the build plan reads.
extension ContentChanges {
    /// Sorts changed paths (absolute, as the watcher reports them) into changes. Editor
    /// leftovers (dotfiles, `~` backups, swap files) and files `exclude:` names change nothing,
    /// since the loader skips them.
    /// `configuration` places a changed file in its language (`zh-cn/` holds zh-Hans; in the
    /// suffix layout `a.ja.md` is Japanese; in the root layout a file outside every translation's
    /// folder is the source's); without one, language folders are named by code.
    /// A change under one of `symbolGraphFolders` (a build that wrote new symbol graphs) reads everything again.
    static func classify(_ events: [WatchEvent], contentFolder: String, templatesFolder: String, languages: [String],
                         configuration: SiteConfiguration? = nil, symbolGraphFolders: [String] = []) -> ContentChanges {
        var codesByFolder = Dictionary(languages.map { ($0, $0) }, uniquingKeysWith: { first, _ in first })
        if let configuration {
            // In the root layout the source has no folder: its pages are the rest of the top.
            let foldered = configuration.languages.filter { configuration.layout != .root || $0.code != configuration.defaultLanguage }
            codesByFolder = Dictionary(foldered.map { ($0.folder, $0.code) }, uniquingKeysWith: { first, _ in first })
        }
        var changes = ContentChanges()
        for event in events {
            if event.path == nil {
                changes.everything = true
                continue
            }
            guard let path = event.path else { continue }
            if let relative = symbolGraphFolders.lazy.compactMap({ Self.relative(path, to: $0) }).first {
                if relative.isEmpty || !isEditorLeftover(relative) { changes.everything = true }
                continue
            }
            if let relative = Self.relative(path, to: templatesFolder) {
                if relative.isEmpty || !isEditorLeftover(relative) { changes.templates = true }
                continue
            }
            guard let relative = Self.relative(path, to: contentFolder) else { continue }
            if relative.isEmpty {
                changes.everything = true
                continue
            }
            if isEditorLeftover(relative) { continue }
            // A file site.yml leaves out (a partial, a draft) is no part of the site.
            if let configuration, configuration.excludes(relative) { continue }
            let parts = relative.split(separator: "/", maxSplits: 1).map(String.init)
            // A file of static/ is published at the site's root: read and copied again with the rest.
            if parts[0] == ContentLoader.staticFolder {
                changes.everything = true
                continue
            }
            if let configuration, configuration.layout == .suffix, !ContentLoader.ownFiles.contains(parts[0]) {
                if event.isFolder {
                    for language in configuration.languages { changes.rescanLanguages.insert(language.code) }
                } else if PageFileName.isPage(relative) {
                    let (language, path) = configuration.page(ofSuffixedFile: relative)
                    changes.pages.insert(PageKey(path: PageFileName.pagePath(ofFile: path), language: language))
                } else {
                    // An image or another file the site publishes: read and copied again with the rest.
                    changes.everything = true
                }
                continue
            }
            if let configuration, configuration.layout == .root, !ContentLoader.ownFiles.contains(parts[0]),
               Self.languageFolder(holding: relative, codesByFolder) == nil, Self.languageFolders(below: relative, codesByFolder).isEmpty {
                if event.isFolder {
                    changes.rescanLanguages.insert(configuration.defaultLanguage)
                } else if PageFileName.isPage(relative) {
                    changes.pages.insert(PageKey(path: PageFileName.pagePath(ofFile: relative), language: Language(configuration.defaultLanguage)))
                } else {
                    changes.everything = true
                }
                continue
            }
            switch parts[0] {
            case "site.yml": changes.everything = true
            case "glossary.yml": changes.glossary = true
            case "translations.lock": changes.translationLock = true
            case "scenarios": changes.scenarios = true
            default:
                // A new language folder only counts once site.yml lists it, and that rebuilds everything.
                let below = Self.languageFolders(below: relative, codesByFolder)
                if !below.isEmpty {
                    changes.rescanLanguages.formUnion(below)
                    continue
                }
                guard let (code, rest) = Self.languageFolder(holding: relative, codesByFolder) else { continue }
                if rest.isEmpty || event.isFolder {
                    changes.rescanLanguages.insert(code)
                } else if PageFileName.isPage(rest) {
                    changes.pages.insert(PageKey(path: PageFileName.pagePath(ofFile: rest), language: Language(code)))
                } else {
                    // An image or another file the site publishes: read and copied again with the
                    // rest, and every page's links to it checked again.
                    changes.everything = true
                }
            }
        }
        return changes
    }

    /// The languages whose folders are inside `relative` (`i18n` above Docusaurus's
    /// i18n/ja/docusaurus-plugin-content-docs/current): a change there lists their pages again.
    static func languageFolders(below relative: String, _ codesByFolder: [String: String]) -> Set<String> {
        Set(codesByFolder.filter { $0.key.hasPrefix(relative + "/") }.map(\.value))
    }

    /// The language whose folder is `relative` or holds it (a rest of "" asks for the language's
    /// pages to be listed again), and the path inside; a folder may be a path.
    static func languageFolder(holding relative: String, _ codesByFolder: [String: String]) -> (code: String, rest: String)? {
        for (folder, code) in codesByFolder {
            if relative == folder { return (code, "") }
            if relative.hasPrefix(folder + "/") { return (code, String(relative.dropFirst(folder.count + 1))) }
        }
        return nil
    }

    static func relative(_ path: String, to folder: String) -> String? {
        if path == folder { return "" }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    static func isEditorLeftover(_ relative: String) -> Bool {
        relative.split(separator: "/").contains { name in
            name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx")
                || name.hasSuffix(".tmp") || name.hasPrefix("#") || name == "4913"
        }
    }
}
