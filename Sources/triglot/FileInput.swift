import ArgumentParser
import Foundation

/// Reading the files named on the command line: a missing file is a usage problem (exit 2 with a
/// clear message), not a crash.
enum FileInput {
    static func read(_ path: String) throws -> [UInt8] {
        if path == "-" {
            return Array(FileHandle.standardInput.readDataToEndOfFile())
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandFailure("\(path): no such file")
        }
        guard !isDirectory.boolValue else { throw CommandFailure("\(path): is a folder, not a file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure("\(path): cannot be read")
        }
        return Array(data)
    }
}

/// An error that ends a command with a message and exit status 2 ("could not run").
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ message: String) {
        description = message
    }
}
