import TriglotMarkup

/// One page file as loaded: where it is, its model, its source and what parsing it found.
///
/// A value like any other, but its fields live in one shared, immutable box: a loaded page holds
/// some thirty strings and arrays, and the checks and renderers copy pages out of the content
/// set's tables thousands of times, each copy retaining (and later releasing) every one of them.
/// A copy now retains the box alone. Fields are read in place from the box (`_read`), so
/// `loaded.page.sections[i].title` copies no page; setting a field makes a new box.
public struct LoadedPage: Sendable {
    @usableFromInline var storage: Storage

    @usableFromInline final class Storage: Sendable {
        @usableFromInline let path: String
        @usableFromInline let language: Language
        @usableFromInline let displayPath: String
        @usableFromInline let page: Page
        @usableFromInline let source: SourceText
        @usableFromInline let diagnostics: [Diagnostic]

        @usableFromInline init(path: String, language: Language, displayPath: String, page: Page, source: SourceText, diagnostics: [Diagnostic]) {
            self.path = path
            self.language = language
            self.displayPath = displayPath
            self.page = page
            self.source = source
            self.diagnostics = diagnostics
        }
    }

    /// The path relative to its language folder: the page's identity across languages.
    @inlinable public var path: String {
        _read { yield storage.path }
        set { storage = Storage(path: newValue, language: language, displayPath: displayPath, page: page, source: source, diagnostics: diagnostics) }
    }

    @inlinable public var language: Language {
        _read { yield storage.language }
        set { storage = Storage(path: path, language: newValue, displayPath: displayPath, page: page, source: source, diagnostics: diagnostics) }
    }

    /// The path shown in diagnostics (relative to where the command was run).
    @inlinable public var displayPath: String {
        _read { yield storage.displayPath }
        set { storage = Storage(path: path, language: language, displayPath: newValue, page: page, source: source, diagnostics: diagnostics) }
    }

    @inlinable public var page: Page {
        _read { yield storage.page }
        set { storage = Storage(path: path, language: language, displayPath: displayPath, page: newValue, source: source, diagnostics: diagnostics) }
    }

    @inlinable public var source: SourceText {
        _read { yield storage.source }
        set { storage = Storage(path: path, language: language, displayPath: displayPath, page: page, source: newValue, diagnostics: diagnostics) }
    }

    @inlinable public var diagnostics: [Diagnostic] {
        _read { yield storage.diagnostics }
        set { storage = Storage(path: path, language: language, displayPath: displayPath, page: page, source: source, diagnostics: newValue) }
    }

    @inlinable public init(path: String, language: Language, displayPath: String, page: Page, source: SourceText, diagnostics: [Diagnostic]) {
        storage = Storage(path: path, language: language, displayPath: displayPath, page: page, source: source, diagnostics: diagnostics)
    }
}
