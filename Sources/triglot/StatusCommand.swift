import ArgumentParser
import Foundation
import TriglotChecks
import TriglotModel

/// `triglot status`: every page × language, current / outdated / untracked / missing.
struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Print the translation matrix: every page in every language, current, outdated, untracked or missing."
    )

    @OptionGroup var contentOptions: ContentOptions

    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false

    func run() throws {
        let content = try ContentLoader.load(folder: contentOptions.resolved)
        let matrix = StatusMatrix(content: content)
        print(json ? try ModelJSON.encode(matrix.rows) : matrix.table())
    }
}

/// The translation matrix, computed from the content and its lock file.
struct StatusMatrix {
    struct Row: Encodable {
        var path: String
        /// Language code → status label.
        var languages: [String: String]
        /// Language code → English sections that changed since the translation was marked current.
        var outdatedSections: [String: [String]]
    }

    let languages: [Language]
    let rows: [Row]

    init(content: ContentSet) {
        let source = content.sourceLanguage
        languages = content.languages.filter { $0 != source }
        rows = (content.pages[source] ?? [:]).keys.sorted().compactMap { path in
            guard let english = content.page(path, in: source) else { return nil }
            var cells: [String: String] = [:]
            var outdated: [String: [String]] = [:]
            for language in content.languages where language != source {
                let status = TranslationStatus.of(translation: content.page(path, in: language), source: english, lock: content.translationLock)
                cells[language.code] = status.label
                if case .outdated(let sections) = status { outdated[language.code] = sections }
            }
            return Row(path: path, languages: cells, outdatedSections: outdated)
        }
    }

    func table() -> String {
        let width = max(4, rows.map(\.path.count).max() ?? 4)
        var lines = ["page".padding(toLength: width, withPad: " ", startingAt: 0) + languages.map { "  " + $0.code.padding(toLength: 10, withPad: " ", startingAt: 0) }.joined()]
        for row in rows {
            var line = row.path.padding(toLength: width, withPad: " ", startingAt: 0)
            for language in languages {
                line += "  " + (row.languages[language.code] ?? "").padding(toLength: 10, withPad: " ", startingAt: 0)
            }
            lines.append(line.trimmingCharacters(in: .whitespaces))
            for language in languages {
                if let sections = row.outdatedSections[language.code] {
                    lines.append("    \(language.code): English changed in " + sections.joined(separator: ", "))
                }
            }
        }
        var counts: [String: Int] = [:]
        for row in rows { for value in row.languages.values { counts[value, default: 0] += 1 } }
        lines.append("")
        lines.append(["current", "outdated", "untracked", "missing"].map { "\(counts[$0] ?? 0) \($0)" }.joined(separator: ", "))
        return lines.joined(separator: "\n")
    }
}
