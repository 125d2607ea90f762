/// Pages are Markdown files, `.md`, or MDX files, `.mdx`, as Docusaurus and Starlight write
/// them. A page's path (its identity across languages, its place in the site) ends in `.md`
/// whichever its file is: `guide/intro.mdx` is the page `guide/intro.md`, so a translation in
/// either form pairs with its source and every link and output rule for `.md` holds.
package enum PageFileName {
    package static func isPage(_ name: some StringProtocol) -> Bool {
        name.hasSuffix(".md") || name.hasSuffix(".mdx")
    }

    package static func isMDX(_ name: some StringProtocol) -> Bool {
        name.hasSuffix(".mdx")
    }

    /// The page a file is: `.mdx` read as `.md`.
    package static func pagePath(ofFile file: String) -> String {
        isMDX(file) ? String(file.dropLast()) : file
    }

    /// Where a page's links start when they are written against its address rather than its
    /// file, as a path in that folder: Hugo (and Jekyll, Astro) publish `guide/setup.md` at
    /// `guide/setup/`, so its `../install/` is `guide/install/`, where the file's folder would
    /// make it `install/`. nil for a folder's own page (`index.md`, Hugo's `_index.md`), whose
    /// address is its folder's.
    package static func addressFolderPath(of pagePath: String) -> String? {
        let name = pagePath.split(separator: "/").last ?? ""
        guard name.hasSuffix(".md"), name != "index.md", name != "_index.md" else { return nil }
        return String(pagePath.dropLast(3)) + "/index.md"
    }

    /// The pages a link to a folder (`guide/`, or the top, ``) may name: its `index.md`, Hugo's
    /// `_index.md`, or the page Hugo publishes at that address (`guide.md`), in that order.
    package static func folderPages(of resolved: String) -> [String] {
        [resolved + "index.md", resolved + "_index.md"] + (resolved.isEmpty ? [] : [resolved.dropLast() + ".md"])
    }

    /// The pages a link written without `.md` (`guide`) may name, in order.
    package static func extensionlessPages(of resolved: String) -> [String] {
        [resolved + ".md", resolved + "/index.md", resolved + "/_index.md"]
    }

    /// Whether a link is written as an address (`../install/`, `setup`, `setup#run`), not as a
    /// file (`setup.md`): the only kind read against the page's address.
    package static func isAddress(_ rawPath: some StringProtocol) -> Bool {
        let last = rawPath.split(separator: "/").last ?? ""
        return rawPath.hasSuffix("/") || !last.contains(".") || last == ".."
    }
}
