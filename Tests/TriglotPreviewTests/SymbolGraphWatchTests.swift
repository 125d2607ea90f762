import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import TriglotPreview
import TriglotSite

/// The preview watches the symbol graph folders site.yml names, even outside the content
/// folder: a package rebuilt with new graphs is checked again, and when site.yml names other
/// folders, those are watched instead.
@Suite(.serialized) struct SymbolGraphWatchTests {
    static func graph(module: String, generator: String) -> String {
        #"{"metadata":{"formatVersion":{"major":0,"minor":6,"patch":0},"generator":"\#(generator)"},"#
            + #""module":{"name":"\#(module)","platform":{}},"symbols":[],"relationships":[]}"#
    }

    @Test func aChangeUnderASymbolGraphFolderReadsEverythingAgain() {
        let events = ["/pkg/.build/graphs/Kit.symbols.json", "/pkg/.build/graphs/.Kit.symbols.json.swp", "/docs/graphs/Kit.symbols.json"]
            .map { WatchEvent(path: $0, isFolder: false) }
        let classify = { (events: [WatchEvent]) in
            ContentChanges.classify(events, contentFolder: "/docs", templatesFolder: "/docs/Templates", languages: ["en"],
                                    symbolGraphFolders: ["/pkg/.build/graphs", "/docs/graphs"])
        }
        #expect(classify([events[0]]).everything)
        #expect(classify([events[1]]).isEmpty)
        // Inside the content folder too, a graph is no page.
        let inside = classify([events[2]])
        #expect(inside.everything && inside.pages.isEmpty)
        #expect(ContentChanges.classify([events[0]], contentFolder: "/docs", templatesFolder: "/docs/Templates", languages: ["en"]).isEmpty)
    }

    @Test func aGraphWrittenOutsideTheContentFolderRebuilds() async throws {
        let fixture = try PreviewFixture()
        try fixture.write("graphs/Kit.symbols.json", Self.graph(module: "Kit", generator: "first"))
        try fixture.write("other-graphs/Kit.symbols.json", Self.graph(module: "Kit", generator: "first"))
        try fixture.write("Content/site.yml", PreviewFixture.siteYAML + "symbolGraphs: [../graphs]\n")
        let session = PreviewSession(options: fixture.options(watch: true), logger: PreviewFixture.quietLogger)
        #expect(session.store.current.failure == nil)
        let app = buildApplication(session: session, logger: PreviewFixture.quietLogger)
        try await app.test(.live) { _ in
            #expect(await eventually { session.watcherRoots.contains(fixture.path("graphs")) })
            // The search indexes a rebuild leaves for later count as a generation too: made now.
            session.waitForRebuild()
            var generation = session.generation
            try fixture.write("graphs/Kit.symbols.json", Self.graph(module: "Kit", generator: "second"))
            #expect(await eventually { session.generation > generation })

            session.waitForRebuild()
            generation = session.generation
            try fixture.write("Content/site.yml", PreviewFixture.siteYAML + "symbolGraphs: [../other-graphs]\n")
            #expect(await eventually { session.generation > generation && session.watcherRoots.contains(fixture.path("other-graphs")) })
            session.waitForRebuild()
            generation = session.generation
            try fixture.write("other-graphs/Kit.symbols.json", Self.graph(module: "Kit", generator: "third"))
            #expect(await eventually { session.generation > generation })
            #expect(session.store.current.failure == nil)
        }
    }
}
