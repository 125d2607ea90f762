import Foundation

/// A whole file's bytes. (Reading with the system calls straight into the array was measured
/// against Foundation's read and did not pay: Documentation/Performance.md.)
public enum FileBytes {
    /// nil when the file cannot be opened or read (a missing file, a folder, no permission).
    public static func read(path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }
}
