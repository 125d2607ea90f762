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
}
