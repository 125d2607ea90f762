import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory triglot <build|check|preview|status>`:
/// Triglot for a Swift package that adds it as a dependency.
///
/// 1. asks SwiftPM for the public symbol graph of each chosen target, and finds its DocC catalog;
/// 2. makes sure the content folder has a `site.yml`;
/// 3. `triglot import --symbol-graph … [--docc …] --into <content>` per target: English pages for
///    every public symbol and article, in `<content>/en/`, updated in place on each run;
/// 4. `triglot <verb> --content <content> --symbol-graph … <the user's other arguments>`.
@main
struct TriglotPlugin: CommandPlugin {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let request: PluginArguments
        do {
            request = try PluginArguments(parsing: arguments)
        } catch .help {
            say(PluginArguments.usage)
            return
        } catch {
            throw Failure(description: error.description)
        }

        let package = context.package
        let targets = try DocumentedTargets.choose(named: request.targets, in: package)
        let tool = TriglotTool(executable: try context.tool(named: "triglot").url, workingDirectory: package.directoryURL)
        let content = contentFolder(request.content, package: package)

        var graphs: [(target: SwiftSourceModuleTarget, directory: URL, catalog: URL?)] = []
        for target in targets {
            say("Extracting the symbol graph of '\(target.name)'…")
            let options = PackageManager.SymbolGraphOptions(minimumAccessLevel: .public, includeSynthesized: false, includeSPI: false)
            let result = try packageManager.getSymbolGraph(for: target, options: options)
            let catalog = DocumentedTargets.doccCatalog(of: target)
            // A module page alone, for an executable's target say, documents nothing.
            if catalog == nil, DocumentedTargets.publicSymbolCount(in: result.directoryURL) == 0 {
                let message = "'\(target.name)' has no public symbol and no DocC catalog: nothing to document"
                guard request.targets.isEmpty, targets.count > 1 else { throw Failure(description: message) }
                Diagnostics.warning(message + "; left out")
                continue
            }
            graphs.append((target, result.directoryURL, catalog))
        }
        guard !graphs.isEmpty else {
            throw Failure(description: "none of \(targets.map { "'\($0.name)'" }.joined(separator: ", ")) has a public symbol or a DocC catalog: nothing to document")
        }

        try prepareSiteConfiguration(in: content, package: package, tool: tool)

        for graph in graphs {
            var arguments = ["import", "--symbol-graph", graph.directory.path]
            if let catalog = graph.catalog { arguments += ["--docc", catalog.path] }
            arguments += ["--into", content.path]
            say("Importing '\(graph.target.name)' into \(display(content, package: package))…")
            try tool.run(arguments, about: "for '\(graph.target.name)'")
        }

        var arguments = [request.verb, "--content", content.path]
        for graph in graphs { arguments += ["--symbol-graph", graph.directory.path] }
        var site: URL?
        if request.verb == "build", !request.namesOutput {
            let output = context.pluginWorkDirectoryURL.appending(path: "site", directoryHint: .isDirectory)
            arguments += ["--output", output.path]
            site = output
        }
        arguments += request.passedThrough
        try tool.run(arguments)
        if let site { say("The site is in \(site.path)") }
    }

    /// A line on standard output, written at once: print's buffer would otherwise let triglot's
    /// own output, written to the same pipe, come before the step that ran it.
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// `--content` relative to the package root; by default `Triglot/` there.
    private func contentFolder(_ option: String?, package: Package) -> URL {
        guard let option else { return package.directoryURL.appending(path: "Triglot", directoryHint: .isDirectory) }
        if option.hasPrefix("/") { return URL(fileURLWithPath: option, isDirectory: true).standardizedFileURL }
        return package.directoryURL.appending(path: option, directoryHint: .isDirectory).standardizedFileURL
    }

    /// A content folder without `site.yml`: `triglot init` sets up one that already holds
    /// language folders; an empty or new one, which init has nothing to detect in, gets the
    /// smallest configuration, English only, for the user to add languages to.
    private func prepareSiteConfiguration(in content: URL, package: Package, tool: TriglotTool) throws {
        let configuration = content.appending(path: "site.yml")
        let files = FileManager.default
        guard !files.fileExists(atPath: configuration.path) else { return }
        let entries = (try? files.contentsOfDirectory(atPath: content.path))?.filter { !$0.hasPrefix(".") } ?? []
        if !entries.isEmpty {
            say("\(display(content, package: package)) has no site.yml: running triglot init…")
            try tool.run(["init", "--content", content.path], about: "in \(display(content, package: package))")
            return
        }
        do {
            try files.createDirectory(at: content, withIntermediateDirectories: true)
            try Self.minimalConfiguration(title: package.displayName).write(to: configuration, atomically: true, encoding: .utf8)
        } catch {
            throw Failure(description: "could not write \(configuration.path): \(error.localizedDescription)")
        }
        say("Wrote \(display(configuration, package: package)): English only; add the languages you translate into.")
    }

    static func minimalConfiguration(title: String) -> String {
        """
        # Written by `swift package triglot` for a new content folder (Documentation/Configuration.md
        # in Triglot lists every key). Add an entry under languages: for each translation, such as
        #   - code: zh-Hans
        #     name: 简体中文
        title: \(yamlQuoted(title))
        defaultLanguage: en
        languages:
          - code: en
            name: English

        """
    }

    private static func yamlQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }

    /// A path under the package root as the user sees it there (`Triglot/site.yml`).
    private func display(_ url: URL, package: Package) -> String {
        let root = package.directoryURL.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        guard path.hasPrefix(root + "/") else { return path }
        return String(path.dropFirst(root.count + 1))
    }
}
