import TriglotLowLevel
import TriglotModel

/// One language's search index: the pages (title, address, summary) and, for every term, the
/// pages that contain it. Written as a script that sets a global, so the search box works on a
/// site opened from disk, where browsers refuse to fetch JSON.
struct SearchIndex: Sendable {
    struct Document: Sendable, SearchableText {
        var title: String
        /// The page's address relative to the language folder.
        var url: String
        var summary: String
        var kind: String
        /// The page's text in the pieces the page already holds it in (section titles, blocks…):
        /// read one after the other, they give the terms of `text`, and no page's text is copied
        /// into one long string first.
        var texts: [String]
        /// Reads `texts` as the index reads the document's run, for a page kept as its
        /// outline alone (a large build's, `LoadedPage.withoutParse`): then only a run's texts are
        /// in memory at once. Nil when `texts` holds them.
        var textsToRead: (@Sendable () -> [String])?

        /// The pieces as one text, a line each: what the index finds terms in.
        var text: String { texts.joined(separator: "\n") }

        init(title: String, url: String, summary: String, kind: String, texts: [String]) {
            self.title = title
            self.url = url
            self.summary = summary
            self.kind = kind
            self.texts = texts
        }

        init(title: String, url: String, summary: String, kind: String, textsToRead: @escaping @Sendable () -> [String]) {
            self.init(title: title, url: url, summary: summary, kind: kind, texts: [])
            self.textsToRead = textsToRead
        }

        init(title: String, url: String, summary: String, kind: String, text: String) {
            self.init(title: title, url: url, summary: summary, kind: kind, texts: [text])
        }

        /// The document with its texts read, if they were still to read.
        func withTextsRead() -> Document {
            guard let textsToRead else { return self }
            var document = self
            document.texts = textsToRead()
            document.textsToRead = nil
            return document
        }

        /// Whether the two documents are the same page with the same texts; never, while either
        /// has its texts still to read.
        func isSame(as other: Document) -> Bool {
            textsToRead == nil && other.textsToRead == nil
                && (title, url, summary, kind) == (other.title, other.url, other.summary, other.kind) && texts == other.texts
        }
    }

    private(set) var documents: [Document] = []

    mutating func add(_ document: Document) {
        documents.append(document)
    }

    /// Documents this many at a time are read into one `DocumentTerms`: enough that most of a
    /// run's terms appear in several of its documents (the merge looks each up once a run), few
    /// enough to keep every core busy, and few enough that the table of a run of Chinese or
    /// Japanese pages, tens of thousands of different pairs, stays in a core's cache: at 32, its
    /// look-ups waited on memory more than the merge saved.
    static let documentsPerRun = 16

    /// Runs read before their terms are numbered: enough to keep every core busy between two
    /// numberings (a thousand pages), few enough that their lists of terms are a small part of
    /// an index's memory. At 256 a batch's lists were some 30 MiB of a 10,000-page build's peak.
    static let runsPerBatch = 64

    /// The script: `window.triglotSearch = {"docs": [...], "terms": {"term": [doc, …], …}};`
    func script() -> String {
        String(decoding: Self.scripts(of: [self])[0].main, as: UTF8.self)
    }

    /// A language's index as files. `main` is the script the pages load; an index larger than
    /// a part also has `partCount` parts (`SearchTermParts`): then `main` holds the documents
    /// and where each part begins, and each part a stretch of the terms in order, which the
    /// browser loads as a query needs them. The parts' names carry a digest of the whole index, so a
    /// browser never pairs a cached part with another build's documents.
    struct Scripts: Sendable, Equatable {
        var main: [UInt8]
        /// The name the parts' file names carry (empty when there are none).
        var partsName: String
        var partCount: Int
        /// The parts, in order, unless they were handed out as they were made.
        var parts: [[UInt8]]
    }

    /// An index of more (term, document) pairs than this is written in parts of about this
    /// many: some 150 kB of script each, what a reader's query loads per term.
    static let pairsPerPart = 25_000

    /// Part `part` of the index at `index`, with the parts' name: handed out as soon as it is
    /// made, from any core.
    typealias PartSink = @Sendable (_ index: Int, _ partsName: String, _ part: Int, _ bytes: [UInt8]) -> Void

    /// The scripts of several indexes, as UTF-8. Reading the documents is most of the work, so
    /// every document of every index is read in one parallel pass; then each index merges its
    /// documents' terms, in order, and writes its script and parts, side by side with the others.
    ///
    /// With a `cache`, the index at each place keeps its runs there under the key at the same
    /// place of `keys`, and a run whose documents are the ones it had last time is not read again.
    /// With `eachPart`, each part goes to it as it is made and is not kept: a large language's
    /// parts are then never all in memory at once.
    static func scripts(of indexes: [SearchIndex], keys: [String] = [], cache: SearchTermsCache? = nil,
                        pairsPerPart: Int = pairsPerPart, runsPerBatch: Int = runsPerBatch, eachPart: PartSink? = nil) -> [Scripts] {
        let sortedDocuments = indexes.map { index in
            index.documents.sorted { $0.url.utf8.lexicographicallyPrecedes($1.url.utf8) }
        }
        // The indexes' runs taken in turn (the first run of each, then the second …), so that
        // every batch of runs gives each index its share to number.
        let runs = sortedDocuments.enumerated().flatMap { index, documents in
            stride(from: 0, to: documents.count, by: documentsPerRun).map { start in
                (index: index, number: start / documentsPerRun, documents: start..<min(start + documentsPerRun, documents.count))
            }
        }.sorted { ($0.number, $0.index) < ($1.number, $1.index) }
        let cached = cache.map { cache in keys.map(cache.runs(for:)) } ?? []
        var kept: [String: [SearchTermsCache.Run]] = [:]
        var freshRuns = 0
        var numberings = Array(repeating: Postings.Numbering(), count: indexes.count)
        // A batch of runs is read on every core, then each index numbers its runs of the batch,
        // side by side with the others, before the next batch is read: the runs' lists of terms,
        // larger than the pairs in Chinese and Japanese, are never all in memory at once.
        for batch in stride(from: 0, to: runs.count, by: runsPerBatch).map({ runs[$0..<min($0 + runsPerBatch, runs.count)] }) {
            var made = ParallelMap.map(Array(batch)) { run -> (terms: DocumentTerms, isFresh: Bool) in
                let documents = sortedDocuments[run.index][run.documents]
                // Documents of unchanged pages share their strings with the last ones: comparing
                // them mostly compares references.
                if run.index < cached.count, run.number < cached[run.index].count,
                   cached[run.index][run.number].documents.elementsEqual(documents, by: { $0.isSame(as: $1) }) {
                    return (cached[run.index][run.number].terms, false)
                }
                guard documents.contains(where: { $0.textsToRead != nil }) else { return (DocumentTerms(of: documents), true) }
                return (DocumentTerms(of: ArraySlice(documents.map { $0.withTextsRead() })), true)
            }
            freshRuns += made.count(where: \.isFresh)
            var runsOfIndexes = Array(repeating: [DocumentTerms](), count: indexes.count)
            for (run, made) in zip(batch, made) {
                if cache != nil, run.index < keys.count {
                    kept[keys[run.index], default: []].append(.init(documents: Array(sortedDocuments[run.index][run.documents]),
                                                                    terms: made.terms))
                }
                runsOfIndexes[run.index].append(made.terms)
            }
            made = []
            // Each index's runs and numbering are handed to its job as their only holder (unless
            // the cache keeps the runs too), so that each run's term list is freed as soon as it
            // is numbered and nothing is copied.
            let (handedNumberings, handedRuns) = (numberings.map { HandedOver($0) }, runsOfIndexes.map { HandedOver($0) })
            (numberings, runsOfIndexes) = ([], [])
            numberings = ParallelMap.map(Array(indexes.indices)) { index in
                var numbering = handedNumberings[index].take()
                numbering.add(handedRuns[index].take())
                return numbering
            }
        }
        cache?.keep(kept, freshRuns: freshRuns)
        kept = [:]
        let handedOver = numberings.map { HandedOver($0) }
        numberings = []
        let postings = ParallelMap.map(Array(indexes.indices)) { index in Postings(handedOver[index].take()) }
        // An index larger than a part is cut into parts (`SearchTermParts`); each part is a job
        // of its own, so that one large index keeps every core busy.
        let cuts = ParallelMap.map(Array(indexes.indices)) { [postings] index in
            SearchTermParts.cut(postings[index], pairsPerPart: pairsPerPart)
        }
        let numbers = ParallelMap.map(Array(indexes.indices)) { index in TermsJSON.DocumentNumbers(count: sortedDocuments[index].count) }
        let mains = ParallelMap.map(Array(indexes.indices)) { [postings] index in
            cuts[index].isEmpty
                ? (script: script(documents: sortedDocuments[index], postings: postings[index], numbers: numbers[index]), partsName: "")
                : script(documents: sortedDocuments[index], postings: postings[index], parts: cuts[index])
        }
        let jobs = indexes.indices.flatMap { index in cuts[index].indices.map { (index: index, part: $0) } }
        let parts = ParallelMap.map(jobs) { [postings] job -> [UInt8] in
            let bytes = TermsJSON.members(of: postings[job.index], numbers: numbers[job.index],
                                          only: cuts[job.index][job.part],
                                          between: Array("(window.triglotSearchTerms = window.triglotSearchTerms || {})[\(job.part)] = {".utf8),
                                          and: Array("};\n".utf8))
            guard let eachPart else { return bytes }
            eachPart(job.index, mains[job.index].partsName, job.part, bytes)
            return []
        }
        var partsOfIndex = Array(repeating: [[UInt8]](), count: indexes.count)
        if eachPart == nil {
            for (job, part) in zip(jobs, parts) { partsOfIndex[job.index].append(part) }
        }
        return indexes.indices.map { index in
            Scripts(main: mains[index].script, partsName: mains[index].partsName, partCount: cuts[index].count,
                    parts: partsOfIndex[index])
        }
    }

    private static func script(documents: [Document], postings: Postings, numbers: TermsJSON.DocumentNumbers) -> [UInt8] {
        TermsJSON.members(of: postings, numbers: numbers, between: documentsJSON(documents) + ",\n\"terms\": {".utf8,
                          and: Array("}};\n".utf8))
    }

    /// The script of an index in parts: its documents, where each part begins (the first term
    /// of each, the first part's given as the empty term) and the parts' name, a digest of the
    /// documents, the parts' beginnings and every term's documents.
    private static func script(documents: [Document], postings: Postings, parts: [[Int]]) -> (script: [UInt8], partsName: String) {
        var json = documentsJSON(documents) + ",\n\"parts\": [\"\"".utf8
        for part in parts.dropFirst() {
            json.append(UInt8(ascii: ","))
            SearchScriptJSON.appendString(String(decoding: postings.termBytes(part[0]), as: UTF8.self), to: &json)
        }
        json.append(UInt8(ascii: "]"))
        var digest = StableDigest()
        digest.add(contentsOf: json)
        postings.addDigest(into: &digest)
        return (json + ",\n\"partsName\": \"\(digest.hex)\"};\n".utf8, digest.hex)
    }

    /// `window.triglotSearch = {"docs": [...]`, the start every index's script shares.
    private static func documentsJSON(_ documents: [Document]) -> [UInt8] {
        var json: [UInt8] = []
        json.reserveCapacity(documents.count * 200)
        json += "window.triglotSearch = {\"docs\": [".utf8
        for (index, document) in documents.enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            json.append(UInt8(ascii: "\n"))
            json.append(UInt8(ascii: "["))
            SearchScriptJSON.appendString(document.title, to: &json)
            json.append(UInt8(ascii: ","))
            SearchScriptJSON.appendString(document.url, to: &json)
            json.append(UInt8(ascii: ","))
            SearchScriptJSON.appendString(document.summary, to: &json)
            json.append(UInt8(ascii: ","))
            SearchScriptJSON.appendString(document.kind, to: &json)
            json.append(UInt8(ascii: "]"))
        }
        json.append(UInt8(ascii: "]"))
        return json
    }
}
