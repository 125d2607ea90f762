import Foundation
import TriglotTestSupport

/// Runs the built `triglot` executable, as a user would, and captures what it prints.
struct TriglotProcess {
    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The package's root, found from this file's place in Tests/triglotTests.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The executable sits beside the test bundle in the build products folder.
    static var executable: URL {
        let products = Bundle.main.bundleURL.deletingLastPathComponent()
        for candidate in [products.appendingPathComponent("triglot"), Bundle.main.bundleURL.appendingPathComponent("triglot")]
        where FileManager.default.isExecutableFile(atPath: candidate.path) {
            return candidate
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("triglot")
    }

    static func run(_ arguments: [String], input: String? = nil, in directory: URL? = nil) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let inputPipe = Pipe()
        process.standardInput = inputPipe
        try process.run()
        if let input { inputPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try inputPipe.fileHandleForWriting.close()
        // Both pipes are read at once (standard error on its own thread): read one after the
        // other, a child that fills the second pipe first would wait on it forever.
        let errorReader = PipeReader(error.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errorReader.wait()
        process.waitUntilExit()
        return Output(status: process.terminationStatus,
                      standardOutput: String(decoding: outputData, as: UTF8.self),
                      standardError: String(decoding: errorData, as: UTF8.self))
    }

    /// A fresh, empty folder for one test, in the test process's scratch folder: the executable
    /// writes into it after the test's own scopes, and the folder goes when the process ends.
    static func temporaryFolder(_ label: String) throws -> URL {
        try TemporaryFolder.scratch(label)
    }

    /// A fresh copy of the shipped Content/ in a temporary folder, to edit without touching the repository.
    static func copyOfContent() throws -> URL {
        let folder = try temporaryFolder("content")
        let copy = folder.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Content"), to: copy)
        return copy
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
