import Synchronization

/// The page each link destination names, as the block pairing anchors a link
/// (`BlockAlignment.pageName` of its comparison key), worked out once per destination for the
/// whole content. A site links to the same few pages from every page in every language, and
/// each key took several Character-level splits and searches: on the benchmark corpus, some
/// 22,000 links to under a thousand pages cost a tenth of `triglot check`.
final class LinkPageNames: Sendable {
    private let links: LinkComparison
    /// Shared by the pairs aligned in parallel.
    private let known = Mutex<[String: String]>([:])

    init(_ links: LinkComparison) {
        self.links = links
    }

    func pageName(of destination: String) -> String {
        if let name = known.withLock({ $0[destination] }) { return name }
        let name = BlockAlignment.pageName(links.key(destination))
        known.withLock { $0[destination] = name }
        return name
    }
}
