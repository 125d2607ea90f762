/// The templates, interface words and assets built into Triglot (`Sources/TriglotSite/DefaultTemplates/`),
/// by their path in a templates folder. A site's own `Templates/` replaces any of them file by
/// file and adds more, as a Hugo theme's layouts or MkDocs' `custom_dir` do.
enum DefaultTemplates {
    static let files: [String: [UInt8]] = [
        "page.mustache": PackageResources.page_mustache,
        "language-index.mustache": PackageResources.language_index_mustache,
        "root.mustache": PackageResources.root_mustache,
        "not-found.mustache": PackageResources.not_found_mustache,
        "translation-status.mustache": PackageResources.translation_status_mustache,
        "head.mustache": PackageResources.head_mustache,
        "header.mustache": PackageResources.header_mustache,
        "footer.mustache": PackageResources.footer_mustache,
        "list-parts.mustache": PackageResources.list_parts_mustache,
        "strings.json": PackageResources.strings_json,
        "assets/triglot.css": PackageResources.triglot_css,
        "assets/triglot.js": PackageResources.triglot_js,
    ]
}
