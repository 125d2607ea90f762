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

    /// `git -C folder arguments…`, as it is started.
    static func commandLine(_ arguments: [String], in folder: String) -> [String] {
        ["git", "-C", folder] + settings + arguments
    }

    /// Runs `git -C folder arguments…` to its end; nil when git cannot be started.
    static func run(_ arguments: [String], in folder: String) -> Output? {
        guard case .success(let null) = ChildProcess.nullDevice() else { return nil }
        defer { Platform.close(null) }
        guard case .success(let output) = ChildProcess.pipe() else { return nil }
        // A file, not a pipe: nobody reads standard error while the log is read, and a pipe git
        // filled with warnings would block it.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("triglot-git-\(UUID().uuidString)")
        let errors = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
            ? (try? FileHandle(forWritingTo: errorFile)) : nil
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let started = ChildProcess.start(commandLine(arguments, in: folder), input: null, output: output.write,
                                         error: errors?.fileDescriptor ?? null)
        // Only the child writes to the pipe now: its end of file is the child's.
        Platform.close(output.write)
        defer { Platform.close(output.read) }
        guard case .success(let git) = started else {
            try? errors?.close()
            return nil
        }
        // Read before waiting: a log larger than the pipe's buffer would otherwise block git.
        let bytes = DescriptorIO.readToEnd(output.read)
        let status = git.wait()
        try? errors?.close()
        guard let bytes, let status else { return nil }
        let errorText = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        let firstErrorLine = errorText.split(separator: "\n").first.map { String($0) } ?? ""
        return Output(status: status, standardOutput: Data(bytes), firstErrorLine: firstErrorLine)
    }

    /// The lines git printed when it succeeded; nil otherwise.
    static func lines(_ arguments: [String], in folder: String) -> [String]? {
        guard let output = run(arguments, in: folder), output.status == 0 else { return nil }
        return String(decoding: output.standardOutput, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
