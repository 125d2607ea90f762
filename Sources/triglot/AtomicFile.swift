import Foundation

/// Writes a file by writing a temporary file beside it and renaming it over, so a reader never
/// sees half a file and a failure leaves the old one.
enum AtomicFile {
    static func write(_ text: String, to path: String) throws {
        try write(bytes: Array(text.utf8), to: path)
    }

    static func write(bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        do {
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            throw CommandFailure("\(path): cannot be written (\(error.localizedDescription))")
        }
    }
}
