import TriglotMarkup
import TriglotModel

/// The leaf blocks of an aligned stretch (a section and its translation), paired one for one.
/// Checks that compare what a block holds (code spans, links, numbers) compare only paired
/// blocks; a block without a partner is `translation.blocks`' one finding, not a flood of
/// "missing" items in every other check.
public struct AlignedBlocks: Sendable {
    public var source: [LeafBlock]
    public var translation: [LeafBlock]
    /// For each source leaf, the index of its translated leaf, or nil.
    public var partners: [Int?]
    /// The page's ratio of translated to English text length (`BlockAlignment.ratio`).
    public var ratio: Double = 1

    /// The paired leaves, in order.
    public var pairs: [(source: LeafBlock, translation: LeafBlock)] {
        partners.indices.compactMap { index in partners[index].map { (source[index], translation[$0]) } }
    }

    /// Translated leaves no source leaf is paired with.
    public var unpairedTranslation: [Int] {
        var paired = [Bool](repeating: false, count: translation.count)
        for case let partner? in partners { paired[partner] = true }
        return translation.indices.filter { !paired[$0] }
    }
}

/// Pairs leaf blocks by what anchors them (code spans, link destinations, numbers, code), by
/// length against the page's usual ratio of translated to English text, and by order.
public struct BlockAlignment: Sendable {
    let links: LinkComparison
    let code: CodeComparison
    /// Translated letters per English letter over the whole page: Chinese and Japanese need
    /// about a third as many characters as English.
    let ratio: Double

    /// The paired leaves of every stretch of a page pair. `sourceLeaves`, when given, are the
    /// English page's leaves with their anchors, made once for all its translations;
    /// `pageNames`, the pages links name, when the caller keeps them across pairs.
    static func align(_ stretches: [AlignedStretch], _ source: MarkupDocument, _ translation: MarkupDocument,
                      links: LinkComparison, code: CodeComparison, sourceLeaves known: PageLeaves? = nil,
                      pageNames: LinkPageNames? = nil) -> [AlignedBlocks] {
        let pageNames = pageNames ?? LinkPageNames(links)
        let sourceLeaves = stretches.map { stretch in
            known?.leaves(of: stretch.sourceBlocks) ?? anchored(LeafBlock.leaves(of: stretch.sourceBlocks, in: source), pageNames: pageNames)
        }
        let translationLeaves = stretches.map { anchored(LeafBlock.leaves(of: $0.translationBlocks, in: translation), pageNames: pageNames) }
        let alignment = BlockAlignment(links: links, code: code, ratio: ratio(sourceLeaves, translationLeaves))
        return zip(sourceLeaves, translationLeaves).map { alignment.align($0, $1) }
    }

    /// The leaves with their `anchors` keyed.
    static func anchored(_ leaves: [LeafBlock], pageNames: LinkPageNames) -> [LeafBlock] {
        var leaves = leaves
        for index in leaves.indices { leaves[index].anchors = anchors(leaves[index], pageNames: pageNames) }
        return leaves
    }

    init(links: LinkComparison, code: CodeComparison, ratio: Double) {
        self.links = links
        self.code = code
        self.ratio = ratio
    }

    /// The page's ratio of translated to English prose.
    static func ratio(_ source: [[LeafBlock]], _ translation: [[LeafBlock]]) -> Double {
        func prose(_ leaves: [[LeafBlock]]) -> Int {
            leaves.joined().reduce(0) { $0 + ($1.kind == .paragraph ? $1.readableLength : 0) }
        }
        let (english, translated) = (prose(source), prose(translation))
        guard english > 0, translated > 0 else { return 1 }
        return min(4, max(0.15, Double(translated) / Double(english)))
    }

    /// Pairs leaves whose `anchors` are keyed (`anchored`).
    func align(_ source: [LeafBlock], _ translation: [LeafBlock]) -> AlignedBlocks {
        let partners = SequenceAlignment.align(count: source.count, translation.count) { left, right in
            similarity(source, left, translation, right)
        }
        return AlignedBlocks(source: source, translation: translation, partners: partners, ratio: ratio)
    }

    /// The tokens a translation keeps as they are.
    static func anchors(_ leaf: LeafBlock, pageNames: LinkPageNames) -> Multiset<Anchor> {
        let numbers = leaf.numbers
        let count = leaf.codeSpans.count + leaf.links.count + numbers.digits.count + numbers.words.count
        // Most leaves of prose have none: no list to make.
        guard count > 0 else { return Multiset([]) }
        var tokens: [Anchor] = []
        tokens.reserveCapacity(count)
        tokens += leaf.codeSpans.lazy.map { Anchor(kind: .code, text: trimmed($0.text)) }
        // A link by the page it names, whatever site copy or locale it is on: the last part of
        // its path (`features` of `https://cn.vitejs.dev/guide/features.html#x`).
        tokens += leaf.links.lazy.map { Anchor(kind: .page, text: pageNames.pageName(of: $0.text)) }
        // Numbers in any form: "three" in English anchors 3 つ in Japanese.
        tokens += numbers.digits.lazy.map { Anchor(kind: .number, text: $0) }
        tokens += numbers.words.lazy.map { Anchor(kind: .number, text: $0) }
        return Multiset(tokens)
    }

    /// A token a translation keeps as it is, with what it is: a code span's text, the page a link
    /// names, or a number. Kept apart by their kind, the texts are the leaf's own strings, not
    /// copies made with a marker in front.
    struct Anchor: Hashable, Comparable, Sendable {
        enum Kind: UInt8 { case code, page, number }
        var kind: Kind
        var text: String

        static func < (left: Anchor, right: Anchor) -> Bool {
            (left.kind.rawValue, left.text) < (right.kind.rawValue, right.text)
        }
    }

    /// How alike `source[left]` and `translation[right]` are, from 0 to 1; nil when they can
    /// never pair. The leaves are read in place: the pairing asks of every leaf of a stretch
    /// with every other, and copying two leaves out for each retained every string and array.
    func similarity(_ source: [LeafBlock], _ left: Int, _ translation: [LeafBlock], _ right: Int) -> Double? {
        guard source[left].kind == translation[right].kind else { return nil }
        switch source[left].kind {
        case .code:
            return code.similarity(CodeComparison.Block(info: source[left].info, code: source[left].text),
                                   CodeComparison.Block(info: translation[right].info, code: translation[right].text))
        case .html:
            return source[left].text == translation[right].text ? 1 : 0.4
        case .paragraph, .row:
            // Text with nothing translated (names, a list of links) keeps its length.
            let scale = translation[right].holdsNonLatinLetters ? ratio : 1
            let (a, b) = (Double(source[left].readableLength) * scale, Double(translation[right].readableLength))
            let length = a == 0 && b == 0 ? 1 : min(a, b) / max(a, b)
            let (englishCount, count) = (source[left].anchors.count, translation[right].anchors.count)
            if englishCount == 0, count == 0 { return 0.3 + 0.5 * length }
            if englishCount == 0 || count == 0 { return 0.15 + 0.35 * length }
            let dice = Double(2 * source[left].anchors.intersectionCount(translation[right].anchors)) / Double(englishCount + count)
            return 0.3 * length + 0.7 * dice
        }
    }

    static func pageName(_ key: String) -> String {
        let path = key.prefix { $0 != "#" && $0 != "?" }
        let last = path.split(separator: "/").last.map(String.init) ?? String(path)
        return last.hasSuffix(".html") ? String(last.dropLast(5)) : last
    }

    /// Spaces dropped from both ends. On the Substring's own indices: building a String from the
    /// reversed views went through generic iteration, Character by Character, and every code span
    /// of every leaf of every pair is keyed here.
    private static func trimmed(_ text: String) -> String {
        var trimmed = text.drop { $0 == " " }
        while trimmed.last == " " { trimmed.removeLast() }
        return String(trimmed)
    }
}
