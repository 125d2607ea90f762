import TriglotContent
import TriglotMarkup
import TriglotModel

/// `triglot diff`: what changed in the English page since a translation's baseline, section by
/// section, as a unified diff a translator carries over.
public enum BaselineDiff {
    public static func render(translation: LoadedPage, english: LoadedPage, content: ContentSet) -> String {
        let name = translation.language.code + "/" + translation.path
        let baseline = content.baseline(of: translation)
        let status = TranslationStatus.of(baseline: baseline, source: english, configuration: content.configuration)
        let rule = content.configuration.translations
        let since = baseline.map { BaselineDescription.describe($0, rule: rule) } ?? ""
        let age = baseline?.time.map { " (\(BaselineDescription.age($0)) days ago)" } ?? ""
        switch status {
        case .missing, .untracked:
            return "\(name) is not tracked: nothing records which English version it was made from.\n"
        case .unknown(let problem):
            return "\(name): \(problem.summary).\n\(problem.explanation)\n"
        case .current:
            return "\(name) is current with \(english.displayPath)" + (since.isEmpty ? "" : " (baseline: \(since))") + ".\n"
        case .outdated(let changes):
            var lines = ["\(name) is outdated: \(english.displayPath) changed in \(changes.count) part\(changes.count == 1 ? "" : "s") since \(since)\(age)."]
            for change in changes {
                let counts = change.linesAdded + change.linesRemoved > 0 ? ", +\(change.linesAdded) −\(change.linesRemoved) lines" : ""
                lines.append("  \(title(change)): \(change.kind.rawValue)\(counts)")
            }
            guard case .text(let text)? = baseline?.english else {
                lines.append("translations.lock keeps only fingerprints of the English sections, and no version in git history has them: the text of the change is not known.")
                return lines.joined(separator: "\n") + "\n"
            }
            let oldSource = baseline?.englishPage?.source ?? text
            let oldFile = baseline?.englishFile ?? english.displayPath
            lines.append("--- a/\(oldFile)\t\(baseline?.shortCommit ?? "baseline")")
            lines.append("+++ b/\(content.relativeFile(of: english.path, in: english.language))\tnow")
            for change in changes where change.kind != .moved {
                let oldRange = change.baselineLines ?? 1..<1
                let newRange = change.lines ?? 1..<1
                lines += UnifiedDiff.hunks(rawLines(oldSource, oldRange), rawLines(english.source, newRange),
                                           oldStart: oldRange.lowerBound, newStart: newRange.lowerBound,
                                           label: "\(title(change)) (\(change.kind.rawValue))")
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    static func title(_ change: SectionChange) -> String {
        change.key == TranslationLock.introKey ? "title and abstract" : change.title
    }

    private static func rawLines(_ source: SourceText, _ range: Range<Int>) -> [String] {
        range.compactMap { $0 >= 1 && $0 <= source.lineCount ? source.line($0) : nil }
    }
}
