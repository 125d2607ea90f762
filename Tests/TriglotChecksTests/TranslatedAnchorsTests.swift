import Testing
import TriglotContent
@testable import TriglotChecks
import TriglotModel

/// A translation with translated headings links to them by their translated ids: the same page,
/// at the counterpart heading, is no different destination.
@Suite("translation.links: translated heading ids")
struct TranslatedAnchorsTests {
    static let english = "# Migrate\n\nSee [permissions](#migrate-permissions) and [setup](guide.md#install-the-cli).\n\n## Migrate permissions\n\nText.\n"
    static let guide = ("# Guide\n\n## Install the CLI\n\nRun it.\n", "# Guía\n\n## Instalar la CLI\n\nEjecútalo.\n\n### Otra\n\nMás.\n")

    @Test(arguments: [
        // Both links at the translated headings: the same places.
        ("Ver [permisos](#migrar-permisos) y [instalación](guide.md#instalar-la-cli).", [] as [String]),
        // A translated id that names no heading, or a heading of another level, is reported.
        ("Ver [permisos](#migrar-permiso) y [instalación](guide.md#instalar-la-cli).",
         ["this links to '#migrar-permiso' where the English links to '#migrate-permissions'"]),
        ("Ver [permisos](#migrar-permisos) y [instalación](guide.md#otra).",
         ["this links to 'guide.md#otra' where the English links to 'guide.md#install-the-cli'"]),
        // Another page is another destination, whatever its headings.
        ("Ver [permisos](#migrar-permisos) y [instalación](index.md#instalar-la-cli).",
         ["this links to 'index.md#instalar-la-cli' where the English links to 'guide.md#install-the-cli'"]),
        // The page itself written out, or its own heading by its fragment alone: one place.
        ("Ver [permisos](a.md#migrar-permisos) y [instalación](guide.md#instalar-la-cli).", []),
        // The page without the anchor its translated headings do not have: the same page.
        ("Ver [permisos](#migrar-permisos) y [instalación](guide.md).", []),
        ("Ver [permisos](#migrar-permisos) y [instalación](guide.md#).", []),
        // … but not another page, nor the page of a heading the translation could have kept.
        ("Ver [permisos](#migrar-permisos) y [instalación](index.md).",
         ["this links to 'index.md' where the English links to 'guide.md#install-the-cli'"]),
    ])
    func linksToTranslatedHeadings(paragraph: String, summaries: [String]) {
        let translation = "# Migrar\n\n" + paragraph + "\n\n## Migrar permisos\n\nTexto.\n"
        let files = ["en/a.md": Self.english, "ja/a.md": translation, "en/guide.md": Self.guide.0, "ja/guide.md": Self.guide.1,
                     "en/index.md": "# Home\n", "ja/index.md": "# Inicio\n\n## Instalar la CLI\n\nX.\n"]
        // In the Japanese folder (a language the test site has): the ids are what count.
        let found = TestContent.run(LinksCheck.self, files)
        #expect(found.map(\.summary) == summaries)
    }

    /// A fragment the translated page has too is to be kept: dropping it loses the reader's place.
    @Test func aFragmentTheTranslationHasIsKept() {
        let files = ["en/a.md": "# A\n\nSee [setup](guide.md#setup).\n", "ja/a.md": "# A\n\n[設定](guide.md)を参照。\n",
                     "en/guide.md": "# Guide\n\n## Setup\n\nRun.\n", "ja/guide.md": "# ガイド\n\n## 設定 {#setup}\n\n実行。\n"]
        let found = TestContent.run(LinksCheck.self, files)
        #expect(found.map(\.summary) == ["this links to 'guide.md' where the English links to 'guide.md#setup'"])
    }

    /// Site-absolute links under `links.root`, as Starlight writes them in the root layout
    /// (`/guides/x/#id`, `/de/guides/x/#translated-id`); `checks.allow.localisedAnchors: false`
    /// holds a translation to the English ids.
    @Test(arguments: [true, false])
    func siteAbsoluteLinksInTheRootLayout(allowed: Bool) throws {
        let content = try TestContent.onDisk([
            "site.yml": "layout: root\nlanguages: [en, de]\nlinks:\n  root: /\nchecks:\n  allow:\n    localisedAnchors: \(allowed)\n",
            "index.md": "# Home\n\nSee [icons](/reference/icons/#all-icons).\n",
            "reference/icons.md": "# Icons\n\n## All icons\n\nMany.\n",
            "de/index.md": "# Start\n\nSiehe [Symbole](/de/reference/icons/#alle-symbole).\n",
            "de/reference/icons.md": "# Symbole\n\n## Alle Symbole\n\nViele.\n",
        ])
        let found = LinksCheck().run(CheckContext(content: content))
        #expect(found.map(\.summary) == (allowed ? [] : ["this links to '/de/reference/icons/#alle-symbole' where the English links to '/reference/icons/#all-icons'"]))
    }

    /// A page's own address in front matter (`permalink:`, `url:`, an absolute `slug:`) leads
    /// to it, with or without a locale, `.html` or a trailing slash; a link written as a file
    /// to the same page and fragment is the same destination, translated yet or not.
    @Test(arguments: [
        ("permalink: /docs/handbook/templates/global-d-ts.html", "/docs/handbook/templates/global-d-ts.html", "./templates/global.md", true),
        ("permalink: /docs/handbook/templates/global-d-ts.html", "/docs/handbook/templates/global-d-ts.html#use", "templates/global.md#use", true),
        ("url: /templates/global/", "/templates/global", "/ko/templates/global/", true),
        ("slug: /global", "/global", "templates/global.md", true),
        // Another fragment, another page, or a slug relative to its folder: not one destination.
        ("permalink: /docs/handbook/templates/global-d-ts.html", "/docs/handbook/templates/global-d-ts.html#use", "templates/global.md#other", false),
        ("permalink: /docs/handbook/templates/global-d-ts.html", "/docs/handbook/templates/global-d-ts.html", "templates/local.md", false),
        ("slug: global", "/global", "templates/global.md", false),
    ])
    func aPageAtItsOwnAddress(frontMatter: String, english: String, translated: String, same: Bool) throws {
        let content = try TestContent.onDisk([
            "site.yml": "languages: [en, ko]\n",
            "en/intro.md": "# Intro\n\nSee [the template](\(english)).\n",
            "ko/intro.md": "# 소개\n\n[템플릿](\(translated))을 참조하세요.\n",
            "en/templates/global.md": "---\n\(frontMatter)\n---\n\n# Global\n\n## Use\n\nText.\n",
            "en/templates/local.md": "# Local\n\nText.\n",
        ])
        let found = LinksCheck().run(CheckContext(content: content))
        #expect(found.isEmpty == same, "\(found.map(\.summary))")
    }

    /// A link to a page's file from the top of the docs (`/templates/global.md`, as Docusaurus
    /// and VitePress read it, whatever links.root says) names that page.
    @Test(arguments: [
        ("/templates/global.md#use", "../templates/global.md#use", "languages: [en, ko]\n", true),
        ("/templates/global.md", "./global.md", "languages: [en, ko]\nlinks:\n  root: /docs/\n", true),
        ("/templates/global.mdx", "global.md", "languages: [en, ko]\n", true),
        ("/templates/global.md", "./local.md", "languages: [en, ko]\n", false),
        ("/templates/missing.md", "./global.md", "languages: [en, ko]\n", false),
    ])
    func aPagesFileFromTheTop(english: String, translated: String, site: String, same: Bool) throws {
        let content = try TestContent.onDisk([
            "site.yml": site,
            "en/templates/intro.md": "# Intro\n\nSee [the template](\(english)).\n",
            "ko/templates/intro.md": "# 소개\n\n[템플릿](\(translated))을 참조하세요.\n",
            "en/templates/global.md": "# Global\n\n## Use\n\nText.\n",
            "en/templates/local.md": "# Local\n\nText.\n",
        ])
        let found = LinksCheck().run(CheckContext(content: content))
        #expect(found.isEmpty == same, "\(found.map(\.summary))")
    }
}
