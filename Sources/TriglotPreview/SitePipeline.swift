import Foundation
import TriglotChecks
import TriglotContent
import TriglotModel
import TriglotSite

/// The preview's side of the build plan: it keeps what the last run left (the plan's state and
/// the site in memory) and runs the plan again for each batch of changes, so a save reads only
/// the files it names and renders only the pages it can alter. What is the preview's alone
/// lives here: showing diagnostics on pages, retrying files that failed to load, making the
/// search indexes after the changed pages are out, and freeing replaced state off the way.
struct SitePipeline {
    struct Result {
        var site: RenderedSite
        /// Site paths that may differ from the previous result; nil when everything may.
        var candidates: Set<String>?
        var renderedPages = 0
        /// Milliseconds per step, for the log.
        var steps: [(String, Double)] = []
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private struct State {
        var build: BuildState
        var site: RenderedSite
        /// Languages whose search index is older than their pages (see `refreshSearchIndexes`).
        var staleSearch: Set<Language> = []
    }

    let plan: BuildPlan
    private var state: State?
    /// Parts that failed to load last time; they are read again on every rebuild until they load,
    /// so a broken file keeps the error page up even when another file changes.
    private var pendingRetry = ContentChanges()

    /// The state a rebuild replaced, handed to another thread to be freed there. Nothing reads
    /// it again: the parts the new state shares stay alive through the new state's references.
    private final class PreviousState: @unchecked Sendable {
        private var state: State?

        init(_ state: State?) {
            self.state = state
        }

        func drop() {
            state = nil
        }
    }

    init(options: BuildOptions) {
        var options = options
        options.showsDiagnostics = true
        options.allowErrors = true
        plan = BuildPlan(options: options, defersSearchIndexes: true, searchTerms: SearchTermsCache())
    }

    var options: BuildOptions { plan.options }

    /// The language codes site.yml lists (to sort changed paths); empty before the first build.
    var languageCodes: [String] { state?.build.content.languages.map(\.code) ?? [] }

    /// The configuration of the last build, to place changed files in their languages.
    var configuration: SiteConfiguration? { state?.build.content.configuration }

    mutating func build(_ requested: ContentChanges) throws -> Result {
        var changes = requested
        changes.formUnion(pendingRetry)
        if state == nil { changes.everything = true }
        let output = MemoryOutput(changes.everything ? RenderedSite() : state?.site ?? RenderedSite())
        do {
            let outcome = try plan.run(changes, after: state?.build) { _ in output }
            pendingRetry = ContentChanges()
            var next = State(build: outcome.state, site: output.site, staleSearch: state?.staleSearch ?? [])
            next.staleSearch.formUnion(outcome.staleSearch)
            next.build.prepareForRebuilds()
            // Freeing what the save replaced (the previous check context with every page's facts,
            // tens of thousands of findings) took as long as rendering the pages: another thread
            // does it, once the reload is out and the browser has had a moment to show it.
            let replaced = PreviousState(state)
            state = next
            DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + .milliseconds(150)) { replaced.drop() }
            return Result(site: next.site, candidates: changes.everything ? nil : output.touched, renderedPages: outcome.pagesWritten,
                          steps: outcome.timings.map { ($0.step, $0.seconds * 1000) })
        } catch {
            var retry = pendingRetry
            retry.formUnion(changes)
            pendingRetry = retry
            throw Failure(description: String(describing: error))
        }
    }

    /// The search indexes a change left stale, built again; nil when none is stale.
    mutating func refreshSearchIndexes() -> Result? {
        guard var next = state, !next.staleSearch.isEmpty else { return nil }
        let start = ContinuousClock.now
        let output = MemoryOutput(next.site)
        // Keeping a file in memory cannot fail.
        try? plan.searchIndexes(next.staleSearch, after: next.build, into: output)
        next.site = output.site
        next.staleSearch = []
        state = next
        let elapsed = ContinuousClock.now - start
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        return Result(site: next.site, candidates: output.touched, steps: [("search", milliseconds)])
    }
}
