import TriglotContent
import TriglotMarkup
import TriglotModel

/// See Also is navigation: a translation has the same groups, and in each group the same items in
/// the same order. Items compare by their link target, else by the symbol they name, so
/// translated titles and summaries do not count.
public struct SeeAlsoCheck: TranslationCheck {
    public static let id = "translation.see-also"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A translation's See Also groups or items differ from the English page."

    public init() {}

    public func check(source: LoadedPage, translation: LoadedPage, context: CheckContext) -> [Diagnostic] {
        let english = source.page.seeAlso
        let other = translation.page.seeAlso
        if english.count != other.count {
            let place = other.first?.range ?? translation.page.sections.first { $0.kind == .seeAlso }?.headingRange
            return [diagnostic("See Also has \(other.count) group(s); the English page has \(english.count)", in: translation,
                               at: place ?? AlignedStretch.titlePlace(of: translation.page),
                               notes: [sourceNote("the English See Also", source, at: english.first?.range)])]
        }
        var diagnostics: [Diagnostic] = []
        for (englishGroup, group) in zip(english, other) {
            let links = context.linkEquivalence
            let englishKeys = englishGroup.items.map { Self.key($0, links) }
            var keys = group.items.map { Self.key($0, links) }
            guard englishKeys != keys else { continue }
            keys = Self.followed(keys, group.items, englishKeys: englishKeys, englishGroup.items, source: source, translation: translation, context: context)
            guard englishKeys != keys else { continue }
            let note = [sourceNote("the English group", source, at: englishGroup.range)]
            let missing = englishKeys.filter { !keys.contains($0) }
            let added = group.items.indices.filter { !englishKeys.contains(keys[$0]) }.map { group.items[$0] }
            for key in missing {
                diagnostics.append(diagnostic("See Also item '\(key)' of the English group is missing", in: translation, at: group.range, notes: note))
            }
            for item in added {
                diagnostics.append(diagnostic("See Also item '\(Self.key(item, links))' is not in the English group", in: translation, at: item.range, notes: note))
            }
            if missing.isEmpty, added.isEmpty, let index = zip(keys, englishKeys).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
                diagnostics.append(diagnostic(
                    "See Also items are in a different order than in the English group: '\(keys[index])' where the English has '\(englishKeys[index])'",
                    in: translation, at: group.items[index].range, notes: note))
            } else if missing.isEmpty, added.isEmpty {
                diagnostics.append(diagnostic("See Also group has \(keys.count) items; the English group has \(englishKeys.count)",
                                              in: translation, at: group.range, notes: note))
            }
        }
        return diagnostics
    }

    /// The translation's keys, each item written another way to a page and fragment an English
    /// item leads to (`./helm_completion.md` for `/helm/helm_completion.md`) given that item's key.
    static func followed(_ keys: [String], _ items: [SeeAlsoGroup.Item], englishKeys: [String], _ englishItems: [SeeAlsoGroup.Item],
                         source: LoadedPage, translation: LoadedPage, context: CheckContext) -> [String] {
        var keys = keys
        var unmatched = englishKeys.indices.filter { !keys.contains(englishKeys[$0]) }
        let anchors = TranslatedAnchors(context: context)
        for index in keys.indices where !englishKeys.contains(keys[index]) {
            guard let target = items[index].target,
                  let found = unmatched.firstIndex(where: { englishItems[$0].target.map {
                      anchors.leadsToCounterparts($0, from: source, target, from: translation)
                  } ?? false }) else { continue }
            keys[index] = englishKeys[unmatched.remove(at: found)]
        }
        return keys
    }

    /// What identifies an item across languages: where it leads (its locale segment aside; a
    /// macro by what it names, not the text it shows), else what it names.
    static func key(_ item: SeeAlsoGroup.Item, _ links: LinkEquivalence) -> String {
        guard let target = item.target else { return item.symbol ?? item.title }
        return MacroText.isMacro(target) ? MacroText.identity(of: target) : links.key(target)
    }
}
