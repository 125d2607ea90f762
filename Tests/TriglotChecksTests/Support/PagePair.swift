import TriglotModel

/// An English page and its translation at the same path, for checks that compare the two.
enum PagePair {
    static let path = "a.md"

    static func files(_ english: String, _ translation: String, language: String = "zh-Hans", path: String = path) -> TestContent.Files {
        ["en/" + path: english, language + "/" + path: translation]
    }

    /// A symbol page with the given declaration code and Parameters items, in English or Chinese headings.
    static func symbol(declaration: String, parameters: [String], chinese: Bool = false, title: String = "application(_:open:)") -> String {
        let headings = chinese ? ("声明", "参数") : ("Declaration", "Parameters")
        var text = "# \(title)\n\nAbstract 摘要.\n\n## \(headings.0)\n\n```swift\n\(declaration)\n```\n"
        if !parameters.isEmpty {
            text += "\n## \(headings.1)\n\n" + parameters.map { "- `\($0)`\n\n  Text 文本.\n" }.joined(separator: "\n")
        }
        return text
    }
}

extension Array where Element == Diagnostic {
    func with(id: String) -> [Diagnostic] { filter { $0.id == id } }
}
