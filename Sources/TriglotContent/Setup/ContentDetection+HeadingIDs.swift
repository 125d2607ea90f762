import Foundation
import TriglotModel

extension ContentDetection {
    /// The style the pages' own ids say their generator uses: each heading that gives its id
    /// (`## server.host {#server-host}`, as translators keep the source's) votes for the style
    /// that makes that id from its title, where the styles differ. With no such heading, a
    /// `.vitepress` folder here or above says VitePress.
    static func headingIDStyle(folder: String) -> (style: HeadingIDStyle, votes: Int) {
        var votes: [HeadingIDStyle: Int] = [:]
        // Enough pages to tell, without reading a large tree twice.
        for file in FolderWalk.markdownFiles(in: folder, display: "").files.prefix(3_000) {
            guard let data = FileManager.default.contents(atPath: folder + "/" + file) else { continue }
            for (title, id) in explicitHeadingIDs(in: String(decoding: data, as: UTF8.self)) {
                let ids = HeadingIDStyle.allCases.map { ($0, $0.id(for: title)) }
                guard Set(ids.map(\.1)).count > 1 else { continue }
                for (style, made) in ids where made == id { votes[style, default: 0] += 1 }
            }
        }
        let github = votes[.github] ?? 0, vitepress = votes[.vitepress] ?? 0
        if vitepress > github { return (.vitepress, vitepress) }
        if github > vitepress { return (.github, github) }
        var above = folder
        for _ in 0...2 {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: above + "/.vitepress", isDirectory: &isFolder), isFolder.boolValue { return (.vitepress, 0) }
            above += "/.."
        }
        return (.github, 0)
    }

    /// The title and id of each ATX heading that gives its id (`## Title {#id}`), outside code
    /// fences, with the title's code marks, emphasis and HTML tags taken out as a generator
    /// reads it. Headings with links are left out: their text is not what is written.
    static func explicitHeadingIDs(in text: String) -> [(title: String, id: String)] {
        var result: [(String, String)] = []
        var fence: Substring?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                let marker = trimmed.prefix(3)
                if fence == nil { fence = marker } else if fence == marker { fence = nil }
                continue
            }
            guard fence == nil, trimmed.hasPrefix("#"), line.hasSuffix("}"), !line.contains("]("),
                  let open = line.range(of: " {#", options: .backwards) else { continue }
            let id = line[open.upperBound...].dropLast()
            let marks = line[..<open.lowerBound].prefix { $0 == "#" }
            guard (1...6).contains(marks.count), !id.isEmpty, !id.contains(" ") else { continue }
            var title = String(line[marks.endIndex..<open.lowerBound])
            while let tag = title.range(of: "<[^<>]*>", options: .regularExpression) { title.removeSubrange(tag) }
            title = title.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "**", with: "")
            result.append((title.trimmingCharacters(in: .whitespaces), String(id)))
        }
        return result
    }
}
