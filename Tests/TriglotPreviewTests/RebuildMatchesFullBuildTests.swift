import Foundation
import Testing
import TriglotPreview

/// The preview and `triglot build` run the same build plan: after every edit of a series, what
/// the preview serves (rebuilt from the change alone) is byte for byte what a full build of the
/// same folders writes to disk. Driven without the watcher, so each step is one known change.
@Suite("A preview rebuild is a full build")
struct RebuildMatchesFullBuildTests {
    /// One edit: files written (nil removes) and the paths the change names.
    struct Edit: CustomStringConvertible, Sendable {
        var description: String
        var files: [String: String?]
    }

    static let edits: [Edit] = [
        Edit(description: "body text", files: ["Content/en/guide/beta.md": "# BetaThing\n\nA thing that starts.\n\n## Discussion\n\nNew body.\n"]),
        Edit(description: "retitled page", files: ["Content/en/guide/beta.md": "# GammaThing\n\nA thing that starts.\n\n## Discussion\n\nNew body.\n"]),
        Edit(description: "new summary", files: ["Content/en/guide/beta.md": "# GammaThing\n\nA thing that begins.\n\n## Discussion\n\nNew body.\n"]),
        Edit(description: "page added in two languages", files: [
            "Content/en/guide/delta.md": "# Delta\n\nThe delta page links to [alpha](alpha.md).\n\n## Discussion\n\nText.\n",
            "Content/ja/guide/delta.md": "# デルタ\n\nデルタのページは [alpha](alpha.md) にリンクします。\n\n## 解説\n\n本文。\n",
        ]),
        Edit(description: "translation with a broken link", files: [
            "Content/zh-Hans/guide/alpha.md": "# Alpha 指南\n\nAlpha 说明 `BetaThing` 如何启动。参见 [beta 页面](missing.md)。\n\n## 讨论\n\nAlpha 的第一段。\n",
        ]),
        Edit(description: "English page removed", files: ["Content/en/guide/delta.md": nil]),
        Edit(description: "glossary added", files: ["Content/glossary.yml": "terms:\n  - en: thing\n    zh-Hans: 事物\n    ja: もの\n"]),
        Edit(description: "template changed", files: [
            "Templates/footer.mustache": "<footer class=\"site-footer\"><p>Edited footer</p></footer>\n",
        ]),
        Edit(description: "translation removed", files: ["Content/ja/guide/delta.md": nil]),
        Edit(description: "image added beside a page", files: [
            "Content/en/guide/img/flow.png": "flow, first drawing",
            "Content/en/guide/alpha.md": "# Alpha guide\n\nAlpha explains how `BetaThing` starts.\n\n## Discussion\n\n![The flow](img/flow.png)\n",
        ]),
        Edit(description: "image redrawn", files: ["Content/en/guide/img/flow.png": "flow, second drawing"]),
        Edit(description: "a translation's own image", files: ["Content/ja/guide/img/flow.png": "流れ"]),
        Edit(description: "images removed", files: ["Content/en/guide/img/flow.png": nil, "Content/ja/guide/img/flow.png": nil]),
        Edit(description: "a static file for the site's root", files: ["Content/static/CNAME": "docs.example.org\n"]),
        Edit(description: "a static file that would replace a page", files: ["Content/static/index.html": "not the site's"]),
        Edit(description: "static files removed", files: ["Content/static/CNAME": nil, "Content/static/index.html": nil]),
    ]

    @Test func everyStepOfASeriesOfEditsMatchesAFullBuild() throws {
        let fixture = try PreviewFixture()
        let session = PreviewSession(options: fixture.options(), logger: PreviewFixture.quietLogger)
        #expect(try differencesFromFullBuild(session, fixture) == [])
        for edit in Self.edits {
            for (path, text) in edit.files {
                if let text { try fixture.write(path, text) } else { try FileManager.default.removeItem(atPath: fixture.path(path)) }
            }
            session.rebuild(changedPaths: edit.files.keys.map(fixture.path))
            #expect(session.store.current.failure == nil, "\(edit)")
            #expect(try differencesFromFullBuild(session, fixture) == [], "after: \(edit)")
        }
    }
}
