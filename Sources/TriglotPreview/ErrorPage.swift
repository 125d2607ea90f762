import TriglotMarkup

/// The pages the server writes itself: a failed build, a refused request, a missing page when
/// the site has no 404 page. Every piece of text in them is escaped, and terminal colour codes
/// are removed from build messages, so a file name or line holding markup shows as text.
enum ErrorPage {
    static func buildFailure(_ message: String, version: String) -> String {
        page(title: "The site could not be built", body: """
            <p>Triglot stopped at this problem; the page reloads by itself once the file is fixed and saved.</p>
            <pre class="build-error">\(HTMLEscaping.escape(stripTerminalCodes(message)))</pre>
            """, reloadVersion: version)
    }

    static func status(_ code: Int, _ reason: String, detail: String) -> String {
        page(title: "\(code) \(reason)", body: "<p>\(HTMLEscaping.escape(detail))</p>", reloadVersion: nil)
    }

    private static func page(title: String, body: String, reloadVersion: String?) -> String {
        let script = reloadVersion.map { "<script src=\"\(ReloadScript.path)?v=\(HTMLEscaping.escape($0))\" defer></script>\n" } ?? ""
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTMLEscaping.escape(title))</title>
            \(script)<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem}pre{white-space:pre-wrap;background:#fff3f3;border-left:4px solid #c00;padding:1rem;overflow:auto}</style>
            </head>
            <body>
            <h1>\(HTMLEscaping.escape(title))</h1>
            \(body)
            </body>
            </html>

            """
    }

    /// Removes ANSI escape sequences (`ESC [ … letter`) and other control characters but newlines and tabs.
    static func stripTerminalCodes(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "\u{1B}" {
                // Skip the sequence up to and including its final letter.
                while let next = scalars.next(), !(("@"..."~").contains(next) && next != "[") {}
                continue
            }
            if scalar.value < 0x20, scalar != "\n", scalar != "\t" { continue }
            if scalar.value == 0x7F { continue }
            result.append(scalar)
        }
        return String(result)
    }
}
