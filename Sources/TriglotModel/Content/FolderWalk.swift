import Foundation
import TriglotLowLevel
import TriglotMarkup

/// Lists the Markdown pages below a language folder, and the other files beside them (images,
/// downloads), which the site publishes as they are. Symbolic links are not followed (a link
/// could lead out of Content/ or into a loop) and are reported; dotfiles are skipped, and so is
/// a site `triglot build` wrote (a folder holding `siteMarker`): in the suffix and root layouts
/// the site may sit beside the pages, as Hugo's `public/` does.
package enum FolderWalk {
    /// The file `triglot build` leaves in the site it writes.
    package static let siteMarker = ".triglot-site"

    /// What a walk found, each list sorted.
    package struct Found: Sendable {
        /// The Markdown pages.
        package var files: [String]
        /// Every other file: the resources the pages show or link to.
        package var resources: [String]
        package var diagnostics: [Diagnostic]
        /// The pages' size in bytes, as the walk found them: how much a load of them will hold.
        package var pageBytes: Int
        /// After `withPagePaths`: the pages (by page path) whose file is `.mdx`.
        package var mdxPages: Set<String> = []

        package init(files: [String], resources: [String], diagnostics: [Diagnostic], pageBytes: Int = 0) {
            (self.files, self.resources, self.diagnostics, self.pageBytes) = (files, resources, diagnostics, pageBytes)
        }

        /// The pages and resources for which `files` and `resources` are true.
        package func keeping(files keepsFile: (String) -> Bool, resources keepsResource: (String) -> Bool) -> Found {
            var result = self
            result.files = files.filter(keepsFile)
            result.resources = resources.filter(keepsResource)
            return result
        }

        /// The files as page paths (`PageFileName`), the MDX ones noted. Of a page written both
        /// ways (`a.md` and `a.mdx`) the `.md` file is the page, and the other is reported
        /// (`displayOfFile` names a file as diagnostics do).
        package func withPagePaths(displayOfFile: (String) -> String) -> Found {
            guard files.contains(where: PageFileName.isMDX) else { return self }
            var result = self
            let markdown = Set(files.filter { !PageFileName.isMDX($0) })
            result.files = []
            for file in files {
                guard PageFileName.isMDX(file) else {
                    result.files.append(file)
                    continue
                }
                let page = PageFileName.pagePath(ofFile: file)
                if markdown.contains(page) {
                    result.diagnostics.append(Diagnostic(
                        id: "content.duplicate-page", severity: .warning,
                        summary: "'\(page)' is also written as this MDX file; the .md file is the page and this one is not read",
                        explanation: "Keep one file for the page: delete or rename one of them.",
                        path: displayOfFile(file), range: SourceRange(line: 1)))
                    continue
                }
                result.files.append(page)
                result.mdxPages.insert(page)
            }
            // Sorted as the walk sorts: `a.mdx` read as `a.md` may move past `a-b.md`.
            result.files.sort()
            return result
        }
    }

    package static func markdownFiles(in folder: String, display: String) -> Found {
        // Foundation's names, each typed by `lstat`. (The types `readdir` records were measured
        // against this and did not pay: Documentation/Performance.md.)
        walk(in: folder, display: display, listing: foundationListing)!
    }

    /// The walk over any listing of one folder; nil when the listing gives up on the whole walk.
    static func walk(in folder: String, display: String, listing: (String) -> DirectoryEntries.Listed) -> Found? {
        var files: [String] = []
        var resources: [String] = []
        var diagnostics: [Diagnostic] = []
        var pending = [""]
        var pageBytes = 0
        var allASCII = true
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? folder : folder + "/" + relative
            let entries: [DirectoryEntries.Entry]
            switch listing(absolute) {
            case .entries(let listed): entries = listed
            case .unreadable: continue
            case .notUTF8: return nil
            }
            if !relative.isEmpty, entries.contains(where: { $0.name == siteMarker }) { continue }
            let namesASCII = entries.allSatisfy(\.isASCII)
            allASCII = allASCII && namesASCII
            // String order is byte order for ASCII (nearly always): a memcmp, without String's comparison.
            let sortedEntries = namesASCII ? entries.sorted { utf8Precedes($0.name, $1.name) } : entries.sorted { $0.name < $1.name }
            for entry in sortedEntries where !entry.name.hasPrefix(".") {
                let name = entry.name
                let child = relative.isEmpty ? name : relative + "/" + name
                // One `lstat` for an entry the listing did not type, or for a page, whose size is counted.
                let item = entry.type == nil || PageFileName.isPage(name) ? DirectoryEntries.item(at: folder + "/" + child) : nil
                let type = entry.type ?? item?.type
                if type == .symbolicLink {
                    diagnostics.append(Diagnostic(
                        id: "content.symlink", severity: .warning,
                        summary: "symbolic link not followed",
                        explanation: "Links can lead outside Content/ or loop; put the file itself in the folder.",
                        path: display + "/" + child, range: SourceRange(line: 1)))
                } else if type == .directory {
                    pending.append(child)
                } else if PageFileName.isPage(name) {
                    files.append(child)
                    pageBytes += item?.size ?? 0
                } else {
                    resources.append(child)
                }
            }
        }
        if allASCII {
            return Found(files: files.sorted(by: utf8Precedes), resources: resources.sorted(by: utf8Precedes), diagnostics: diagnostics,
                         pageBytes: pageBytes)
        }
        return Found(files: files.sorted(), resources: resources.sorted(), diagnostics: diagnostics, pageBytes: pageBytes)
    }

    /// Byte order of two strings' UTF-8, which is String's order when both are ASCII, and
    /// cheaper: String's comparison normalises first.
    static func utf8Precedes(_ left: String, _ right: String) -> Bool {
        left.utf8.lexicographicallyPrecedes(right.utf8)
    }

    /// The listing the walk used before: Foundation's names, each typed by `lstat`.
    static func foundationListing(_ path: String) -> DirectoryEntries.Listed {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return .unreadable }
        return .entries(names.map { DirectoryEntries.Entry(name: $0, isASCII: $0.utf8.allSatisfy { $0 < 0x80 }, type: nil) })
    }

    typealias ItemType = DirectoryEntries.ItemType

    /// The type `lstat` gives, as Foundation's attributes would; nil when the item cannot be read.
    static func type(ofItemAt path: String) -> ItemType? {
        DirectoryEntries.type(ofItemAt: path)
    }
}
