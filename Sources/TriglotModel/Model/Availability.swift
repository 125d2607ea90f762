import TriglotMarkup

/// One platform line of a page's availability: `iOS 6.0+`, or `iOS 9.0–13.0 Deprecated`.
public struct Availability: Sendable, Equatable, Hashable, Codable {
    public var platform: String
    public var introduced: String
    public var deprecated: String?
    public var isBeta: Bool
    public var range: SourceRange

    public init(platform: String, introduced: String, deprecated: String? = nil, isBeta: Bool = false, range: SourceRange) {
        self.platform = platform
        self.introduced = introduced
        self.deprecated = deprecated
        self.isBeta = isBeta
        self.range = range
    }

    /// How the line is written in the content format.
    public var displayText: String {
        var text = platform + " " + introduced
        if let deprecated { text += "–" + deprecated + " Deprecated" } else { text += "+" }
        if isBeta { text += " Beta" }
        return text
    }
}
