import Foundation
import TriglotContent
import TriglotMarkup
import TriglotChecks
import TriglotModel
import TriglotSite

/// The content folder, loaded once, with its latest check run: pages are replaced one at a time
/// (by an editor's buffer, or from disk) and checked again incrementally, as the preview does on
/// a save (`BuildPlan.run`), without rendering anything.
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
    typealias Replacement = (page: PageKey, bytes: [UInt8]?)

    let folder: String
    let selection: Selection
    /// The read and check steps of the build plan, with the language server's switches.
    private let plan: BuildPlan
    private var state: BuildState
    /// The latest findings by display path (the loader's, absolute here).
    private(set) var diagnosticsByFile: [String: [Diagnostic]]

    /// Loads and checks everything; `folder` should be absolute, so display paths are too.
    init(folder: String, selection: Selection) throws {
        self.folder = folder
        self.selection = selection
        var options = BuildOptions(contentFolder: folder, allowErrors: true, disabledChecks: selection.disable)
        options.enabledChecks = selection.enable
        options.warningsAsErrors = selection.warningsAsErrors
        plan = BuildPlan(options: options)
        state = try plan.check(.all, after: nil).state
        diagnosticsByFile = CheckRun.byFile(state.diagnostics)
    }

    var content: ContentSet { state.content }

    var configuration: SiteConfiguration { content.configuration }

    func page(ofFile file: String) -> PageKey? {
        ContentLocation.page(ofFile: file, folder: folder, configuration: content.configuration)
    }

    func displayPath(of page: PageKey) -> String {
        ContentLocation.displayPath(of: page, folder: folder, content: content)
    }

    /// The text a diagnostic's positions count in: the page as last read (the buffer, for an
    /// open document). Nil for a file that is no page (site.yml, a scenario).
    func source(ofDisplayPath path: String) -> SourceText? {
        guard let page = page(ofFile: ContentLocation.standardized(path)) else { return nil }
        return content.page(page.path, in: page.language)?.source
    }

    /// Whether the content holds this page with exactly these bytes: opening a buffer that
    /// reads as the file does needs no re-check.
    func holds(_ page: PageKey, bytes: [UInt8]) -> Bool {
        content.page(page.path, in: page.language)?.source.bytes == bytes
    }

    /// Replaces the pages and checks again what they can change, as a rebuild of the preview
    /// does (`BuildPlan`): the pages in every language at their paths, and the pages linking to
    /// them; everything when a page came or went or a symbol moved.
    mutating func replace(_ replacements: [Replacement]) -> Timing {
        var changes = ContentChanges()
        for replacement in replacements {
            let page = replacement.page
            changes.pages.insert(page)
            if let bytes = replacement.bytes { changes.buffers[page] = bytes }
        }
        var timing = Timing()
        let start = ContinuousClock.now
        // Reading a changed page never throws: a page that cannot be read is a diagnostic.
        guard let outcome = try? plan.check(changes, after: state) else { return timing }
        timing.steps = outcome.timings.map { ($0.step, $0.seconds * 1000) }
        timing.affectedPages = outcome.pagesCheckedAgain
        // The replaced state (every page's facts, every finding) is freed on another thread, after
        // the diagnostics are out, as the preview does: freeing it took as long as the check.
        let replaced = Leftovers(state)
        state = outcome.state
        diagnosticsByFile = CheckRun.byFile(state.diagnostics)
        DispatchQueue.global(qos: .utility).async { replaced.drop() }
        let elapsed = ContinuousClock.now - start
        let total = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        timing.steps.append(("group", max(0, total - timing.total)))
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
