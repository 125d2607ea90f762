import TriglotMarkup
import TriglotModel

/// In preview builds, the check diagnostics of a page, listed on the page with their lines.
enum DiagnosticOverlay {
    static func html(_ diagnostics: [Diagnostic], file: String) -> String {
        guard !diagnostics.isEmpty else { return "" }
        let escape = HTMLEscaping.escape
        var html = "<section class=\"diagnostics\" aria-label=\"diagnostics\">\n<p class=\"diagnostics-title\">\(escape(file)): \(diagnostics.count) diagnostic\(diagnostics.count == 1 ? "" : "s")</p>\n<ul>\n"
        for diagnostic in diagnostics {
            let line = diagnostic.range.map { "\($0.lowerBound.line)" } ?? "–"
            html += "<li class=\"diagnostic diagnostic-\(diagnostic.severity.rawValue)\"><span class=\"diagnostic-line\">\(escape(file)):\(line)</span> "
            html += "<span class=\"diagnostic-severity\">\(diagnostic.severity.rawValue)</span> \(escape(diagnostic.summary)) <code>[\(escape(diagnostic.id))]</code></li>\n"
        }
        return html + "</ul>\n</section>\n"
    }
}
