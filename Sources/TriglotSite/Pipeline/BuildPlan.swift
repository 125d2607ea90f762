import TriglotLowLevel
import TriglotChecks
import TriglotContent
import TriglotModel

/// `triglot build` and the preview's rebuilds as one plan of named steps: read, check (with the
/// page trees and search indexes beside it), plan, render, write. A first build is a run with
/// every file changed and nothing before it; a rebuild is a run fed a change set and the state
/// the previous run left, and renders only what the change can alter. Each step hands its
/// result to the next; the output (a folder, or memory) is the only thing they write to.
public struct BuildPlan: Sendable {
    public var options: BuildOptions
    /// Leave the search indexes a change makes out of date for `searchIndexes(_:after:into:)`:
    /// the preview shows the changed page first, and each index reads every page of its language.
    public var defersSearchIndexes = false
    /// Where the search indexes keep their runs of documents between runs (the preview's).
    public var searchTerms: SearchTermsCache?
    /// Which pages a first build's read keeps whole. When it drops their parses (a large site,
    /// with `KeptParses.forOneRun`), the build streams: each page keeps its outline alone, the
    /// checks run a batch of paths at a time, reading each batch again and dropping its parses
    /// and facts after (`CheckRunner.findingsInBatches`), and the render step reads each page
    /// again as it renders it. For a run no later run builds on, as `triglot build`'s: a later
    /// run would find no page's parse or facts in its state to take over.
    public var parses: ContentLoader.KeptParses = .all

    public init(options: BuildOptions, defersSearchIndexes: Bool = false, searchTerms: SearchTermsCache? = nil) {
        self.options = options
        self.defersSearchIndexes = defersSearchIndexes
        self.searchTerms = searchTerms
    }

    public struct Outcome: Sendable {
        public var state: BuildState
        /// HTML pages written.
        public var pagesWritten: Int
        /// Languages whose search index is out of date (with `defersSearchIndexes`).
        public var staleSearch: Set<Language>
        /// Time spent in each step, in order, for `--timings` and the preview's log.
        public var timings: [StepTiming]
        /// What rendering worked out (page trees, sidebars, link tables), kept so that a command
        /// ending right after the build does not first free it piece by piece.
        var renderContext: SiteRenderContext
    }

    /// Runs every step for `changes` on top of `previous` (nil, or `ContentChanges.all`, for a
    /// first build). The output is made once the checks allow writing: with errors from the
    /// checks and a strict site not built with `allowErrors`, nothing is written and
    /// `SiteBuilder.Failure.checksFailed` is thrown.
    public func run<Output: SiteOutput>(_ changes: ContentChanges, after previous: BuildState?,
                                        into makeOutput: (ContentSet) throws -> Output) throws -> Outcome {
        var timings = StepTimings()
        let previous = changes.everything ? nil : previous
        let read = try timings.time("read") {
            try ReadStep.read(changes, after: previous, options: self.options, parses: parses)
        }
        let streams = previous == nil && read.content.parseReader != nil
        // A site whose configuration is not strict builds whatever the checks find, as other
        // generators do; the findings are still reported.
        var strictness = self.options
        if !read.content.configuration.strict { strictness.allowErrors = true }
        let options = strictness
        var links = previous.map { $0.links ?? LinkIndex(content: $0.content) }
        links?.update(paths: read.changedPaths, content: read.content)
        // A run that keeps its memory down makes them after the checks instead, one language at
        // a time: a language's terms and postings are larger than a batch of pages.
        let searchBeside = previous == nil && !defersSearchIndexes && !streams
        // The page trees and the search indexes need the pages and nothing the checks find.
        let (checked, (navigation, search)) = timings.time("check") {
            ParallelMap.both(
                { CheckStep.check(read, after: previous, links: links, options: options, inBatches: streams) },
                beside: { [searchTerms] in
                    (previous.map { NavigationStep.navigation(of: read.content, after: $0, changedPaths: read.changedPaths) }
                        ?? NavigationStep.navigation(of: read.content),
                     searchBeside ? RenderStep.searchIndexes(for: read.content.languages, content: read.content,
                                                             strings: read.templates.strings, cache: searchTerms) : nil)
                })
        }
        // The findings are put in order (a large site has tens of thousands) while the pages
        // render (after them, in a streamed build), unless something needs them first: the
        // decision to write, the pages that show them, or a rebuild's choice of pages.
        let mergeFirst = !options.allowErrors || options.showsDiagnostics || previous != nil
        let merged = mergeFirst ? timings.time("merge") { CheckStep.merge(checked, after: previous, options: options) } : nil
        if let merged, Diagnostic.SeverityCounts(of: merged.diagnostics).errors > 0, !options.allowErrors {
            throw SiteBuilder.Failure.checksFailed(SiteBuilder.Report(content: read.content, diagnostics: merged.diagnostics,
                                                                      timings: timings.steps, checkContext: checked.context))
        }
        let plan = timings.time("plan") {
            guard let previous, let links, let merged else { return RenderPlan.everything(read.content) }
            return RenderPlan.plan(read, after: previous, links: links, context: checked.context, checkRun: merged,
                                   navigation: navigation)
        }
        let output = try makeOutput(read.content)
        let site = SiteRenderContext(content: read.content, checks: checked.context, templates: read.templates, options: options,
                                     diagnostics: merged?.diagnostics ?? [],
                                     diagnosticsByFile: options.showsDiagnostics ? merged?.byFile ?? CheckRun.byFile(merged?.diagnostics ?? []) : [:],
                                     navigation: navigation.trees, searchTerms: searchTerms)
        let rendered: (pages: Int, run: CheckRun)
        do {
            rendered = try timings.time("render") {
                let render: @Sendable () -> Result<Int, any Error> = {
                    Result {
                        try RenderStep.render(plan, site: site, into: output, searchIndexes: search,
                                              searchLanguages: defersSearchIndexes ? [] : plan.searchLanguages,
                                              searchOneLanguageAtATime: streams)
                    }
                }
                if let merged { return (try render().get(), merged) }
                if streams {
                    // The checks packed their findings batch by batch; unpacked beside the
                    // render, they would all be in memory at its peak.
                    let pages = try render().get()
                    return (pages, CheckStep.merge(checked, after: previous, options: options))
                }
                let (pages, run) = ParallelMap.both(render, beside: { CheckStep.merge(checked, after: previous, options: options) })
                return (try pages.get(), run)
            }
            try timings.time("write") { try output.finish() }
        } catch {
            output.discard()
            throw error
        }
        let state = BuildState(content: read.content, templates: read.templates, context: checked.context, checkRun: rendered.run,
                               navigation: navigation.signatures, links: links, statusTable: plan.statusTable)
        // A first build makes every index with the pages.
        return Outcome(state: state, pagesWritten: rendered.pages, staleSearch: defersSearchIndexes && previous != nil ? plan.searchLanguages : [],
                       timings: timings.steps, renderContext: site)
    }

    public struct CheckOutcome: Sendable {
        public var state: BuildState
        public var timings: [StepTiming]
        /// How many pages were checked again after the change; nil when every page was.
        public var pagesCheckedAgain: Int?
    }

    /// The read and check steps alone, for the language server: nothing is rendered, so the
    /// templates folder is not read and no page tree is made.
    public func check(_ changes: ContentChanges, after previous: BuildState?) throws -> CheckOutcome {
        var timings = StepTimings()
        let previous = changes.everything ? nil : previous
        let read = try timings.time("read") { try ReadStep.read(changes, after: previous, options: options, readsTemplates: false) }
        var links = previous.map { $0.links ?? LinkIndex(content: $0.content) }
        links?.update(paths: read.changedPaths, content: read.content)
        let checked = timings.time("check") { CheckStep.check(read, after: previous, links: links, options: options) }
        let run = timings.time("merge") { CheckStep.merge(checked, after: previous, options: options) }
        let state = BuildState(content: read.content, templates: read.templates, context: checked.context, checkRun: run,
                               navigation: [:], links: links)
        return CheckOutcome(state: state, timings: timings.steps, pagesCheckedAgain: checked.checkedAgain?.count)
    }

    /// The search indexes of `languages` made again from `state`, into `output`: the preview's
    /// second half of a rebuild, once the changed pages are out.
    public func searchIndexes(_ languages: Set<Language>, after state: BuildState, into output: some SiteOutput) throws {
        let ordered = state.content.languages.filter(languages.contains)
        try RenderStep.writeSearchIndexes(for: ordered, content: state.content, strings: state.templates.strings, cache: searchTerms,
                                          into: output)
    }
}
