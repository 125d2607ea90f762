import Foundation
import Yams

extension ContentDetection {
    /// The title the site's generator gives it: `title` in Hugo's configuration, VitePress's
    /// `.vitepress/config`, Starlight's `starlight({ title: … })` in `astro.config`, Docusaurus's
    /// `docusaurus.config`. Looked for in the content folder and the folders above, up to the
    /// repository's top (`content/` is one down from Hugo's, `src/content/docs/` three from
    /// Astro's); nil when none names a plain string.
    static func generatorTitle(folder: String) -> String? {
        var above = ""
        for _ in 0...4 {
            let here = above.isEmpty ? folder : folder + "/" + above
            if let title = generatorTitle(in: here) { return title }
            if FileManager.default.fileExists(atPath: here + "/.git") { return nil }
            above = above.isEmpty ? ".." : above + "/.."
        }
        return nil
    }

    private static func generatorTitle(in folder: String) -> String? {
        let read = { (name: String) in FileManager.default.contents(atPath: folder + "/" + name).map { String(decoding: $0, as: UTF8.self) } }
        for name in ["hugo.toml", "hugo.yaml", "hugo.yml", "config.toml", "config.yaml", "config.yml",
                     "config/_default/hugo.toml", "config/_default/hugo.yaml", "config/_default/hugo.yml",
                     "config/_default/config.toml", "config/_default/config.yaml", "config/_default/config.yml"] {
            guard let text = read(name) else { continue }
            return (name.hasSuffix(".toml") ? tomlTitle(text) : yamlTitle(text)).flatMap { $0.isEmpty ? nil : $0 }
        }
        for name in ["config.ts", "config.mts", "config.js", "config.mjs"] {
            if let text = read(".vitepress/" + name) { return nonEmpty(stringValue(of: "title", inConfig: text)) }
        }
        for name in ["astro.config.mjs", "astro.config.ts", "astro.config.mts", "astro.config.js"] {
            // Starlight's own title: the config's earlier objects (an author's title) are not the site's.
            if let text = read(name), let start = text.range(of: "starlight(") {
                return nonEmpty(stringValue(of: "title", inConfig: String(text[start.upperBound...])))
            }
        }
        return nil
    }

    private static func nonEmpty(_ text: String?) -> String? {
        text.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
    }

    /// A top-level `title = "…"`, before the first table.
    static func tomlTitle(_ text: String) -> String? {
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("[") { return nil }
            guard trimmed.hasPrefix("title"), let equals = trimmed.firstIndex(of: "="),
                  trimmed[..<equals].trimmingCharacters(in: .whitespaces) == "title" else { continue }
            let value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard let quote = value.first, quote == "\"" || quote == "'" else { return nil }
            return String(value.dropFirst().prefix { $0 != quote })
        }
        return nil
    }

    static func yamlTitle(_ text: String) -> String? {
        guard let mapping = (try? Yams.compose(yaml: text))?.mapping else { return nil }
        return mapping["title"]?.string
    }
}
