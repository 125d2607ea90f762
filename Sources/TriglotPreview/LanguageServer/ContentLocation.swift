import Foundation
import TriglotContent
import TriglotModel
import TriglotSite

/// Where things are: file URIs as paths and back, the content folder of a workspace, and the
/// page (language and path) a file in it stands for.
public enum ContentLocation {
    /// The local path of a `file:` URI, percent-decoded and standardized; nil for other schemes
    /// (an untitled buffer, a diff view), which are no page of the content.
    public static func path(ofURI uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return standardized(url.path)
    }

    public static func uri(ofPath path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }

    /// An absolute path without `.`, `..` or a trailing slash, so paths from URIs, from the
    /// command line and from the loader's display paths compare as strings.
    public static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (absolute as NSString).standardizingPath
    }

    /// The content folder for a workspace, as `--content`'s default finds it from the current
    /// folder (a `Content/` folder, else a folder with `site.yml`), asked of the workspace root
    /// and then of each folder above it: an editor opened on `Content/ja/` still finds its site.
    public static func contentFolder(from root: String) -> String? {
        let fileManager = FileManager.default
        var folder = standardized(root)
        while true {
            var isFolder: ObjCBool = false
            let candidate = folder == "/" ? "/Content" : folder + "/Content"
            if fileManager.fileExists(atPath: candidate, isDirectory: &isFolder), isFolder.boolValue { return candidate }
            if fileManager.fileExists(atPath: folder == "/" ? "/site.yml" : folder + "/site.yml") { return folder }
            guard folder != "/", !folder.isEmpty else { return nil }
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    /// The page a file stands for, read the way the loader places files: in the folders layout
    /// `<language folder>/<path>.md`, in the suffix layout `<path>.<language>.md`, in the root
    /// layout either; nil for a file outside the content folder, not Markdown, hidden (the
    /// loader skips dot-files), left out by `exclude:` or one of the content folder's own (`Templates/`).
    public static func page(ofFile file: String, folder: String, configuration: SiteConfiguration) -> PageKey? {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        guard file.hasPrefix(prefix), PageFileName.isPage(file) else { return nil }
        let relative = String(file.dropFirst(prefix.count))
        let components = relative.split(separator: "/")
        guard !components.contains(where: { $0.hasPrefix(".") }), !configuration.excludes(relative),
              configuration.layout == .folders || !ContentLoader.ownFiles.contains(String(components[0])) else { return nil }
        return configuration.place(ofFile: relative).map { PageKey(path: PageFileName.pagePath(ofFile: $0.path), language: $0.language) }
    }

    /// The name the loader gives a page's file in diagnostics: with an absolute content folder,
    /// its absolute path.
    public static func displayPath(of page: PageKey, folder: String, content: ContentSet) -> String {
        ContentLoader.display(folder, content.relativeFile(of: page.path, in: page.language))
    }
}
