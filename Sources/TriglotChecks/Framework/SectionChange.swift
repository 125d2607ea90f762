import TriglotContent
import TriglotMarkup
import TriglotModel

/// One way an English page changed between a translation's baseline and today, by section: what
/// a translator must carry over.
public struct SectionChange: Sendable, Equatable, Encodable {
    public enum Kind: String, Sendable, Encodable {
        case changed, added, removed, moved
    }

    public var kind: Kind
    /// The section's id in today's English page (`(intro)` for the part before the first
    /// section); for a removed section, its id in the baseline.
    public var key: String
    /// Its English heading: today's, or the baseline's for a removed section.
    public var title: String
    /// Lines (not counting blank ones) added and removed in the section; 0 when only the lock's
    /// fingerprints are known.
    public var linesAdded: Int
    public var linesRemoved: Int
    /// Where the section is in the baseline and in today's page (1-based, half-open), when known.
    public var baselineLines: Range<Int>?
    public var lines: Range<Int>?

    public init(kind: Kind, key: String, title: String, linesAdded: Int = 0, linesRemoved: Int = 0,
                baselineLines: Range<Int>? = nil, lines: Range<Int>? = nil) {
        self.kind = kind
        self.key = key
        self.title = title
        self.linesAdded = linesAdded
        self.linesRemoved = linesRemoved
        self.baselineLines = baselineLines
        self.lines = lines
    }
}

/// The parts of a page a change is reported by: the intro (title, abstract, availability) and
/// each section from its heading to the next, as `TranslationLock` fingerprints them.
public struct PagePart: Sendable {
    public var key: String
    public var title: String
    /// 1-based, half-open.
    public var lines: Range<Int>
    public var section: Section?

    /// The parts of `page` in order, the intro first.
    public static func parts(of page: LoadedPage) -> [PagePart] {
        let source = page.source
        let sections = page.page.sections
        // A file ending in a line break has no line after it, though `SourceText` counts one.
        let endsWithBreak = source.bytes.last == 0x0A || source.bytes.last == 0x0D
        let end = source.lineCount - (endsWithBreak ? 1 : 0) + 1
        let firstSectionLine = sections.first?.headingRange.lowerBound.line ?? end
        var parts = [PagePart(key: TranslationLock.introKey, title: page.page.title?.text ?? TranslationLock.introKey,
                              lines: 1..<max(1, firstSectionLine), section: nil)]
        for (index, section) in sections.enumerated() {
            let next = index + 1 < sections.count ? sections[index + 1].headingRange.lowerBound.line : end
            let start = section.headingRange.lowerBound.line
            parts.append(PagePart(key: section.id, title: section.title, lines: start..<max(start, next), section: section))
        }
        return parts
    }

    /// The part's lines with trailing blanks removed and blank lines left out, as the lock's
    /// fingerprints read them: reflowing whitespace is not a change.
    public func meaningfulLines(in source: SourceText) -> [String] {
        lines.compactMap { line in
            guard line >= 1, line <= source.lineCount else { return nil }
            let text = source.line(line)
            let trimmed = String(text.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
            return trimmed.isEmpty ? nil : trimmed
        }
    }
}
