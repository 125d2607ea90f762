import Foundation
import TriglotContent
import TriglotMarkup
import TriglotModel

/// Where `site.yml` asks for it (`source: required: true`), every page says which original it
/// documents (`source:` in its front matter), matching the configured `pattern`; every
/// translation says the same as its English page, and the address plausibly names the page: its
/// last path component, normalised, names the page's file or title. A source link pointing at
/// another page (seed 001: "Responding to the launch of your app" → `…/responding_to_memory_warnings`)
/// sends readers and translators to the wrong original.
///
/// Page by page: a page's answer depends on it and its English page only, and a save in the
/// preview checks the saved page again in every language.
public struct SourceURLCheck: PageCheck {
    public static let id = "source.url"
    public static let defaultSeverity = Diagnostic.Severity.warning
    public static let summary = "A page's `source:` is missing, differs from the English page's, or does not name the page."

    public init() {}

    public func check(_ page: LoadedPage, context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let frontMatter = page.page.frontMatter
        // A `source:` with a scheme that is never linked was refused, and reported, as the page was read.
        if frontMatter.source == nil, let written = frontMatter.values["source"], !written.isEmpty { return [] }
        let rule = context.content.configuration.source
        let place = frontMatter.keyLines["source"].map { SourceRange(line: $0) } ?? AlignedStretch.titlePlace(of: page.page)
        guard let url = frontMatter.source?.trimmingCharacters(in: .whitespaces), !url.isEmpty else {
            guard rule.required else { return [] }
            return [diagnostic("the page has no `source:` (the address of the page it documents)", in: page, at: place,
                               explanation: "site.yml asks every page for front matter `source: …`\(rule.pattern.map { " matching \($0)" } ?? ""), the same in every language.")]
        }
        if let pattern = rule.pattern, url.range(of: pattern, options: .regularExpression) == nil {
            diagnostics.append(diagnostic("`source:` '\(url)' does not match the pattern site.yml gives (\(pattern))", in: page, at: place,
                                          explanation: "Pages document originals at addresses of one shape; check the address."))
        }
        let english = page.language == context.sourceLanguage ? nil : context.content.page(page.path, in: context.sourceLanguage)
        if let english, let englishURL = english.page.frontMatter.source, englishURL != url {
            let englishPlace = english.page.frontMatter.keyLines["source"].map { SourceRange(line: $0) }
            diagnostics.append(diagnostic("`source:` differs from the English page's (\(englishURL))", in: page, at: place,
                                          notes: [sourceNote("the English source", english, at: englishPlace)], severity: .error))
        }
        let names = SourceURLNames(page: page, englishTitle: english?.page.title?.text)
        // Whether an address names its page is asked only where every page must have one.
        if rule.required, !names.isNamed(by: url) {
            diagnostics.append(diagnostic(
                "`source:` '\(SourceURLNames.lastComponent(of: url))' does not name this page ('\(page.page.title?.text ?? page.path)')",
                in: page, at: place,
                explanation: "The last part of the address should name the page: its file name or title. Check that the link is to this page's original."))
        }
        return diagnostics
    }
}
