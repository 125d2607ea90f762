import TriglotModel

/// The `site.yml` that `triglot init` writes from what it found: every key it sets, with a
/// comment saying why, and the keys a team may want next, commented out.
public enum SiteConfigurationDraft {
    public static func yaml(for detection: ContentDetection, folderName: String) -> String {
        let source = detection.languages[0]
        var lines: [String] = [
            "# Triglot site configuration, written by `triglot init`. Documentation/Configuration.md describes every key.",
            "",
            "# The site's title, per language (a language without one shows the source's).",
            "title:",
            "  \(source.code): \(quoted(detection.title ?? folderName))",
            "",
            "# The languages: BCP 47 code, the folder (or file suffix) holding the pages, the name in its own script.",
            "# The source language is the one the others are translated from.",
            "languages:",
        ]
        for (index, language) in detection.languages.enumerated() {
            if index == 0, detection.layout == .root {
                lines.append("  # Told from the script of the pages at the top (no folder names it): correct it if need be.")
            }
            lines.append("  - code: \(language.code)")
            if language.folder != language.code || (index == 0 && detection.sourceSuffixed), detection.layout != .root || index > 0 {
                lines.append("    folder: \(language.folder)")
            }
            lines.append("    name: \(quoted(language.name))")
            if index == 0 { lines.append("    source: true") }
            lines.append("    # \(language.pageCount) page\(language.pageCount == 1 ? "" : "s")")
        }
        lines.append("")
        if detection.layout == .root {
            lines += ["# The source's pages are at the top of this folder and each translation's in its folder,",
                      "# as VitePress and Starlight lay out a root locale: guide.md, \(detection.languages.count > 1 ? detection.languages[1].folder : "ja")/guide.md.",
                      "layout: root", ""]
        }
        if detection.layout == .suffix {
            let other = detection.languages.count > 1 ? detection.languages[1].folder : "ja"
            lines += [detection.sourceSuffixed
                ? "# Each page is named for its language, side by side: guide.\(source.folder).md, guide.\(other).md (the source's folder is its suffix)."
                : "# Translations sit beside their source page: guide.md, guide.\(other).md.", "layout: suffix", ""]
        }
        if let root = detection.linkRoot {
            lines += [
                "# Pages link to each other site-absolutely; under this root a link names a page here.",
                "links:",
                "  root: \(quoted(root))",
            ]
            if detection.linkRootIgnoresCase { lines.append("  ignoreCase: true") }
            lines += ["  # Where the other site-absolute links (outside these pages) lead:", "  # base: https://example.org", ""]
        } else {
            lines += ["# links:", "#   root: /docs/            # where these pages are published on your own site", "#   base: https://example.org", ""]
        }
        if detection.headingIDs == .vitepress {
            let why = detection.headingIDVotes > 0
                ? "as \(detection.headingIDVotes) heading\(detection.headingIDVotes == 1 ? "'s own id is" : "s' own ids are") written here"
                : "as the .vitepress folder says"
            lines += [
                "# Headings without {#id} get their ids as VitePress makes them (server.host → server-host),",
                "# \(why); github would make serverhost.",
                "headingIDs: vitepress",
                "",
            ]
        } else {
            lines += ["# How headings without {#id} get their ids: github (server.host → serverhost, as GitHub, Docusaurus",
                      "# and Hugo make them) or vitepress (server-host).", "# headingIDs: github", ""]
        }
        if let title = detection.titleKey {
            lines += [
                "# \(title.pages) of the \(title.untitled) pages without a # heading or a title: in front matter name theirs",
                "# in \(title.key): (a page's # heading, then the first key set, is its title).",
                "titleKeys: [title, \(flowItem(title.key))]",
                "",
            ]
        } else {
            lines += ["# The front matter keys a page without a # heading takes its title from, the first set one:",
                      "# titleKeys: [title]", ""]
        }
        if let lunaria = detection.lunaria {
            lines += [
                "# Commits whose subject holds one of these words change nothing a translation follows (an",
                "# en-only edit, a typo fixed): they make no translation outdated, as \(lunaria.file) says.",
                "translations:",
                "  ignoredKeywords: [\(lunaria.keywords.map(flowItem).joined(separator: ", "))]",
                "",
            ]
        } else {
            lines += ["# Commits whose subject holds one of these words make no translation outdated:",
                      "# translations:",
                      "#   ignoredKeywords: [\(TranslationBaselineRule.defaultIgnoredKeywords.map(flowItem).joined(separator: ", "))]", ""]
        }
        if let partial = detection.partialExample, detection.partialPattern.hasSuffix("/") {
            lines += [
                "# Folders whose names start with _ (such as \(partial)) hold partials that pages",
                "# include, not pages of their own; Hugo's _index.md pages stay.",
                "exclude: [\"\(detection.partialPattern)\"]",
                "",
            ]
        } else if let partial = detection.partialExample {
            lines += [
                "# Files and folders whose names start with _ (such as \(partial)) are partials that pages",
                "# import, as Docusaurus and Astro read them, not pages of their own.",
                "exclude: [\"_*\"]",
                "",
            ]
        } else {
            lines += ["# Files and folders that are not pages of the site (drafts, partials), by name or path:", "# exclude: [\"_*\", drafts/]", ""]
        }
        if detection.pagesFromSymbolGraph > 0 {
            lines += [
                "# \(detection.pagesFromSymbolGraph) page\(detection.pagesFromSymbolGraph == 1 ? " was" : "s were") imported from a symbol graph: their links to symbols are",
                "# written out, and a code span such as `String(describing:)` names another module's symbol.",
                "symbols:",
                "  link: none",
                "# The compiler's symbol graphs, to check every language's declarations and parameters against",
                "# (relative to this folder; `--symbol-graph DIR` on the command line adds one):",
                "# symbolGraphs: [../.build/symbol-graphs]",
                "",
            ]
        }
        if detection.pagesImportingCode > 0 {
            lines += [
                "# \(detection.pagesImportingCode) page\(detection.pagesImportingCode == 1 ? " imports" : "s import") code from files on lines of their own (VitePress's <<< @/snippets/x.js):",
                "# read as code, compared like a code span, never as a paragraph to translate.",
                "macros:",
                "  - pattern: '^\\s*<<<\\s.*$'",
                "    render: code",
                "",
            ]
        }
        if detection.pagesWithMacros > 0 {
            lines += [
                "# \(detection.pagesWithMacros) page\(detection.pagesWithMacros == 1 ? " uses" : "s use") {{…}} or {%…%} macros. By default a macro shows its last quoted",
                "# argument as code ({{domxref(\"Node\")}} → Node) or nothing; list patterns to choose per macro:",
                "# macros:",
                "#   - pattern: '\\{\\{\\s*Compat\\s*\\}\\}'",
                "#     render: drop           # code, drop, argument, or text (with text: …)",
                "",
            ]
        }
        lines += [
            "# Headings or bold field labels of your own, added to the built-in vocabulary:",
            "# sections:",
            "#   examples:",
            "#     \(source.code): [Demo]",
            "",
            "# Whether every page must name its original in front matter (source: https://…):",
            "# source:",
            "#   required: true",
            "#   pattern: '^https://example\\.org/'",
            "",
            "# Errors from the checks are reported but do not stop `triglot build` until this is true:",
            "# make it true once `triglot check` is clean, so CI keeps it that way.",
            "strict: false",
            "",
            "# Checks to switch off (triglot check --list names them):",
            "checks:",
            "  disabled: []",
        ]
        if !detection.sourceOnly.isEmpty {
            lines.append("  # Shown by the \(source.code) pages and left out by their translations: not asked of them.")
            for component in detection.sourceOnly {
                let kept = component.kept == 0 ? "none" : "\(component.kept)"
                lines.append("  #   \(component.name): on \(component.pairs) translated page\(component.pairs == 1 ? "" : "s"), kept in \(kept)")
            }
            lines.append("  sourceOnly: [\(detection.sourceOnly.map { flowItem($0.name) }.joined(separator: ", "))]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// An item of a YAML flow list (`[a, b]`), quoted unless it is plain words.
    static func flowItem(_ text: String) -> String {
        let plain = !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || " _.-".contains($0) }
            && text.first.map { $0 != "-" && $0 != " " } == true && text.last != " "
        return plain ? text : "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A YAML scalar, quoted when plain YAML would read it as something else.
    static func quoted(_ text: String) -> String {
        let special = text.contains(": ") || text.contains(" #") || text.first.map { "-?:,[]{}#&*!|>'\"%@`".contains($0) } == true
            || text.hasSuffix(":") || text != text.trimmingWhitespace() || text.isEmpty
        guard special else { return text }
        return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
