import Foundation
import TriglotModel
import Yams

extension SiteConfigurationReader.Reader {
    /// `translations: {baseline: auto|lock|front-matter|git, commitKey: l10n.sourceCommit,
    /// ignoredKeywords: [en-only, fix typo]}`.
    func translationBaselines(_ node: Node) throws -> TranslationBaselineRule {
        var rule = TranslationBaselineRule()
        for (key, _, value) in try mapping(node, "translations") {
            switch key {
            case "baseline":
                let name = try string(value, "translations.baseline")
                guard let source = TranslationBaselineRule.Source(rawValue: name) else {
                    let names = TranslationBaselineRule.Source.allCases.map(\.rawValue).joined(separator: ", ")
                    throw failure(value, "translations.baseline '\(name)' is not one of: \(names)")
                }
                rule.source = source
            case "commitKey":
                let name = try string(value, "translations.commitKey")
                guard !name.isEmpty, !name.contains(" "), !name.hasPrefix("."), !name.hasSuffix(".") else {
                    throw failure(value, "translations.commitKey is a front-matter key such as sourceCommit or l10n.sourceCommit (got '\(name)')")
                }
                rule.commitKey = name
            case "ignoredKeywords":
                let words = try strings(value, "translations.ignoredKeywords")
                if let blank = words.first(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                    throw failure(value, "translations.ignoredKeywords holds words of a commit's subject, such as en-only (got '\(blank)', which every subject holds)")
                }
                rule.ignoredKeywords = words
            default:
                throw failure(value, "translations has no key '\(key)' (it has baseline, commitKey, ignoredKeywords)")
            }
        }
        return rule
    }
}
