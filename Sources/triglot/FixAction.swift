import Foundation
import TriglotChecks

/// `triglot check --fix`: the safe fix-its written to the files, and what changed printed as a
/// unified diff (`--dry-run`: printed only).
enum FixAction {
    static func apply(_ plan: FixPlan, folder: String, dryRun: Bool) throws {
        let diff = plan.diff()
        if !diff.isEmpty { FileHandle.standardOutput.write(Data(diff.utf8)) }
        if !dryRun {
            for file in plan.files {
                try AtomicFile.write(bytes: file.fixed, to: folder + "/" + file.file)
            }
        }
        let findings = plan.files.reduce(0) { $0 + $1.fixedFindings.count }
        let verb = dryRun ? "would fix" : "fixed"
        var summary = "\(verb) \(findings) finding\(findings == 1 ? "" : "s") in \(plan.files.count) file\(plan.files.count == 1 ? "" : "s")"
        if !plan.skipped.isEmpty { summary += "; \(plan.skipped.count) fix-it\(plan.skipped.count == 1 ? "" : "s") left (overlapping another, or in code)" }
        FileHandle.standardError.write(Data((summary + "\n").utf8))
    }
}
