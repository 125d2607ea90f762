import Foundation
import TriglotModel

/// The git repository a content folder is in, as far as translation baselines need it.
public struct GitRepository: Sendable {
    /// The content folder, as given.
    public var folder: String
    /// The content folder's path from the repository's top (`docs/`), to name files in commits.
    public var prefix: String
    /// The commits a shallow clone was cut at: their history is missing, so a file's "last
    /// commit" there is only the clone's first commit.
    public var shallowCommits: Set<String>

    public var isShallow: Bool { !shallowCommits.isEmpty }

    /// The repository holding `folder`; nil outside one, or where git is not installed.
    public static func containing(_ folder: String) -> GitRepository? {
        guard let lines = GitCommand.lines(["rev-parse", "--show-prefix", "--is-shallow-repository", "--git-path", "shallow"], in: folder),
              lines.count >= 3 else { return nil }
        var shallow: Set<String> = []
        if lines[1] == "true" {
            // --git-path answers relative to the folder git ran in.
            let path = lines[2].hasPrefix("/") ? lines[2] : folder + "/" + lines[2]
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            shallow = Set(text.split(separator: "\n").map(String.init))
        }
        return GitRepository(folder: folder, prefix: lines[0], shallowCommits: shallow)
    }

    /// Why the history could not be read, in git's words (`fatal: unable to read 971d82…`).
    public struct HistoryFailure: Error, Sendable, Equatable {
        public var message: String
    }

    /// Every commit that touched the content folder, newest first, with the files it changed,
    /// named from the repository's top. A folder that was moved (`git mv docs site`) is read
    /// under its earlier names too, so its files keep their history; a file changed while
    /// resolving a merge counts as changed by the merge (`--cc`).
    public func history() -> Result<FileHistory, HistoryFailure> {
        var places = ["."]
        var history = FileHistory(commits: [])
        // Each pass may find the folder's earlier place in a rename; a few passes find them all.
        for _ in 0..<4 {
            switch log(of: places) {
            case .failure(let failure):
                // A later pass only adds earlier places; what the first found still holds.
                if places.count > 1 { return .success(history) }
                return .failure(failure)
            case .success(let read):
                history = read
            }
            let earlier = Set(history.commits.flatMap { commit in
                commit.renames.compactMap { new, rename in Self.earlierFolder(of: new, from: rename.from, prefix: prefix) }
            }).subtracting(places)
            guard !earlier.isEmpty else { return .success(history) }
            places += earlier.sorted()
        }
        return .success(history)
    }

    /// One `git log` of `places`. %x00 starts each commit (its subject is for the ignored
    /// keywords of `translations:`); renames are followed (-M) so a moved
    /// page keeps its history, and --full-diff shows where a file came from outside the places.
    /// Telling renames apart reads the files of every commit, also outside the places: in a
    /// clone missing some objects (a damaged or partial copy) git stops there, and the log is
    /// read again without --full-diff, which still follows every move within the places.
    private func log(of places: [String]) -> Result<FileHistory, HistoryFailure> {
        let pathspecs = places.map { $0 == "." ? "." : ":(top)" + $0 }
        var failure = HistoryFailure(message: "git could not be started")
        for fullDiff in [true, false] {
            let arguments = ["log", "--format=%x00%H %ct %s", "--name-status", "-M", "--cc"] + (fullDiff ? ["--full-diff"] : [])
                + ["--"] + pathspecs
            guard let output = GitCommand.run(arguments, in: folder) else { return .failure(failure) }
            if output.status == 0 { return .success(FileHistory(log: String(decoding: output.standardOutput, as: UTF8.self))) }
            failure = HistoryFailure(message: output.firstErrorLine.isEmpty ? "git log exited with status \(output.status)" : output.firstErrorLine)
        }
        return .failure(failure)
    }

    /// Where the content folder was, when `new` (in it) was renamed from `old` (outside it) with
    /// the same path inside: `docs/` for `docs/ja/a.md` → `site/ja/a.md`.
    static func earlierFolder(of new: String, from old: String, prefix: String) -> String? {
        guard new.hasPrefix(prefix), !old.hasPrefix(prefix) || prefix.isEmpty else { return nil }
        let inside = new.dropFirst(prefix.count)
        guard !inside.isEmpty, old.hasSuffix("/" + inside) else { return nil }
        let folder = String(old.dropLast(inside.count))
        return folder.isEmpty || folder == prefix ? nil : folder
    }

    /// A reader of objects by name (`commit:path`), one git process for all of them.
    public func objects() -> GitObjectReader? {
        GitObjectReader(folder: folder)
    }

    /// A file of the content folder (`ja/a.md`) as history names it, from the repository's top.
    public func topPath(_ path: String) -> String {
        prefix + path
    }

    /// A path from the repository's top as the content folder names it (`ja/a.md`); a file that
    /// was outside the folder then keeps its name from the top.
    public func folderPath(_ topPath: String) -> String {
        topPath.hasPrefix(prefix) ? String(topPath.dropFirst(prefix.count)) : topPath
    }

    /// The object `commit:path`, with `path` from the repository's top (as `FileHistory` has it).
    public func objectName(_ commit: String, _ path: String) -> String {
        commit + ":" + path
    }

    /// Whether `path` (relative to the content folder) differs from its last commit, or was never committed.
    public func hasUncommittedChanges(_ path: String) -> Bool {
        guard let lines = GitCommand.lines(["status", "--porcelain", "--", path], in: folder) else { return true }
        // `path` is relative to the content folder, where git runs.
        return lines.contains { !$0.isEmpty }
    }
}
