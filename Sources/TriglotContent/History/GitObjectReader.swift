import Foundation
import TriglotModel
import TriglotLowLevel

/// One `git cat-file --batch` process, asked for object after object: a process per page would
/// cost more than reading the page.
public final class GitObjectReader: @unchecked Sendable {
    public struct Object: Sendable {
        /// The object's full id.
        public var hash: String
        public var type: String
        public var bytes: [UInt8]
    }

    private let git: ChildProcess
    /// The write end of git's standard input, and the read end of its standard output.
    private let input: Int32
    private let output: Int32
    private var buffer: [UInt8] = []
    private var position = 0
    /// One question at a time: the answers come back in order on one pipe.
    private let lock = NSLock()

    init?(folder: String) {
        // A git that exits early must make a write fail, not end Triglot with SIGPIPE.
        Platform.ignoreBrokenPipe()
        guard case .success(let null) = ChildProcess.nullDevice() else { return nil }
        defer { Platform.close(null) }
        guard case .success(let questions) = ChildProcess.pipe() else { return nil }
        guard case .success(let answers) = ChildProcess.pipe() else {
            [questions.read, questions.write].forEach(Platform.close)
            return nil
        }
        let started = ChildProcess.start(GitCommand.commandLine(["cat-file", "--batch"], in: folder),
                                         input: questions.read, output: answers.write, error: null)
        // The child's ends are the child's alone now.
        [questions.read, answers.write].forEach(Platform.close)
        guard case .success(let git) = started else {
            [questions.write, answers.read].forEach(Platform.close)
            return nil
        }
        self.git = git
        input = questions.write
        output = answers.read
    }

    deinit {
        // git ends at the end of its input.
        Platform.close(input)
        _ = git.wait()
        Platform.close(output)
    }

    /// The object `name` names (`HEAD:docs/a.md`, a commit id); nil when the repository does not
    /// have it (a commit a shallow clone lacks, a path that did not exist then).
    public func object(_ name: String) -> Object? {
        guard !name.contains("\n") else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard DescriptorIO.write(Array((name + "\n").utf8), to: input) else { return nil }
        guard let header = readLine() else { return nil }
        // "<id> <type> <size>", or "<name> missing" / "<name> ambiguous".
        let fields = header.split(separator: " ")
        guard fields.count == 3, let size = Int(fields[2]) else { return nil }
        guard let bytes = read(count: size), read(count: 1) != nil else { return nil }
        return Object(hash: String(fields[0]), type: String(fields[1]), bytes: bytes)
    }

    /// A commit's full id and committer time (seconds since 1970).
    public func commit(_ name: String) -> (hash: String, time: Int)? {
        guard let object = object(name + "^{commit}"), object.type == "commit" else { return nil }
        for line in String(decoding: object.bytes, as: UTF8.self).split(separator: "\n") {
            if line.isEmpty { break }
            guard line.hasPrefix("committer ") else { continue }
            // "committer Name <mail> 1700000000 +0100": the time is the next-to-last field.
            let fields = line.split(separator: " ")
            if fields.count >= 2, let time = Int(fields[fields.count - 2]) { return (object.hash, time) }
        }
        return nil
    }

    private func fill() -> Bool {
        guard let data = DescriptorIO.read(output, upTo: 1 << 16), !data.isEmpty else { return false }
        if position > 0 {
            buffer.removeFirst(position)
            position = 0
        }
        buffer.append(contentsOf: data)
        return true
    }

    private func readLine() -> String? {
        while true {
            if let newline = buffer[position...].firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[position..<newline], as: UTF8.self)
                position = newline + 1
                return line
            }
            guard fill() else { return nil }
        }
    }

    private func read(count: Int) -> [UInt8]? {
        while buffer.count - position < count {
            guard fill() else { return nil }
        }
        let bytes = Array(buffer[position..<position + count])
        position += count
        return bytes
    }
}
