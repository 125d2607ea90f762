import Foundation
import Testing
@testable import TriglotPreview

/// Images beside the pages in the preview: a folder of them moved in or out (one folder event,
/// which rescans the language) is published or dropped as a full build would, in the language
/// and in the translations that have none of their own.
@Suite("Resources in the preview")
struct ResourceRebuildTests {
    @Test func aFolderOfImagesMovedInAndOut() throws {
        let fixture = try PreviewFixture()
        let session = PreviewSession(options: fixture.options(), logger: PreviewFixture.quietLogger)
        let folderEvent = [WatchEvent(path: fixture.path("Content/en/media"), isFolder: true)]

        try fixture.write("Content/en/media/diagram.png", "a diagram")
        session.rebuild(events: folderEvent)
        let served = session.store.current.files
        #expect(served["en/media/diagram.png"].map { String(buffer: $0) } == "a diagram")
        #expect(served["ja/media/diagram.png"].map { String(buffer: $0) } == "a diagram")
        #expect(try differencesFromFullBuild(session, fixture) == [])

        try FileManager.default.removeItem(atPath: fixture.path("Content/en/media"))
        session.rebuild(events: folderEvent)
        #expect(session.store.current.files["en/media/diagram.png"] == nil)
        #expect(session.store.current.files["ja/media/diagram.png"] == nil)
        #expect(try differencesFromFullBuild(session, fixture) == [])
    }
}
