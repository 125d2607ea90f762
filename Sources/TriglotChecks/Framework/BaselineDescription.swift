import Foundation
import TriglotContent
import TriglotModel

/// How a baseline is named to a reader: which record it comes from and, where history placed
/// it, its commit and date.
public enum BaselineDescription {
    /// `2026-10-01`, in UTC.
    public static func date(_ time: Int) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(time)))
    }

    /// Whole days from the baseline to `now`.
    public static func age(_ time: Int, now: Date = Date()) -> Int {
        max(0, Int(now.timeIntervalSince1970) - time) / 86_400
    }

    /// "its last commit, 1a2b3c4d5e of 2026-10-01".
    public static func describe(_ baseline: TranslationBaseline, rule: TranslationBaselineRule) -> String {
        let placed = baseline.shortCommit.map { commit in
            commit + (baseline.time.map { " of " + date($0) } ?? "")
        }
        switch baseline.origin {
        case .lock:
            return "its entry in translations.lock" + (placed.map { " (the English page of commit \($0))" } ?? "")
        case .git:
            return placed.map { "its last commit, \($0)" } ?? "its working copy (not committed yet)"
        case .frontMatter:
            return "commit \(placed ?? "?"), named in its front matter"
        }
    }

    /// What a translator does once the English changes are carried over, per baseline source.
    public static func remedy(for translation: LoadedPage, origin: TranslationBaseline.Origin, rule: TranslationBaselineRule) -> String {
        let name = translation.language.code + "/" + translation.path
        let diff = "Carry the English changes over ('triglot diff \(translation.path) --language \(translation.language.code)' prints them)"
        switch origin {
        case .lock: return diff + ", then run 'triglot mark-current \(name)'."
        case .git: return diff + " and commit the translation: its last commit is what it is measured from."
        case .frontMatter: return diff + ", then run 'triglot mark-current \(name)', which writes the English page's commit to '\(rule.writtenKey)'."
        }
    }
}
