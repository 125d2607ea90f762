import TriglotModel

/// What `list-parts.mustache` shows on a list page in parts (a language's home page, the
/// translation-status page): every part by its number, the current one marked, and links to
/// the previous and next ones.
enum ListPartsNavigation {
    /// The template's values for part `current` (from 0) of `count`; `href` is the link from
    /// the current part to a part. One part alone has no navigation.
    static func values(current: Int, count: Int, in language: Language, site: SiteRenderContext,
                       href: (Int) -> String) -> [(String, TemplateValue)] {
        guard count > 1 else { return [] }
        var values: [(String, TemplateValue)] = [
            ("hasParts", true),
            ("partLabel", .text(label(current, of: count, in: language, site: site))),
            ("parts", .list((0..<count).map { part -> TemplateContext in
                var entry: TemplateContext = ["number": .number(part + 1), "href": .text(href(part))]
                if part == current { entry["isCurrent"] = true }
                return entry
            })),
        ]
        if current > 0 { values.append(("previousPart", .context(["href": .text(href(current - 1))]))) }
        if current + 1 < count { values.append(("nextPart", .context(["href": .text(href(current + 1))]))) }
        return values
    }

    /// "(part 2 of 5)", in the page's language.
    static func label(_ part: Int, of count: Int, in language: Language, site: SiteRenderContext) -> String {
        site.strings.word("listPart", in: language, ["part": String(part + 1), "count": String(count)])
    }
}
