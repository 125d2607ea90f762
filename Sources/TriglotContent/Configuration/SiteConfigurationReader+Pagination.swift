import TriglotModel
import Yams

extension SiteConfigurationReader.Reader {
    /// `pagination: {pagerSize: N}`, as Hugo names it: how many pages each part of a list page
    /// shows (a language's home page, the translation-status table).
    func pagerSize(_ node: Node) throws -> Int {
        var size = SiteConfiguration.defaultPagerSize
        for (key, keyNode, value) in try mapping(node, "pagination") {
            switch key {
            case "pagerSize":
                guard let scalar = value.scalar, let number = Int(scalar.string), number >= 1 else {
                    throw failure(value, "pagination.pagerSize must be a whole number of pages, 1 or more")
                }
                size = number
            default: throw unknown(key, keyNode, known: ["pagerSize"], in: "pagination")
            }
        }
        return size
    }
}
