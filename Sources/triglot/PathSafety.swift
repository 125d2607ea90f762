/// Paths given on the command line for files Triglot writes must stay inside their folder.
enum PathSafety {
    static func isSafeRelativePath(_ path: String) -> Bool {
        guard path.hasSuffix(".md"), !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0") else { return false }
        return !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || $0 == "." || $0.isEmpty }
    }
}
