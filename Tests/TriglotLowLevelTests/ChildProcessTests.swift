import Foundation
import Testing
import TriglotLowLevel

@Suite("ChildProcess")
struct ChildProcessTests {
    /// Runs `sh -c script` with `input` on its standard input: its status, standard output and error.
    private func run(_ script: String, input: [UInt8] = []) throws -> (status: Int32?, output: [UInt8], error: [UInt8]) {
        let toChild = try ChildProcess.pipe().get()
        let fromChild = try ChildProcess.pipe().get()
        let errors = try ChildProcess.pipe().get()
        let child = ChildProcess.start(["sh", "-c", script], input: toChild.read, output: fromChild.write, error: errors.write)
        [toChild.read, fromChild.write, errors.write].forEach(Platform.close)
        let started = try child.get()
        #expect(DescriptorIO.write(input, to: toChild.write))
        Platform.close(toChild.write)
        let output = DescriptorIO.readToEnd(fromChild.read) ?? []
        let error = DescriptorIO.readToEnd(errors.read) ?? []
        [fromChild.read, errors.read].forEach(Platform.close)
        return (started.wait(), output, error)
    }

    @Test(arguments: [("exit 0", 0), ("exit 3", 3), ("exit 128", 128), ("kill -TERM $$", 128 + 15)] as [(String, Int32)])
    func theStatusIsTheShells(script: String, status: Int32) throws {
        #expect(try run(script).status == status)
    }

    @Test func inputOutputAndErrorAreTheDescriptorsGiven() throws {
        let result = try run("tr a-z A-Z; echo oops >&2", input: Array("git log\n".utf8))
        #expect(result.output == Array("GIT LOG\n".utf8))
        #expect(result.error == Array("oops\n".utf8))
    }

    /// Triglot ignores SIGPIPE; the child must not inherit that, or a git whose reader went
    /// away would go on writing into nothing.
    @Test func theChildHasDefaultSignalActions() throws {
        Platform.ignoreBrokenPipe()
        // The mask of ignored signals, in hexadecimal: SIGPIPE (13) is bit 12.
        let result = try run("grep SigIgn /proc/self/status")
        let mask = String(decoding: result.output, as: UTF8.self).split(whereSeparator: \.isWhitespace).last.flatMap { UInt64($0, radix: 16) }
        #expect(mask.map { $0 & (1 << 12) } == 0)
    }

    /// Only the three descriptors are the child's: a pipe of this process left open in it
    /// would never reach its end.
    @Test func noOtherDescriptorReachesTheChild() throws {
        let other = try ChildProcess.pipe().get()
        defer { [other.read, other.write].forEach(Platform.close) }
        let result = try run("ls /proc/self/fd")
        let descriptors = String(decoding: result.output, as: UTF8.self).split(separator: "\n").compactMap { Int($0) }
        #expect(descriptors.allSatisfy { $0 <= 3 }, "\(descriptors)")
    }

    @Test func aProgramNotInstalledIsAFailureThatNamesIt() {
        guard case .failure(let error) = ChildProcess.start(["triglot-no-such-program"], input: 0, output: 1, error: 2) else {
            Issue.record("started a program that does not exist")
            return
        }
        #expect(error.description.hasPrefix("triglot-no-such-program: "))
    }
}
