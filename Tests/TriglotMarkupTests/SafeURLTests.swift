import Testing
import TriglotMarkup

/// Link destinations: the schemes cmark's safe mode refuses stay refused however they are
/// dressed up, and everything kept is percent-encoded as cmark does.
@Suite("Safe URLs")
struct SafeURLTests {
    @Test(arguments: [
        "javascript:alert(1)", "JavaScript:alert(1)", " javascript:x", "\u{1}\u{20}javascript:x", "java\tscript:x",
        "java\nscr\ript:x", "vbscript:msgbox", "VBSCRIPT:x", "file:///etc/passwd", "FILE:x", "data:text/html,<b>", "DATA:text/html",
        "data:image/svg+xml,<svg>",
    ])
    func refused(destination: String) {
        #expect(!SafeURL.isSafe(destination))
    }

    @Test(arguments: [
        "https://example.com", "a.md", "../b.md#id", "#frag", "", "data:image/png;base64,AA", "DATA:IMAGE/GIF;x",
        "mailto:a@b.c", "javascript", "\u{00A0}javascript:x", "jav\u{0430}script:x", "java%09script:x", "filed.md",
    ])
    func kept(destination: String) {
        #expect(SafeURL.isSafe(destination))
    }

    @Test(arguments: [
        ("a.md", "a.md"),
        ("a b.md", "a%20b.md"),
        ("x?a=1&b='2'", "x?a=1&amp;b=&#39;2&#39;"),
        ("启动.md", "%E5%90%AF%E5%8A%A8.md"),
        ("<\">\\`{}|^", "%3C%22%3E%5C%60%7B%7D%7C%5E"),
        ("-_.!~*();/?:@=+$,%#", "-_.!~*();/?:@=+$,%#"),
    ])
    func encoded(destination: String, expected: String) {
        #expect(SafeURL.encode(destination) == expected)
    }
}
