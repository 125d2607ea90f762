import Foundation
import TriglotTestSupport
import Logging
import TriglotPreview

/// A content folder and a copy of the real templates in a fresh temporary folder, with a canary
/// file beside them that no request may ever reach; removed when the fixture goes away.
final class PreviewFixture: @unchecked Sendable {
    let root: String
    var content: String { root + "/Content" }
    var templates: String { root + "/Templates" }
    static let canary = "CANARY-7f3e-secret-do-not-serve"

    static let siteYAML = """
    title:
      en: Fixture Docs
      zh-Hans: 测试文档
      ja: テスト文書
    defaultLanguage: en
    languages:
      - code: en
        name: English
      - code: zh-Hans
        name: 简体中文
      - code: ja
        name: 日本語

    """

    /// Two English pages (one links to the other and names its symbol), one translated.
    static let pages: [String: String] = [
        "en/guide/alpha.md": """
        # Alpha guide

        Alpha explains how `BetaThing` starts. See [the beta page](beta.md).

        ## Discussion

        The first paragraph of alpha.

        """,
        "en/guide/beta.md": """
        # BetaThing

        A thing that starts.

        ## Discussion

        Beta body text.

        """,
        "zh-Hans/guide/alpha.md": """
        # Alpha 指南

        Alpha 说明 `BetaThing` 如何启动。参见 [beta 页面](beta.md)。

        ## 讨论

        Alpha 的第一段。

        """,
    ]

    init(extraFiles: [String: String] = [:]) throws {
        // In the process's scratch folder, which also takes the fixtures a running server
        // still held when the tests finished.
        root = try TemporaryFolder.scratch("preview").path
        let manager = FileManager.default
        try manager.createDirectory(atPath: content, withIntermediateDirectories: true)
        try write("Content/site.yml", Self.siteYAML)
        for (path, text) in Self.pages.merging(extraFiles, uniquingKeysWith: { $1 }) { try write("Content/" + path, text) }
        try manager.copyItem(atPath: Self.realTemplates, toPath: templates)
        try write("secret-canary.txt", Self.canary)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    static var realTemplates: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/TriglotSite/DefaultTemplates").path
    }

    func write(_ relative: String, _ text: String) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    func options(watch: Bool = false, port: Int = 0) -> PreviewOptions {
        PreviewOptions(contentFolder: content, templatesFolder: templates, host: "127.0.0.1", port: port, watch: watch)
    }

    static var quietLogger: Logger {
        var logger = Logger(label: "triglot.preview.tests")
        logger.logLevel = .critical
        return logger
    }
}

/// Polls until `condition` holds or `timeout` passes (no fixed sleeps: tests wait only as long as needed).
func eventually(timeout: Duration = .seconds(20), _ condition: () async throws -> Bool) async rethrows -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if try await condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return try await condition()
}
