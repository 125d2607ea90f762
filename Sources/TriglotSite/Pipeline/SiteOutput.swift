import Foundation
import Synchronization

/// Where the render step puts the files it makes: a staging folder that replaces the output
/// folder when the build ends (`FolderOutput`), or the site in memory that the preview serves
/// (`MemoryOutput`). Written from every core at once.
public protocol SiteOutput: Sendable {
    /// Whether files this build does not write stay as the previous build left them; only then
    /// can a rebuild render just what a change alters.
    var keepsUnwrittenFiles: Bool { get }
    /// The site paths it holds now.
    var paths: [String] { get }
    /// Whether it holds `path` now.
    func holds(_ path: String) -> Bool
    func write(_ path: String, _ bytes: [UInt8]) throws
    func remove(_ path: String)
    /// The site, once every file is written, put where it is read from.
    func finish() throws
    /// A build that failed half-way leaves what was there before.
    func discard()
}

/// A site in memory, starting from the previous build's files. Records what each build
/// touched, so the preview compares only those files with what it served before.
public final class MemoryOutput: SiteOutput {
    private struct State {
        var files: [String: [UInt8]]
        var touched: Set<String> = []
    }

    private let state: Mutex<State>

    public init(_ previous: RenderedSite = RenderedSite()) {
        state = Mutex(State(files: previous.files))
    }

    public var keepsUnwrittenFiles: Bool { true }

    public var paths: [String] { state.withLock { Array($0.files.keys) } }

    public func holds(_ path: String) -> Bool { state.withLock { $0.files[path] != nil } }

    public func write(_ path: String, _ bytes: [UInt8]) {
        state.withLock {
            $0.files[path] = bytes
            $0.touched.insert(path)
        }
    }

    public func remove(_ path: String) {
        state.withLock {
            if $0.files.removeValue(forKey: path) != nil { $0.touched.insert(path) }
        }
    }

    /// Nothing to put in place: the site is read from memory.
    public func finish() {}

    /// The preview keeps serving the previous site, which `state` of the failed build never replaced.
    public func discard() {}

    /// The site as it is now.
    public var site: RenderedSite { RenderedSite(files: state.withLock { $0.files }) }

    /// The paths written or removed since this output was made.
    public var touched: Set<String> { state.withLock { $0.touched } }
}

/// The output folder of `triglot build`: files go into a staging folder beside it, which
/// replaces it only when the whole site is written (see `SiteWriter`).
public final class FolderOutput: SiteOutput {
    let output: String
    private let target: String
    private let staging: SiteStaging

    init(output: String, target: String, staging: SiteStaging) {
        self.output = output
        self.target = target
        self.staging = staging
    }

    /// Each build writes the whole site into a new folder.
    public var keepsUnwrittenFiles: Bool { false }

    public var paths: [String] { [] }

    public func holds(_ path: String) -> Bool { false }

    public func write(_ path: String, _ bytes: [UInt8]) throws {
        try staging.write(path, bytes)
    }

    public func remove(_ path: String) {}

    /// The new site in place of the old one.
    public func finish() throws {
        try SiteWriter.commit(staging, output: output, into: target)
    }

    /// The staging folder removed; the previous site stays as it was.
    public func discard() {
        try? FileManager.default.removeItem(atPath: staging.folder)
    }
}
