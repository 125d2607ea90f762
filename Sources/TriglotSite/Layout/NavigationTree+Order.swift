import TriglotContent
import TriglotModel

/// What a page says of its place in the navigation, in the front matter other generators read:
/// a position among its folder's entries (Hugo's `weight`, Docusaurus's `sidebar_position`,
/// Starlight's `sidebar.order`, Just the Docs' `nav_order`) and a shorter label for the sidebar
/// (Docusaurus's `sidebar_label`, Starlight's `sidebar.label`, Hugo's `linkTitle`).
extension NavigationTree {
    static let orderKeys = ["weight", "sidebar_position", "sidebar.order", "nav_order"]
    static let labelKeys = ["sidebar_label", "sidebar.label", "linkTitle"]

    /// The page's position: the source page's, so every language lists a folder alike, else
    /// the translation's own. nil for a page that names none (it follows those that do, by title).
    static func order(own: LoadedPage?, source: LoadedPage?) -> Double? {
        for page in [source, own] {
            guard let values = page?.page.frontMatter.values else { continue }
            for key in orderKeys {
                if let text = values[key], let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite { return number }
            }
        }
        return nil
    }

    /// The label the page asks the sidebar to show, in its own language; nil for none.
    static func label(of page: LoadedPage?) -> String? {
        guard let values = page?.page.frontMatter.values else { return nil }
        return labelKeys.lazy.compactMap { values[$0] }.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// A folder's entries: those with a position by it, then the rest, each by title (as the
    /// reader sees it, case aside) and then by path.
    static func sorted(_ entries: [Entry], orders: [String: Double]) -> [Entry] {
        entries.map { entry in
            (order: entry.path.flatMap { orders[$0] } ?? .infinity, title: entry.title.lowercased(), entry: entry)
        }
        .sorted { ($0.order, $0.title, $0.entry.path ?? "") < ($1.order, $1.title, $1.entry.path ?? "") }
        .map(\.entry)
    }
}
