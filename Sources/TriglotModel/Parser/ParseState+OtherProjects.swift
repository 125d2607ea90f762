import TriglotMarkup

/// The parts of a parse that other projects' pages need: API entries made from field lists,
/// callouts that stand inside lists and other blocks, and pages written in raw HTML.
extension ParseState {
    /// Notes inside list items and other blocks (`- : text` then `> [!NOTE]`, as MDN writes
    /// them) are callouts too, in the section they stand in.
    mutating func nestedCallouts() {
        guard let document = page.document else { return }
        let known = Set(page.callouts.map(\.node))
        let root = document.root
        // One walk in document order; a callout's subtree is its content, skipped whole, so
        // no node is visited twice however deep quotes nest.
        var index = 1
        while index < root.subtreeEnd {
            let node = MarkupNode(document: document, index: index)
            if known.contains(index) {
                index = node.subtreeEnd
                continue
            }
            if node.kindTag == .blockQuote || node.kindTag == .container, node.depth > 1 {
                let line = node.range.lowerBound.line
                let section = sections.last { $0.headingRange.lowerBound.line <= line }
                if let callout = CalloutParser.parse(node, sectionID: section?.id, vocabulary: vocabulary) {
                    page.callouts.append(callout)
                    index = node.subtreeEnd
                    continue
                }
            }
            index += 1
        }
    }

    /// A field list makes its section an API entry; the first code block of its declaration
    /// field (Type, Syntax) is the entry's declaration, in whatever language it is written.
    mutating func entry(_ fields: [Entry.Field], list: MarkupNode, section: Int) {
        var entries = page.entries ?? []
        if entries.last?.sectionID != sections[section].id {
            entries.append(Entry(title: sections[section].title, sectionID: sections[section].id, level: sections[section].level,
                                 declaration: nil, fields: [], range: sections[section].range))
        }
        entries[entries.count - 1].fields += fields
        entries[entries.count - 1].range.upperBound = max(entries[entries.count - 1].range.upperBound, list.range.upperBound)
        if entries[entries.count - 1].declaration == nil {
            let items = list.children
            for (field, item) in zip(fields, items) where field.kind == .declaration {
                guard let block = EntryParser.codeBlock(in: item), case .codeBlock(let info, let code) = block.kind else {
                    // `- **Type:** `boolean``: a property's type, written inline.
                    if let type = EntryParser.inlineType(in: item) {
                        entries[entries.count - 1].declaration = DeclarationParser.inlineType(
                            type, name: sections[section].title, range: item.range)
                        break
                    }
                    continue
                }
                let (declaration, problems) = declarations.declaration(code: code, info: info, range: block.range) {
                    DeclarationParser.parse(code: code, info: info, range: block.range, firstCodeLine: Self.firstContentLine(of: block), path: path)
                }
                entries[entries.count - 1].declaration = declaration
                diagnostics += problems
                break
            }
        }
        page.entries = entries
    }

    /// A page written in raw HTML, said once: one HTML blob (old translations copied from a
    /// wiki), or a page whose headings are all HTML (MDN's older English pages: `<h2 id="Syntax">`
    /// between `{{…}}` macro paragraphs). Its sections are not read, so the checks that compare
    /// a translation with its source leave the pair alone (`TranslationCheck.readsRawHTMLPages`).
    mutating func reportRawHTMLPage() {
        guard let document = page.document else { return }
        let blocks = document.root.children
        guard let first = blocks.first(where: { $0.kindTag == .htmlBlock }) else { return }
        // Most pages open with a heading: their blocks are not listed further.
        if blocks.allSatisfy({ $0.kindTag == .htmlBlock }) {
            diagnostics.append(Diagnostic(
                id: "model.raw-html-page", severity: .warning,
                summary: "the page is written in raw HTML: it is shown through the HTML allowlist, but its sections, parameters and links are not read or checked",
                explanation: "Old translations are sometimes HTML copied from a wiki. Rewriting the page in Markdown lets Triglot compare it with its source.",
                path: path, range: first.range))
            return
        }
        guard !blocks.contains(where: { $0.kindTag == .heading }),
              let heading = blocks.first(where: { block in
                  guard case .htmlBlock(let html) = block.kind else { return false }
                  return Self.opensHTMLHeading(html)
              }) else { return }
        diagnostics.append(Diagnostic(
            id: "model.raw-html-page", severity: .warning,
            summary: "the page's headings are raw HTML: it is shown through the HTML allowlist, but its sections, parameters and links are not read or checked",
            explanation: "Pages converted from a wiki keep <h2> headings between Markdown paragraphs. Writing the headings as ## lets Triglot read the page's sections and compare it with its source or translations.",
            path: path, range: heading.range))
    }

    /// Whether an HTML block opens with `<h1>` … `<h6>`.
    static func opensHTMLHeading(_ html: String) -> Bool {
        let bytes = Array(html.utf8.prefix(4))
        guard bytes.count >= 4, bytes[0] == UInt8(ascii: "<"), bytes[1] | 0x20 == UInt8(ascii: "h"),
              (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(bytes[2]) else { return false }
        return bytes[3] == UInt8(ascii: ">") || bytes[3] == UInt8(ascii: " ") || bytes[3] == UInt8(ascii: "\t") || bytes[3] == UInt8(ascii: "\n")
    }
}
