import Foundation
import Hummingbird
import TriglotPreview
import TriglotSite

/// The paths where what the preview serves differs from a full build of the same folders (the
/// per-page version in the reload script tag aside): empty when incremental rebuilds are right.
func differencesFromFullBuild(_ session: PreviewSession, _ fixture: PreviewFixture) throws -> [String] {
    // The page a test waited for is out before the search indexes are; those come next.
    session.waitForRebuild()
    let options = BuildOptions(contentFolder: fixture.content, templatesFolder: fixture.templates, allowErrors: true, preview: true)
    let templates = try SiteTemplates.load(folder: options.templatesFolder)
    let content = try SiteBuilder.load(options)
    let (context, diagnostics) = SiteBuilder.check(content, options: options)
    let full = SiteBuilder.render(content, context: context, diagnostics: diagnostics, templates: templates, options: options)
    let served = session.store.current.files
    var differences: [String] = []
    for path in Set(full.files.keys).union(served.keys).sorted() {
        guard let expected = full.files[path], let actual = served[path] else {
            differences.append(path + " (only in " + (full.files[path] == nil ? "the preview)" : "the full build)"))
            continue
        }
        let withoutVersion = String(buffer: actual).replacingOccurrences(of: #"reload\.js\?v=v[0-9]+"#, with: "reload.js", options: .regularExpression)
        if Array(withoutVersion.utf8) != expected { differences.append(path) }
    }
    return differences
}
