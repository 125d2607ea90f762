import Foundation
import TriglotModel
import TriglotLowLevel

/// Runs the `git` program: history is git's to read, and a repository's objects, packs and
/// configuration are only understood correctly by git itself.
enum GitCommand {
    struct Output {
        var status: Int32
        var standardOutput: Data
        /// The first line git wrote to standard error (`fatal: unable to read 971d82…`), to say
        /// why it failed; empty when it wrote none.
        var firstErrorLine = ""
    }

    /// Paths as they are: by default git quotes a name with bytes outside ASCII ("l\303\244mp.md").
    static let settings = ["-c", "core.quotePath=false"]

    /// Runs `git -C folder arguments…` to its end; nil when git cannot be started.
    static func run(_ arguments: [String], in folder: String) -> Output? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + settings + arguments
        let output = Pipe()
        process.standardOutput = output
        // A file, not a pipe: nobody reads standard error while the log is read, and a pipe git
        // filled with warnings would block it.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("triglot-git-\(UUID().uuidString)")
        let errors = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
            ? (try? FileHandle(forWritingTo: errorFile)) : nil
        defer { try? FileManager.default.removeItem(at: errorFile) }
        process.standardError = errors ?? FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        // Read before waiting: a log larger than the pipe's buffer would otherwise block git.
        let bytes = DescriptorIO.readToEnd(output.fileHandleForReading.fileDescriptor)
        process.waitUntilExit()
        try? errors?.close()
        guard let bytes else { return nil }
        let errorText = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        let firstErrorLine = errorText.split(separator: "\n").first.map { String($0) } ?? ""
        return Output(status: process.terminationStatus, standardOutput: Data(bytes), firstErrorLine: firstErrorLine)
    }

    /// The lines git printed when it succeeded; nil otherwise.
    static func lines(_ arguments: [String], in folder: String) -> [String]? {
        guard let output = run(arguments, in: folder), output.status == 0 else { return nil }
        return String(decoding: output.standardOutput, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
