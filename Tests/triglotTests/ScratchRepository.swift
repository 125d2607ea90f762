import Foundation
import Testing

/// A real git repository in a temporary folder, its content folder at `docs/`, committed with
/// fixed names and dates so every run makes the same history.
struct ScratchRepository {
    let root: URL
    var content: URL { root.appendingPathComponent("docs") }

    init(_ label: String) throws {
        root = try TriglotProcess.temporaryFolder(label)
        try git("init", "-q", "-b", "main")
    }

    /// A repository of the lamp pages in English, Chinese and Japanese, with `site` as site.yml.
    static func lamp(_ label: String, site: String) throws -> ScratchRepository {
        let repository = try ScratchRepository(label)
        try repository.write("site.yml", site)
        for (file, text) in LampPages.files { try repository.write(file, text) }
        return repository
    }

    // MARK: Files (paths under docs/)

    func write(_ path: String, _ text: String) throws {
        let url = content.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: content.appendingPathComponent(path), encoding: .utf8)
    }

    func edit(_ path: String, replacing old: String, with new: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let text = try read(path)
        #expect(text.contains(old), "\(path) has no '\(old)'", sourceLocation: sourceLocation)
        try write(path, text.replacingOccurrences(of: old, with: new))
    }

    // MARK: git

    /// Runs git in the repository (or `folder`); fails the test when git does.
    @discardableResult
    func git(_ arguments: String..., in folder: URL? = nil, day: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try Self.git(Array(arguments), in: folder ?? root, day: day, sourceLocation: sourceLocation)
    }

    @discardableResult
    static func git(_ arguments: [String], in folder: URL, day: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Triglot Tests", "-c", "user.email=tests@triglot.example",
                             "-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main", "-C", folder.path] + arguments
        let date = String(format: "2026-01-%02dT12:00:00Z", day)
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_AUTHOR_DATE"] = date
        environment["GIT_COMMITTER_DATE"] = date
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments): \(String(decoding: errorData, as: UTF8.self))", sourceLocation: sourceLocation)
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Commits everything on day `day` of January 2026; returns the commit's full id.
    @discardableResult
    func commitAll(_ message: String, day: Int) throws -> String {
        try git("add", "-A", day: day)
        try git("commit", "-q", "-m", message, day: day)
        return try git("rev-parse", "HEAD")
    }

    // MARK: triglot

    /// `triglot ARGUMENTS --content docs`, run from the repository's top. A run that has not
    /// ended after `hangAfter` seconds is stopped and recorded as an issue: a hang (a pipe read
    /// that never returns) fails the test instead of stopping the whole suite.
    func triglot(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> TriglotProcess.Output {
        let process = Process()
        process.executableURL = TriglotProcess.executable
        process.arguments = Array(arguments) + ["--content", "docs"]
        process.currentDirectoryURL = root
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        let outputData = Self.readInBackground(output.fileHandleForReading)
        let errorData = Self.readInBackground(error.fileHandleForReading)
        if ended.wait(timeout: .now() + Self.hangAfter) == .timedOut {
            Issue.record("triglot \(arguments.joined(separator: " ")) did not end within \(Int(Self.hangAfter)) s: stopped", sourceLocation: sourceLocation)
            process.terminate()
            ended.wait()
        }
        return TriglotProcess.Output(status: process.terminationStatus,
                                     standardOutput: String(decoding: outputData(), as: UTF8.self),
                                     standardError: String(decoding: errorData(), as: UTF8.self))
    }

    /// Far beyond any run of these small folders: only a hang reaches it.
    static let hangAfter: TimeInterval = 180

    /// Reads a pipe to its end on a thread of its own; the function returns what it read.
    static func readInBackground(_ handle: FileHandle) -> @Sendable () -> Data {
        final class Box: @unchecked Sendable { var data = Data() }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.data = handle.readDataToEndOfFile()
            done.signal()
        }
        return {
            done.wait()
            return box.data
        }
    }

    /// `triglot status --format json`: page path → language → cell.
    func status() throws -> [String: [String: [String: Any]]] {
        let output = try triglot("status", "--format", "json")
        #expect(output.status == 0, "\(output.standardError)")
        let rows = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]] ?? []
        var result: [String: [String: [String: Any]]] = [:]
        for row in rows {
            guard let path = row["path"] as? String else { continue }
            result[path] = row["languages"] as? [String: [String: Any]]
        }
        return result
    }

    /// The findings of `triglot check --format json` whose id is `id` (or any id).
    func findings(_ id: String? = nil) throws -> [[String: Any]] {
        let output = try triglot("check", "--format", "json")
        let object = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
        let all = object?["diagnostics"] as? [[String: Any]] ?? []
        return all.filter { id == nil || $0["id"] as? String == id }
    }
}

/// A status cell's changes as "kind key" strings, in order.
func changeList(_ cell: [String: Any]?) -> [String] {
    (cell?["changes"] as? [[String: Any]] ?? []).map { "\($0["kind"] as? String ?? "?") \($0["key"] as? String ?? "?")" }
}
