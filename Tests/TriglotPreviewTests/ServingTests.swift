import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import TriglotPreview

/// The server answering from memory, driven in-process through the router.
@Suite struct ServingTests {
    let fixture: PreviewFixture
    let session: PreviewSession

    init() throws {
        fixture = try PreviewFixture(extraFiles: ["en/guide/broken.md": "# Broken\n\nLinks to [nowhere](nowhere.md).\n\n## Discussion\n\nText.\n"])
        session = PreviewSession(options: fixture.options(), logger: PreviewFixture.quietLogger)
    }

    private func withClient(_ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let app = buildApplication(session: session, logger: PreviewFixture.quietLogger)
        try await app.test(.router) { client in try await test(client) }
    }

    @Test func servesPagesWithTheirTypeAndTheReloadScript() async throws {
        try await withClient { client in
            try await client.execute(uri: "/en/guide/alpha.html", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
                let html = String(buffer: response.body)
                #expect(html.contains("Alpha guide"))
                #expect(html.contains("/_triglot/reload.js?v=v"))
            }
            try await client.execute(uri: "/zh-hans/guide/alpha.html", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("Alpha 指南"))
            }
            try await client.execute(uri: "/_triglot/reload.js", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
                #expect(String(buffer: response.body).contains("EventSource"))
            }
        }
    }

    @Test(arguments: [
        ("/", "text/html; charset=utf-8"), ("/en/", "text/html; charset=utf-8"), ("/sitemap.xml", "application/xml; charset=utf-8"),
        ("/assets/triglot.css", "text/css; charset=utf-8"), ("/ja/search-index.js", "text/javascript; charset=utf-8"),
    ])
    func servesEachKindWithItsContentType(path: String, type: String) async throws {
        try await withClient { client in
            try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == type)
            }
        }
    }

    @Test func showsCheckDiagnosticsOnThePage() async throws {
        try await withClient { client in
            try await client.execute(uri: "/en/guide/broken.html", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("<section class=\"diagnostics\""))
            }
        }
    }

    @Test func missingPagesAre404AndFoldersRedirectWithoutListing() async throws {
        try await withClient { client in
            try await client.execute(uri: "/en/guide/missing.html", method: .get) { response in
                #expect(response.status == .notFound)
            }
            try await client.execute(uri: "/en", method: .get) { response in
                #expect(response.status == .movedPermanently)
                #expect(response.headers[.location] == "/en/")
            }
            // A folder with no index page is never listed.
            try await client.execute(uri: "/en/guide/", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(!String(buffer: response.body).contains("alpha.html"))
            }
            try await client.execute(uri: "//evil.example", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(response.headers[.location] == nil)
            }
            try await client.execute(uri: "/%3Cscript%3Ealert(1)%3C/script%3E", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(!String(buffer: response.body).contains("<script>alert"))
            }
        }
    }

    @Test func headMatchesGetWithoutABody() async throws {
        try await withClient { client in
            let length = try await client.execute(uri: "/en/guide/alpha.html", method: .get) { $0.headers[.contentLength] }
            try await client.execute(uri: "/en/guide/alpha.html", method: .head) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentLength] == length)
                #expect(response.body.readableBytes == 0)
            }
        }
    }

    @Test(arguments: [HTTPRequest.Method.post, .put, .delete, .options, .init("PROPFIND")!, .init("TRACE")!])
    func refusesEveryOtherMethod(method: HTTPRequest.Method) async throws {
        try await withClient { client in
            try await client.execute(uri: "/index.html", method: method) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "GET, HEAD")
            }
        }
    }

    /// RFC 9110 single ranges on the 6-byte-prefix view of a page: a range, a suffix, open ends,
    /// and what is ignored (malformed, several ranges) or refused (past the end).
    @Test(arguments: [
        ("bytes=0-1", 206, "bytes 0-1/SIZE", 2),
        ("bytes=-2", 206, "bytes LAST2/SIZE", 2),
        ("bytes=0-99999999999999999999", 206, "bytes 0-END/SIZE", -1),
        ("bytes=5-2", 200, nil, -1),
        ("bytes=a-b", 200, nil, -1),
        ("bytes=0-1,3-4", 200, nil, -1),
        ("bytes=999999-", 416, "bytes */SIZE", 0),
        ("bytes=-0", 416, "bytes */SIZE", 0),
    ] as [(String, Int, String?, Int)])
    func rangeRequests(header: String, status: Int, contentRange: String?, length: Int) async throws {
        try await withClient { client in
            let whole = try await client.execute(uri: "/sitemap.xml", method: .get) { $0.body }
            let size = whole.readableBytes
            try await client.execute(uri: "/sitemap.xml", method: .get, headers: [.range: header]) { response in
                #expect(response.status.code == status)
                let expected = contentRange?.replacingOccurrences(of: "SIZE", with: "\(size)")
                    .replacingOccurrences(of: "LAST2", with: "\(size - 2)-\(size - 1)")
                    .replacingOccurrences(of: "END", with: "\(size - 1)")
                #expect(response.headers[.contentRange] == expected)
                let expectedLength = length >= 0 ? length : size
                #expect(response.headers[.contentLength] == "\(expectedLength)")
                #expect(response.body.readableBytes == expectedLength)
                if header == "bytes=-2" { #expect(response.body == whole.getSlice(at: size - 2, length: 2)) }
            }
        }
    }

    @Test func reloadChannelRefusesOtherOrigins() async throws {
        try await withClient { client in
            for origin in ["https://evil.example", "http://192.168.1.5:8080", "null", "http://localhost.evil.example"] {
                try await client.execute(uri: "/_triglot/events", method: .get, headers: [.origin: origin]) { response in
                    #expect(response.status == .forbidden, "\(origin)")
                    #expect(response.headers[.accessControlAllowOrigin] == nil)
                }
            }
        }
    }
}
