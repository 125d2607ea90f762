/// How a site's links name its languages in a path (`/en-US/docs/…`, `/ja/docs/…`): each
/// language's code, folder and aliases, and any region or script variant of one of them.
/// MDN's English pages link to `/en-US/docs/Web/API/Node` from a folder named `en-us` and a
/// language `en`, and its translations to `/zh-CN/…` and `/ja/…`; a link is the same page in
/// every language whichever variant it spells.
public struct LanguageSegments: Sendable, Equatable {
    /// Every spelling, lowercased.
    private let spellings: Set<String>
    /// The language subtags of the spellings (`zh` of `zh-hans`), where they are two or three
    /// letters: what a variant must begin with.
    private let languageSubtags: Set<String>

    public init(spellings: some Sequence<String>) {
        let lowered = Set(spellings.map { $0.lowercased() })
        self.spellings = lowered
        languageSubtags = Set(lowered.compactMap { spelling in
            let subtag = spelling.split(whereSeparator: Self.isSeparator).first.map(String.init) ?? spelling
            return (2...3).contains(subtag.count) && subtag.allSatisfy(\.isASCIILetter) ? subtag : nil
        })
    }

    /// The spellings of every language site.yml lists.
    public init(configuration: SiteConfiguration) {
        self.init(spellings: configuration.orderedLanguages.flatMap { configuration.spellings(of: $0) })
    }

    /// Whether a path segment names one of the languages: a spelling of one, or a region or
    /// script variant of one (`en-US`, `en_GB`, `zh-CN`, `zh-TW`, `es-419`, `sr-Latn`), in any case.
    public func contains(_ segment: some StringProtocol) -> Bool {
        let lowered = segment.lowercased()
        if spellings.contains(lowered) { return true }
        // Every segment of every link is asked: most have no separator and are no variant.
        guard let separator = lowered.firstIndex(where: Self.isSeparator) else { return false }
        let variant = lowered[lowered.index(after: separator)...]
        guard !variant.contains(where: Self.isSeparator), languageSubtags.contains(String(lowered[..<separator])) else { return false }
        let isRegion = (variant.count == 2 && variant.allSatisfy(\.isASCIILetter))
            || (variant.count == 3 && variant.allSatisfy { $0.isASCII && $0.isNumber })
        let isScript = variant.count == 4 && variant.allSatisfy(\.isASCIILetter)
        return isRegion || isScript
    }

    private static func isSeparator(_ character: Character) -> Bool {
        character == "-" || character == "_"
    }
}

private extension Character {
    /// An ASCII letter: what language, region and script subtags are made of.
    var isASCIILetter: Bool {
        isASCII && isLetter
    }
}
