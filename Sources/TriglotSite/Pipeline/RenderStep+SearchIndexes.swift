import Synchronization
import TriglotContent
import TriglotLowLevel
import TriglotModel

/// The search indexes the render step writes (or a build makes beside the checks): each
/// language's pages as search documents, turned into its script and parts.
extension RenderStep {
    /// The search index files of some languages (each index's script and any parts), built
    /// together so that every core is busy until the last one is done.
    static func searchIndexes(for languages: [Language], site: SiteRenderContext) -> [(path: String, bytes: [UInt8])] {
        searchIndexes(for: languages, content: site.content, strings: site.strings, cache: site.searchTerms)
    }

    /// The same from the pages alone: the index needs nothing the checks find, so a build can
    /// make it while the checks run.
    /// `cache`, when given, keeps each language's runs of documents for the next time.
    static func searchIndexes(for languages: [Language], content: ContentSet, strings: InterfaceStrings,
                              cache: SearchTermsCache? = nil) -> [(path: String, bytes: [UInt8])] {
        let indexes = ParallelMap.map(languages) { searchIndex(for: $0, content: content, strings: strings) }
        return zip(languages, SearchIndex.scripts(of: indexes, keys: languages.map(\.code), cache: cache)).flatMap { language, scripts in
            [(path: SiteLayout.searchIndexPath(in: language), bytes: scripts.main)] + scripts.parts.enumerated().map { part, bytes in
                (path: SiteLayout.searchIndexPartPath(in: language, name: scripts.partsName, part: part), bytes: bytes)
            }
        }
    }

    /// The same written into `output`, each part as soon as it is made (so that a large
    /// language's parts are never all in memory at once), and the parts of earlier builds of
    /// these languages removed. The first failure, in the order of the paths, is thrown.
    static func writeSearchIndexes(for languages: [Language], content: ContentSet, strings: InterfaceStrings,
                                   cache: SearchTermsCache? = nil, into output: some SiteOutput) throws {
        let indexes = ParallelMap.map(languages) { searchIndex(for: $0, content: content, strings: strings) }
        let failures = Mutex<[String]>([])
        @Sendable func write(_ path: String, _ bytes: [UInt8]) {
            if let failure = SiteStaging.failure({ try output.write(path, bytes) }) { failures.withLock { $0.append(failure) } }
        }
        let scripts = SearchIndex.scripts(of: indexes, keys: languages.map(\.code), cache: cache) { index, name, part, bytes in
            write(SiteLayout.searchIndexPartPath(in: languages[index], name: name, part: part), bytes)
        }
        var written = Set<String>()
        for (language, scripts) in zip(languages, scripts) {
            write(SiteLayout.searchIndexPath(in: language), scripts.main)
            written.insert(SiteLayout.searchIndexPath(in: language))
            for part in 0..<scripts.partCount {
                written.insert(SiteLayout.searchIndexPartPath(in: language, name: scripts.partsName, part: part))
            }
        }
        if let failure = failures.withLock({ $0.min() }) { throw SiteWriter.Failure(description: failure) }
        removeStaleSearchParts(from: output, languages: languages, written: written)
    }

    /// Removes the parts of the search indexes of `languages` that `written` does not hold: an
    /// output that keeps the files a build does not write (the preview's) would otherwise keep
    /// every earlier build's parts.
    static func removeStaleSearchParts(from output: some SiteOutput, languages: [Language], written: Set<String>) {
        guard output.keepsUnwrittenFiles else { return }
        for path in output.paths where !written.contains(path) && languages.contains(where: { SiteLayout.isSearchIndexPart(path, in: $0) }) {
            output.remove(path)
        }
    }

    /// One language's pages as search documents; `SearchIndex.scripts(of:)` turns them into the script.
    /// A page kept as its outline alone (a large build's) is read again as its run is read.
    static func searchIndex(for language: Language, content: ContentSet, strings: InterfaceStrings) -> SearchIndex {
        var index = SearchIndex()
        // One reader for every page, so that each document holds it and its page, not a copy of the content.
        let readTexts: @Sendable (LoadedPage) -> [String] = { searchTexts(of: content.withParse($0).page) }
        for path in content.outputPaths(in: language) {
            guard let (shown, _) = content.shownPage(path, in: language) else { continue }
            let page = shown.page
            let title = path == "index.md" ? content.configuration.title(in: language) : (page.title?.text ?? path)
            let summary = page.abstract.count == 1 ? page.abstract[0].text : page.abstract.map(\.text).joined(separator: " ")
            let kind = page.kind == .symbol ? strings.word("symbol", in: language) : strings.word("article", in: language)
            let url = SiteLayout.htmlPath(of: path)
            let shortSummary = Self.prefix(summary, characters: 200)
            if shown.parseDropped {
                index.add(.init(title: title, url: url, summary: shortSummary, kind: kind) { readTexts(shown) })
            } else {
                index.add(.init(title: title, url: url, summary: shortSummary, kind: kind, texts: searchTexts(of: page)))
            }
        }
        return index
    }

    /// The page's own strings, not a copy of them joined: the summary (its blocks, as the
    /// space between them separates terms as a line break does), then each section's title and
    /// blocks, then the declared symbol. Read by place: a `for section in` loop copies every section.
    static func searchTexts(of page: Page) -> [String] {
        var texts: [String] = []
        texts.reserveCapacity(page.abstract.count + page.sections.count * 4 + 1)
        for block in page.abstract.indices { texts.append(page.abstract[block].text) }
        for section in page.sections.indices {
            texts.append(page.sections[section].title)
            for block in page.sections[section].blocks.indices where page.sections[section].blocks[block].kind != .codeBlock {
                texts.append(page.sections[section].blocks[block].text)
            }
        }
        if let declaration = page.declaration { texts.append(declaration.symbol) }
        return texts
    }

    /// `String(text.prefix(count))`, which finds where each character ends: a text of no more
    /// scalars than that has no more characters either, and is its own prefix.
    static func prefix(_ text: String, characters count: Int) -> String {
        if text.utf8.count <= count || text.unicodeScalars.count <= count { return text }
        return String(text.prefix(count))
    }
}
