import TriglotModel

/// `--format github`: GitHub Actions workflow commands, one annotation per diagnostic.
public enum GitHubReport {
    public static func render(_ diagnostics: [Diagnostic], sources: [String: TriglotMarkupSource]) -> String {
        diagnostics.map { diagnostic in
            let command: String
            switch diagnostic.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            var properties = ["file=\(escapeProperty(diagnostic.path))"]
            if let range = diagnostic.range, range.lowerBound.line > 0 {
                let source = sources[diagnostic.path]
                properties.append("line=\(range.lowerBound.line)")
                properties.append("col=\(source.map { SingleScalarText.characterColumn(of: range.lowerBound, in: $0) } ?? range.lowerBound.column)")
                if range.upperBound.line != range.lowerBound.line { properties.append("endLine=\(range.upperBound.line)") }
            }
            properties.append("title=\(escapeProperty(diagnostic.id))")
            return "::\(command) \(properties.joined(separator: ","))::\(escapeData(diagnostic.summary))"
        }.joined(separator: "\n")
    }

    /// Workflow commands treat `%`, CR and LF specially in data, and also `:` and `,` in properties.
    static func escapeData(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
