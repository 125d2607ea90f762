import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import TriglotPreview

/// Files beside the pages and in static/ are served as they are, with their media type: a
/// translation's copy of the source's image, and the site root's static files.
@Suite struct ServedFilesTests {
    @Test(arguments: [
        ("/en/guide/img/flow.png", "image/png"), ("/ja/guide/img/flow.png", "image/png"),
        ("/en/guide/img/chart.svg", "image/svg+xml; charset=utf-8"), ("/en/guide/img/clip.mp4", "video/mp4"),
        ("/en/guide/img/photo.avif", "image/avif"), ("/robots.txt", "text/plain; charset=utf-8"),
        ("/CNAME", "application/octet-stream"),
    ])
    func filesAreServedWithTheirType(uri: String, type: String) async throws {
        let fixture = try PreviewFixture()
        for (path, text) in ["Content/en/guide/img/flow.png": "png", "Content/en/guide/img/chart.svg": "<svg/>",
                             "Content/en/guide/img/clip.mp4": "mp4", "Content/en/guide/img/photo.avif": "avif",
                             "Content/static/robots.txt": "User-agent: *\n", "Content/static/CNAME": "docs.example.org\n"] {
            try fixture.write(path, text)
        }
        let session = PreviewSession(options: fixture.options(), logger: PreviewFixture.quietLogger)
        let app = buildApplication(session: session, logger: PreviewFixture.quietLogger)
        try await app.test(.router) { client in
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == type)
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
            }
        }
    }
}
