import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import TriglotPreview

/// The real server on a loopback socket, watching a real folder: reloads, rebuilds after each
/// editor save pattern, recovery from a broken file, Host checks and load.
@Suite(.serialized) struct LiveTests {
    private func withLiveServer(_ fixture: PreviewFixture, _ test: @escaping @Sendable (Int, PreviewSession) async throws -> Void) async throws {
        let session = PreviewSession(options: fixture.options(watch: true), logger: PreviewFixture.quietLogger)
        let app = buildApplication(session: session, logger: PreviewFixture.quietLogger)
        try await app.test(.live) { client in
            try await test(try #require(client.port), session)
        }
    }

    private func served(_ session: PreviewSession, _ key: String) -> String? {
        session.store.current.files[key].map { String(buffer: $0) }
    }

    /// The reload channel as the alpha page opens it, once it says it is connected.
    private func alphaPageChannel(port: Int, session: PreviewSession) async throws -> (stream: RawHTTPConnection, opened: String) {
        let version = session.store.current.version(ofURLPath: "/en/guide/alpha.html")
        let stream = try RawHTTPConnection(port: port)
        stream.send("GET /_triglot/events?path=%2Fen%2Fguide%2Falpha.html&v=\(version) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n\r\n")
        // As long as any later read: on a loaded machine the first build can hold the line up.
        return (stream, await stream.reading(until: ": connected", timeout: .seconds(20)))
    }

    @Test func editSendsReloadToTheOpenPage() async throws {
        let fixture = try PreviewFixture()
        try await withLiveServer(fixture) { port, session in
            let (stream, opened) = try await alphaPageChannel(port: port, session: session)
            #expect(opened.contains("text/event-stream"))
            try fixture.write("Content/en/guide/alpha.md", PreviewFixture.pages["en/guide/alpha.md"]! + "\nA new closing paragraph.\n")
            // The page's text changed and nothing around it: its changed part is sent to show in place.
            let told = await stream.reading(until: "A new closing paragraph.", timeout: .seconds(20))
            #expect(told.contains("event: update\ndata: {"))
            #expect(!told.contains("event: reload"))
            #expect(served(session, "en/guide/alpha.html")?.contains("A new closing paragraph.") == true)
        }
    }

    /// A template change reloads the open page; a style sheet change alone has it fetch the
    /// style sheet again.
    @Test func templatesReloadAndStyleSheetsAreFetchedAgain() async throws {
        let fixture = try PreviewFixture()
        try await withLiveServer(fixture) { port, session in
            let (stream, _) = try await alphaPageChannel(port: port, session: session)
            let css = try String(contentsOfFile: fixture.path("Templates/assets/triglot.css"), encoding: .utf8)
            try fixture.write("Templates/assets/triglot.css", css + "\n.edited { color: red; }\n")
            let styled = await stream.reading(until: "event: stylesheet", timeout: .seconds(20))
            #expect(styled.contains("event: stylesheet") && !styled.contains("event: reload") && !styled.contains("event: update"), "\(styled)")
            let footer = try String(contentsOfFile: fixture.path("Templates/footer.mustache"), encoding: .utf8)
            try fixture.write("Templates/footer.mustache", footer + "<!-- edited -->\n")
            let told = await stream.reading(until: "event: reload", timeout: .seconds(20))
            #expect(told.contains("event: reload"))
        }
    }

    @Test func unchangedPagesAreNotReloaded() async throws {
        let fixture = try PreviewFixture(extraFiles: ["en/other/lonely.md": "# Lonely\n\nNobody links here.\n\n## Discussion\n\nText.\n"])
        try await withLiveServer(fixture) { port, session in
            let version = session.store.current.version(ofURLPath: "/en/other/lonely.html")
            let stream = try RawHTTPConnection(port: port)
            stream.send("GET /_triglot/events?path=/en/other/lonely.html&v=\(version) HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n")
            _ = await stream.reading(until: ": connected")
            let generation = session.generation
            try fixture.write("Content/en/guide/beta.md", PreviewFixture.pages["en/guide/beta.md"]! + "\nMore beta.\n")
            #expect(await eventually { session.generation > generation })
            let after = await stream.reading(until: "event:", timeout: .milliseconds(300))
            #expect(!after.contains("event:"))
        }
    }

    enum SavePattern: String, CaseIterable, Sendable {
        case writeTemporaryThenRename, truncateThenWrite, deleteThenCreate, burstOfWrites
    }

    @Test(arguments: SavePattern.allCases)
    func editorSavesEndInTheLastVersion(pattern: SavePattern) async throws {
        let fixture = try PreviewFixture()
        try await withLiveServer(fixture) { _, session in
            let page = fixture.path("Content/en/guide/beta.md")
            let final = "# BetaThing\n\nA thing that starts.\n\n## Discussion\n\nFinal text \(pattern.rawValue).\n"
            switch pattern {
            case .writeTemporaryThenRename:
                try fixture.write("Content/en/guide/.beta.md.swp", final)
                #expect(rename(fixture.path("Content/en/guide/.beta.md.swp"), page) == 0)
            case .truncateThenWrite:
                let handle = try #require(FileHandle(forWritingAtPath: page))
                try handle.truncate(atOffset: 0)
                try handle.write(contentsOf: Data(final.prefix(12).utf8))
                try await Task.sleep(for: .milliseconds(5))
                try handle.write(contentsOf: Data(final.dropFirst(12).utf8))
                try handle.close()
            case .deleteThenCreate:
                try FileManager.default.removeItem(atPath: page)
                try fixture.write("Content/en/guide/beta.md", final)
            case .burstOfWrites:
                for index in 0..<50 {
                    try fixture.write("Content/en/guide/beta.md", "# BetaThing\n\nVersion \(index).\n")
                    try fixture.write("Templates/burst-\(index % 5).txt", "\(index)")
                }
                try fixture.write("Content/en/guide/beta.md", final)
            }
            #expect(await eventually { served(session, "en/guide/beta.html")?.contains("Final text \(pattern.rawValue).") == true })
            #expect(session.store.current.failure == nil)
            #expect(try differencesFromFullBuild(session, fixture) == [])
        }
    }

    /// A save that only edits text keeps every language's page tree; one that retitles a page
    /// changes the sidebar of every page, in every language that shows it (its own or as a fallback).
    @Test func retitlingAPageReachesEverySidebar() async throws {
        let fixture = try PreviewFixture()
        try await withLiveServer(fixture) { _, session in
            try fixture.write("Content/en/guide/beta.md", "# BetaThing\n\nA thing that starts.\n\n## Discussion\n\nNew body text.\n")
            #expect(await eventually { served(session, "en/guide/beta.html")?.contains("New body text.") == true })
            #expect(try differencesFromFullBuild(session, fixture) == [])
            try fixture.write("Content/en/guide/beta.md", "# RenamedThing\n\nA thing that starts.\n\n## Discussion\n\nNew body text.\n")
            #expect(await eventually { served(session, "en/guide/alpha.html")?.contains("RenamedThing") == true })
            #expect(try differencesFromFullBuild(session, fixture) == [])
        }
    }

    /// A save that changes only a page's summary keeps every sidebar but changes the language
    /// home that lists the page; one that changes only its body keeps both.
    @Test func aNewSummaryReachesTheLanguageHome() async throws {
        let fixture = try PreviewFixture()
        try await withLiveServer(fixture) { _, session in
            try fixture.write("Content/en/guide/beta.md", "# BetaThing\n\nA thing that starts anew.\n\n## Discussion\n\nBeta body text.\n")
            #expect(await eventually { served(session, "en/index.html")?.contains("A thing that starts anew.") == true })
            #expect(try differencesFromFullBuild(session, fixture) == [])
            try fixture.write("Content/en/guide/beta.md", "# BetaThing\n\nA thing that starts anew.\n\n## Discussion\n\nOther body text.\n")
            #expect(await eventually { served(session, "en/guide/beta.html")?.contains("Other body text.") == true })
            #expect(try differencesFromFullBuild(session, fixture) == [])
        }
    }

    @Test func renamesDeletionsAndNewFoldersReachTheSite() async throws {
        let fixture = try PreviewFixture()
        try await withLiveServer(fixture) { _, session in
            #expect(rename(fixture.path("Content/en/guide/beta.md"), fixture.path("Content/en/guide/gamma.md")) == 0)
            #expect(await eventually { served(session, "en/guide/gamma.html") != nil && served(session, "en/guide/beta.html") == nil })
            try fixture.write("Content/en/fresh/new-page.md", "# Fresh page\n\nJust made.\n\n## Discussion\n\nText.\n")
            #expect(await eventually { served(session, "en/fresh/new-page.html")?.contains("Fresh page") == true })
            // Pages the new page appears on (sidebars, indexes) were rendered again too.
            #expect(try differencesFromFullBuild(session, fixture) == [])
            try FileManager.default.removeItem(atPath: fixture.path("Content/en/fresh"))
            #expect(await eventually { served(session, "en/fresh/new-page.html") == nil })
            #expect(try differencesFromFullBuild(session, fixture) == [])
        }
    }

    @Test(arguments: [
        ("Content/site.yml", "title: [unclosed <script>alert(1)</script>\n", "site.yml"),
        ("Templates/page.mustache", "{{#section}}<script>alert(1)</script> never closed\n", "page.mustache:1:1"),
        ("Templates/page.mustache", "<nav aria-label=\"{{t.pages\">\n<p>{{t.pages}}</p>\n", "page.mustache:1:18"),
        ("Templates/page.mustache", "<main>\n{{> no-such-part}}\n</main>\n", "page.mustache:2:1"),
    ])
    func brokenFileShowsAnEscapedErrorPageAndRecovers(file: String, broken: String, place: String) async throws {
        let fixture = try PreviewFixture()
        try await withLiveServer(fixture) { port, session in
            let good = try String(contentsOfFile: fixture.path(file), encoding: .utf8)
            try fixture.write(file, broken)
            #expect(await eventually { session.store.current.failure != nil })
            let response = await RawHTTPConnection.request(port: port, "GET /en/guide/alpha.html HTTP/1.1\r\nHost: localhost:\(port)\r\nConnection: close\r\n\r\n")
            #expect(response.hasPrefix("HTTP/1.1 500"))
            #expect(response.contains("could not be built"))
            #expect(response.contains(place), "the error page names the file, line and column")
            #expect(!response.contains("<script>alert(1)"))
            #expect(response.contains("/_triglot/reload.js?v=e"))
            try fixture.write(file, good)
            #expect(await eventually { session.store.current.failure == nil })
            #expect(served(session, "en/guide/alpha.html")?.contains("Alpha guide") == true)
        }
    }

    @Test func foreignHostsAreRefused() async throws {
        let fixture = try PreviewFixture()
        try await withLiveServer(fixture) { port, _ in
            for (host, status) in [("evil.example:\(port)", "403"), ("localhost:\(port)", "200"), ("127.0.0.1:\(port)", "200"), ("[::1]:\(port)", "200")] {
                let response = await RawHTTPConnection.request(port: port, "GET / HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
                #expect(response.hasPrefix("HTTP/1.1 \(status)"), "\(host)")
            }
        }
    }

    @Test func manyConcurrentConnectionsAllSucceed() async throws {
        let fixture = try PreviewFixture()
        try await withLiveServer(fixture) { port, _ in
            let start = ContinuousClock.now
            // Each worker is a thread with blocking sockets, so 64 connections really are open at once.
            let results = await withTaskGroup(of: Int.self) { group in
                for worker in 0..<64 {
                    group.addTask {
                        var ok = 0
                        for request in 0..<20 {
                            let path = (worker + request) % 2 == 0 ? "/en/guide/alpha.html" : "/assets/triglot.css"
                            let response = await RawHTTPConnection.request(port: port, "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
                            if response.hasPrefix("HTTP/1.1 200") { ok += 1 }
                        }
                        return ok
                    }
                }
                return await group.reduce(0, +)
            }
            #expect(results == 64 * 20)
            #expect(ContinuousClock.now - start < .seconds(60))
        }
    }
}
