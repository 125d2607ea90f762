/// `triglot status` as text that fits an 80-column terminal: a line per page with a cell per
/// language, and under an outdated cell what changed since when.
public enum TranslationStatusText {
    public static let width = 80

    /// How cells are written: full words while they fit, short ones for more languages, and a
    /// line per language when even those would not fit.
    enum Layout: Equatable {
        case words, short, lines

        var cellWidth: Int { self == .short ? 7 : 12 }

        static func fitting(languages: Int) -> Layout {
            if minimumPathWidth + languages * (Layout.words.cellWidth + 2) <= width { return .words }
            if minimumPathWidth + languages * (Layout.short.cellWidth + 2) <= width { return .short }
            return .lines
        }
    }

    static let minimumPathWidth = 16

    public static func render(_ table: TranslationStatusTable) -> String {
        let layout = Layout.fitting(languages: table.languages.count)
        let columns = layout == .lines ? [] : table.languages
        let pathWidth = width - columns.count * (layout.cellWidth + 2)
        var lines = [trimmedEnd(pad("page", pathWidth) + columns.map { "  " + pad($0.code, layout.cellWidth) }.joined())]
        for row in table.rows {
            var line = pad(fit(row.path, pathWidth), pathWidth)
            for language in columns {
                line += "  " + pad(cellText(row.languages[language.code], layout: layout), layout.cellWidth)
            }
            lines.append(trimmedEnd(line))
            for language in table.languages {
                guard let cell = row.languages[language.code] else { continue }
                if let detail = detail(cell) {
                    lines += wrap("  " + language.code + ": ", detail)
                } else if layout == .lines {
                    lines.append("  " + language.code + ": " + cell.status)
                }
            }
        }
        let counts = table.counts
        lines.append("")
        if layout == .short { lines.append("ok current, old N outdated in N parts, miss missing, untr untracked, ? unknown") }
        lines.append(TranslationStatusTable.statuses.compactMap { status in
            let count = counts[status] ?? 0
            return count == 0 && (status == "unknown") ? nil : "\(count) \(status)"
        }.joined(separator: ", "))
        return lines.joined(separator: "\n")
    }

    static func cellText(_ cell: TranslationStatusTable.Cell?, layout: Layout = .words) -> String {
        guard let cell else { return "" }
        switch (cell.status, layout) {
        case ("outdated", .short): return "old \(cell.changes.count)"
        case ("outdated", _): return "outdated \(cell.changes.count)"
        case (_, .short): return ["current": "ok", "missing": "miss", "untracked": "untr", "unknown": "?"][cell.status] ?? cell.status
        default: return cell.status
        }
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
