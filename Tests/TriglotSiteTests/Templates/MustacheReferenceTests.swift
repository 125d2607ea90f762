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
                #expect(templates.render("page", page) == library.render(Self.plain(page), withTemplate: "page"), "\(language.code)/\(path)")
                compared += 1
            }
            for (_, index) in LanguageIndexContext(language: language, site: site).makeParts() {
                #expect(templates.render("language-index", index) == library.render(Self.plain(index), withTemplate: "language-index"))
            }
        }
        let chooser = RootContexts.chooser(site: site), notFound = RootContexts.notFound(site: site)
        #expect(templates.render("root", chooser) == library.render(Self.plain(chooser), withTemplate: "root"))
        #expect(templates.render("not-found", notFound) == library.render(Self.plain(notFound), withTemplate: "not-found"))
        #expect(compared > 30)
    }

    /// A context as the plain Swift values swift-mustache reads.
    static func plain(_ context: TemplateContext) -> [String: Any] {
        context.mapValues(plain)
    }

    static func plain(_ value: TemplateValue) -> Any {
        switch value {
        case .text(let text): return text
        case .bytes(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .byteParts(let parts): return String(decoding: Array(parts.joined()), as: UTF8.self)
        case .flag(let flag): return flag
        case .number(let number): return number
        case .list(let items): return items.map(plain)
        case .context(let context): return plain(context)
        }
    }
}
