import TriglotModel

/// The commits that touched a folder, newest first, read from one `git log --name-status`.
/// Answers the two questions baselines ask: which commit last changed a file's text, and what a
/// file of today was called at an older commit (pages get renamed).
public struct FileHistory: Sendable {
    public struct Rename: Sendable, Equatable {
        public var from: String
        /// A move that left the text as it was (git's R100): not a new version of the page.
        public var isPure: Bool
    }

    public struct Commit: Sendable, Equatable {
        public var hash: String
        /// Committer time, seconds since 1970.
        public var time: Int
        /// Paths (relative to the folder) this commit added, changed, deleted or renamed to.
        public var paths: [String]
        /// New path → where it came from, for the files this commit renamed.
        public var renames: [String: Rename]
        /// The first line of the commit's message.
        public var subject = ""
    }

    /// Newest first.
    public let commits: [Commit]
    /// Path → the indices in `commits` (ascending: newest first) of the commits that touched it.
    private let touches: [String: [Int]]
    /// The indices of the commits that renamed something, newest first.
    private let renamingCommits: [Int]

    public init(commits: [Commit]) {
        self.commits = commits
        var touches: [String: [Int]] = [:]
        for (index, commit) in commits.enumerated() {
            for path in commit.paths { touches[path, default: []].append(index) }
        }
        self.touches = touches
        renamingCommits = commits.indices.filter { !commits[$0].renames.isEmpty }
    }

    /// Parses `git log --format=%x00%H %ct %s --name-status -M` (the subject may be left out).
    public init(log: String) {
        var commits: [Commit] = []
        for record in log.split(separator: "\u{0}", omittingEmptySubsequences: true) {
            let lines = record.split(separator: "\n", omittingEmptySubsequences: true)
            guard let header = lines.first else { continue }
            let fields = header.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count >= 2, let time = Int(fields[1]) else { continue }
            var commit = Commit(hash: String(fields[0]), time: time, paths: [], renames: [:], subject: fields.count > 2 ? String(fields[2]) : "")
            for line in lines.dropFirst() {
                let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                guard columns.count >= 2, let status = columns.first else { continue }
                if status.hasPrefix("R"), columns.count >= 3 {
                    commit.renames[columns[2]] = Rename(from: columns[1], isPure: status == "R100")
                    commit.paths.append(columns[2])
                } else {
                    commit.paths.append(columns[columns.count - 1])
                }
            }
            commits.append(commit)
        }
        self.init(commits: commits)
    }

    /// The newest commit that changed the text of the file known today as `path`, following it
    /// through renames (a pure move is not a change); nil for a file git has never seen.
    public func lastChange(of path: String) -> (index: Int, path: String)? {
        versions(of: path, limit: 1).first
    }

    /// The commits that changed the text of the file known today as `path`, newest first, each
    /// with the file's name then; renames are followed, pure moves left out, and so are the
    /// commits `passingOver` says to.
    public func versions(of path: String, limit: Int = .max, passingOver: (Commit) -> Bool = { _ in false }) -> [(index: Int, path: String)] {
        var result: [(index: Int, path: String)] = []
        var name = path
        var from = 0
        while result.count < limit, let index = touches[name]?.first(where: { $0 >= from }) {
            let rename = commits[index].renames[name]
            if rename?.isPure != true, !passingOver(commits[index]) { result.append((index, name)) }
            if let rename { name = rename.from }
            from = index + 1
        }
        return result
    }

    /// The index of a commit, by full hash.
    public func index(of hash: String) -> Int? {
        commits.firstIndex { $0.hash == hash }
    }

    /// What today's `path` was called at the commit at `index`: the renames of the newer commits
    /// undone, newest first.
    public func path(_ path: String, atCommitIndex index: Int) -> String {
        var name = path
        for renaming in renamingCommits where renaming < index {
            if let rename = commits[renaming].renames[name] { name = rename.from }
        }
        return name
    }

    /// Like `path(_:atCommitIndex:)` for a commit that did not touch the folder, placed by time.
    public func path(_ path: String, atTime time: Int) -> String {
        var name = path
        for renaming in renamingCommits where commits[renaming].time > time {
            if let rename = commits[renaming].renames[name] { name = rename.from }
        }
        return name
    }
}
