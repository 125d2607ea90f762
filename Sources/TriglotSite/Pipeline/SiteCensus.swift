import Foundation
import TriglotLowLevel

/// What a site folder holds, as far as telling whether a rebuild changed anything needs: the
/// paths of its folders, and how many other entries (files, links, anything) it has. Every file
/// a rebuild writes is compared with the previous site's, so the previous site matches the new
/// one when it also holds no entry and no folder more.
struct SiteCensus: Equatable {
    /// Every folder below the top, by its path in the site (`en`, `en/module01`).
    var folders: Set<String> = []
    /// Everything that is not a folder, counted.
    var otherEntries = 0

    /// The census of a site made of `files` (safe site paths, each once) and its marker.
    init(files: [String]) {
        otherEntries = files.count + 1
        for path in files {
            var bytes = path.utf8[...]
            // Each folder on the path (`en/a/b.html` → `en/a`, `en`); a folder already noted
            // has had its own folders noted too.
            while let slash = bytes.lastIndex(of: UInt8(ascii: "/")) {
                bytes = bytes[..<slash]
                guard folders.insert(String(Substring(bytes))).inserted else { break }
            }
        }
    }

    private init() {}

    /// The census of the folder at `path`; nil when a folder in it cannot be read.
    static func take(of path: String) -> SiteCensus? {
        guard let taken = FolderCensus.take(of: path) else { return nil }
        var census = SiteCensus()
        census.folders = taken.folders
        census.otherEntries = taken.otherEntries
        return census
    }
}
