import Foundation

/// Vue's API reference in English, Japanese and Simplified Chinese (`../shared/corpora/vue-api`
/// beside the repository, CC BY 4.0): real pages with real findings and drift, for tests that
/// hold one way of running to another on content Triglot did not write.
public enum VueCorpus {
    /// The corpus folder, from the package root.
    public static func folder(packageRoot: URL) -> URL {
        packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora/vue-api")
    }

    /// Copies the three language folders into `destination` with a `site.yml` naming them (the
    /// Chinese pages' folder is `zh-cn`) and the site's link root; not strict, so that a build
    /// writes the site whatever the checks find.
    public static func copy(packageRoot: URL, to destination: URL) throws {
        let corpus = folder(packageRoot: packageRoot)
        for language in ["en", "ja", "zh-cn"] {
            try FileManager.default.copyItem(at: corpus.appendingPathComponent(language), to: destination.appendingPathComponent(language))
        }
        try Data("""
            languages:
              - code: en
                source: true
              - code: ja
              - code: zh-Hans
                folder: zh-cn
            links:
              root: /api/
            strict: false
            """.utf8).write(to: destination.appendingPathComponent("site.yml"))
    }
}
