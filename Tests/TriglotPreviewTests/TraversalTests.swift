import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import TriglotPreview

/// reliability-tests.md B7 (46–48, 56): paths that try to leave the site, smuggle bytes, or
/// reach dotfiles. Only 400, 403 or 404 — never the canary next to the content, never a 5xx.
@Suite struct TraversalTests {
    static let traversal = [
        "/../secret-canary.txt", "/..%2fsecret-canary.txt", "/%2e%2e/secret-canary.txt", "/%2E%2E%2Fsecret-canary.txt",
        "/.%2e/secret-canary.txt", "/%2e./secret-canary.txt", "/..%5csecret-canary.txt",
        "/%252e%252e/secret-canary.txt", "/%%32%65%%32%65/secret-canary.txt", "/a/..%2f..%2fsecret-canary.txt",
        "/%C0%AE%C0%AE/secret-canary.txt", "/%ZZ", "/%",
        "/../../../../etc/passwd", "/en/../../secret-canary.txt", "/..\\secret-canary.txt", "/en/%2e%2e/%2e%2e/secret-canary.txt",
    ]
    static let oddBytes = ["/index.html%00.png", "/%00", "/a%0d%0aSet-Cookie:x", "/%FF", "/%D1.html", "/en%00/index.html"]
    static let dotfiles = ["/.git/config", "/.DS_Store", "/.env", "/en/index.html~", "/~", "/.triglot-site", "/en/.hidden.html"]

    @Test(arguments: traversal + oddBytes + dotfiles)
    func refusedWithoutLeaking(path: String) async throws {
        let fixture = try PreviewFixture()
        let session = PreviewSession(options: fixture.options(), logger: PreviewFixture.quietLogger)
        let app = buildApplication(session: session, logger: PreviewFixture.quietLogger)
        try await app.test(.router) { client in
            try await client.execute(uri: path, method: .get) { response in
                #expect([400, 403, 404].contains(response.status.code), "\(path) → \(response.status)")
                #expect(!String(buffer: response.body).contains(PreviewFixture.canary))
                #expect(response.headers[.setCookie] == nil)
                #expect(response.headers[.contentType]?.hasPrefix("image/") != true)
            }
        }
    }

    @Test(arguments: ["/en/index.html", "/%65n/index.html", "/zh-hans/guide/alpha.html", "/zh-hans/guide/%61lpha.html"])
    func encodedButHarmlessPathsStillServe(path: String) async throws {
        let fixture = try PreviewFixture()
        let session = PreviewSession(options: fixture.options(), logger: PreviewFixture.quietLogger)
        let app = buildApplication(session: session, logger: PreviewFixture.quietLogger)
        try await app.test(.router) { client in
            try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .ok, "\(path)")
            }
        }
    }

    @Test func policyRules() {
        #expect(RequestPathPolicy.decide("/") == .key("index.html", isFolder: true))
        #expect(RequestPathPolicy.decide("/en/") == .key("en/index.html", isFolder: true))
        #expect(RequestPathPolicy.decide("/%E6%B5%8B%E8%AF%952/index.html") == .key("测试2/index.html", isFolder: false))
        #expect(RequestPathPolicy.decide("//evil.example") == .notFound)
        #expect(RequestPathPolicy.urlPath(forKey: "测试2") == "/%E6%B5%8B%E8%AF%952")
    }

    @Test func hostPolicy() {
        let loopback = HostPolicy(configuredHost: "127.0.0.1", port: { 8080 })
        for allowed in ["localhost:8080", "127.0.0.1:8080", "[::1]:8080", "LOCALHOST:8080", "localhost"] {
            #expect(loopback.allowsHost(allowed), "\(allowed)")
        }
        for refused in ["evil.example:8080", "evil.example", "localhost:9999", "192.168.1.5:8080", "127.0.0.1.evil.example:8080", "localhost:8080:1", ""] {
            #expect(!loopback.allowsHost(refused), "\(refused)")
        }
        let everywhere = HostPolicy(configuredHost: "0.0.0.0", port: { 8080 })
        #expect(everywhere.allowsHost("192.168.1.5:8080"))
        #expect(!everywhere.allowsHost("evil.example:8080"))
        #expect(loopback.allowsOrigin("http://localhost:8080", host: "localhost:8080"))
        #expect(!loopback.allowsOrigin("http://127.0.0.1:8080", host: "localhost:8080"))
        #expect(!loopback.allowsOrigin("https://evil.example", host: "localhost:8080"))
    }
}
