import Foundation
import TriglotMarkup

/// Lists the Markdown pages below a language folder. Symbolic links are not followed (a link
/// could lead out of Content/ or into a loop) and are reported; dotfiles are skipped.
enum FolderWalk {
    static func markdownFiles(in folder: String, display: String) -> (files: [String], diagnostics: [Diagnostic]) {
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
        var pending = [""]
        let fileManager = FileManager.default
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? folder : folder + "/" + relative
            guard let names = try? fileManager.contentsOfDirectory(atPath: absolute) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let child = relative.isEmpty ? name : relative + "/" + name
                let childPath = folder + "/" + child
                let type = Self.type(ofItemAt: childPath)
                if type == .symbolicLink {
                    diagnostics.append(Diagnostic(
                        id: "content.symlink", severity: .warning,
                        summary: "symbolic link not followed",
                        explanation: "Links can lead outside Content/ or loop; put the file itself in the folder.",
                        path: display + "/" + child, range: SourceRange(line: 1)))
                } else if type == .directory {
                    pending.append(child)
                } else if name.hasSuffix(".md") {
                    files.append(child)
                }
            }
        }
        return (files.sorted(), diagnostics)
    }

    enum ItemType {
        case symbolicLink, directory, other
    }

    /// What `attributesOfItem(atPath:)[.type]` tells apart here, from one `lstat`: Foundation
    /// builds a dictionary of every attribute, and the walk asks for every file of the content.
    /// Nil when the item cannot be read, as the attributes would be.
    static func type(ofItemAt path: String) -> ItemType? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFLNK: return .symbolicLink
        case S_IFDIR: return .directory
        default: return .other
        }
    }
}
