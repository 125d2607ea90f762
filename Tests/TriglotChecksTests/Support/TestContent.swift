import Foundation
import Testing
import TriglotChecks
import TriglotContent
import TriglotModel
import TriglotTestSupport

/// Builds content sets for tests: in memory (parsed with `PageReader`, nothing on disk) or as a
/// real folder under the temporary directory loaded with `ContentLoader.load(folder:)`.
enum TestContent {
    /// Files by path under the content folder: `en/a.md`, `zh-Hans/a.md`, `glossary.yml`.
    typealias Files = [String: String]

    static let folder = "Content"

    static let glossary = Glossary(terms: [
        .init(source: "delegate", translations: ["zh-Hans": "代理", "ja": "デリゲート"], avoid: ["zh-Hans": ["委托"], "ja": ["委譲"]]),
        .init(source: "app", translations: ["zh-Hans": "App", "ja": "アプリ"], avoid: ["zh-Hans": ["应用程序"]]),
        .init(source: "launch", translations: ["zh-Hans": "启动", "ja": "起動"]),
        .init(source: "storyboard", translations: ["zh-Hans": "storyboard", "ja": "ストーリーボード"], avoid: ["zh-Hans": ["故事板"]]),
        .init(source: "window", translations: ["zh-Hans": "窗口", "ja": "ウインドウ"], avoid: ["ja": ["ウィンドウ"]]),
    ])

    /// The same glossary as YAML, for content written to disk.
    static let glossaryYAML = """
    terms:
      - en: delegate
        zh-Hans: 代理
        ja: デリゲート
        avoid:
          zh-Hans: [委托]
          ja: [委譲]
      - en: app
        zh-Hans: App
        ja: アプリ
        avoid:
          zh-Hans: [应用程序]
      - en: launch
        zh-Hans: 启动
        ja: 起動
      - en: storyboard
        zh-Hans: storyboard
        ja: ストーリーボード
        avoid:
          zh-Hans: [故事板]
      - en: window
        zh-Hans: 窗口
        ja: ウインドウ
        avoid:
          ja: [ウィンドウ]

    """

    /// The site configuration of a Content-like folder: Triglot's three languages, and the shipped
    /// Content's rules (every page names its Apple original; `UI…` code spans are symbols).
    static let siteYAML = """
    languages: [en, zh-Hans, ja]
    source:
      required: true
      pattern: '^https://developer\\.apple\\.com/documentation/'
    symbols:
      prefixes: [UI, UN, NS, CL]
    """

    static let configuration = try! SiteConfigurationReader.read(siteYAML, path: "site.yml")

    /// Parses the pages in memory; paths display as `Content/<language>/<path>`.
    static func inMemory(_ files: Files, glossary: Glossary = glossary) -> ContentSet {
        var pages: [Language: [String: LoadedPage]] = [:]
        for (file, text) in files where file.hasSuffix(".md") {
            let parts = file.split(separator: "/", maxSplits: 1).map(String.init)
            let language = Language(parts[0])
            let display = folder + "/" + file
            let result = PageReader().read(bytes: Array(text.utf8), path: display, language: language)
            var page = result.page
            page.path = parts[1]
            pages[language, default: [:]][parts[1]] = LoadedPage(
                path: parts[1], language: language, displayPath: display, page: page, source: result.source, diagnostics: result.diagnostics)
        }
        var content = ContentSet(folder: folder, configuration: configuration, glossary: glossary, pages: pages, scenarios: [:], diagnostics: [])
        // Any other file in a language folder (`en/images/a.png`) is a resource the site publishes.
        for file in files.keys where !file.hasSuffix(".md") && file.contains("/") {
            let parts = file.split(separator: "/", maxSplits: 1).map(String.init)
            content.resources[Language(parts[0]), default: []].insert(parts[1])
        }
        return content
    }

    /// Writes the files to a fresh temporary folder, loads it, and removes the folder again.
    static func onDisk(_ files: Files) throws -> ContentSet {
        let root = try TemporaryFolder("triglot-checks")
        defer { root.remove() }
        var all = files
        if all["glossary.yml"] == nil { all["glossary.yml"] = glossaryYAML }
        if all["site.yml"] == nil { all["site.yml"] = siteYAML }
        try root.write(all)
        return try ContentLoader.load(folder: root.path)
    }

    /// Runs checks over content, parse diagnostics included (as `triglot check` does).
    static func run(_ checks: [any Check.Type], on content: ContentSet) -> [Diagnostic] {
        CheckRunner(checks: checks).run(content)
    }

    /// Runs one check alone, without parse diagnostics.
    static func run(_ check: any Check.Type, _ files: Files, glossary: Glossary = glossary) -> [Diagnostic] {
        check.init().run(CheckContext(content: inMemory(files, glossary: glossary)))
    }

    /// A page with front matter: the source address first, then the Markdown.
    static func page(_ body: String, source: String = "https://developer.apple.com/documentation/uikit/about-the-app-launch-sequence") -> String {
        "---\nsource: \(source)\n---\n\n" + body
    }
}

extension Diagnostic {
    /// The 1-based line the diagnostic points at.
    var line: Int? { range?.lowerBound.line }
}

/// The 1-based line of the first line of `text` that contains `needle`.
func line(of needle: String, in text: String) -> Int? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.firstIndex { $0.contains(needle) }.map { $0 + 1 }
}
