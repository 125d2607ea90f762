import TriglotMarkup
import TriglotModel

/// One page file as loaded: where it is, its model, its source and what parsing it found.
///
/// A value like any other, but its fields live in one shared, immutable box: a loaded page holds
/// some thirty strings and arrays, and the checks and renderers copy pages out of the content
/// set's tables thousands of times, each copy retaining (and later releasing) every one of them.
/// A copy now retains the box alone. Fields are read in place from the box (`_read`), so
/// `loaded.page.sections[i].title` copies no page; setting a field makes a new box.
public struct LoadedPage: Sendable {
    /// What a loaded page holds, kept in one shared box (see `SharedFields`).
    @usableFromInline struct Fields: Sendable {
        @usableFromInline var path: String
        @usableFromInline var language: Language
        @usableFromInline var displayPath: String
        @usableFromInline var page: Page
        @usableFromInline var source: SourceText
        @usableFromInline var diagnostics: [Diagnostic]
        /// Whether the parse, the source and the body were dropped (`withoutParse`).
        @usableFromInline var parseDropped = false

        @usableFromInline init(path: String, language: Language, displayPath: String, page: Page, source: SourceText, diagnostics: [Diagnostic]) {
            self.path = path
            self.language = language
            self.displayPath = displayPath
            self.page = page
            self.source = source
            self.diagnostics = diagnostics
        }
    }

    @usableFromInline var storage: SharedFields<Fields>

    /// The path relative to its language folder: the page's identity across languages.
    @inlinable public var path: String {
        _read { yield storage.fields.path }
        set { storage = storage.updated { $0.path = newValue } }
    }

    @inlinable public var language: Language {
        _read { yield storage.fields.language }
        set { storage = storage.updated { $0.language = newValue } }
    }

    /// The path shown in diagnostics (relative to where the command was run).
    @inlinable public var displayPath: String {
        _read { yield storage.fields.displayPath }
        set { storage = storage.updated { $0.displayPath = newValue } }
    }

    @inlinable public var page: Page {
        _read { yield storage.fields.page }
        set { storage = storage.updated { $0.page = newValue } }
    }

    @inlinable public var source: SourceText {
        _read { yield storage.fields.source }
        set { storage = storage.updated { $0.source = newValue } }
    }

    @inlinable public var diagnostics: [Diagnostic] {
        _read { yield storage.fields.diagnostics }
        set { storage = storage.updated { $0.diagnostics = newValue } }
    }

    @inlinable public init(path: String, language: Language, displayPath: String, page: Page, source: SourceText, diagnostics: [Diagnostic]) {
        storage = SharedFields(Fields(path: path, language: language, displayPath: displayPath, page: page, source: source, diagnostics: diagnostics))
    }

    /// Whether the page's parse was dropped: its outline is all there is of it until it is
    /// read again (`ContentSet.withParse`).
    public var parseDropped: Bool { storage.fields.parseDropped }

    /// The page without its parse (the flat tree), its source and its body's blocks, which are
    /// most of a loaded page's memory: what a build that reads each batch of pages again keeps
    /// of every page (its outline: title, summary, headings, declaration, `Page.outline`), for
    /// the other pages to refer to.
    public func withoutParse() -> LoadedPage {
        var page = self
        page.storage = storage.updated {
            $0.parseDropped = true
            $0.page = $0.page.outline()
            $0.source = SourceText(bytes: [])
        }
        return page
    }
}
