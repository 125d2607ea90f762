import Foundation
import Testing
import TriglotContent
import TriglotModel
import TriglotTestSupport
@testable import TriglotSite

/// `triglot build` of a large site keeps each page's outline alone, checks a batch of pages at a time and reads
/// each page again to render it (`BuildPlan.parses`): the site and the findings must be
/// those of a build that keeps every page whole.
@Suite("Builds that read their pages again")
struct StreamedBuildTests {
    /// The shipped Content, and Vue's API reference (../shared/corpora, CC BY 4.0) with its real
    /// findings and drift.
    static func corpora() throws -> [(name: String, folder: URL)] {
        let vue = try SiteFixture.temporaryFolder("streamed-vue")
        try VueCorpus.copy(packageRoot: SiteFixture.packageRoot, to: vue)
        return [("Content", URL(fileURLWithPath: SiteFixture.contentFolder)), ("Vue", vue)]
    }

    @Test func aStreamedBuildMakesTheSiteAndFindingsOfAWholeOne() throws {
        for (name, folder) in try Self.corpora() {
            var built: [(site: RenderedSite, diagnostics: [Diagnostic])] = []
            for streamed in [false, true] {
                var plan = BuildPlan(options: BuildOptions(contentFolder: folder.path, templatesFolder: SiteFixture.templatesFolder,
                                                           outputFolder: "/nonexistent-output", allowErrors: true))
                plan.parses = streamed ? .none : .all
                let output = MemoryOutput()
                let outcome = try plan.run(.all, after: nil) { _ in output }
                #expect(outcome.state.content.allPages.allSatisfy { $0.parseDropped == streamed }, "\(name)")
                built.append((output.site, outcome.state.diagnostics))
            }
            #expect(built[0].site.files.count > 50, "\(name)")
            #expect(built[0].site.sortedPaths == built[1].site.sortedPaths, "\(name)")
            let differing = built[0].site.sortedPaths.filter { built[0].site[$0] != built[1].site[$0] }
            #expect(differing.isEmpty, "\(name): \(differing.prefix(5))")
            #expect(built[0].diagnostics == built[1].diagnostics, "\(name)")
            #expect(name == "Content" || built[0].diagnostics.count > 50)
        }
    }

    /// `triglot build` streams a site only above its size limit (`KeptParses.forOneRun`): the
    /// shipped Content is far below it and is held whole, and the same build with a limit below
    /// its size streams, with the same site.
    @Test func aBuildStreamsOnlyAboveItsLimit() throws {
        var sites: [RenderedSite] = []
        for (parses, streams) in [(ContentLoader.KeptParses.forOneRun, false), (.allUpTo(pageBytes: 1_000), true)] {
            var plan = BuildPlan(options: BuildOptions(contentFolder: SiteFixture.contentFolder, templatesFolder: SiteFixture.templatesFolder,
                                                       outputFolder: "/nonexistent-output", allowErrors: true))
            plan.parses = parses
            let output = MemoryOutput()
            let outcome = try plan.run(.all, after: nil) { _ in output }
            #expect(outcome.state.content.allPages.allSatisfy { $0.parseDropped == streams }, "\(parses)")
            #expect((outcome.state.content.parseReader != nil) == streams, "\(parses)")
            sites.append(output.site)
        }
        #expect(sites[0].sortedPaths == sites[1].sortedPaths)
        #expect(sites[0].sortedPaths.allSatisfy { sites[0][$0] == sites[1][$0] })
    }
}
