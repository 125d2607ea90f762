/// A whole site in memory: every output file by its path from the site root (`en/index.html`).
/// The build writes it to disk; the preview serves it as it is, so both show the same bytes.
public struct RenderedSite: Sendable, Equatable {
    public var files: [String: [UInt8]]

    public init(files: [String: [UInt8]] = [:]) {
        self.files = files
    }

    public subscript(path: String) -> [UInt8]? {
        files[path]
    }

    /// Paths in byte order, so writing and listing never depend on hashing.
    public var sortedPaths: [String] {
        files.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    mutating func add(_ path: String, _ text: String) {
        files[path] = Array(text.utf8)
    }
}
