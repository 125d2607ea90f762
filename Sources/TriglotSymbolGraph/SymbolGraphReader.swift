import Foundation
import SymbolKit
import TriglotModel

/// Reads the `*.symbols.json` files a compiler writes (`swift build -Xswiftc -emit-symbol-graph`,
/// `swift-symbolgraph-extract`, SwiftPM's plugin API) into a `SymbolCatalog`.
///
/// A module's own graph is `Module.symbols.json`; `Module@Other.symbols.json` holds what the
/// module adds to another module's types. Those are left out, as `docc convert` leaves them out
/// by default, and counted so the caller can say so.
public struct SymbolGraphReader {
    public struct Result: Sendable {
        public var catalog: SymbolCatalog
        public var files: [String]
        public var skippedExtensionFiles: [String]
    }

    public struct ReadError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The access levels a reference documents: what a user of the module can call.
    public var accessLevels: Set<String> = ["public", "open"]

    public init() {}

    /// Every graph in `folder` (and its subfolders, as SwiftPM nests them per target).
    public func read(folder: String) throws -> Result {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            throw ReadError(description: "\(folder): no such symbol graph folder")
        }
        let files: [String]
        if isFolder.boolValue {
            guard let walker = FileManager.default.enumerator(atPath: folder) else {
                throw ReadError(description: "\(folder): the folder cannot be read")
            }
            files = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".symbols.json") }.sorted()
                .map { (folder as NSString).appendingPathComponent($0) }
        } else {
            files = [folder]
        }
        let own = files.filter { !(($0 as NSString).lastPathComponent.contains("@")) }
        guard !own.isEmpty else {
            throw ReadError(description: "\(folder): no *.symbols.json file of a module's own (extension graphs Module@Other alone are not documented)")
        }
        var symbols: [String: APISymbol] = [:]
        var relationships: [SymbolRelationship] = []
        var modules: [String] = []
        for file in own {
            let graph = try decode(file)
            if !modules.contains(graph.module.name) { modules.append(graph.module.name) }
            for symbol in graph.symbols.values where accessLevels.contains(symbol.accessLevel.rawValue) {
                if symbols[symbol.identifier.precise] == nil {
                    symbols[symbol.identifier.precise] = Self.apiSymbol(symbol, module: graph.module.name)
                }
            }
            relationships += graph.relationships.map {
                SymbolRelationship(kind: $0.kind.rawValue, source: $0.source, target: $0.target, targetFallback: $0.targetFallback)
            }
        }
        // An edge is kept once, and only when its source is a documented symbol.
        var seen = Set<String>()
        relationships = relationships.filter { edge in
            symbols[edge.source] != nil && seen.insert("\(edge.kind) \(edge.source) \(edge.target)").inserted
        }
        let catalog = SymbolCatalog(modules: modules, symbols: Array(symbols.values), relationships: relationships)
        return Result(catalog: catalog, files: own, skippedExtensionFiles: files.filter { !own.contains($0) })
    }

    private func decode(_ file: String) throws -> SymbolGraph {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw ReadError(description: "\(file): cannot be read (\(error.localizedDescription))")
        }
        do {
            return try JSONDecoder().decode(SymbolGraph.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            throw ReadError(description: "\(file): not a symbol graph (\(context.debugDescription))")
        } catch {
            throw ReadError(description: "\(file): not a symbol graph (\(error))")
        }
    }

    static func apiSymbol(_ symbol: SymbolGraph.Symbol, module: String) -> APISymbol {
        let fragments = symbol[mixin: SymbolGraph.Symbol.DeclarationFragments.self]?.declarationFragments ?? []
        let signature = symbol[mixin: SymbolGraph.Symbol.FunctionSignature.self]
        let returns = signature?.returns.map(\.spelling).joined() ?? ""
        // A comment the symbol inherits from another module's requirement documents that
        // requirement, in its parameter names; DocC leaves it out by default, and so does this.
        let docComment = symbol.isDocCommentFromSameModule(symbolModuleName: module) == false ? nil : symbol.docComment
        let kind = symbol.kind.identifier.identifier
        return APISymbol(
            id: symbol.identifier.precise,
            module: module,
            kind: kind.hasPrefix("swift.") ? String(kind.dropFirst("swift.".count)) : kind,
            kindName: symbol.kind.displayName,
            path: symbol.pathComponents,
            title: symbol.names.title,
            declaration: fragments.map(\.spelling).joined(),
            parameterNames: signature?.parameters.map(internalName) ?? [],
            returnsValue: !returns.isEmpty && !["Void", "()"].contains(returns),
            documentation: docComment?.lines.map(\.text) ?? [],
            // The graph counts lines from zero.
            documentationLine: docComment?.lines.first?.range.map { $0.start.line + 1 },
            sourceFile: symbol[mixin: SymbolGraph.Symbol.Location.self].flatMap { URL(string: $0.uri)?.path },
            availability: symbol[mixin: SymbolGraph.Symbol.Availability.self]?.availability.compactMap(availability) ?? []
        )
    }

    /// The name a doc comment documents: the internal name (`hasher` of `hash(into hasher:)`).
    /// The graph's `name` is the argument label when there is one; the parameter's own
    /// fragments open with the internal name as an identifier.
    static func internalName(_ parameter: SymbolGraph.Symbol.FunctionSignature.FunctionParameter) -> String {
        let own = parameter.declarationFragments.first { $0.kind == .identifier }?.spelling
        // `metadataKey _: String` has no name of its own: its label documents it.
        return own == nil || own == "_" ? parameter.name : own!
    }

    private static func availability(_ item: SymbolGraph.Symbol.Availability.AvailabilityItem) -> APISymbol.Availability? {
        guard let domain = item.domain?.rawValue else { return nil }
        return APISymbol.Availability(
            platform: domain,
            introduced: item.introducedVersion.map(version),
            deprecated: item.deprecatedVersion.map(version),
            isDeprecated: item.isUnconditionallyDeprecated || item.deprecatedVersion != nil
        )
    }

    /// `10.15` rather than `10.15.0`, as Apple's pages print versions.
    private static func version(_ version: SymbolGraph.SemanticVersion) -> String {
        version.patch == 0 ? "\(version.major).\(version.minor)" : "\(version.major).\(version.minor).\(version.patch)"
    }
}
