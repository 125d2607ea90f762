import Testing
@testable import TriglotSite

/// Triglot's Mustache: the cases of the Mustache specification the site's templates rely on.
@Suite("Mustache templates")
struct MustacheRenderingTests {
    static func render(_ template: String, _ context: TemplateContext, partials: [String: String] = [:]) throws -> String {
        var trees = ["main": try MustacheTemplateTree(parsing: template)]
        for (name, text) in partials { trees[name] = try MustacheTemplateTree(parsing: text) }
        return MustacheRendering(templates: trees).render("main", context)
    }

    @Test(arguments: [
        ("Hello, {{name}}!", "Hello, Ana!"),
        ("{{missing}}|{{{missing}}}", "|"),
        ("{{html}} {{{html}}} {{& html}}", "&lt;b&gt; &quot;x&quot; &amp; &#39;y&#39; <b> \"x\" & 'y' <b> \"x\" & 'y'"),
        ("{{ name }}", "Ana"),
        ("{{count}} {{yes}} {{no}}", "3 true false"),
        ("{{person.name}} {{person.missing}} {{missing.name}}", "Bo  "),
        ("{{#person}}{{name}} from {{city}}{{/person}}", "Bo from Oslo"),
        ("{{#list}}[{{.}}]{{/list}}", "[a][b]"),
        ("{{#people}}{{name}},{{/people}}", "Cy,Di,"),
        ("{{#people}}{{name}}@{{city}};{{/people}}", "Cy@Oslo;Di@Rome;"),
        ("{{#empty}}x{{/empty}}{{^empty}}none{{/empty}}", "none"),
        ("{{#no}}x{{/no}}{{^no}}not{{/no}}{{#yes}}is{{/yes}}", "notis"),
        ("{{#emptyText}}shown{{/emptyText}}", "shown"),
        ("{{^missing}}absent{{/missing}}", "absent"),
        ("{{#t.greeting}}{{t.greeting}}{{/t.greeting}}", "hi"),
        ("a{{! a comment }}b", "ab"),
        ("{{quote}}", "&quot;\u{301}"),
        // A list or a context has no text of its own to show.
        ("[{{person}}][{{list}}][{{{people}}}]", "[][][]"),
        // Text held as UTF-8 bytes shows as the same text would.
        ("{{bytes}}|{{{bytes}}}|{{#bytes}}{{.}}{{/bytes}}|{{#noBytes}}shown{{/noBytes}}", "&lt;b&gt;é&amp;|<b>é&|&lt;b&gt;é&amp;|shown"),
    ])
    func interpolationAndSections(template: String, expected: String) throws {
        let context: TemplateContext = [
            "name": "Ana", "html": "<b> \"x\" & 'y'", "count": 3, "yes": true, "no": false,
            "person": ["name": "Bo"], "city": "Oslo",
            "list": ["a", "b"], "people": [["name": "Cy"], ["name": "Di", "city": "Rome"]],
            "empty": [], "emptyText": "", "t": ["greeting": "hi"], "quote": "\"\u{301}",
            "bytes": .bytes(Array("<b>é&".utf8)), "noBytes": .bytes([]),
        ]
        #expect(try Self.render(template, context) == expected)
    }

    /// Text in pieces shows exactly as the pieces joined would, whatever byte the pieces are cut
    /// at (inside a character too), escaped or not, in a section, and in an indented partial.
    @Test(arguments: ["{{v}}", "{{{v}}}", "{{#v}}[{{.}}]{{/v}}", "a\n  {{> p}}\nb\n", "{{#yes}}{{{v}}}{{/yes}}"])
    func textInPiecesShowsAsTheJoinedText(template: String) throws {
        let joined = Array("<b>é&\n'x'".utf8)
        let partials = ["p": "(\n{{{v}}}|{{v}}\n)\n"]
        let whole = try Self.render(template, ["v": .bytes(joined), "yes": true], partials: partials)
        for cut in 0...joined.count {
            for parts in [[joined[..<cut], joined[cut...]], [joined[..<cut], [], joined[cut...], []], [[], joined[..<cut], joined[cut...]]] {
                #expect(try Self.render(template, ["v": .byteParts(parts), "yes": true], partials: partials) == whole, "cut at \(cut)")
            }
        }
        #expect(try Self.render("{{#v}}x{{/v}}|{{v}}", ["v": .byteParts([])]) == "x|")
    }

    /// A line holding only a block tag vanishes with its newline; other lines stay as written.
    @Test(arguments: [
        ("begin\n{{#yes}}\ninside\n{{/yes}}\nend\n", "begin\ninside\nend\n"),
        ("  {{#yes}}\n  x\n  {{/yes}}\n", "  x\n"),
        ("a {{#yes}}\nb\n{{/yes}}\n", "a \nb\n"),
        ("{{! only a comment }}\nline\n", "line\n"),
        ("{{!\n multi-line\n comment\n}}\nline\n", "line\n"),
        ("\r\n{{#yes}}\r\nx\r\n{{/yes}}\r\n", "\r\nx\r\n"),
        ("{{#yes}}\n{{/yes}}", ""),
        ("x{{#yes}}y{{/yes}}z\n", "xyz\n"),
        ("{{name}}\n", "Ana\n"),
    ])
    func standaloneLines(template: String, expected: String) throws {
        #expect(try Self.render(template, ["yes": true, "name": "Ana"]) == expected)
    }

    @Test func partialsSeeTheContextAndIndentTheirLines() throws {
        let partials = ["item": "|\n{{{content}}}\n|\n", "inline": "[{{name}}]"]
        #expect(try Self.render("a {{> inline}} b", ["name": "x"], partials: partials) == "a [x] b")
        // The specification's "standalone indentation": template lines are indented, data lines are not.
        #expect(try Self.render("\\\n {{> item}}\n/\n", ["content": "<\n->"], partials: partials) == "\\\n |\n <\n->\n |\n/\n")
        #expect(try Self.render("{{> missing}}x", [:], partials: partials) == "x")
    }

    @Test func aPartialThatIncludesItselfStops() throws {
        let output = try Self.render("{{> loop}}", [:], partials: ["loop": "o{{> loop}}"])
        #expect(output == String(repeating: "o", count: MustacheRendering.maximumPartialDepth))
    }

    @Test(arguments: [
        ("{{#open}}\nnever closed\n", 1, 1, "is never closed"),
        ("line\n  {{/stray}}", 2, 3, "closes no open section"),
        ("{{#a}}{{/b}}", 1, 7, "`{{/a}}` was expected"),
        ("ok\n{{name", 2, 1, "not closed"),
        ("{{=<% %>=}}", 1, 1, "not supported"),
        ("{{}}", 1, 1, "names nothing"),
        ("{{#}}", 1, 1, "names nothing"),
        // Closing braces left out: the tag would run on to the end of the next one.
        ("<nav aria-label=\"{{t.pages\">\n<p>{{t.pages}}</p>", 1, 18, "not closed with }} before the next `{{`"),
        ("{{a b}}", 1, 1, "`a b` is not a name"),
        ("{{#a\"}}{{/a\"}}", 1, 1, "is not a name"),
    ])
    func mistakesAreReportedWithTheirPlace(template: String, line: Int, column: Int, message: String) {
        do {
            _ = try MustacheTemplateTree(parsing: template)
            Issue.record("\(template) was accepted")
        } catch {
            #expect(error.line == line)
            #expect(error.column == column)
            #expect(error.message.contains(message), "\(error.message)")
        }
    }
}
