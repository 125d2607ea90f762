import Testing
import TriglotLowLevel
@testable import TriglotPreview

/// Which batches of file events start a rebuild at once and which wait for the quiet period.
@Suite struct FinishedSaveTests {
    static let page = "/c/en/a.md"
    static let other = "/c/en/b.md"

    static let cases: [(name: String, events: [WatchEvent], finished: Bool)] = [
        ("written and closed", [event(page, .writing), event(page, .written)], true),
        ("closed alone (a save with no new bytes)", [event(page, .written)], true),
        ("two files, both closed", [event(page, .writing), event(other, .writing), event(other, .written), event(page, .written)], true),
        ("still being written", [event(page, .writing)], false),
        ("written again after the close", [event(page, .written), event(page, .writing)], false),
        ("one file closed, another still open", [event(page, .writing), event(page, .written), event(other, .writing)], false),
        ("a rename (an editor's atomic save)", [event(page + ".tmp", .written), event(page, .other)], false),
        ("a new folder", [WatchEvent(path: "/c/en/new", isFolder: true)], false),
        ("lost events", [WatchEvent(path: nil, isFolder: true)], false),
        ("nothing", [], false),
    ]

    static func event(_ path: String, _ kind: FolderEvent.Kind) -> WatchEvent {
        WatchEvent(path: path, isFolder: false, kind: kind)
    }

    @Test(arguments: cases.indices)
    func batch(_ index: Int) {
        let (name, events, finished) = Self.cases[index]
        #expect(WatchEvent.isFinishedSave(events) == finished, "\(name)")
    }
}
