import Foundation
import TriglotModel
import TriglotLowLevel

/// Runs the `git` program: history is git's to read, and a repository's objects, packs and
/// configuration are only understood correctly by git itself.
enum GitCommand {
    struct Output {
        var status: Int32
        var standardOutput: Data
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
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        // Read before waiting: a log larger than the pipe's buffer would otherwise block git.
        let bytes = DescriptorIO.readToEnd(output.fileHandleForReading.fileDescriptor)
        process.waitUntilExit()
        guard let bytes else { return nil }
        return Output(status: process.terminationStatus, standardOutput: Data(bytes))
    }

    /// The lines git printed when it succeeded; nil otherwise.
    static func lines(_ arguments: [String], in folder: String) -> [String]? {
        guard let output = run(arguments, in: folder), output.status == 0 else { return nil }
        return String(decoding: output.standardOutput, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
