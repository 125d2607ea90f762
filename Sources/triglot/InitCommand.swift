import ArgumentParser
import Foundation
import TriglotChecks
import TriglotContent
import TriglotModel

/// `triglot init`: a new user's first minutes in a docs tree Triglot has never seen. Finds the
/// layout and the languages, writes a commented `site.yml`, checks once, and says what it found
/// and what to run next. In a new, empty folder it starts a project instead: `site.yml` and a
/// first page (`StarterContent`). Exit 0 when site.yml was written, 2 when it could not be.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Set Triglot up for an existing docs tree, or start a new one: write site.yml, check once, summarise.",
        discussion: "Finds the language folders (en/, zh-cn/, ja/ …) or the suffixed pages (guide.ja.md) in the folder, writes a commented site.yml there, then runs the checks once and prints pages per language and findings by check. In an empty or missing folder it starts a project: site.yml for --languages (the source first) and a first page in the source language. It never replaces a site.yml unless --force."
    )

    @Option(name: .long, help: "The docs folder: the one holding the language folders (default: the current folder).")
    var content: String = "."

    @Flag(name: .long, help: "Replace an existing site.yml.")
    var force = false

    @Option(name: .long, help: ArgumentHelp("For a new project: its languages, the source first (default: en).", valueName: "en,zh-Hans,ja"))
    var languages: String?

    @Option(name: .long, help: ArgumentHelp("In a Docusaurus site with versioned docs, the version to set up, as versions.json names it, or current (default: the current docs when they are translated, else the newest translated version).", valueName: "version"))
    var docsVersion: String?

    func run() throws {
        let path = ContentLoader.display(content, "site.yml")
        if FileManager.default.fileExists(atPath: content + "/site.yml"), !force {
            throw CommandFailure("\(path) already exists; edit it, or run triglot init --force to write a new one")
        }
        let folderName = URL(fileURLWithPath: content).standardizedFileURL.lastPathComponent
        var detection: ContentDetection
        var started: String?
        do {
            if StarterContent.isNew(folder: content) {
                let starter = try StarterContent(languages: (languages ?? "en").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) },
                                                 title: folderName)
                try FileManager.default.createDirectory(atPath: content + "/" + starter.detection.languages[0].folder, withIntermediateDirectories: true)
                try AtomicFile.write(starter.page, to: content + "/" + starter.pagePath)
                (detection, started) = (starter.detection, ContentLoader.display(content, starter.pagePath))
            } else {
                if languages != nil {
                    throw CommandFailure("\(content) already holds pages, whose languages triglot init finds itself; --languages is for a new, empty folder")
                }
                detection = try ContentDetection.detect(folder: content, docsVersion: docsVersion)
            }
        } catch let failure as ContentDetection.Failure {
            throw CommandFailure(failure.description)
        }
        try AtomicFile.write(SiteConfigurationDraft.yaml(for: detection, folderName: folderName), to: content + "/site.yml")
        var loaded = try ContentLoader.load(folder: content)
        // Pages titled in front matter under another key than `title` are read again with it.
        if let titleKey = ContentDetection.titleKey(in: loaded) {
            detection.titleKey = titleKey
            try AtomicFile.write(SiteConfigurationDraft.yaml(for: detection, folderName: folderName), to: content + "/site.yml")
            loaded = try ContentLoader.load(folder: content)
        }
        // What translations leave out is read off the loaded pages, then written beside the rest.
        let sourceOnly = SourceOnlyComponents.find(in: loaded)
        if !sourceOnly.isEmpty {
            detection.sourceOnly = sourceOnly
            try AtomicFile.write(SiteConfigurationDraft.yaml(for: detection, folderName: folderName), to: content + "/site.yml")
            loaded.configuration.checks.sourceOnly = sourceOnly.map(\.name)
        }
        let diagnostics = CheckAction.run(content: loaded, disable: [], enable: [], werror: false)
        var summary = InitSummary.text(path: path, detection: detection, content: loaded, diagnostics: diagnostics, contentOption: content)
        if let started { summary = "Started a new project with \(started), a first page to write over.\n" + summary }
        print(summary)
    }
}

/// What `triglot init` prints: fits an 80-column terminal.
enum InitSummary {
    private static func layoutPhrase(_ detection: ContentDetection) -> String {
        switch detection.layout {
        case .folders: "a folder each"
        case .suffix: "suffixed files (page.ja.md)"
        case .root: "the source's pages at the top, a folder for each translation"
        }
    }

    static func text(path: String, detection: ContentDetection, content: ContentSet, diagnostics: [Diagnostic], contentOption: String) -> String {
        let source = content.sourceLanguage
        let sourcePaths = Set((content.pages[source] ?? [:]).keys)
        var lines = ["Wrote \(path): \(detection.languages.count) language\(detection.languages.count == 1 ? "" : "s"), "
            + layoutPhrase(detection) + ", source \(source.code)" + (detection.docsVersion.map { ", docs version \($0)" } ?? "") + ".", ""]
        for language in content.languages {
            let paths = Set((content.pages[language] ?? [:]).keys)
            let folder = content.configuration.folder(of: language)
            let shownFolder = detection.layout == .folders || (detection.layout == .root && language != source)
            let written = language.code + (folder != language.code && shownFolder ? " (\(folder)/)" : "")
            // A long folder (Docusaurus's i18n/ja/…/current) is written whole, its count after it.
            let labelled = written.count < 18 ? written.padding(toLength: 18, withPad: " ", startingAt: 0) + " " + String(paths.count).leftPadded(5)
                : written + " " + String(paths.count)
            var line = "  \(labelled) page\(paths.count == 1 ? "" : "s")"
            if language != source {
                let missing = sourcePaths.subtracting(paths).count
                line += ", \(missing) not translated"
                // Pages with no source page are the translation's own, or kept after the source
                // dropped them: worth knowing before reading the findings about them.
                let own = paths.subtracting(sourcePaths).count
                if own > 0 { line += ", \(own) not in \(source.code)" }
            }
            lines.append(line)
        }
        if !detection.otherDocsVersions.isEmpty {
            // The translations a team keeps may be of an older version than the current docs.
            let versions = detection.otherDocsVersions.map { version in
                (version.name == "current" ? "the current docs" : "version \(version.name)")
                    + " (\(version.translations) translation\(version.translations == 1 ? "" : "s"))"
            }
            lines += ["", "Also translated: \(versions.joined(separator: ", ")); triglot init --force --docs-version "
                + "\(detection.otherDocsVersions[0].name) sets Triglot up for \(versions.count == 1 ? "it" : "one") instead."]
        }
        let counts = Diagnostic.SeverityCounts(of: diagnostics)
        lines += ["", "Checked: \(counts.errors) error\(counts.errors == 1 ? "" : "s"), \(counts.warnings) warning\(counts.warnings == 1 ? "" : "s")."]
        var byCheck: [String: Int] = [:]
        for diagnostic in diagnostics { byCheck[diagnostic.id, default: 0] += 1 }
        for (id, count) in byCheck.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }).prefix(8) {
            lines.append("  \(id.padding(toLength: 34, withPad: " ", startingAt: 0)) \(String(count).leftPadded(6))")
        }
        if byCheck.count > 8 { lines.append("  … and \(byCheck.count - 8) more checks (triglot check lists every finding)") }
        let option = contentOption == "." ? "" : " --content \(contentOption)"
        lines += [
            "",
            "Next:",
            "  triglot check\(option)      every finding, with its file and line",
            "  triglot build\(option)      the site, into Site/",
            "  triglot preview\(option)    the site at http://127.0.0.1:8080, reloaded as you edit",
            "Edit \(path) to name your sections, macros and links (Documentation/Configuration.md).",
        ]
        return lines.joined(separator: "\n")
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
