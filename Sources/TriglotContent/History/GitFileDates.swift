import Foundation
import TriglotModel

/// When each file of a folder last changed, as git recorded it: one `git log` over the folder,
/// newest commit first, so the first date met for a file is its last change. A folder outside a
/// repository, or a machine without git, has no dates; a file not committed yet has none.
public enum GitFileDates {
    /// Dates (`2026-11-27`, the committer's) by path relative to `folder`.
    public static func read(folder: String) -> [String: String] {
        // %x00 starts each commit's record; --relative gives paths from the folder `-C` names.
        let arguments = ["log", "--format=%x00%cs", "--name-only", "--no-renames", "--relative", "--", "."]
        guard let output = GitCommand.run(arguments, in: folder), output.status == 0 else { return [:] }
        return dates(fromLog: String(decoding: output.standardOutput, as: UTF8.self))
    }

    /// `read`'s parse of the log, apart so it is tested without a repository.
    static func dates(fromLog log: String) -> [String: String] {
        var dates: [String: String] = [:]
        for record in log.split(separator: "\u{0}", omittingEmptySubsequences: true) {
            let lines = record.split(separator: "\n", omittingEmptySubsequences: true)
            guard let date = lines.first else { continue }
            for path in lines.dropFirst() where dates[String(path)] == nil {
                dates[String(path)] = String(date)
            }
        }
        return dates
    }
}
