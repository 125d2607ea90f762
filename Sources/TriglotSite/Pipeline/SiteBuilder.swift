import Foundation
import Synchronization
import TriglotChecks
import TriglotContent
import TriglotModel

/// `triglot build` as named steps: load (read and parse every page), check, render, write.
/// Each step is public so the preview can run the same steps in memory and tests can run one.
public enum SiteBuilder {
    public struct Report: Sendable {
        public var content: ContentSet
        public var diagnostics: [Diagnostic]
        /// The site in memory; empty after `build`, which writes pages as they render.
        public var site: RenderedSite
        /// HTML pages written to the output folder by `build`.
        public var pagesWritten = 0
        /// Time spent in each step, in order, for `--timings`.
        public var timings: [StepTiming]
        /// What the checks worked out about every page. Kept with the report so that a command
        /// ending right after the build does not first free it piece by piece (a second at
        /// 10,000 pages).
        public var checkContext: CheckContext?
        /// What rendering worked out (page trees, sidebars, link tables), kept for the same reason.
        var renderContext: SiteRenderContext?

        /// Read in place (`Diagnostic.SeverityCounts`): a closure over the array copied every finding.
        public var errorCount: Int { Diagnostic.SeverityCounts(of: diagnostics).errors }
    }

    public enum Failure: Error, CustomStringConvertible, Sendable {
        /// The checks found errors; nothing was written.
        case checksFailed(Report)

        public var description: String {
            switch self {
            case .checksFailed(let report):
                let errors = report.errorCount
                return "the checks found \(errors) error\(errors == 1 ? "" : "s"); nothing was written (build anyway with --allow-errors)"
            }
        }
    }

    /// Step 1: read and parse every page, scenario and configuration file (in parallel).
    public static func load(_ options: BuildOptions) throws -> ContentSet {
        try ContentLoader.load(folder: options.contentFolder)
    }

    /// Step 2: the checks of `triglot check`, with site.yml's and the options' switches.
    public static func check(_ content: ContentSet, options: BuildOptions) -> (CheckContext, [Diagnostic]) {
        let context = CheckContext(content: content)
        return (context, checkRunner(content, options: options).run(context))
    }

    /// The checks of step 2, with site.yml's and the options' switches.
    public static func checkRunner(_ content: ContentSet, options: BuildOptions) -> CheckRunner {
        CheckRunner(disabled: Set(content.configuration.checks.disabled + options.disabledChecks))
    }

    /// Step 3: every page in every language, the indexes, the sitemap and the assets, in memory.
    /// `searchTerms` keeps the search indexes' runs of documents for a later render (the preview's).
    public static func render(_ content: ContentSet, context: CheckContext, diagnostics: [Diagnostic],
                              templates: SiteTemplates, options: BuildOptions, searchTerms: SearchTermsCache? = nil) -> RenderedSite {
        let site = SiteRenderContext(content: content, checks: context, templates: templates, options: options, diagnostics: diagnostics,
                                     searchTerms: searchTerms)
        return SiteRendering.render(site)
    }

    /// The folders a content set's pages are read from: each language's folder, or, in the
    /// suffix layout, none of its own (pages may be anywhere, so the site may not go inside).
    static func pageFolders(of content: ContentSet, in folder: String) -> [String]? {
        guard content.configuration.layout == .folders else { return nil }
        return content.languages.map { folder + "/" + content.configuration.folder(of: $0) } + [folder + "/scenarios"]
    }

    /// Step 4: write the site to the output folder, all or nothing.
    public static func write(_ site: RenderedSite, options: BuildOptions) throws {
        try SiteWriter.write(site, to: options.outputFolder, contentFolder: options.contentFolder, templatesFolder: options.templatesFolder)
    }

    /// All four steps, the last two together page by page, and the search index made while
    /// the checks run. With errors from the checks and no `allowErrors`, stops before writing.
    public static func build(_ options: BuildOptions) throws -> Report {
        var timings: [StepTiming] = []
        func timed<T>(_ step: String, _ work: () throws -> T) rethrows -> T {
            let start = StepClock.now()
            defer { timings.append(StepClock.now().timing(step, since: start)) }
            return try work()
        }
        // The templates are read beside the pages, which need nothing of them; a problem with
        // them is still what a build reports first.
        let templateStart = StepClock.now()
        let templatesRead = ConcurrentResult {
            Result {
                let templates = try SiteTemplates.load(folder: options.templatesFolder, mustExist: options.templatesRequired)
                // One thread's work: the process's processor time would count the pages' reading too.
                let seconds = StepClock.now().timing("templates", since: templateStart).seconds
                return (templates, StepTiming(step: "templates", seconds: seconds, cpuSeconds: seconds))
            }
        }
        let content: ContentSet
        do {
            content = try timed("load") { try load(options) }
        } catch {
            _ = try templatesRead.value().get()
            throw error
        }
        let (templates, templateTiming) = try templatesRead.value().get()
        timings.insert(templateTiming, at: 0)
        // The search index needs the pages and nothing the checks find: it is made beside them.
        let search = ConcurrentResult {
            SiteRendering.searchIndexes(for: content.languages, content: content, strings: templates.strings)
        }
        // So are the page trees, which every page's sidebar and breadcrumbs need before any renders.
        let navigation = ConcurrentResult { SiteRenderContext.navigationTrees(of: content, inParallel: false) }
        let runner = checkRunner(content, options: options)
        // A site whose configuration is not strict builds whatever the checks find, as other
        // generators do; the findings are still reported.
        var options = options
        if !content.configuration.strict { options.allowErrors = true }
        // Whatever the checks find, a build that allows errors renders: their findings are put in
        // order (a large site has tens of thousands) while the pages render, and are needed only
        // for the report. Otherwise their errors decide first whether anything is written. (The
        // preview, which shows them on the pages, builds through its own pipeline.)
        let merging = options.allowErrors && !options.preview
        let (context, findings, diagnostics) = timed("check") {
            let context = CheckContext(content: content)
            let findings = runner.findings(context)
            return (context, findings, merging ? [] : runner.merge(findings, context: context))
        }
        let merged = merging ? ConcurrentResult { runner.merge(findings, context: context) } : nil
        var report = Report(content: content, diagnostics: diagnostics, site: RenderedSite(), timings: [], checkContext: context)
        if report.errorCount > 0, !options.allowErrors {
            report.timings = timings
            throw Failure.checksFailed(report)
        }
        let site = timed("navigation") {
            SiteRenderContext(content: content, checks: context, templates: templates, options: options, diagnostics: diagnostics,
                              navigation: navigation.value())
        }
        // Each page is written by the core that renders it, as soon as it is made, so memory
        // holds a page per core, not the site. The render step counts writing the pages; the
        // write step, the search indexes and assets, the swap and removing the previous site.
        let written = Atomic<Int>(0)
        var rendering = StepTiming(step: "render", seconds: 0, cpuSeconds: 0)
        let start = StepClock.now()
        try SiteWriter.write(to: options.outputFolder, contentFolder: options.contentFolder, templatesFolder: options.templatesFolder,
                             pageFolders: pageFolders(of: content, in: options.contentFolder)) { staging in
            try SiteRendering.render(site, searchIndexes: {
                rendering = StepClock.now().timing("render", since: start)
                return search.value()
            }, writingEach: { path, bytes in
                try staging.write(path, bytes)
                if path.hasSuffix(".html") { written.add(1, ordering: .relaxed) }
            })
        }
        let whole = StepClock.now().timing("write", since: start)
        timings += [rendering, StepTiming(step: "write", seconds: whole.seconds - rendering.seconds, cpuSeconds: whole.cpuSeconds - rendering.cpuSeconds)]
        if let merged { report.diagnostics = merged.value() }
        report.pagesWritten = written.load(ordering: .relaxed)
        report.renderContext = site
        report.timings = timings
        return report
    }
}
