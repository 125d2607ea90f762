import Foundation
import TriglotModel

extension ContentDetection {
    /// A project that tracks its translations with Lunaria lists, in `lunaria.config.*`, the
    /// words that mark a commit as changing nothing translators follow (`en-only`, `typo`):
    /// its team already writes them in commit subjects, so the baselines pass over the same
    /// commits. The file is looked for here and in the folders above, up to the repository's
    /// top (Astro keeps it there, its pages in `src/content/docs`).
    public struct LunariaKeywords: Sendable, Equatable {
        /// The configuration file, as a path from the content folder (`../../../lunaria.config.ts`).
        public var file: String
        public var keywords: [String]
    }

    static let lunariaFiles = ["lunaria.config.ts", "lunaria.config.mts", "lunaria.config.js", "lunaria.config.mjs",
                               "lunaria.config.cjs", "lunaria.config.json", "lunaria.json"]

    static func lunariaKeywords(folder: String) -> LunariaKeywords? {
        var above = ""
        for _ in 0...5 {
            let here = above.isEmpty ? folder : folder + "/" + above
            for name in lunariaFiles {
                guard let data = FileManager.default.contents(atPath: here + "/" + name) else { continue }
                let keywords = Self.keywords(inLunariaConfig: String(decoding: data, as: UTF8.self))
                return keywords.isEmpty ? nil : LunariaKeywords(file: above.isEmpty ? name : above + "/" + name, keywords: keywords)
            }
            if FileManager.default.fileExists(atPath: here + "/.git") { return nil }
            above = above.isEmpty ? ".." : above + "/.."
        }
        return nil
    }

    /// The quoted strings of the list after `ignoredKeywords:` (Lunaria 1) or `ignoreKeywords:`
    /// (earlier), in a TypeScript, JavaScript or JSON configuration; line comments are skipped.
    static func keywords(inLunariaConfig text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.trimmingCharacters(in: .whitespaces).hasPrefix("//") ? "" : String(line) }
        let code = lines.joined(separator: "\n")
        guard let key = code.range(of: #"["']?ignored?Keywords["']?\s*:\s*\["#, options: .regularExpression),
              let end = code[key.upperBound...].firstIndex(of: "]") else { return [] }
        let list = code[key.upperBound..<end]
        var keywords: [String] = []
        var index = list.startIndex
        while let open = list[index...].firstIndex(where: { $0 == "'" || $0 == "\"" || $0 == "`" }) {
            let after = list.index(after: open)
            guard let close = list[after...].firstIndex(of: list[open]) else { break }
            let word = String(list[after..<close])
            if !word.trimmingCharacters(in: .whitespaces).isEmpty { keywords.append(word) }
            index = list.index(after: close)
        }
        return keywords
    }
}
