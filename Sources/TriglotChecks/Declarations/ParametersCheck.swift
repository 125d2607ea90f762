import TriglotContent
import TriglotModel

/// A translation documents the same parameters as the English page, under the same names (they
/// are code: the declaration's names) and in the same order.
public struct ParametersCheck: TranslationCheck {
    public static let id = "translation.parameters"
    public static let defaultSeverity = Diagnostic.Severity.error
    public static let summary = "A translation's parameter names or their order differ from the English page."

    public init() {}

    public func check(source: LoadedPage, translation: LoadedPage, context: CheckContext) -> [Diagnostic] {
        let english = source.page.parameters
        let findings = NameListComparison.compare(
            expected: english.map(\.name), actual: translation.page.parameters.map { ($0.name, $0.nameRange) })
        let section = translation.page.sections.first { $0.kind == .parameters }
        return findings.map { finding in
            switch finding {
            case .renamed(let actual, let expected, let range):
                return diagnostic("parameter `\(actual)` where the English page has `\(expected)`", in: translation, at: range,
                                  notes: englishNote(expected, in: source),
                                  fixIts: [Diagnostic.FixIt(range: range, replacement: expected)])
            case .missing(let expected):
                return diagnostic("parameter `\(expected)` of the English page is not documented here", in: translation,
                                  at: section?.headingRange ?? AlignedStretch.titlePlace(of: translation.page),
                                  notes: englishNote(expected, in: source))
            case .extra(let actual, let range):
                return diagnostic("parameter `\(actual)` is not in the English page", in: translation, at: range)
            case .reordered(let actual, let expected, let range):
                return diagnostic("parameters are in a different order than in the English page: `\(actual)` where the English has `\(expected)`",
                                  in: translation, at: range, notes: englishNote(expected, in: source))
            }
        }
    }

    private func englishNote(_ name: String, in source: LoadedPage) -> [Diagnostic.Note] {
        guard let parameter = source.page.parameters.first(where: { $0.name == name }) else { return [] }
        // The whole item: the blocks of its description that the translation lacks with it are
        // this finding's follow-ons (`FollowOnFindings`), not a finding of their own.
        return [sourceNote("the English parameter", source, at: parameter.range)]
    }
}
