import TriglotChecks
import TriglotModel

/// One page in one language, checked by one typography check under a given house style, and
/// the page as the check's fix-its leave it.
enum TypographyFixture {
    struct Outcome {
        var findings: [Diagnostic]
        /// The page's body after every fix-it was applied (nil when none applied).
        var fixed: String?
    }

    static func run(_ check: any Check.Type, language: String, _ body: String,
                    style: TypographyStyle? = nil, extraPages: [String] = []) -> Outcome {
        var files = ["en/p.md": "# P\n\nEnglish.\n"]
        files["\(language)/p.md"] = "# P\n\n" + body + "\n"
        for (index, page) in extraPages.enumerated() { files["\(language)/extra\(index).md"] = "# E\n\n" + page + "\n" }
        var content = TestContent.inMemory(files)
        if let style { content.configuration.typography = [language: style] }
        let findings = check.init().run(CheckContext(content: content)).filter { $0.path.hasSuffix("\(language)/p.md") }
        let plan = FixPlan(diagnostics: findings, content: content)
        let fixed = plan.files.first.map { String(decoding: $0.fixed, as: UTF8.self) }
        return Outcome(findings: findings, fixed: fixed.map { String($0.dropFirst("# P\n\n".count).dropLast()) })
    }
}
