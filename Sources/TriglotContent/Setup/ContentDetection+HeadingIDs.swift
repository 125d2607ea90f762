import Foundation
import TriglotModel

extension ContentDetection {
    /// The style the pages' own ids say their generator uses: each heading that gives its id
    /// (`## server.host {#server-host}`, as translators keep the source's) votes for the style
    /// that makes that id from its title, where the styles differ. The pages are read as the
    /// checks read them, so a title is the text the parser takes from its heading. With no such
    /// heading, a `.vitepress` folder here or above says VitePress.
    static func headingIDStyle(folder: String) -> (style: HeadingIDStyle, votes: Int) {
        var votes: [HeadingIDStyle: Int] = [:]
        let reader = PageReader()
        // Enough pages to tell, without reading a large tree twice.
        for file in FolderWalk.markdownFiles(in: folder, display: "").files.prefix(3_000) {
            guard let data = FileManager.default.contents(atPath: folder + "/" + file) else { continue }
            let page = reader.read(bytes: Array(data), path: file, language: .english).page
            for section in page.sections where section.hasExplicitID {
                let ids = HeadingIDStyle.allCases.map { ($0, $0.id(for: section.title)) }
                guard Set(ids.map(\.1)).count > 1 else { continue }
                for (style, made) in ids where made == section.id { votes[style, default: 0] += 1 }
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
}
