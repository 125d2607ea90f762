import Testing
@testable import TriglotSite
import TriglotModel

/// The pages a save names are found without listing the site: the same pages as filtering
/// the whole list, for paths every language has, paths only English has (shown as fallbacks),
/// the language home, and paths no language has.
@Suite("Render plan: the pages at some paths")
struct RenderPlanPagesTests {
    @Test func pagesAtPathsAreThoseOfTheWholeListAtThosePaths() throws {
        let content = try SiteFixture.shipped.get().content
        let every = RenderPlan.allPages(of: content)
        let english = Array((content.pages[content.sourceLanguage] ?? [:]).keys).sorted()
        let translatedOnly = content.languages.flatMap { Array((content.pages[$0] ?? [:]).keys) }.filter { !english.contains($0) }
        #expect(english.count > 10)
        let samples: [Set<String>] = [
            [], ["index.md"], ["no/such/page.md"], Set(english.prefix(3)), Set(english.suffix(5) + ["index.md", "missing.md"]),
            Set(translatedOnly), Set(english),
        ]
        for paths in samples {
            #expect(RenderPlan.pages(at: paths, of: content) == every.filter { paths.contains($0.path) }, "\(paths.sorted())")
        }
    }
}
