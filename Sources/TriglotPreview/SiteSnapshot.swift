import Foundation
import Hummingbird

/// One build of the site as the server shows it: every file's bytes and, for each page, the
/// version it was last changed in. Immutable; a rebuild makes a new one and swaps it in whole,
/// so no response ever mixes two builds.
public struct SiteSnapshot: Sendable {
    /// Counts rebuilds, failed ones included.
    public let generation: Int
    public let files: [String: ByteBuffer]
    /// Site path → the generation its bytes last changed in; pages carry it to the reload channel.
    public let versions: [String: Int]
    /// Why the last rebuild failed (shown instead of every page until a rebuild succeeds).
    public let failure: String?

    public init(generation: Int, files: [String: ByteBuffer], versions: [String: Int], failure: String?) {
        self.generation = generation
        self.files = files
        self.versions = versions
        self.failure = failure
    }

    public static let empty = SiteSnapshot(generation: 0, files: [:], versions: [:], failure: nil)

    /// What the reload channel compares: a page changed, or the site started or stopped failing.
    public func version(of sitePath: String) -> String {
        if failure != nil { return "e\(generation)" }
        return versions[sitePath].map { "v\($0)" } ?? "none"
    }

    /// The version of what a browser shows at a URL path (`/en/`): the page, or the 404 page.
    public func version(ofURLPath urlPath: String) -> String {
        version(of: key(ofURLPath: urlPath))
    }

    /// The file a browser is shown at a URL path: the page, or the 404 page.
    func key(ofURLPath urlPath: String) -> String {
        guard case .key(let key, let isFolder) = RequestPathPolicy.decide(urlPath) else { return "404.html" }
        if files[key] != nil { return key }
        if !isFolder, files[key + "/index.html"] != nil { return key + "/index.html" }
        return "404.html"
    }

    /// The site paths whose bytes changed in this snapshot's rebuild.
    var changedPaths: [String] {
        versions.compactMap { $0.value == generation ? $0.key : nil }
    }

    /// A page as the preview serves it: with the reload script, whose `v=` names the version
    /// the page was built in, as the last thing in its head (before `</head>`; a template
    /// without one gets it at the end).
    static func injectReloadScript(version: String, into html: [UInt8]) -> [UInt8] {
        let tag = Array("<script src=\"\(ReloadScript.path)?v=\(version)\" defer></script>\n".utf8)
        var result = html
        let insertAt = html.firstRange(of: Array("</head>".utf8))?.lowerBound ?? html.endIndex
        result.insert(contentsOf: tag, at: insertAt)
        return result
    }
}

/// Holds the snapshot being served; readers take it in one step and keep using it even when a
/// rebuild swaps in the next one.
public final class SiteSnapshotStore: @unchecked Sendable {
    private let lock = NSLock()
    private var snapshot: SiteSnapshot

    public init(_ snapshot: SiteSnapshot = .empty) {
        self.snapshot = snapshot
    }

    public var current: SiteSnapshot {
        lock.withLock { snapshot }
    }

    func replace(with next: SiteSnapshot) {
        lock.withLock { snapshot = next }
    }
}

/// Turns each rendered site into a snapshot: pages whose bytes did not change keep their version
/// (so an open page that did not change is not reloaded), changed ones get the new generation.
struct SnapshotMaker {
    /// The site of the last good snapshot, as rendered (without the reload script).
    private(set) var lastSite: [String: [UInt8]] = [:]
    private var lastFiles: [String: ByteBuffer] = [:]
    private var versions: [String: Int] = [:]
    private var generation = 0

    /// `candidates` lists the paths that may have changed; nil compares every file.
    mutating func snapshot(of site: [String: [UInt8]], candidates: Set<String>?) -> SiteSnapshot {
        generation += 1
        var files = lastFiles
        // Every path new to the site is a candidate, so when none is and the site has as many
        // files as before, none went; asking for each of the site's paths cost more than a save.
        let noneAdded = candidates.map { $0.allSatisfy { site[$0] == nil || lastSite[$0] != nil } } ?? false
        if !(noneAdded && site.count == lastSite.count) {
            for path in lastSite.keys where site[path] == nil {
                files[path] = nil
                versions[path] = nil
            }
        }
        let paths = candidates.map { Array($0) } ?? Array(site.keys)
        for path in paths {
            guard let bytes = site[path] else { continue }
            if let old = lastSite[path], old == bytes, files[path] != nil { continue }
            versions[path] = generation
            let served = path.hasSuffix(".html") ? SiteSnapshot.injectReloadScript(version: "v\(generation)", into: bytes) : bytes
            files[path] = ByteBuffer(bytes: served)
        }
        lastSite = site
        lastFiles = files
        return SiteSnapshot(generation: generation, files: files, versions: versions, failure: nil)
    }

    /// The last good files stay (assets keep working); pages show the failure.
    mutating func failedSnapshot(_ message: String) -> SiteSnapshot {
        generation += 1
        return SiteSnapshot(generation: generation, files: lastFiles, versions: versions, failure: message)
    }
}
