import TriglotModel
import Yams

extension SiteConfigurationReader.Reader {
    /// `editURL:` and `lastUpdated:`, what each page says of its own file.
    func readPageFacts(_ key: String, _ value: Node, into configuration: inout SiteConfiguration) throws {
        switch key {
        case "editURL":
            let url = try string(value, "editURL")
            guard url.hasPrefix("https://") || url.hasPrefix("http://") else {
                throw failure(value, "editURL must start with https:// or http:// (got '\(url)')")
            }
            configuration.editURL = url
        default:
            let source = try string(value, "lastUpdated")
            guard source == "git" || source == "none" else {
                throw failure(value, "lastUpdated is 'git' (each page's last commit) or 'none' (got '\(source)')")
            }
            configuration.lastUpdatedFromGit = source == "git"
        }
    }
}
