import Foundation
import PackagePlugin

/// Which of the package's targets get pages: those named with `--target`, else every Swift
/// source module that a library or executable product vends (what a user of the package sees),
/// in the order the products list them.
enum DocumentedTargets {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func choose(named names: [String], in package: Package) throws -> [SwiftSourceModuleTarget] {
        if names.isEmpty {
            let vended = vendedTargets(of: package)
            guard !vended.isEmpty else {
                throw Failure(description: """
                    no Swift target to document: '\(package.displayName)' has no library or executable \
                    product built from Swift sources; name one with --target
                    """)
            }
            return vended
        }
        var chosen: [SwiftSourceModuleTarget] = []
        for name in names {
            guard let target = package.targets.first(where: { $0.name == name }) else {
                throw Failure(description: "no target named '\(name)' in '\(package.displayName)'; Swift targets: \(candidates(in: package))")
            }
            guard let swiftTarget = target as? SwiftSourceModuleTarget else {
                throw Failure(description: "target '\(name)' is not built from Swift sources, so it has no symbol graph; Swift targets: \(candidates(in: package))")
            }
            guard swiftTarget.kind != .test else {
                throw Failure(description: "target '\(name)' is a test target; Swift targets: \(candidates(in: package))")
            }
            if !chosen.contains(where: { $0.id == swiftTarget.id }) { chosen.append(swiftTarget) }
        }
        return chosen
    }

    /// Library and executable products' Swift targets, each once.
    static func vendedTargets(of package: Package) -> [SwiftSourceModuleTarget] {
        var targets: [SwiftSourceModuleTarget] = []
        for product in package.products where product is LibraryProduct || product is ExecutableProduct {
            for case let target as SwiftSourceModuleTarget in product.targets
            where target.kind != .test && !targets.contains(where: { $0.id == target.id }) {
                targets.append(target)
            }
        }
        return targets
    }

    private static func candidates(in package: Package) -> String {
        let names = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.filter { $0.kind != .test }.map { "'\($0.name)'" }
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }

    /// The symbols in the module's own graph files (`Module.symbols.json`; those named
    /// `Module@Other.symbols.json` hold what it adds to other modules' types). A file this cannot
    /// read counts as one: `triglot import` then says what is wrong with it.
    static func publicSymbolCount(in graphs: URL) -> Int {
        let files = (try? FileManager.default.contentsOfDirectory(at: graphs, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.lastPathComponent.hasSuffix(".symbols.json") && !$0.lastPathComponent.contains("@") }.reduce(0) { count, file in
            guard let data = try? Data(contentsOf: file),
                  let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let symbols = graph["symbols"] as? [Any]
            else { return count + 1 }
            return count + symbols.count
        }
    }

    /// The target's DocC catalog: a `*.docc` folder among its files, else one directly in its
    /// folder (a catalog the target's sources exclude is still its documentation).
    static func doccCatalog(of target: SwiftSourceModuleTarget) -> URL? {
        if let listed = target.sourceFiles.first(where: { $0.url.pathExtension.lowercased() == "docc" }) {
            return listed.url
        }
        let entries = (try? FileManager.default.contentsOfDirectory(
            at: target.directoryURL, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
        return entries
            .filter { $0.pathExtension.lowercased() == "docc" && (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            .first
    }
}
