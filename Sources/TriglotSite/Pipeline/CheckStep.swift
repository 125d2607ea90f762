import TriglotChecks
import TriglotContent
import TriglotModel

/// Step 2: the checks of `triglot check` over the content the read step left, with site.yml's
/// and the options' switches. After a change, the pages it cannot have affected keep the
/// findings of the previous run; checks over the whole content always run.
enum CheckStep {
    struct Result: Sendable {
        var context: CheckContext
        var findings: CheckRunner.Findings
        /// Display paths of the pages checked again after a change; nil when every page was.
        var checkedAgain: Set<String>?
    }

    static func runner(_ content: ContentSet, options: BuildOptions) -> CheckRunner {
        CheckRunner(disabled: Set(content.configuration.checks.disabled + options.disabledChecks).subtracting(options.enabledChecks),
                    warningsAsErrors: options.warningsAsErrors)
    }

    /// `links`: which page refers to which, up to date with `read`, for a rebuild. `inBatches`:
    /// a first run checks a batch of paths at a time (`CheckRunner.findingsInBatches`).
    static func check(_ read: ReadStep.Result, after previous: BuildState?, links: LinkIndex?, options: BuildOptions,
                      inBatches: Bool = false) -> Result {
        let content = read.content
        if previous == nil, inBatches {
            let (context, findings) = runner(content, options: options).findingsInBatches(content)
            return Result(context: context, findings: findings, checkedAgain: nil)
        }
        guard let previous, let links else {
            let context = CheckContext(content: content)
            return Result(context: context, findings: runner(content, options: options).findings(context), checkedAgain: nil)
        }
        let context = CheckContext(content: content, reusingFactsFrom: previous.context)
        let affected = ChangeEffects.pagesToCheckAgain(changedPaths: read.changedPaths, everything: read.renderAll || read.glossaryChanged,
                                                       previous: previous.context, next: context, links: links)
        let findings = runner(content, options: options).findings(context, reusing: affected == nil ? nil : previous.checkRun.findings,
                                                                  affected: affected ?? [])
        return Result(context: context, findings: findings, checkedAgain: affected)
    }

    /// The findings in display order, each once, as `triglot check` prints them. After a
    /// change, only the files whose findings can differ are merged again.
    static func merge(_ checked: Result, after previous: BuildState?, options: BuildOptions) -> CheckRun {
        let runner = runner(checked.context.content, options: options)
        if let previous, let affected = checked.checkedAgain,
           let run = runner.merge(checked.findings, context: checked.context, after: previous.checkRun, previousContent: previous.content,
                                  affected: affected) {
            return run
        }
        return runner.mergedRun(checked.findings, context: checked.context)
    }
}
