import Foundation
import Logging
import ServiceLifecycle
import TriglotContent
import TriglotSite

/// The live part of the preview: builds the site, watches the folders, rebuilds what changed,
/// swaps the new snapshot in and tells open pages to reload. Runs as a service beside the HTTP
/// server and ends the reload streams when the server shuts down.
public final class PreviewSession: Service, @unchecked Sendable {
    public let options: PreviewOptions
    public let store = SiteSnapshotStore()
    public let reloads: ReloadChannel
    let logger: Logger

    /// Rebuilds run one at a time, in this order; the lock guards the pipeline and snapshot maker.
    private let buildLock = NSLock()
    private var pipeline: SitePipeline
    private var maker = SnapshotMaker()
    private let contentRoot: String
    private let templatesRoot: String
    /// The watcher running now: a new one replaces it when the folders to watch change.
    private let watching = NSLock()
    private var watcher: ContentWatcher?
    private var stopping = false

    /// Builds the whole site once; a failure is shown as the error page, not thrown, so the
    /// preview starts and recovers when the file is fixed.
    public init(options: PreviewOptions, logger: Logger) {
        self.options = options
        self.logger = logger
        reloads = ReloadChannel(limit: options.reloadListenerLimit)
        pipeline = SitePipeline(options: options.buildOptions)
        contentRoot = Self.absolute(options.contentFolder)
        templatesRoot = Self.absolute(options.templatesFolder)
        rebuild(.all)
    }

    /// The latest snapshot's generation (counts every rebuild, failed ones too).
    public var generation: Int { store.current.generation }

    /// Rebuilds for a set of changed files (absolute paths) and publishes the result.
    public func rebuild(changedPaths: [String]) {
        let events = changedPaths.map { WatchEvent(path: $0, isFolder: false) }
        rebuild(events: events)
    }

    func rebuild(events: [WatchEvent]) {
        let changes = buildLock.withLock {
            ContentChanges.classify(events, contentFolder: contentRoot, templatesFolder: templatesRoot, languages: pipeline.languageCodes,
                                   configuration: pipeline.configuration, symbolGraphFolders: symbolGraphRoots)
        }
        guard !changes.isEmpty else { return }
        rebuild(changes)
    }

    private func rebuild(_ changes: ContentChanges) {
        let start = ContinuousClock.now
        buildLock.withLock {
            let snapshot: SiteSnapshot
            let previous = maker.lastSite
            let wasFailing = store.current.failure != nil
            do {
                let result = try pipeline.build(changes)
                snapshot = maker.snapshot(of: result.site.files, candidates: result.candidates)
                let steps = result.steps.map { "\($0.0) \(String(format: "%.1f", $0.1))" }.joined(separator: ", ")
                logger.info("rebuilt", metadata: ["pages": "\(result.renderedPages)", "ms": "\(Self.milliseconds(since: start))", "steps": "\(steps)"])
            } catch {
                logger.error("the site could not be built: \(error)")
                snapshot = maker.failedSnapshot(String(describing: error))
            }
            store.replace(with: snapshot)
            // Pages update in place unless the templates or settings changed, or an error page is
            // or was shown. A new style sheet is fetched again by every page without a reload;
            // pages whose own bytes changed with it (the 404 page holds its styles) reload.
            let inPlace = !changes.templates && !changes.everything && !wasFailing && snapshot.failure == nil
            if snapshot.failure == nil, changes.templates, snapshot.changedPaths.contains(where: { $0.hasPrefix("assets/") && $0.hasSuffix(".css") }) {
                reloads.publishStylesheet()
            }
            let told = reloads.publish(current: { snapshot.version(ofURLPath: $0) }, update: { urlPath, version in
                let key = snapshot.key(ofURLPath: urlPath)
                guard inPlace, let old = previous[key], let new = maker.lastSite[key] else { return nil }
                return LivePageParts.update(from: old, to: new, version: version)
            })
            if told > 0 { logger.debug("reload sent", metadata: ["pages": "\(told)"]) }
        }
        // The second half, the search indexes, a moment after the pages are out: on a large
        // site it keeps both cores busy, and the browser needs one to show the change. A newer
        // rebuild in the meantime makes them with its own change.
        let generation = store.current.generation
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + Self.searchIndexDelay) { [self] in
            buildLock.withLock {
                guard store.current.generation == generation else { return }
                refreshSearchIndexes(since: start)
            }
        }
    }

    /// How long after a rebuild's pages are out its search indexes are made.
    static let searchIndexDelay = DispatchTimeInterval.milliseconds(150)

    /// The search indexes the last rebuilds left out of date, made now. Only the index scripts
    /// change, so no page is told to reload. Called with the build lock held.
    private func refreshSearchIndexes(since start: ContinuousClock.Instant) {
        guard let result = pipeline.refreshSearchIndexes() else { return }
        store.replace(with: maker.snapshot(of: result.site.files, candidates: result.candidates))
        logger.debug("search indexes rebuilt", metadata: ["ms": "\(Self.milliseconds(since: start))"])
    }

    /// Returns once the rebuild under way, if any, has finished, search indexes included.
    public func waitForRebuild() {
        buildLock.withLock { refreshSearchIndexes(since: .now) }
    }

    /// Watches and rebuilds until the service is asked to stop.
    public func run() async throws {
        guard options.watch else {
            try? await gracefulShutdown()
            reloads.close()
            return
        }
        await withGracefulShutdownHandler {
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    // Keeps idle reload streams alive through proxies and notices closed browsers.
                    while !Task.isCancelled {
                        try? await Task.sleep(for: .seconds(15))
                        self.reloads.keepAlive()
                    }
                }
                // One watcher per set of folders: when site.yml names other symbol graph folders,
                // the watcher is replaced by one over them.
                var replacing = false
                while let watcher = self.startWatcher() {
                    // What changed under the new folders before the new watcher saw them is read now.
                    if replacing { await Task.detached(priority: .userInitiated) { self.rebuild(.all) }.value }
                    replacing = true
                    for await _ in watcher.batches {
                        let events = watcher.take()
                        guard !events.isEmpty else { continue }
                        await Task.detached(priority: .userInitiated) { self.rebuild(events: events) }.value
                        if self.watchedRoots != watcher.roots { break }
                    }
                    watcher.stop()
                }
                group.cancelAll()
            }
        } onGracefulShutdown: {
            self.watching.withLock {
                self.stopping = true
                self.watcher?.stop()
            }
            self.reloads.close()
        }
        watching.withLock {
            stopping = true
            watcher?.stop()
        }
        reloads.close()
    }

    /// A watcher over `watchedRoots`, started; nil once the preview is stopping.
    private func startWatcher() -> ContentWatcher? {
        let watcher = ContentWatcher(roots: watchedRoots, quietPeriod: options.quietPeriod)
        let started = watching.withLock { () -> Bool in
            guard !stopping else { return false }
            self.watcher = watcher
            watcher.start()
            return true
        }
        guard started else { return nil }
        logger.debug("watching", metadata: ["inotify": "\(watcher.usesNotifications)", "folders": "\(watcher.roots.count)"])
        return watcher
    }

    /// The folders the running watcher watches (empty before it starts).
    var watcherRoots: [String] {
        watching.withLock { watcher?.roots ?? [] }
    }

    /// The content and templates folders, and the symbol graph folders the last build read.
    var watchedRoots: [String] {
        [contentRoot, templatesRoot] + buildLock.withLock { symbolGraphRoots }
    }

    /// The symbol graph folders of the command line and of the last site.yml read, absolute. Called with the build lock held.
    private var symbolGraphRoots: [String] {
        guard let configuration = pipeline.configuration else { return options.symbolGraphs.map(Self.absolute) }
        return ContentLoader.symbolGraphFolders(folder: options.contentFolder, configuration: configuration, commandLine: options.symbolGraphs)
            .map(Self.absolute)
    }

    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (URL(fileURLWithPath: full).standardizedFileURL.path as NSString).standardizingPath
    }

    private static func milliseconds(since start: ContinuousClock.Instant) -> String {
        let elapsed = ContinuousClock.now - start
        return String(format: "%.1f", Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
    }
}
