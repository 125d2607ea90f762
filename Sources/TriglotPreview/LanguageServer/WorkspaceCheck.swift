import Foundation
import TriglotContent
import TriglotMarkup
import TriglotChecks
import TriglotModel
import TriglotSite

/// The content folder, loaded once, with its latest check run: pages are replaced one at a time
/// (by an editor's buffer, or from disk) and checked again incrementally, as the preview does on
/// a save (`SitePipeline.incrementalBuild`), without rendering anything.
struct WorkspaceCheck {
    /// Which checks run, as `triglot check` chooses them: site.yml's `checks.disabled`, plus
    /// `--disable`, minus `--enable`; `--werror` makes warnings errors.
    struct Selection: Sendable {
        var disable: [String] = []
        var enable: [String] = []
        var warningsAsErrors = false

        func runner(for configuration: SiteConfiguration) -> CheckRunner {
            CheckRunner(disabled: Set(configuration.checks.disabled + disable).subtracting(enable), warningsAsErrors: warningsAsErrors)
        }
    }

    /// How long a re-check took, step by step, in milliseconds, for the log.
    struct Timing: CustomStringConvertible {
        var steps: [(String, Double)] = []
        /// The pages whose page and pair checks ran again; nil when all did.
        var affectedPages: Int?
        var total: Double { steps.reduce(0) { $0 + $1.1 } }
        var description: String {
            String(format: "%.1f ms (", total) + steps.map { String(format: "%@ %.1f", $0.0, $0.1) }.joined(separator: ", ") + ")"
                + (affectedPages.map { ", \($0) pages checked again" } ?? ", every page checked again")
        }
    }

    /// A page's new text: the editor's buffer, or nil to read the file again (a buffer was
    /// closed, or the file changed on disk); a file that is gone removes the page.
    typealias Replacement = (page: ContentLocation.PageKey, bytes: [UInt8]?)

    let folder: String
    let selection: Selection
    private(set) var content: ContentSet
    private var context: CheckContext
    private var run: CheckRun
    private var links: LinkIndex
    private var runner: CheckRunner
    /// The latest findings by display path (the loader's, absolute here).
    private(set) var diagnosticsByFile: [String: [Diagnostic]]

    /// Loads and checks everything; `folder` should be absolute, so display paths are too.
    init(folder: String, selection: Selection) throws {
        self.folder = folder
        self.selection = selection
        content = try ContentLoader.load(folder: folder)
        runner = selection.runner(for: content.configuration)
        context = CheckContext(content: content)
        run = runner.run(context, reusing: nil, affected: [])
        links = LinkIndex(content: content)
        diagnosticsByFile = SitePipeline.byFile(run.diagnostics)
    }

    var configuration: SiteConfiguration { content.configuration }

    func page(ofFile file: String) -> ContentLocation.PageKey? {
        ContentLocation.page(ofFile: file, folder: folder, configuration: content.configuration)
    }

    func displayPath(of page: ContentLocation.PageKey) -> String {
        ContentLocation.displayPath(of: page, folder: folder, configuration: content.configuration)
    }

    /// The text a diagnostic's positions count in: the page as last read (the buffer, for an
    /// open document). Nil for a file that is no page (site.yml, a scenario).
    func source(ofDisplayPath path: String) -> SourceText? {
        guard let page = page(ofFile: ContentLocation.standardized(path)) else { return nil }
        return content.page(page.path, in: page.language)?.source
    }

    /// Whether the content holds this page with exactly these bytes: opening a buffer that
    /// reads as the file does needs no re-check.
    func holds(_ page: ContentLocation.PageKey, bytes: [UInt8]) -> Bool {
        content.page(page.path, in: page.language)?.source.bytes == bytes
    }

    /// Replaces the pages and checks again what they can change: the pages in every language at
    /// their paths, and the pages linking to them; everything when a page came or went or a
    /// symbol moved (`SitePipeline.pagesToCheckAgain`).
    mutating func replace(_ replacements: [Replacement]) -> Timing {
        var timing = Timing()
        var clock = ContinuousClock.now
        func step(_ name: String) {
            let now = ContinuousClock.now
            let elapsed = now - clock
            timing.steps.append((name, Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15))
            clock = now
        }
        let previous = content
        var next = content
        let reader = PageReader(configuration: next.configuration)
        var changedPaths = Set<String>()
        var changed = Set<ContentChanges.PagePath>()
        for replacement in replacements {
            let (language, path) = (replacement.page.language, replacement.page.path)
            changedPaths.insert(path)
            changed.insert(.init(language: language.code, path: path))
            let relative = next.configuration.relativeFile(of: path, in: language)
            if let bytes = replacement.bytes {
                // As `ContentLoader.loadPage` reads a file, from the buffer's bytes instead.
                let display = ContentLoader.display(folder, relative)
                let result = reader.read(bytes: bytes, path: display, language: language, pagePath: path)
                next.pages[language, default: [:]][path] = LoadedPage(path: path, language: language, displayPath: display,
                                                                      page: result.page, source: result.source, diagnostics: result.diagnostics)
            } else if PageFile.isPage(folder: folder, relative: relative) {
                next.pages[language, default: [:]][path] = PageFile.readStable(folder: folder, language: language, path: path,
                                                                             configuration: next.configuration, reader: reader)
            } else {
                next.pages[language]?[path] = nil
            }
        }
        // A translation whose front-matter commit moved measures from another English version.
        if BaselineChanges.commitsMoved(in: changed, from: previous, to: next) { next.readTranslationBaselines() }
        step("read")
        links.update(paths: changedPaths, content: next)
        let nextContext = CheckContext(content: next, reusingFactsFrom: context)
        step("context")
        let affected = SitePipeline.pagesToCheckAgain(changedPaths: changedPaths, everything: false, previous: context,
                                                      next: nextContext, links: links)
        let nextRun = runner.run(nextContext, reusing: affected == nil ? nil : run, affected: affected ?? [])
        timing.affectedPages = affected?.count
        step("check")
        // The replaced state (every page's facts, every finding) is freed on another thread, after
        // the diagnostics are out, as the preview does: freeing it took as long as the check.
        let replaced = Leftovers((previous, context, run))
        content = next
        context = nextContext
        run = nextRun
        diagnosticsByFile = SitePipeline.byFile(nextRun.diagnostics)
        DispatchQueue.global(qos: .utility).async { replaced.drop() }
        step("group")
        return timing
    }

    /// A value handed to another thread only to be released there.
    private final class Leftovers: @unchecked Sendable {
        private var value: Any?

        init(_ value: Any) {
            self.value = value
        }

        func drop() {
            value = nil
        }
    }
}
