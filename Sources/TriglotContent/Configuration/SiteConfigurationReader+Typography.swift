import TriglotModel
import Yams

extension SiteConfigurationReader.Reader {
    /// `typography: {zh-Hans: {spacing: required, quotes: "“”", punctuation: full-width}, ja: {spacing: forbidden}}`.
    func typography(_ node: Node, languages: [String]) throws -> [String: TypographyStyle] {
        var result: [String: TypographyStyle] = [:]
        for (language, languageNode, value) in try mapping(node, "typography") {
            guard languages.contains(language) else { throw unknown(language, languageNode, known: languages, in: "typography") }
            var style = TypographyStyle()
            for (key, keyNode, setting) in try mapping(value, "typography." + language) {
                switch key {
                case "spacing":
                    let name = try string(setting, "typography.\(language).spacing")
                    guard let spacing = TypographyStyle.Spacing(rawValue: name) else {
                        throw failure(setting, "typography.\(language).spacing is one of \(TypographyStyle.Spacing.allCases.map(\.rawValue).joined(separator: ", ")) (got '\(name)')")
                    }
                    style.spacing = spacing
                case "quotes":
                    let name = try string(setting, "typography.\(language).quotes")
                    guard let quotes = TypographyStyle.Quotes(rawValue: name) else {
                        throw failure(setting, "typography.\(language).quotes is one of \(TypographyStyle.Quotes.allCases.map(\.rawValue).joined(separator: ", ")) (got '\(name)')")
                    }
                    style.quotes = quotes
                case "punctuation":
                    let name = try string(setting, "typography.\(language).punctuation")
                    guard let punctuation = TypographyStyle.Punctuation(rawValue: name) else {
                        throw failure(setting, "typography.\(language).punctuation is one of \(TypographyStyle.Punctuation.allCases.map(\.rawValue).joined(separator: ", ")) (got '\(name)')")
                    }
                    style.punctuation = punctuation
                default:
                    throw unknown(key, keyNode, known: ["spacing", "quotes", "punctuation"], in: "typography." + language)
                }
            }
            result[language] = style
        }
        return result
    }
}
