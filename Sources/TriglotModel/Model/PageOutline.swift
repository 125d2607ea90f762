/// A compact, stable outline of a page's model, one fact per line with its source line: what a
/// reader sees in the page, for golden tests and `triglot model --outline`.
public enum PageOutline {
    public static func text(_ page: Page) -> String {
        var lines: [String] = []
        func line(_ at: Int?, _ text: String) {
            lines.append((at.map { String($0) } ?? "-").padding(toLength: 4, withPad: " ", startingAt: 0) + " " + text)
        }
        line(nil, "\(page.kind.rawValue) [\(page.language.code)]")
        if let source = page.frontMatter.source { line(page.frontMatter.keyLines["source"], "source \(source)") }
        if let title = page.title { line(title.range.lowerBound.line, "title \(title.text)") }
        for block in page.abstract { line(block.range.lowerBound.line, "abstract \(excerpt(block.text))") }
        for availability in page.availability { line(availability.range.lowerBound.line, "availability \(availability.displayText)") }
        for block in page.preamble { line(block.range.lowerBound.line, "preamble \(block.kind.rawValue) \(excerpt(block.text))") }
        for section in page.sections {
            let id = section.hasExplicitID ? " {#\(section.id)}" : ""
            line(section.headingRange.lowerBound.line, String(repeating: "#", count: section.level) + " \(section.kind.rawValue): \(section.title)\(id)")
            if section.kind == .declaration, let declaration = page.declaration {
                let parameters = declaration.parameters.map { "\($0.label) \($0.name)" }.joined(separator: ", ")
                line(declaration.range.lowerBound.line, "  declaration \(declaration.kind.rawValue) \(declaration.symbol) valid=\(declaration.isValid) (\(parameters)) -> \(declaration.returnType ?? "Void")")
            }
            if section.kind == .parameters {
                for parameter in page.parameters {
                    line(parameter.nameRange.lowerBound.line, "  parameter \(parameter.name): \(excerpt(parameter.blocks.map(\.text).joined(separator: " ")))")
                }
            }
            for entry in page.entries where entry.sectionID == section.id {
                if let declaration = entry.declaration {
                    let parameters = declaration.parameters.map(\.name).joined(separator: ", ")
                    line(declaration.range.lowerBound.line, "  entry declaration \(declaration.language) \(declaration.kind.rawValue) \(declaration.symbol.isEmpty ? "?" : declaration.symbol) (\(parameters))")
                }
                for field in entry.fields {
                    line(field.range.lowerBound.line, "  field \(field.kind.rawValue) [\(field.label)]: \(excerpt(field.blocks.map(\.text).joined(separator: " ")))")
                }
            }
            for callout in page.callouts where callout.sectionID == section.id {
                line(callout.range.lowerBound.line, "  callout \(callout.kind.rawValue) [\(callout.labels.joined(separator: ", "))]: \(excerpt(callout.blocks.map(\.text).joined(separator: " ")))")
            }
            for list in page.orderedLists where list.sectionID == section.id {
                for item in list.items {
                    let condition = item.condition.map { "[\($0)] " } ?? ""
                    line(item.range.lowerBound.line, "  step \(condition)\(item.method ?? excerpt(item.text))")
                }
            }
            for block in page.lifecycleBlocks where block.sectionID == section.id {
                line(block.range.lowerBound.line, "  lifecycle \(excerpt(block.text.split(separator: "\n").joined(separator: "; ")))")
            }
        }
        for group in page.seeAlso {
            line(group.range.lowerBound.line, "see-also group \(group.title)")
            for item in group.items {
                line(item.range.lowerBound.line, "  item \(item.symbol ?? "(no symbol)") \(item.target.map { "→ \($0) " } ?? "")— \(excerpt(item.summary))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The first 48 characters of a text on one line.
    static func excerpt(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return flat.count > 48 ? String(flat.prefix(48)) + "…" : flat
    }
}
