import Foundation
import TriglotLowLevel
import TriglotModel

/// Writes a site into its output folder all at once: the files go into a new folder beside the
/// output (`open`), which replaces the old one only when every file is written (`commit`). A failure
/// leaves the old site as it was, and files the new build no longer has disappear with it.
/// Files that did not change are carried over by hard link, and a site that did not change at
/// all is left in place (see `SiteStaging`).
enum SiteWriter {
    /// Left in every site Triglot writes, so it never replaces a folder it did not make.
    static let marker = FolderWalk.siteMarker
    static let markerBytes = Array("This folder is a site written by triglot build; the next build replaces all of it.\n".utf8)

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func write(_ site: RenderedSite, to output: String, contentFolder: String, templatesFolder: String, pageFolders: [String]? = nil) throws {
        try write(to: output, contentFolder: contentFolder, templatesFolder: templatesFolder, pageFolders: pageFolders) { staging in
            for path in site.sortedPaths { try staging.write(path, site.files[path] ?? []) }
        }
    }

    /// `open`, `fill`, then `commit`; when `fill` fails, the previous site stays as it was.
    static func write(to output: String, contentFolder: String, templatesFolder: String, pageFolders: [String]? = nil,
                      _ fill: (FolderOutput) throws -> Void) throws {
        let folder = try open(output, contentFolder: contentFolder, templatesFolder: templatesFolder, pageFolders: pageFolders)
        do {
            try fill(folder)
        } catch {
            folder.discard()
            throw Failure(description: "\(output): the site could not be written (\(error)); the previous site is unchanged")
        }
        try folder.finish()
    }

    /// A staging folder beside the output, for the site to be written into (in as many pieces
    /// as the build likes, so a large site need not be held in memory) and swapped in whole by
    /// `FolderOutput.commit`.
    ///
    /// `pageFolders`, when known, are the folders the content's pages are in: the site may then
    /// be written inside the content folder (`Site/` of a docs repository whose content folder is
    /// `.`), never inside one of them.
    static func open(_ output: String, contentFolder: String, templatesFolder: String, pageFolders: [String]? = nil) throws -> FolderOutput {
        // Checked before `absolute`, which resolves symbolic links (and would write into the link's target).
        var unresolved = output
        while unresolved.count > 1, unresolved.hasSuffix("/") { unresolved.removeLast() }
        if let type = try? FileManager.default.attributesOfItem(atPath: unresolved)[.type] as? FileAttributeType, type == .typeSymbolicLink {
            throw Failure(description: "\(output): is a symbolic link; refusing to replace it (point --output at a real folder)")
        }
        let target = absolute(output)
        try refuseDangerous(target, content: absolute(contentFolder), templates: absolute(templatesFolder), pageFolders: pageFolders?.map(absolute))
        let parent = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let manager = FileManager.default
        try manager.createDirectory(atPath: parent, withIntermediateDirectories: true)
        let stagingFolder = parent + "/." + name + ".building-\(getpid())"
        try? manager.removeItem(atPath: stagingFolder)
        do {
            try manager.createDirectory(atPath: stagingFolder, withIntermediateDirectories: true)
            try writeFile(stagingFolder + "/" + marker, markerBytes)
        } catch {
            try? manager.removeItem(atPath: stagingFolder)
            throw Failure(description: "\(output): the site could not be written (\(error)); the previous site is unchanged")
        }
        // `refuseDangerous` has made sure a folder already there is a site of ours (or empty).
        let staging = SiteStaging(folder: stagingFolder, previous: manager.fileExists(atPath: target) ? target : nil)
        return FolderOutput(output: output, target: target, staging: staging)
    }

    /// Puts a staging folder in place of the output folder: when the previous site is the new
    /// one, file for file, it stays and the staging folder (its marker alone) goes.
    static func commit(_ staging: SiteStaging, output: String, into target: String) throws {
        let unchanged: Bool
        do {
            unchanged = try staging.previousSiteIsUnchanged()
        } catch {
            try? FileManager.default.removeItem(atPath: staging.folder)
            throw Failure(description: "\(output): the site could not be written (\(error)); the previous site is unchanged")
        }
        guard !unchanged else {
            FolderRemoval.remove(staging.folder)
            return
        }
        try swap(staging.folder, into: target)
    }

    static func refuseDangerous(_ target: String, content: String, templates: String, pageFolders: [String]? = nil) throws {
        let home = absolute(NSHomeDirectory())
        let here = absolute(FileManager.default.currentDirectoryPath)
        func contains(_ outer: String, _ inner: String) -> Bool {
            inner == outer || inner.hasPrefix(outer.hasSuffix("/") ? outer : outer + "/")
        }
        if target == "/" || target == home || contains(target, here) {
            throw Failure(description: "\(target): refusing to replace this folder with the site; choose an --output folder of its own")
        }
        for (folder, role) in [(content, "content"), (templates, "templates")] where contains(target, folder) || contains(folder, target) {
            // Inside the content folder but beside its pages is where a docs repository keeps its site.
            if role == "content", let pageFolders, target != folder, !contains(target, folder),
               !pageFolders.contains(where: { contains($0, target) || contains(target, $0) }) { continue }
            throw Failure(description: "\(target): the output folder overlaps the \(role) folder \(folder); choose another --output")
        }
        var isFolder: ObjCBool = false
        let manager = FileManager.default
        if let type = try? manager.attributesOfItem(atPath: target)[.type] as? FileAttributeType, type == .typeSymbolicLink {
            throw Failure(description: "\(target): is a symbolic link; refusing to replace it (point --output at a real folder)")
        }
        guard manager.fileExists(atPath: target, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else {
            throw Failure(description: "\(target): exists and is not a folder; refusing to replace it")
        }
        let entries = (try? manager.contentsOfDirectory(atPath: target)) ?? []
        if !entries.isEmpty, !entries.contains(marker) {
            throw Failure(description: "\(target): is not empty and was not written by triglot (it has no \(marker)); refusing to replace it. Delete it or choose another --output")
        }
    }

    static func writeFile(_ path: String, _ bytes: [UInt8]) throws {
        try writeFile(path, in: FolderFiles.currentFolder, bytes, describedAs: path)
    }

    /// Writes a new file `name` in the open folder `folder`; errors name it as `path`.
    static func writeFile(_ name: String, in folder: Int32, _ bytes: [UInt8], describedAs path: String) throws {
        if case .failure(let error) = FolderFiles.writeNew(name, in: folder, bytes) {
            throw Failure(description: "\(path): \(error)")
        }
    }

    /// Relative, no `..`, no empty or dot segments, no NUL or backslash. Read on the bytes, as
    /// the file system reads the path: every `/` separates, whatever follows it.
    static func isSafe(_ path: String) -> Bool {
        // Over the bytes in one buffer: stepping through `utf8` checks the string's form at
        // every byte, and every file of the site is asked.
        var path = path
        return path.withUTF8(isSafe(utf8:))
    }

    private static func isSafe<Bytes: Collection<UInt8>>(utf8 bytes: Bytes) -> Bool {
        guard !bytes.isEmpty, bytes.first != UInt8(ascii: "/") else { return false }
        var partLength = 0
        var dots = 0
        for byte in bytes {
            switch byte {
            case 0, UInt8(ascii: "\\"):
                return false
            case UInt8(ascii: "/"):
                if partLength == 0 || (dots == partLength && partLength <= 2) { return false }
                partLength = 0
                dots = 0
                continue
            case UInt8(ascii: "."):
                dots += 1
            default:
                break
            }
            partLength += 1
        }
        // A part of one or two dots is `.` or `..`; three or more dots is a name.
        return partLength > 0 && !(dots == partLength && partLength <= 2)
    }

    /// Moves the old folder aside, the new one in, and the old one back if the second move fails;
    /// between the two moves (two renames) the output folder is briefly absent, never mixed.
    private static func swap(_ staging: String, into target: String) throws {
        let manager = FileManager.default
        guard manager.fileExists(atPath: target) else {
            if case .failure(let reason) = FolderFiles.rename(staging, to: target) {
                try? manager.removeItem(atPath: staging)
                throw Failure(description: "\(target): could not be put in place (\(reason))")
            }
            return
        }
        let old = staging + "-old"
        if case .failure(let reason) = FolderFiles.rename(target, to: old) {
            try? manager.removeItem(atPath: staging)
            throw Failure(description: "\(target): the previous site could not be moved aside (\(reason)); it is unchanged")
        }
        if case .failure(let reason) = FolderFiles.rename(staging, to: target) {
            _ = FolderFiles.rename(old, to: target)
            try? manager.removeItem(atPath: staging)
            throw Failure(description: "\(target): the new site could not be put in place (\(reason)); the previous site is unchanged")
        }
        // One thread: removing from several at once made the kernel spend seconds on contention.
        FolderRemoval.remove(old)
    }

    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (URL(fileURLWithPath: full).standardizedFileURL.path as NSString).standardizingPath
    }
}
