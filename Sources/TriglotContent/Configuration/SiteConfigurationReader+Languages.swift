import TriglotModel
import Yams

extension SiteConfigurationReader.Reader {
    /// Language folders the layout can hold: a suffix is one name, and no language's folder may
    /// be inside another's (the root layout's source has none).
    func checkFolders(_ configuration: SiteConfiguration, _ node: Node) throws {
        let entries = configuration.languages.filter { configuration.layout != .root || $0.code != configuration.defaultLanguage }
        for entry in entries {
            if configuration.layout == .suffix, entry.folder.contains("/") {
                throw failure(node, "in the suffix layout the folder of '\(entry.code)' is a file suffix (guide.ja.md) and cannot hold '/': '\(entry.folder)'")
            }
            if let outer = entries.first(where: { entry.folder.hasPrefix($0.folder + "/") }) {
                throw failure(node, "the folder of '\(entry.code)' ('\(entry.folder)') is inside the folder of '\(outer.code)' ('\(outer.folder)'); each language needs a folder of its own")
            }
        }
    }

    /// The entries, the one marked `source: true`, and the codes whose `folder:` is written.
    func languages(_ node: Node) throws -> ([SiteConfiguration.LanguageEntry], String?, Set<String>) {
        guard let sequence = node.sequence, !sequence.isEmpty else {
            throw failure(node, "languages must be a list, each with at least a code: '- code: en'")
        }
        var entries: [SiteConfiguration.LanguageEntry] = []
        var source: String?
        var withFolders: Set<String> = []
        for item in sequence {
            if let scalar = item.scalar {
                try checkTag(scalar.string, item)
                entries.append(.init(code: scalar.string, name: scalar.string))
                continue
            }
            var code: String?, name: String?, folder: String?, aliases: [String] = [], isSource = false
            for (key, keyNode, value) in try mapping(item, "a language") {
                switch key {
                case "code": code = try string(value, "code"); try checkTag(code!, value)
                case "name": name = try string(value, "name")
                case "folder":
                    folder = try string(value, "folder")
                    // A path inside the content folder: Docusaurus keeps a translation's pages
                    // in i18n/ja/docusaurus-plugin-content-docs/current.
                    let segments = folder!.split(separator: "/", omittingEmptySubsequences: false)
                    if segments.contains(where: { $0.isEmpty || $0.hasPrefix(".") }) {
                        let hint = folder == "." || folder == "./" ? "; for the source's pages at the top of the content folder and each translation in its own, write layout: root" : ""
                        throw failure(value, "folder '\(folder!)' must be a folder inside the content folder (names separated by '/', none hidden or empty)" + hint)
                    }
                case "aliases": aliases = try strings(value, "aliases")
                case "source": isSource = try bool(value, "source")
                default: throw unknown(key, keyNode, known: ["code", "name", "folder", "aliases", "source"], in: "a language")
                }
            }
            guard let code else { throw failure(item, "a language has no 'code' (its BCP 47 tag, such as zh-Hans)") }
            if entries.contains(where: { $0.code.lowercased() == code.lowercased() }) { throw failure(item, "the language '\(code)' is listed twice") }
            let entry = SiteConfiguration.LanguageEntry(code: code, name: name ?? code, folder: folder, aliases: aliases)
            if entries.contains(where: { $0.folder == entry.folder }) { throw failure(item, "two languages use the folder '\(entry.folder)'") }
            if folder != nil { withFolders.insert(code) }
            if isSource {
                if let source { throw failure(item, "both '\(source)' and '\(code)' are marked 'source: true'; one language is the source") }
                source = code
            }
            entries.append(entry)
        }
        return (entries, source, withFolders)
    }
}
