import Testing
import TriglotMarkup
@testable import TriglotModel

/// Heading ids made as the site's own generator makes them, so the links its pages have reach them.
@Suite("Heading ids in GitHub's and VitePress's styles")
struct HeadingIDStyleTests {
    @Test(arguments: [
        // title, GitHub's id, VitePress's id
        ("server.host", "serverhost", "server-host"),
        ("build.modulePreload", "buildmodulepreload", "build-modulepreload"),
        ("Launch via URL", "launch-via-url", "launch-via-url"),
        ("app.mount()", "appmount", "app-mount"),
        ("`import.meta.env`", "importmetaenv", "import-meta-env"),
        ("3 steps", "3-steps", "_3-steps"),
        ("snake_case option", "snake_case-option", "snake-case-option"),
        ("Café déjà vu", "café-déjà-vu", "cafe-deja-vu"),
        ("“Quoted” name", "quoted-name", "quoted-name"),
        ("配置 Vite", "配置-vite", "配置-vite"),
        ("环境变量和模式", "环境变量和模式", "环境变量和模式"),
        ("(Dev) server ", "dev-server", "dev-server"),
        ("...", "section", "section"),
        // GitHub keeps a hyphen for every space and hyphen: links copied from a page are so.
        ("Installation & Setup", "installation--setup", "installation-setup"),
        ("Step 1 - Install", "step-1---install", "step-1-install"),
        // … at the ends too, as github-slugger makes them: a CLI flag, a tag in code.
        ("--background", "--background", "background"),
        ("<Image />", "image-", "image"),
        ("\u{200B}Lead and trail\u{200B} ", "lead-and-trail", "lead-and-trail"),
    ])
    func ids(title: String, github: String, vitepress: String) {
        var plain = Slugger(style: .github)
        var vite = Slugger(style: .vitepress)
        #expect(plain.slug(for: title) == github)
        #expect(vite.slug(for: title) == vitepress)
    }

    @Test func aParserInVitePressStyleNamesSectionsAsVitePressDoes() {
        let markdown = "# Server Options\n\n## server.host\n\nText.\n\n## server.host\n\nAgain.\n\n## Own {#own-id}\n"
        let reader = PageReader(parser: PageParser(headingIDs: .vitepress))
        let result = reader.read(bytes: Array(markdown.utf8), path: "en/server.md", language: .english)
        #expect(result.page.sections.map(\.id) == ["server-host", "server-host-1", "own-id"])
        let github = PageReader().read(bytes: Array(markdown.utf8), path: "en/server.md", language: .english)
        #expect(github.page.sections.map(\.id) == ["serverhost", "serverhost-1", "own-id"])
    }

    @Test func theConfigurationChoosesTheStyle() {
        var configuration = SiteConfiguration.standard
        configuration.headingIDs = .vitepress
        let result = PageReader(configuration: configuration).read(bytes: Array("# T\n\n## a.b\n".utf8), path: "en/p.md", language: .english)
        #expect(result.page.sections.map(\.id) == ["a-b"])
    }
}
