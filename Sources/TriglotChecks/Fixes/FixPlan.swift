import TriglotContent
import TriglotMarkup
import TriglotModel

/// The fix-its of a check run that are safe to apply, file by file: each replaces exactly the
/// bytes it names in prose or a code span, none overlaps another, and none reaches into a code
/// block, an HTML block or front matter. A file no fix-it applies to is left out, so it stays
/// byte for byte as it was.
public struct FixPlan: Sendable {
    public struct FileFix: Sendable {
        /// The page's path as diagnostics show it (relative to where Triglot runs).
        public var displayPath: String
        /// The file relative to the content folder.
        public var file: String
        public var original: [UInt8]
        public var fixed: [UInt8]
        /// The findings whose fix-its were applied.
        public var fixedFindings: [Diagnostic]
    }

    public var files: [FileFix]
    /// Findings with a fix-it that was not applied (overlapping another, or in code).
    public var skipped: [Diagnostic]

    public init(diagnostics: [Diagnostic], content: ContentSet) {
        var pages: [String: LoadedPage] = [:]
        for page in content.allPages { pages[page.displayPath] = page }
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics where !diagnostic.fixIts.isEmpty {
            byFile[diagnostic.path, default: []].append(diagnostic)
        }
        var files: [FileFix] = []
        var skipped: [Diagnostic] = []
        for path in byFile.keys.sorted() {
            guard let page = pages[path] else {
                skipped += byFile[path] ?? []
                continue
            }
            let protected = Self.protectedLines(of: page)
            let source = page.source
            var taken: [Range<Int>] = []
            var edits: [(range: Range<Int>, replacement: [UInt8])] = []
            var fixed: [Diagnostic] = []
            for diagnostic in byFile[path] ?? [] {
                let ranges = diagnostic.fixIts.map { source.offset(of: $0.range.lowerBound)..<source.offset(of: $0.range.upperBound) }
                let safe = zip(diagnostic.fixIts, ranges).allSatisfy { fixIt, range in
                    !protected.contains { $0.overlaps(fixIt.range.lowerBound.line...fixIt.range.upperBound.line) }
                        && !taken.contains { $0.overlaps(range) || ($0.isEmpty && range.contains($0.lowerBound)) || (range.isEmpty && $0.contains(range.lowerBound)) }
                        && range.lowerBound <= range.upperBound
                }
                guard safe else {
                    skipped.append(diagnostic)
                    continue
                }
                for (fixIt, range) in zip(diagnostic.fixIts, ranges) {
                    taken.append(range)
                    edits.append((range, Array(fixIt.replacement.utf8)))
                }
                fixed.append(diagnostic)
            }
            guard !edits.isEmpty else { continue }
            var bytes = source.bytes
            for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                bytes.replaceSubrange(edit.range, with: edit.replacement)
            }
            guard bytes != source.bytes else { continue }
            files.append(FileFix(displayPath: path, file: content.relativeFile(of: page.path, in: page.language), original: source.bytes, fixed: bytes, fixedFindings: fixed))
        }
        self.files = files
        self.skipped = skipped
    }

    /// Lines no fix-it may touch: code blocks, HTML blocks and front matter.
    static func protectedLines(of page: LoadedPage) -> [ClosedRange<Int>] {
        var lines: [ClosedRange<Int>] = []
        if let range = page.page.frontMatter.range { lines.append(range.lowerBound.line...range.upperBound.line) }
        guard let document = page.page.document else { return lines }
        for index in 0..<document.nodeCount {
            let node = MarkupNode(document: document, index: index)
            switch node.kind {
            case .codeBlock, .htmlBlock:
                lines.append(node.range.lowerBound.line...max(node.range.lowerBound.line, node.range.upperBound.line))
            default:
                continue
            }
        }
        return lines
    }

    /// The changes as a unified diff, file by file.
    public func diff() -> String {
        var lines: [String] = []
        for file in files {
            let old = Self.lines(file.original), new = Self.lines(file.fixed)
            lines.append("--- a/\(file.displayPath)")
            lines.append("+++ b/\(file.displayPath)")
            lines += UnifiedDiff.hunks(old, new, oldStart: 1, newStart: 1, label: "")
                .map { $0.hasSuffix(" @@ ") ? String($0.dropLast()) : $0 }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    private static func lines(_ bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
