import Foundation
import Hummingbird
import TriglotPreview
import TriglotSite

/// The paths where what the preview serves differs from `triglot build`'s output for the same
/// folders, written to disk by the same build plan from nothing (the reload script the server
/// adds to each page aside): empty when the preview's rebuilds after changes are right.
func differencesFromFullBuild(_ session: PreviewSession, _ fixture: PreviewFixture) throws -> [String] {
    // The page a test waited for is out before the search indexes are; those come next.
    session.waitForRebuild()
    let output = fixture.root + "/full-build-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: output) }
    let options = BuildOptions(contentFolder: fixture.content, templatesFolder: fixture.templates, outputFolder: output,
                               allowErrors: true, showsDiagnostics: true)
    _ = try SiteBuilder.build(options)
    var full: [String: [UInt8]] = [:]
    let enumerator = FileManager.default.enumerator(atPath: output)
    while let path = enumerator?.nextObject() as? String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output + "/" + path, isDirectory: &isFolder), !isFolder.boolValue,
              path != ".triglot-site" else { continue }
        full[path] = Array(try Data(contentsOf: URL(fileURLWithPath: output + "/" + path)))
    }
    let served = session.store.current.files
    var differences: [String] = []
    for path in Set(full.keys).union(served.keys).sorted() {
        guard let expected = full[path], let actual = served[path] else {
            differences.append(path + " (only in " + (full[path] == nil ? "the preview)" : "the full build)"))
            continue
        }
        let withoutReload = String(buffer: actual).replacingOccurrences(
            of: #"<script src="/_triglot/reload\.js\?v=v[0-9]+" defer></script>\n"#, with: "", options: .regularExpression)
        if Array(withoutReload.utf8) != expected { differences.append(path) }
    }
    return differences
}
