import Foundation
import TriglotChecks
import TriglotContent
import TriglotModel

/// `triglot build`: the build plan run once into the output folder. The plan's steps are also
/// here one by one, for tests that need the content, the checks or the site in memory.
public enum SiteBuilder {
    public struct Report: Sendable {
        public var content: ContentSet
        public var diagnostics: [Diagnostic]
        /// HTML pages written to the output folder.
        public var pagesWritten = 0
        /// Time spent in each step, in order, for `--timings`.
        public var timings: [StepTiming]
        /// What the checks worked out about every page. Kept with the report so that a command
        /// ending right after the build does not first free it piece by piece (a second at
        /// 10,000 pages).
        public var checkContext: CheckContext?
        /// What rendering worked out (page trees, sidebars, link tables), kept for the same reason.
        var renderContext: SiteRenderContext?

        public init(content: ContentSet, diagnostics: [Diagnostic], pagesWritten: Int = 0, timings: [StepTiming] = [],
                    checkContext: CheckContext? = nil) {
            self.content = content
            self.diagnostics = diagnostics
            self.pagesWritten = pagesWritten
            self.timings = timings
            self.checkContext = checkContext
        }

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

    /// Every step of the build plan, writing the site into the output folder all or nothing.
    public static func build(_ options: BuildOptions) throws -> Report {
        var plan = BuildPlan(options: options)
        plan.parses = .forOneRun
        let outcome = try plan.run(.all, after: nil) { content in
            try SiteWriter.open(options.outputFolder, contentFolder: options.contentFolder, templatesFolder: options.templatesFolder,
                                pageFolders: pageFolders(of: content, in: options.contentFolder))
        }
        var report = Report(content: outcome.state.content, diagnostics: outcome.state.diagnostics, pagesWritten: outcome.pagesWritten,
                            timings: outcome.timings, checkContext: outcome.state.context)
        report.renderContext = outcome.renderContext
        return report
    }

    /// The same steps into memory: the site the preview serves after a first build.
    public static func buildInMemory(_ options: BuildOptions) throws -> (site: RenderedSite, state: BuildState) {
        let output = MemoryOutput()
        let outcome = try BuildPlan(options: options).run(.all, after: nil) { _ in output }
        return (output.site, outcome.state)
    }

    /// The read step alone: every page, scenario and configuration file, parsed.
    public static func load(_ options: BuildOptions) throws -> ContentSet {
        try ContentLoader.load(folder: options.contentFolder, symbolGraphs: options.symbolGraphs)
    }

    /// The check step alone: the checks of `triglot check`, with site.yml's and the options' switches.
    public static func check(_ content: ContentSet, options: BuildOptions) -> (CheckContext, [Diagnostic]) {
        let context = CheckContext(content: content)
        return (context, CheckStep.runner(content, options: options).run(context))
    }

    /// The render step alone: every file of the site, in memory. Throws when a resource (an
    /// image beside the pages) can no longer be read.
    public static func render(_ content: ContentSet, context: CheckContext, diagnostics: [Diagnostic],
                              templates: SiteTemplates, options: BuildOptions) throws -> RenderedSite {
        let site = SiteRenderContext(content: content, checks: context, templates: templates, options: options, diagnostics: diagnostics)
        let output = MemoryOutput()
        try RenderStep.render(.everything(content), site: site, into: output, searchLanguages: Set(content.languages))
        return output.site
    }

    /// The folders a content set's pages and files are read from: each language's folder and
    /// `static/`; in the suffix and root layouts, where pages may be anywhere, the root
    /// layout's translation folders and `static/` (a new folder for the site is skipped by the
    /// next walk, as a site folder: `FolderWalk.siteMarker`).
    static func pageFolders(of content: ContentSet, in folder: String) -> [String]? {
        guard content.configuration.layout == .folders else {
            return content.configuration.translationFoldersAtRoot.sorted().map { folder + "/" + $0 } + [folder + "/" + ContentLoader.staticFolder]
        }
        return content.languages.map { folder + "/" + content.configuration.folder(of: $0) }
            + [folder + "/scenarios", folder + "/" + ContentLoader.staticFolder]
    }
}
