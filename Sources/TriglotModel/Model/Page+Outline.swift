/// A large build keeps something of every page for the whole run, for the other pages, the page
/// trees and the checks over the whole content to read, and reads the page again, model and all,
/// wherever it needs the page itself (`ContentSet.withParse`). What the others read of a page is
/// its outline: its title, summary, headings, declaration and front matter. Its body's blocks
/// were most of a kept model, and nothing outside the page reads them; nor its parameters,
/// callouts, availability and see-also, which only the page's own checks and render read.
extension Page {
    /// The page without its body: every section keeps its heading, id and range but not its
    /// blocks, and the entries keep their names and labels. The abstract stays whole: other
    /// pages show it (links, search summaries, the language's home page). The declaration keeps
    /// its symbol, names and types (the symbol index and links to the page resolve by them) but
    /// not its highlighting tokens. The parameters, callouts, availability and see-also go: at
    /// 100,000 pages they were a third of every outline (a see-also item alone holds two
    /// strings), and the page read again has them.
    public func outline() -> Page {
        var page = self
        page.update { fields in
            fields.sections = fields.sections.map { section in
                var section = section
                section.blocks = []
                return section
            }
            if let entries = fields.entries {
                fields.entries = entries.map { entry in
                    var entry = entry
                    for index in entry.fields.indices { entry.fields[index].blocks = [] }
                    return entry
                }
            }
            fields.declaration?.tokens = []
            fields.parameters = []
            fields.callouts = []
            fields.availability = []
            fields.seeAlso = []
            fields.returnValue = []
            fields.discussion = []
            fields.preamble = []
            fields.lifecycleBlocks = []
            fields.orderedLists = []
            fields.document = nil
        }
        return page
    }
}
