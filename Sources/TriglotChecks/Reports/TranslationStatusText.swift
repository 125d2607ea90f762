/// `triglot status` as text that fits an 80-column terminal: a line per page with a cell per
/// language, and under an outdated cell what changed since when.
public enum TranslationStatusText {
    public static let width = 80
    static let cellWidth = 12

    public static func render(_ table: TranslationStatusTable) -> String {
        let pathWidth = max(16, width - table.languages.count * (cellWidth + 2))
        var lines = [trimmedEnd(pad("page", pathWidth) + table.languages.map { "  " + pad($0.code, cellWidth) }.joined())]
        for row in table.rows {
            var line = pad(fit(row.path, pathWidth), pathWidth)
            for language in table.languages {
                line += "  " + pad(cellText(row.languages[language.code]), cellWidth)
            }
            lines.append(trimmedEnd(line))
            for language in table.languages {
                guard let cell = row.languages[language.code] else { continue }
                if let detail = detail(cell) {
                    lines += wrap("  " + language.code + ": ", detail)
                }
            }
        }
        let counts = table.counts
        lines.append("")
        lines.append(TranslationStatusTable.statuses.compactMap { status in
            let count = counts[status] ?? 0
            return count == 0 && (status == "unknown") ? nil : "\(count) \(status)"
        }.joined(separator: ", "))
        return lines.joined(separator: "\n")
    }

    static func cellText(_ cell: TranslationStatusTable.Cell?) -> String {
        guard let cell else { return "" }
        return cell.status == "outdated" ? "outdated (\(cell.changes.count))" : cell.status
    }

    /// "41 days behind (1a2b3c4d5e, 2026-10-17): Discussion ±4, Topics added".
    static func detail(_ cell: TranslationStatusTable.Cell) -> String? {
        if let problem = cell.problem { return problem }
        guard cell.status == "outdated" else { return nil }
        var since = ""
        if let baseline = cell.baseline {
            let place = [baseline.commit.map { String($0.prefix(10)) }, baseline.date].compactMap { $0 }.joined(separator: ", ")
            let age = baseline.ageDays.map { "\($0) day\($0 == 1 ? "" : "s") behind" } ?? "behind \(baseline.origin)"
            since = place.isEmpty ? age + ": " : age + " (" + place + "): "
        }
        let changes = cell.changes.map { change -> String in
            let name = change.key == "(intro)" ? "intro" : change.title
            switch change.kind {
            case .changed:
                return change.linesAdded + change.linesRemoved > 0 ? "\(name) +\(change.linesAdded) −\(change.linesRemoved)" : "\(name) changed"
            case .added: return "\(name) added"
            case .removed: return "\(name) removed"
            case .moved: return "\(name) moved"
            }
        }
        return since + changes.joined(separator: ", ")
    }

    /// A path too long for its column keeps its end, where the file name is.
    static func fit(_ text: String, _ width: Int) -> String {
        text.count <= width ? text : "…" + text.suffix(width - 1)
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    static func trimmedEnd(_ text: String) -> String {
        String(text.reversed().drop { $0 == " " }.reversed())
    }

    /// Words wrapped at `width` after `lead`, later lines indented under the first word.
    static func wrap(_ lead: String, _ text: String) -> [String] {
        let indent = String(repeating: " ", count: lead.count)
        var lines: [String] = []
        var line = lead
        for word in text.split(separator: " ") {
            if line.count > lead.count, line.count + 1 + word.count > width {
                lines.append(line)
                line = indent + word
            } else {
                line += (line.count > lead.count ? " " : "") + word
            }
        }
        lines.append(line)
        return lines
    }
}
