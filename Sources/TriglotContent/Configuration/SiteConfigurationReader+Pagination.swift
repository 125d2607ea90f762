import TriglotModel
import Yams

extension SiteConfigurationReader.Reader {
    /// `pagination: {pagerSize: N, sidebarSize: M}`. `pagerSize`, as Hugo names it: how many
    /// pages each part of a list page shows (a language's home page, the translation-status
    /// table). `sidebarSize`: how many entries of one folder a page's sidebar lists at most.
    func pagination(_ node: Node, into configuration: inout SiteConfiguration) throws {
        for (key, keyNode, value) in try mapping(node, "pagination") {
            switch key {
            case "pagerSize": configuration.pagerSize = try count(value, "pagination.pagerSize must be a whole number of pages, 1 or more")
            case "sidebarSize": configuration.sidebarSize = try count(value, "pagination.sidebarSize must be a whole number of entries, 1 or more")
            default: throw unknown(key, keyNode, known: ["pagerSize", "sidebarSize"], in: "pagination")
            }
        }
    }

    private func count(_ value: Node, _ message: String) throws -> Int {
        guard let scalar = value.scalar, let number = Int(scalar.string), number >= 1 else { throw failure(value, message) }
        return number
    }
}
