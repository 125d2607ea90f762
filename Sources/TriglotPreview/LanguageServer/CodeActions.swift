import TriglotMarkup
import TriglotModel

/// Fix-its as quick-fix code actions: each replaces its range of the document with its text.
enum CodeActions {
    /// The quick fixes for the diagnostics of one document whose ranges touch `range` (the
    /// selection, or the cursor), one per fix-it; a diagnostic's only fix-it is the preferred one.
    /// `converted` is the diagnostic as it was published, for the action's `diagnostics`.
    static func quickFixes(uri: String, range: LSPRange, diagnostics: [Diagnostic], source: SourceText,
                           converted: (Diagnostic) -> LSPAny) -> [LSPAny] {
        var actions: [LSPAny] = []
        for diagnostic in diagnostics where !diagnostic.fixIts.isEmpty {
            guard DiagnosticConversion.range(diagnostic.range, in: source).touches(range) else { continue }
            for fixIt in diagnostic.fixIts {
                let edit: LSPAny = ["range": TextPositions.range(of: fixIt.range, in: source).json, "newText": .string(fixIt.replacement)]
                actions.append([
                    "title": .string(title(of: fixIt, in: source)),
                    "kind": "quickfix",
                    "diagnostics": [converted(diagnostic)],
                    "isPreferred": .bool(diagnostic.fixIts.count == 1),
                    "edit": ["changes": .object([uri: [edit]])],
                ])
            }
        }
        return actions
    }

    /// "Replace `old` with `new`", or "Remove `old`" / "Insert `new`" for one-sided edits.
    static func title(of fixIt: Diagnostic.FixIt, in source: SourceText) -> String {
        let old = source.text(in: fixIt.range)
        switch (old.isEmpty, fixIt.replacement.isEmpty) {
        case (true, _): return "Insert `\(shortened(fixIt.replacement))`"
        case (false, true): return "Remove `\(shortened(old))`"
        case (false, false): return "Replace `\(shortened(old))` with `\(shortened(fixIt.replacement))`"
        }
    }

    /// A menu entry stays one short line: long or multi-line text is cut at its first line or 60 characters.
    static func shortened(_ text: String) -> String {
        var line = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? text
        var cut = line.count < text.count
        if line.count > 60 {
            line = String(line.prefix(60))
            cut = true
        }
        return cut ? line + "…" : line
    }

    /// Applies text edits to a text, as an editor applies a workspace edit: all ranges refer to
    /// the text before any edit, so they are applied from the last to the first. For tests, and
    /// for any client-side check of what an action would do.
    static func apply(_ edits: [LSPAny], to text: String) -> String {
        let source = SourceText(text)
        var bytes = source.bytes
        let ranges = edits.compactMap { edit -> (Int, Int, String)? in
            guard let range = LSPRange(json: edit["range"]), let newText = edit["newText"].string else { return nil }
            return (TextPositions.offset(of: range.start, in: source), TextPositions.offset(of: range.end, in: source), newText)
        }
        for (start, end, newText) in ranges.sorted(by: { $0.0 > $1.0 }) {
            bytes.replaceSubrange(start..<max(start, end), with: Array(newText.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
