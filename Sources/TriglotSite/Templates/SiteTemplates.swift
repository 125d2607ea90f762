import Foundation

/// The site's look, read from a templates folder: the Mustache templates (parsed once), the
/// interface words in every language, and the assets copied into the site as they are.
public struct SiteTemplates: Sendable {
    /// Templates the build renders by name; each must exist as `NAME.mustache`.
    public static let required = ["page", "language-index", "root", "not-found"]

    public let folder: String
    let library: MustacheRendering
    public let strings: InterfaceStrings
    /// Asset files by path under `assets/`, in a stable order.
    public let assets: [(path: String, bytes: [UInt8])]

    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// Reads `folder`: every `*.mustache` file at its top level (partials included), `strings.json`,
    /// and everything under `assets/`.
    public static func load(folder: String) throws -> SiteTemplates {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw Failure(description: "\(folder): the templates folder does not exist (use --templates to name another)")
        }
        let names = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".mustache") && !$0.hasPrefix(".") }.sorted()
        var trees: [String: MustacheTemplateTree] = [:]
        for name in names {
            let path = folder + "/" + name
            let text = try readText(path)
            do {
                trees[String(name.dropLast(".mustache".count))] = try MustacheTemplateTree(parsing: text)
            } catch {
                throw Failure(description: "\(path):\(error.line):\(error.column): the template cannot be read (\(error.message))")
            }
        }
        let library = MustacheRendering(templates: trees)
        for name in required where trees[name] == nil {
            throw Failure(description: "\(folder)/\(name).mustache: the template is missing; the site needs \(required.map { $0 + ".mustache" }.joined(separator: ", "))")
        }
        let stringsPath = folder + "/strings.json"
        guard manager.fileExists(atPath: stringsPath) else {
            throw Failure(description: "\(stringsPath): the interface words are missing")
        }
        let strings = try InterfaceStrings.decode(Array(try readText(stringsPath).utf8), path: stringsPath)
        return SiteTemplates(folder: folder, library: library, strings: strings, assets: try readAssets(folder + "/assets"))
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
