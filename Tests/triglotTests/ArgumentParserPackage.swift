import Foundation
import Testing
import TriglotTestSupport

/// swift-argument-parser, the package Triglot's own command line is built with: its symbol graph
/// made here from the module this build compiled, and its DocC catalog from the checkout.
enum ArgumentParserPackage {
    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    /// The build products folder, where the test bundle and `triglot` are.
    static var products: URL { TriglotProcess.executable.deletingLastPathComponent() }

    /// `.build/checkouts/swift-argument-parser`, found from the products folder
    /// (`.build/debug` or `.build/<triple>/debug`).
    static func checkout() throws -> URL {
        for up in [1, 2] {
            var folder = products.resolvingSymlinksInPath()
            for _ in 0..<up { folder.deleteLastPathComponent() }
            let candidate = folder.appendingPathComponent("checkouts/swift-argument-parser")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        throw Missing(description: "no swift-argument-parser checkout near \(products.path)")
    }

    static func catalog() throws -> URL {
        try checkout().appendingPathComponent("Sources/ArgumentParser/Documentation.docc")
    }

    /// A tool of the Swift toolchain (`swift-symbolgraph-extract`, `docc`), on the PATH beside `swift`.
    static func tool(_ name: String) throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Missing(description: "\(name) is not on the PATH; it comes with the Swift toolchain")
    }

    /// Runs a program to its end; its output, or a failure with what it printed.
    @discardableResult
    static func run(_ program: URL, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw Missing(description: "\(program.lastPathComponent) \(arguments.joined(separator: " ")) exited \(process.terminationStatus):\n\(text)")
        }
        return text
    }

    /// The host's target triple, as the compiler names it.
    static func triple() throws -> String {
        let info = try run(tool("swiftc"), ["-print-target-info"])
        let object = try JSONSerialization.jsonObject(with: Data(info.utf8)) as? [String: Any]
        guard let target = object?["target"] as? [String: Any], let triple = target["triple"] as? String else {
            throw Missing(description: "swiftc -print-target-info gave no triple")
        }
        return triple
    }

    /// ArgumentParser's symbol graph, extracted into `folder` from this build's module.
    static func extractGraph(into folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try run(tool("swift-symbolgraph-extract"), [
            "-module-name", "ArgumentParser", "-I", products.appendingPathComponent("Modules").path,
            "-target", triple(), "-output-dir", folder.path, "-minimum-access-level", "public",
        ])
    }

    /// The `symbol:` of every page in a language folder.
    static func symbolIDs(inPagesOf folder: URL) throws -> Set<String> {
        var ids = Set<String>()
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".md") else { continue }
            let text = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
            for line in text.split(separator: "\n").prefix(6) where line.hasPrefix("symbol: ") {
                ids.insert(line.dropFirst(8).trimmingCharacters(in: CharacterSet(charactersIn: "' ")))
            }
        }
        return ids
    }

    /// What `docc convert` documents: each symbol page's precise identifier, and the articles' titles.
    static func doccPages(in output: URL) throws -> (symbols: Set<String>, articles: Set<String>) {
        var symbols = Set<String>()
        var articles = Set<String>()
        let data = output.appendingPathComponent("data/documentation")
        let walker = FileManager.default.enumerator(atPath: data.path)
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".json") else { continue }
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: data.appendingPathComponent(relative))) as? [String: Any]
            let metadata = json?["metadata"] as? [String: Any] ?? [:]
            if metadata["role"] as? String == "symbol", let id = metadata["externalID"] as? String { symbols.insert(id) }
            if metadata["role"] as? String == "article", let title = metadata["title"] as? String { articles.insert(title) }
        }
        return (symbols, articles)
    }
}
