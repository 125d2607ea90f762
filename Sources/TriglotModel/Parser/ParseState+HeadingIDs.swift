import TriglotMarkup

/// A section heading's id, and the finding when a title makes an id an earlier heading has.
extension ParseState {
    /// The heading's own `{#id}`, or the one its title makes, suffixed when taken; recorded in
    /// the outline.
    mutating func sectionID(for text: HeadingText, level: Int, at range: SourceRange) -> String {
        let id: String
        if let explicit = text.explicitID {
            id = explicit
            slugger.reserve(explicit)
        } else {
            let slug = slugger.slugNoticingCollision(for: text.title)
            id = slug.id
            if let taken = slug.taken { noticeCollision(of: id, taking: taken, title: text.title, level: level, at: range) }
        }
        outline.append(level: level, id: id)
        return id
    }

    /// A heading whose id was suffixed because its title makes the id of an earlier heading,
    /// unless it repeats that heading's title under a heading of its own (`#### Usage` under
    /// `### vite` and again under `### vite build`): a page laid out that way means the
    /// repetition, and its readers link to neither by the bare id.
    private mutating func noticeCollision(of id: String, taking taken: String, title: String, level: Int, at range: SourceRange) {
        let earlier = outline.first(withID: taken, in: sections)
        if let earlier, sections[earlier].title == title, outline.parent(of: earlier) != outline.parentOfNext(level: level) { return }
        let earlierRange = earlier.map { sections[$0].headingRange }
        diagnostics.append(Diagnostic(
            id: "model.heading-id-collision", severity: .warning,
            summary: "this heading's id is '\(id)': its title makes '\(taken)', the id of \(earlierRange.map { "the heading on line \($0.lowerBound.line)" } ?? "an earlier heading")",
            explanation: "Ids are made from titles as the site's generator makes them, so two titles can make one (`C++` and `C`, or the same title twice); a link to #\(taken) reaches the first heading only. Give one of them its own {#id}.",
            path: path, range: range,
            notes: earlierRange.map { [Diagnostic.Note("the heading with id '\(taken)'", path: path, range: $0)] } ?? []))
    }
}
