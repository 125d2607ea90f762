import Foundation
import Mustache
import Testing
import TriglotModel
@testable import TriglotSite

/// The shipped templates rendered by Triglot and by swift-mustache (the reference implementation)
/// give the same bytes for every page of the shipped content.
@Suite("Mustache against the reference")
struct MustacheReferenceTests {
    @Test func everyShippedPageRendersAsTheReferenceRendersIt() throws {
        let built = try SiteFixture.shipped.get()
        let templates = try SiteTemplates.load(folder: SiteFixture.templatesFolder)
        var library = MustacheLibrary()
        for file in try FileManager.default.contentsOfDirectory(atPath: SiteFixture.templatesFolder) where file.hasSuffix(".mustache") {
            let text = try String(contentsOfFile: SiteFixture.templatesFolder + "/" + file, encoding: .utf8)
            library.register(try MustacheTemplate(string: text), named: String(file.dropLast(".mustache".count)))
        }
        let (context, diagnostics) = SiteBuilder.check(built.content, options: built.options)
        let site = SiteRenderContext(content: built.content, checks: context, templates: templates, options: built.options, diagnostics: diagnostics)
        var compared = 0
        for language in built.content.languages {
            for path in site.outputPaths(in: language) where path != "index.md" {
                let page = try #require(PageContext(path: path, language: language, site: site).make())
                #expect(templates.render("page", page) == library.render(page, withTemplate: "page"), "\(language.code)/\(path)")
                compared += 1
            }
            let index = LanguageIndexContext(language: language, site: site).make()
            #expect(templates.render("language-index", index) == library.render(index, withTemplate: "language-index"))
        }
        #expect(templates.render("root", RootContexts.chooser(site: site)) == library.render(RootContexts.chooser(site: site), withTemplate: "root"))
        #expect(templates.render("not-found", RootContexts.notFound(site: site)) == library.render(RootContexts.notFound(site: site), withTemplate: "not-found"))
        #expect(compared > 30)
    }
}
