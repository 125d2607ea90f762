import Foundation

/// Every folder below a folder, by its path relative to it (`en`, `en/module01`), and how many
/// other entries (files, links, anything) it holds; links are never followed.
///
/// Foundation's listing with one `lstat` an entry, as the content walk lists its folders: a
/// `readdir` walk reading the entries' recorded types did not pay there (Performance.md).
public enum FolderCensus {
    /// nil when the folder, or a folder in it, cannot be read.
    public static func take(of path: String) -> (folders: Set<String>, otherEntries: Int)? {
        var folders: Set<String> = []
        var otherEntries = 0
        guard count(path, at: "", &folders, &otherEntries) else { return nil }
        return (folders, otherEntries)
    }

    private static func count(_ folder: String, at prefix: String, _ folders: inout Set<String>, _ otherEntries: inout Int) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        for name in names {
            guard let type = DirectoryEntries.type(ofItemAt: folder + "/" + name) else { return false }
            guard type == .directory else {
                otherEntries += 1
                continue
            }
            let path = prefix.isEmpty ? name : prefix + "/" + name
            folders.insert(path)
            guard count(folder + "/" + name, at: path, &folders, &otherEntries) else { return false }
        }
        return true
    }
}
