import Foundation
import Testing

/// Vue's API reference (../shared/corpora/vue-api, CC BY 4.0) in a repository with a scripted
/// history: `triglot init`, `baseline: git`, one commit of everything, then a commit of English
/// edits. Exactly the edited sections are outdated, in Chinese and Japanese alike.
@Suite("Vue's API reference with a scripted git history", .serialized)
struct VueHistoryTests {
    static let corpus = ForeignDocsTests.vueCorpus
    static let languages = ["ja", "zh-Hans"]

    /// Page → the changes its English edit makes, as "kind key".
    static let expected: [String: [String]] = [
        "application.md": ["changed app-unmount"],
        "general.md": ["added nextframe"],
        "composition-api-lifecycle.md": ["changed onbeforemounting"],
        "options-state.md": ["moved methods"],
    ]

    static func replace(_ folder: URL, _ file: String, _ old: String, _ new: String) throws {
        let url = folder.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(old), "\(file) has no '\(old)'")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    /// The English edits of the second commit.
    static func editEnglish(_ folder: URL) throws {
        // A sentence changed in one section.
        try replace(folder, "en/application.md", "Unmounts a mounted application instance, triggering",
                    "Unmounts a mounted application instance and triggers")
        // A section added.
        try replace(folder, "en/general.md", "## nextTick() {#nexttick}",
                    "## nextFrame() {#nextframe}\n\nA utility for waiting for the next animation frame.\n\n## nextTick() {#nexttick}")
        // A heading renamed (its id with it).
        try replace(folder, "en/composition-api-lifecycle.md", "## onBeforeMount() {#onbeforemount}",
                    "## onBeforeMounting() {#onbeforemounting}")
        // A section cut and pasted at the end, its text as it was.
        let url = folder.appendingPathComponent("en/options-state.md")
        var text = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(text.range(of: "## methods {#methods}"))
        let end = try #require(text.range(of: "## watch {#watch}"))
        let section = String(text[start.lowerBound..<end.lowerBound])
        text.removeSubrange(start.lowerBound..<end.lowerBound)
        text = text.trimmingCharacters(in: .newlines) + "\n\n" + section.trimmingCharacters(in: .newlines) + "\n"
        try Data(text.utf8).write(to: url)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus.path)))
    func exactlyTheEditedSectionsAreOutdated() throws {
        let root = try TriglotProcess.temporaryFolder("vue-history")
        for language in ["en", "ja", "zh-cn"] {
            try FileManager.default.copyItem(at: Self.corpus.appendingPathComponent(language), to: root.appendingPathComponent(language))
        }
        let initialised = try TriglotProcess.run(["init", "--content", root.path], in: root)
        #expect(initialised.status == 0, "\(initialised.standardError)")
        let siteFile = root.appendingPathComponent("site.yml")
        let site = try String(contentsOf: siteFile, encoding: .utf8)
        #expect(site.contains("folder: zh-cn"))
        // No `translations:` key yet (only the commented-out example), so one can be added.
        #expect(!site.split(separator: "\n").contains { $0.hasPrefix("translations:") })
        try Data((site + "\ntranslations:\n  baseline: git\n").utf8).write(to: siteFile)

        try ScratchRepository.git(["init", "-q"], in: root)
        try ScratchRepository.git(["add", "-A"], in: root, day: 1)
        try ScratchRepository.git(["commit", "-q", "-m", "Vue API reference"], in: root, day: 1)
        let first = try ScratchRepository.git(["rev-parse", "HEAD"], in: root)
        let before = try Self.status(root)
        #expect(before.count >= 29)
        #expect(before.values.allSatisfy { cells in Self.languages.allSatisfy { cells[$0]?["status"] as? String == "current" } })

        try Self.editEnglish(root)
        try ScratchRepository.git(["commit", "-q", "-a", "-m", "English edits"], in: root, day: 2)

        let status = try Self.status(root)
        #expect(status.count == before.count)
        for (page, cells) in status.sorted(by: { $0.key < $1.key }) {
            for language in Self.languages {
                let cell = cells[language]
                if let changes = Self.expected[page] {
                    #expect(cell?["status"] as? String == "outdated", "\(language)/\(page)")
                    #expect(changeList(cell) == changes, "\(language)/\(page)")
                    #expect((cell?["baseline"] as? [String: Any])?["commit"] as? String == first)
                } else {
                    #expect(cell?["status"] as? String == "current", "\(language)/\(page): \(changeList(cell))")
                }
            }
        }

        // One finding per changed section per translation, each in that translation.
        let check = try TriglotProcess.run(["check", "--content", root.path, "--format", "json"], in: root)
        let object = try JSONSerialization.jsonObject(with: Data(check.standardOutput.utf8)) as? [String: Any]
        let outdated = (object?["diagnostics"] as? [[String: Any]] ?? []).filter { $0["id"] as? String == "translation.outdated" }
        #expect(outdated.count == Self.expected.count * Self.languages.count)
        let files = Set(outdated.compactMap { ($0["path"] as? String).map { URL(fileURLWithPath: $0).pathComponents.suffix(2).joined(separator: "/") } })
        #expect(files == Set(Self.expected.keys.flatMap { page in ["ja/" + page, "zh-cn/" + page] }))

        // The Japanese page caught up and committed: current; the Chinese one still behind.
        try Self.replace(root, "ja/application.md", "\n## app.unmount() {#app-unmount}\n", "\n## app.unmount() {#app-unmount}\n\n<!-- updated -->\n")
        try ScratchRepository.git(["commit", "-q", "-a", "-m", "ja: app.unmount()"], in: root, day: 3)
        let after = try Self.status(root)
        #expect(after["application.md"]?["ja"]?["status"] as? String == "current")
        #expect(changeList(after["application.md"]?["zh-Hans"]) == ["changed app-unmount"])
    }

    static func status(_ root: URL) throws -> [String: [String: [String: Any]]] {
        let output = try TriglotProcess.run(["status", "--content", root.path, "--format", "json"], in: root)
        #expect(output.status == 0, "\(output.standardError)")
        let rows = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]] ?? []
        var result: [String: [String: [String: Any]]] = [:]
        for row in rows {
            if let path = row["path"] as? String { result[path] = row["languages"] as? [String: [String: Any]] }
        }
        return result
    }
}
