import TriglotChecks
import TriglotContent
import TriglotMarkup
import TriglotModel

/// The translation-status page: every page of the default language × every other language, each
/// cell saying where that translation stands (`TranslationStatusTable`, what `triglot status`
/// prints), with per-language counts above.
///
/// One page for the whole site, at its root beside the chooser and `404.html`: a page of a
/// language folder could take any address inside it, and this page belongs to no one language.
/// It is in the default language, as the chooser is. It shows dates, never ages, and nothing
/// else that depends on the day it is built: the same content and history build the same bytes.
public struct TranslationStatusContext {
    public static let sitePath = "translation-status.html"

    /// A site of one language has nothing translated: it gets no status page, nor links to one.
    static func isBuilt(for site: SiteRenderContext) -> Bool {
        site.languages.count > 1
    }

    let site: SiteRenderContext
    let table: TranslationStatusTable

    init(site: SiteRenderContext) {
        self.site = site
        table = TranslationStatusTable(content: site.content)
    }

    /// Where part `part` (from 0) of the page goes: `translation-status.html`, then
    /// `translation-status-2.html` … beside it (`ContentLoader.isStatusPagePart`).
    static func sitePath(part: Int) -> String {
        part == 0 ? sitePath : "translation-status-\(part + 1).html"
    }

    /// Every part of the page, each with its site path: the counts on the first, and the rows
    /// `pagination.pagerSize` at a time, as a language's home page lists its pages.
    func makeParts() -> [(sitePath: String, context: TemplateContext)] {
        let size = site.content.configuration.pagerSize
        let rows = table.rows
        let starts = Array(stride(from: 0, to: max(rows.count, 1), by: size))
        let first = firstPart()
        return starts.enumerated().map { part, start in
            var context = first
            let sitePath = Self.sitePath(part: part)
            if part > 0 {
                context = CommonContext.make(sitePath: sitePath, language: site.sourceLanguage, site: site)
                for name in ["title", "intro", "noindex", "languages", "translated", "hasRows"] { context[name] = first[name] }
                let label = ListPartsNavigation.label(part, of: starts.count, in: site.sourceLanguage, site: site)
                context["pageTitle"] = .text(site.strings.word("translationStatus", in: site.sourceLanguage) + " " + label
                                             + " | " + site.content.configuration.title(in: site.sourceLanguage))
                context["laterPart"] = true
            }
            context["rows"] = .list(rows[start..<min(start + size, rows.count)].map(row))
            let navigation = ListPartsNavigation.values(current: part, count: starts.count, in: site.sourceLanguage, site: site) {
                Self.sitePath(part: $0)
            }
            for (name, value) in navigation { context[name] = value }
            return (sitePath, context)
        }
    }

    /// The first part without its rows.
    private func firstPart() -> TemplateContext {
        let source = site.sourceLanguage
        let strings = site.strings
        let sourceName = ["language": site.content.configuration.name(of: source)]
        var context = CommonContext.make(sitePath: Self.sitePath, language: source, site: site)
        // The footer's link to this page would lead back here.
        context["statusHref"] = false
        let title = strings.word("translationStatus", in: source)
        let intro = strings.word("statusIntro", in: source, sourceName)
        context["title"] = .text(title)
        context["pageTitle"] = .text(title + " | " + site.content.configuration.title(in: source))
        context["description"] = .text(intro)
        context["intro"] = .text(intro)
        // A report for translators, not documentation: search engines are asked to leave it out,
        // as the sitemap does.
        context["noindex"] = true
        // The header's switcher leads to each language's home: the page has no other versions.
        context["languages"] = .list(site.languages.map { language -> TemplateContext in
            ["code": .text(language.code), "name": .text(site.content.configuration.name(of: language)),
             "href": .text(language.urlSegment + "/index.html")]
        })
        context["translated"] = .list(table.languages.map { language -> TemplateContext in
            ["code": .text(language.code), "name": .text(site.content.configuration.name(of: language))]
        })
        let counts = self.counts()
        context["summary"] = .list(TranslationStatusTable.statuses.map { status -> TemplateContext in
            [
                "status": .text(status),
                "label": .text(strings.word("status." + status, in: source)),
                "help": .text(strings.word("statusHelp." + status, in: source, sourceName)),
                "counts": .list(table.languages.map { language -> TemplateContext in
                    ["count": .number(counts[language.code]?[status] ?? 0)]
                }),
            ]
        })
        let cellCount = table.rows.count * table.languages.count
        context["allCurrent"] = .flag(cellCount > 0 && counts.values.allSatisfy { ($0["current"] ?? 0) == table.rows.count })
        context["hasRows"] = .flag(!table.rows.isEmpty)
        return context
    }

    /// Language code → status → how many of its cells have it.
    func counts() -> [String: [String: Int]] {
        var counts: [String: [String: Int]] = [:]
        for row in table.rows {
            for (code, cell) in row.languages { counts[code, default: [:]][cell.status, default: 0] += 1 }
        }
        return counts
    }

    /// One page: its English title linked to the English page, then a cell per language.
    private func row(_ row: TranslationStatusTable.Row) -> TemplateContext {
        let source = site.sourceLanguage
        let englishPage = SiteLayout.outputPath(of: row.path, in: source)
        let englishHref = SiteLayout.relativeURL(from: Self.sitePath, to: englishPage)
        // A symbol's name breaks where the page's own heading does, not at any letter.
        let isSymbol = site.content.page(row.path, in: source)?.page.kind == .symbol
        return [
            "titleHTML": .text(isSymbol ? CamelCaseBreaks.adding(to: SymbolBreaks.html(row.title)) : HTMLEscaping.escape(row.title)),
            "englishHref": .text(englishHref),
            "cells": .list(table.languages.map { language -> TemplateContext in
                cell(row.languages[language.code], path: row.path, language: language, englishHref: englishHref)
            }),
        ]
    }

    /// Every name a cell's template looks up is set, false when it has no value: a name left out
    /// would be looked up in the row or the page around it.
    private func cell(_ cell: TranslationStatusTable.Cell?, path: String, language: Language, englishHref: String) -> TemplateContext {
        let source = site.sourceLanguage
        let status = cell?.status ?? "missing"
        var context: TemplateContext = [
            "code": .text(language.code),
            "status": .text(status),
            "label": .text(site.strings.word("status." + status, in: source)),
            "translationHref": false, "hasChanges": false, "baselineDate": false, "baselineCommit": false, "problem": false,
        ]
        // A missing translation has no page of its own to open (its address shows the English page).
        if status != "missing" {
            context["translationHref"] = .text(SiteLayout.relativeURL(from: Self.sitePath, to: SiteLayout.outputPath(of: path, in: language)))
        }
        guard let cell else { return context }
        if status == "outdated" {
            context["hasChanges"] = .flag(!cell.changes.isEmpty)
            context["changes"] = .list(cell.changes.map { change(_: $0, englishHref: englishHref) })
            // When history placed the baseline: the date a translator looks for, and its commit.
            if let date = cell.baseline?.date { context["baselineDate"] = .text(date) }
            if let commit = cell.baseline?.commit {
                // As long as `TranslationBaseline.shortCommit`, which `triglot status` prints.
                context["baselineCommit"] = .text(String(commit.prefix(10)))
            }
        }
        if let problem = cell.problem { context["problem"] = .text(problem) }
        return context
    }

    /// A changed section by its English heading, linked to it on the English page; a removed
    /// section is no longer there to link to.
    private func change(_ change: SectionChange, englishHref: String) -> TemplateContext {
        var context: TemplateContext = [
            "sectionTitle": .text(change.title),
            "kindLabel": .text(site.strings.word("change." + change.kind.rawValue, in: site.sourceLanguage)),
            "sectionHref": false,
        ]
        if change.kind != .removed {
            context["sectionHref"] = .text(change.key == TranslationLock.introKey ? englishHref : englishHref + "#" + change.key)
        }
        return context
    }
}
