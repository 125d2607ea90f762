/// `site.yml`: what a team writes once about its documentation. Every key but `languages` is
/// optional; a site with nothing more gets the general defaults (no Apple assumption anywhere).
/// `SiteConfigurationReader` (TriglotContent) reads and validates it; `Documentation/Configuration.md`
/// describes it. The value is here, below the reader, because `PageReader(configuration:)` takes
/// its section words, callout words and macros.
public struct SiteConfiguration: Sendable, Equatable {
    public struct LanguageEntry: Sendable, Equatable {
        /// The BCP 47 tag (`zh-Hans`): what the site and the model call the language.
        public var code: String
        public var name: String
        /// The folder (or file suffix) holding its pages, when it is not the code (`zh-cn`).
        public var folder: String
        /// Other spellings of the language in links (`en-US` in `/en-US/docs/…`).
        public var aliases: [String]

        public init(code: String, name: String, folder: String? = nil, aliases: [String] = []) {
            self.code = code
            self.name = name
            self.folder = folder ?? code
            self.aliases = aliases
        }
    }

    /// Where each language's pages are.
    public enum Layout: String, Sendable, Equatable, CaseIterable {
        /// `en/guide.md`, `ja/guide.md`: a folder per language (name/index.md pages included).
        case folders
        /// `guide.md` and `guide.ja.md` side by side, as mkdocs-static-i18n and others write.
        case suffix
        /// `guide.md` for the source language at the top, `ja/guide.md` for each translation in
        /// its folder: the "root locale" of VitePress and Starlight.
        case root
    }

    /// Which code spans name symbols of this site, linked to their pages.
    public enum SymbolLinking: String, Sendable, Equatable, CaseIterable {
        /// A span that is a page's title or declared symbol here (the default).
        case matching
        /// None: code spans are only code.
        case none
    }

    /// Whether pages carry a `source:` address, and what it must look like.
    public struct SourceRule: Sendable, Equatable {
        public var required: Bool
        /// A regular expression the address must match, when one is given.
        public var pattern: String?

        public init(required: Bool = false, pattern: String? = nil) {
            self.required = required
            self.pattern = pattern
        }
    }

    /// An opaque inline construct and how the site shows it.
    public struct MacroRule: Sendable, Equatable {
        public enum Rendering: Sendable, Equatable {
            /// As written, as code.
            case code
            /// Left out.
            case drop
            /// Its last quoted argument as code (`{{domxref("Node", "node")}}` → `node`); left out when it has none.
            case argument
            /// A fixed text.
            case text(String)
        }

        public var pattern: String
        public var rendering: Rendering

        public init(pattern: String, rendering: Rendering) {
            self.pattern = pattern
            self.rendering = rendering
        }

        public static let defaults = [
            MacroRule(pattern: #"\{\{.*?\}\}"#, rendering: .argument),
            MacroRule(pattern: #"\{%.*?%\}"#, rendering: .drop),
        ]
    }

    /// How links between pages are written in the project's own sources.
    public struct LinkRules: Sendable, Equatable {
        /// Where this folder's pages are published on the project's own site, with `{locale}`
        /// standing for any spelling of a language (`/{locale}/docs/`, `/api/`): a site-absolute
        /// link under it is a link to a page here.
        public var root: String?
        /// Where other site-absolute links lead (`https://example.org`); without it they stay as written.
        public var base: String?
        /// Whether paths under `root` match page paths whatever their case (MDN's do).
        public var ignoreCase: Bool

        public init(root: String? = nil, base: String? = nil, ignoreCase: Bool = false) {
            self.root = root
            self.base = base
            self.ignoreCase = ignoreCase
        }
    }

    public var title: [String: String]
    public var footer: [String: String]
    public var defaultLanguage: String
    public var languages: [LanguageEntry]
    public var layout: Layout
    /// In the suffix layout, whether the source's pages carry their suffix too
    /// (`index.en-US.md` beside `index.zh-CN.md`, as dumi and mkdocs-static-i18n name them):
    /// site.yml gives the source a `folder:`. Otherwise its pages are the unsuffixed ones.
    public var sourceSuffixed = false
    public var checks: Checks
    public var baseURL: String?
    /// Where a page's file can be edited (`https://github.com/o/r/edit/main/Content/`, or with
    /// `{path}` where the file's path under the content folder goes): each page links to it.
    public var editURL: String?
    /// Whether pages show when their file last changed, from git (`lastUpdated: git`), and the
    /// sitemap gives it as `lastmod`. Off by default, as in Hugo and Docusaurus: a shallow clone
    /// knows only one commit.
    public var lastUpdatedFromGit = false
    /// What each translation was made from (`translations:`): see `TranslationBaselineRule`.
    public var translations = TranslationBaselineRule()
    /// Chinese and Japanese typography, per language code; a language not named is `auto`.
    public var typography: [String: TypographyStyle] = [:]
    /// Headings added to the built-in vocabulary: section kind → language → words. A kind the
    /// vocabulary does not have is a new kind.
    public var sections: [String: [String: [String]]]
    /// Callout words added: kind → language → words.
    public var callouts: [String: [String: [String]]]
    public var symbols: SymbolLinking
    /// How headings without `{#id}` get their ids (`headingIDs:`): as the site's generator
    /// makes them, so its pages' links reach them.
    public var headingIDs = HeadingIDStyle.github
    /// The front matter keys a page without a `#` heading takes its title from, the first set
    /// one (`titleKeys:`): `title`, as Hugo, Docusaurus and VitePress read it, by default.
    public var titleKeys = PageParser.defaultTitleKeys
    /// Whether errors from the checks stop `triglot build` (as they always did); a team adopting
    /// Triglot on drifted translations builds first and tightens this once `triglot check` is clean.
    public var strict: Bool = true
    /// Type-name prefixes of this site's own symbols (`UI`, `NS`): a code span such as
    /// `UIWindow` with no page is reported. None by default.
    public var symbolPrefixes: [String] = []
    public var source: SourceRule
    /// Folders of the compiler's `*.symbols.json` files, relative to the content folder: the
    /// pages' declarations and parameters are checked against them (`symbols.graph`).
    public var symbolGraphs: [String] = []
    /// Files and folders that are not part of the site (`exclude:`): partials a generator
    /// imports into pages, drafts, notes. Matched against paths relative to the content folder.
    public var exclude: [PathPattern] = []
    public var macros: [MacroRule]
    public var links: LinkRules
    /// How many pages each part of a list page shows (`pagination: {pagerSize: N}`, Hugo's
    /// name): a language's home page lists every page of the language, and the
    /// translation-status page every page of the site.
    public var pagerSize = SiteConfiguration.defaultPagerSize
    /// A thousand: a list of that many pages is a page of a few hundred kilobytes, and a site
    /// under that size keeps its lists whole.
    public static let defaultPagerSize = 1_000
    /// How many entries of one folder a page's sidebar lists at most (`pagination:
    /// {sidebarSize: N}`): a page in a longer folder sees the stretch of it around the page, with
    /// links to the stretches before and after. Every page of a folder carries the folder's
    /// list, so a flat folder of 100,000 pages would otherwise put 100,000 links on each of them.
    public var sidebarSize = SiteConfiguration.defaultSidebarSize
    /// Two hundred: about what a sidebar shows in a few screens of scrolling, and more than any
    /// folder of the shipped content or of the benchmark corpus holds.
    public static let defaultSidebarSize = 200

    public init(title: [String: String] = [:], footer: [String: String] = [:], defaultLanguage: String = "en",
                languages: [LanguageEntry] = [], layout: Layout = .folders, checks: Checks = Checks(), baseURL: String? = nil,
                sections: [String: [String: [String]]] = [:], callouts: [String: [String: [String]]] = [:],
                symbols: SymbolLinking = .matching, source: SourceRule = SourceRule(), macros: [MacroRule] = MacroRule.defaults,
                links: LinkRules = LinkRules()) {
        self.title = title
        self.footer = footer
        self.defaultLanguage = defaultLanguage
        self.languages = languages
        self.layout = layout
        self.checks = checks
        self.baseURL = baseURL
        self.sections = sections
        self.callouts = callouts
        self.symbols = symbols
        self.source = source
        self.macros = macros
        self.links = links
    }

    /// The configured languages, the default (source) language first.
    public var orderedLanguages: [Language] {
        let codes = languages.map(\.code)
        return ([defaultLanguage] + codes.filter { $0 != defaultLanguage }).map(Language.init)
    }

    public func name(of language: Language) -> String {
        languages.first { $0.code == language.code }?.name ?? language.code
    }

    /// The folder (or suffix) a language's pages are in.
    public func folder(of language: Language) -> String {
        languages.first { $0.code == language.code }?.folder ?? language.code
    }

    /// Every way a link may spell the language: code, aliases and a folder named for it
    /// (`zh-cn` for zh-Hans, `en-us` for en), as written. A folder that names no language
    /// (Docusaurus's `docs`) is no spelling: `/docs/intro` names no locale.
    public func spellings(of language: Language) -> [String] {
        guard let entry = languages.first(where: { $0.code == language.code }) else { return [language.code] }
        var result: [String] = []
        let folders = Self.folderSpells(entry.folder, code: entry.code) ? [entry.folder] : []
        for spelling in [entry.code] + folders + entry.aliases where !result.contains(spelling) { result.append(spelling) }
        return result
    }

    /// Whether a folder name spells a language: one name whose language subtag is the code's
    /// (`zh-cn` and `zh-Hans`, `en-us` and `en`, `ja` and `ja`), in any case.
    public static func folderSpells(_ folder: String, code: String) -> Bool {
        func subtag(_ text: String) -> Substring {
            text.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? ""
        }
        return !folder.contains("/") && !subtag(folder).isEmpty && subtag(folder) == subtag(code)
    }

    /// The site title in a language, falling back to the default language's.
    public func title(in language: Language) -> String {
        title[language.code] ?? title[defaultLanguage] ?? "Documentation"
    }

    /// The footer line in a language, falling back to the default language's; nil for none.
    public func footer(in language: Language) -> String? {
        footer[language.code] ?? footer[defaultLanguage]
    }

    /// Used when a content folder has no site.yml: the three languages Triglot ships with.
    public static let standard = SiteConfiguration(
        title: ["en": "Documentation"], defaultLanguage: "en",
        languages: [.init(code: "en", name: "English"), .init(code: "zh-Hans", name: "简体中文"), .init(code: "ja", name: "日本語")])
}
