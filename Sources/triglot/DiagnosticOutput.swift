import Foundation
import TriglotMarkup
import TriglotModel

/// Writes diagnostics for people to standard error, in colour only on a terminal.
enum DiagnosticOutput {
    static func printToStandardError(_ diagnostics: [Diagnostic], sources: [String: SourceText]) {
        guard !diagnostics.isEmpty else { return }
        let formatter = DiagnosticFormatter(useColour: isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
        var text = ""
        for diagnostic in Diagnostic.sortedForDisplay(diagnostics) {
            text += formatter.format(diagnostic, source: sources[diagnostic.path]) + "\n"
        }
        FileHandle.standardError.write(Data(text.utf8))
    }
}
