import TriglotModel

/// A file name for an imported page: `application(_:willFinishLaunchingWithOptions:)` →
/// `application-willfinishlaunchingwithoptions.md`.
public enum PagePathSuggestion {
    public static func fileName(forTitle title: String) -> String {
        var slug = ""
        var pendingHyphen = false
        for scalar in title.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                if pendingHyphen, !slug.isEmpty { slug.append("-") }
                pendingHyphen = false
                slug.unicodeScalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            } else {
                pendingHyphen = true
            }
            if slug.count >= 80 { break }
        }
        return (slug.isEmpty ? "page" : slug) + ".md"
    }
}
