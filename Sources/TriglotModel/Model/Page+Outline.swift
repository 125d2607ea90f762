import TriglotLowLevel

/// A large build keeps something of every page for the whole run, for the other pages, the page
/// trees and the checks over the whole content to read, and reads the page again, model and all,
/// wherever it needs the page itself (`ContentSet.withParse`). What the others read of a page is
/// its outline: its title, summary, headings, declaration and links out. Its body's blocks were
/// most of a kept model, and nothing outside the page reads them.
extension Page {
    /// The page without the blocks of its body: every section keeps its heading, id and range
    /// but not its blocks, and the parameters, callouts and entries keep their names and labels.
    /// The abstract stays whole: other pages show it (links, see-also, search summaries). The
    /// declaration keeps its symbol, names and types but not its highlighting tokens, which only
    /// its page shows. The arrays the parser grew by appending are kept without their spare room.
    public func outline() -> Page {
        var page = self
        page.update { fields in
            fields.sections = fields.sections.map { section in
                var section = section
                section.blocks = []
                return section
            }
            for index in fields.parameters.indices { fields.parameters[index].blocks = [] }
            for index in fields.callouts.indices { fields.callouts[index].blocks = [] }
            if let entries = fields.entries {
                fields.entries = entries.map { entry in
                    var entry = entry
                    for index in entry.fields.indices { entry.fields[index].blocks = [] }
                    return entry
                }
            }
            fields.availability = fields.availability.exactlySized()
            fields.seeAlso = fields.seeAlso.map { group in
                var group = group
                group.items = group.items.exactlySized()
                return group
            }
            fields.declaration?.tokens = []
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
