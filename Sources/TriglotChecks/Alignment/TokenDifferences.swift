/// What a paired block's translation lacks of the English tokens (links, code spans) and what
/// it adds, once the pairs that stand for each other are taken out of both.
enum TokenDifferences {
    /// `missing` and `added` without each pair of an English token and a translated one that
    /// `standsFor` accepts, the first such partner for each English token in turn.
    static func withoutPairs(_ missing: [LeafBlock.Token], _ added: [LeafBlock.Token],
                             where standsFor: (_ english: LeafBlock.Token, _ translated: LeafBlock.Token) -> Bool)
        -> (missing: [LeafBlock.Token], added: [LeafBlock.Token]) {
        guard !missing.isEmpty, !added.isEmpty else { return (missing, added) }
        var (missing, added) = (missing, added)
        var index = 0
        while index < missing.count {
            if let partner = added.firstIndex(where: { standsFor(missing[index], $0) }) {
                missing.remove(at: index)
                added.remove(at: partner)
            } else {
                index += 1
            }
        }
        return (missing, added)
    }
}
