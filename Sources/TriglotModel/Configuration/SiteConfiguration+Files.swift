/// Where a page's file is in each layout, and which language and page a file is.
extension SiteConfiguration {
    /// A page's file relative to the content folder: `zh-cn/guide.md` in folders,
    /// `guide.zh-cn.md` beside `guide.md` in the suffix layout, `guide.md` for the source and
    /// `zh-cn/guide.md` for a translation in the root layout.
    public func relativeFile(of path: String, in language: Language) -> String {
        switch layout {
        case .folders:
            return folder(of: language) + "/" + path
        case .suffix:
            let fileExtension = PageFileName.isMDX(path) ? ".mdx" : ".md"
            guard language.code != defaultLanguage || sourceSuffixed, path.hasSuffix(fileExtension) else { return path }
            return String(path.dropLast(fileExtension.count)) + "." + folder(of: language) + fileExtension
        case .root:
            return language.code == defaultLanguage ? path : folder(of: language) + "/" + path
        }
    }

    /// A resource's file (an image beside the pages) relative to the content folder. In the
    /// suffix layout every language shares the source's files.
    public func relativeResourceFile(of path: String, in language: Language) -> String {
        layout == .suffix ? path : relativeFile(of: path, in: language)
    }

    /// The language and page path a file relative to the content folder stands for, as the
    /// loader places files; nil for a file no language holds (in folders, one outside every
    /// language's folder). Whether it is a page (`.md`) is the caller's question.
    public func place(ofFile file: String) -> (language: Language, path: String)? {
        switch layout {
        case .suffix:
            return page(ofSuffixedFile: file)
        case .folders, .root:
            let foldered = layout == .root ? orderedLanguages.filter { $0.code != defaultLanguage } : orderedLanguages
            // Folders may be paths (i18n/ja/docusaurus-plugin-content-docs/current); none is inside another.
            for language in foldered {
                let prefix = folder(of: language) + "/"
                if file.hasPrefix(prefix) { return (language, String(file.dropFirst(prefix.count))) }
            }
            return layout == .root ? (Language(defaultLanguage), file) : nil
        }
    }

    /// In the root layout, the top-level folders holding translations (the source's pages are
    /// everything else); empty in the other layouts.
    public var translationFoldersAtRoot: Set<String> {
        layout == .root ? Set(orderedLanguages.filter { $0.code != defaultLanguage }.map { folder(of: $0) }) : []
    }

    /// In the suffix layout, the language and page path a file stands for (`a/b.ja.md` → ja,
    /// `a/b.md`); files with no language suffix are the source language's.
    public func page(ofSuffixedFile file: String) -> (language: Language, path: String) {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let fileExtension = PageFileName.isMDX(name) ? ".mdx" : ".md"
        for entry in languages where (entry.code != defaultLanguage || sourceSuffixed) && name.hasSuffix("." + entry.folder + fileExtension) {
            return (Language(entry.code), String(file.dropLast(entry.folder.count + 1 + fileExtension.count)) + fileExtension)
        }
        return (Language(defaultLanguage), file)
    }
}
