import Foundation

/// The site's look, read from a templates folder: the Mustache templates (parsed once), the
/// interface words in every language, and the assets copied into the site as they are.
public struct SiteTemplates: Sendable {
    /// Templates the build renders by name; each must exist as `NAME.mustache`.
    public static let required = ["page", "language-index", "root", "not-found", "translation-status"]

    public let folder: String
    let library: MustacheRendering
    public let strings: InterfaceStrings
    /// Asset files by path under `assets/`, in a stable order.
    public let assets: [(path: String, bytes: [UInt8])]

    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// The built-in templates with a folder's files over them: every `*.mustache` at its top
    /// level (partials included) and everything under `assets/` replaces or adds to the built-in
    /// file of that path; `strings.json` adds and replaces words, language by language. nil, or a
    /// folder that does not exist when `mustExist` is false, gives the built-in look alone.
    public static func load(folder: String?, mustExist: Bool = true) throws -> SiteTemplates {
        var files = DefaultTemplates.files
        var stringsOverride: (path: String, bytes: [UInt8])?
        if let folder {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder)
            if exists, !isFolder.boolValue {
                throw Failure(description: "\(folder): is not a folder of templates")
            }
            if !exists, mustExist {
                throw Failure(description: "\(folder): the templates folder does not exist (leave out --templates to use the built-in templates)")
            }
            if exists {
                for (path, bytes) in try overrides(in: folder) {
                    if path == "strings.json" { stringsOverride = (folder + "/" + path, bytes) } else { files[path] = bytes }
                }
            }
        }
        var trees: [String: MustacheTemplateTree] = [:]
        var shownPaths: [String: String] = [:]
        for (path, bytes) in files where path.hasSuffix(".mustache") && !path.contains("/") {
            let shown = shownPath(path, folder: folder, overridden: folder.map { FileManager.default.fileExists(atPath: $0 + "/" + path) } ?? false)
            shownPaths[String(path.dropLast(".mustache".count))] = shown
            guard let text = String(validating: bytes, as: UTF8.self) else { throw Failure(description: "\(shown): is not UTF-8") }
            do {
                trees[String(path.dropLast(".mustache".count))] = try MustacheTemplateTree(parsing: text)
            } catch {
                throw Failure(description: "\(shown):\(error.line):\(error.column): the template cannot be read (\(error.message))")
            }
        }
        // A partial that names no template would render as nothing, silently.
        for name in trees.keys.sorted() {
            for partial in trees[name]?.partials ?? [] where trees[partial.name] == nil {
                throw Failure(description: "\(shownPaths[name] ?? name):\(partial.line):\(partial.column): the template cannot be read "
                    + "(`{{> \(partial.name)}}` names no template; there is no \(partial.name).mustache)")
            }
        }
        for name in required where trees[name] == nil {
            throw Failure(description: "\(name).mustache: the template is missing; the site needs \(Self.required.map { $0 + ".mustache" }.joined(separator: ", "))")
        }
        var strings = try InterfaceStrings.decode(files["strings.json"] ?? [], path: "built-in strings.json")
        if let stringsOverride {
            strings = try strings.merging(InterfaceStrings.decodeTables(stringsOverride.bytes, path: stringsOverride.path))
        }
        let assets = files.filter { $0.key.hasPrefix("assets/") }.map { (path: $0.key, bytes: $0.value) }.sorted { $0.path < $1.path }
        return SiteTemplates(folder: folder ?? "", library: MustacheRendering(templates: trees), strings: strings, assets: assets)
    }

    /// `load(folder:)` for a folder that must exist (the preview and tests name one).
    public static func load(folder: String) throws -> SiteTemplates {
        try load(folder: Optional(folder), mustExist: true)
    }

    private static func shownPath(_ path: String, folder: String?, overridden: Bool) -> String {
        overridden ? (folder ?? "") + "/" + path : "built-in " + path
    }

    /// The folder's files by template path: top-level templates and strings, and every asset.
    private static func overrides(in folder: String) throws -> [(String, [UInt8])] {
        let manager = FileManager.default
        var result: [(String, [UInt8])] = []
        let names = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter {
            ($0.hasSuffix(".mustache") || $0 == "strings.json") && !$0.hasPrefix(".")
        }.sorted()
        for name in names {
            guard let data = manager.contents(atPath: folder + "/" + name) else { throw Failure(description: "\(folder)/\(name): cannot be read") }
            result.append((name, Array(data)))
        }
        for asset in try readAssets(folder + "/assets") { result.append(asset) }
        return result
    }

    /// Renders a named template; the names come from `required`, checked when loading.
    func render(_ name: String, _ context: TemplateContext) -> String {
        library.render(name, context)
    }

    /// `render` as the UTF-8 bytes a file holds.
    func renderBytes(_ name: String, _ context: TemplateContext) -> [UInt8] {
        library.renderBytes(name, context)
    }

    private static func readText(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(description: "\(path): cannot be read")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw Failure(description: "\(path): is not UTF-8")
        }
        return text
    }

    /// Regular files only, sorted, so the site's bytes never depend on the order the disk lists them.
    private static func readAssets(_ folder: String) throws -> [(path: String, bytes: [UInt8])] {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: folder) else { return [] }
        var assets: [(path: String, bytes: [UInt8])] = []
        for case let relative as String in enumerator {
            let path = folder + "/" + relative
            let attributes = try? manager.attributesOfItem(atPath: path)
            guard attributes?[.type] as? FileAttributeType == .typeRegular,
                  !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            guard let data = manager.contents(atPath: path) else {
                throw Failure(description: "\(path): cannot be read")
            }
            assets.append(("assets/" + relative, Array(data)))
        }
        return assets.sorted { $0.path < $1.path }
    }
}
