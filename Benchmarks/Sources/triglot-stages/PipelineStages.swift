import Foundation
import TriglotChecks
import TriglotContent
import TriglotLowLevel
import TriglotMarkup
import TriglotModel

/// The stages that turn files into pages. Each is one function returning a `Stage`; to time a new
/// stage (render, write), add a function here or in a new file and list it in `StageList`.
/// Per-page stages map over the pages as the tool does: in parallel, or serially with `--serial`.
enum PipelineStages {
    static func read(_ corpus: Corpus, map: PageMap) -> Stage {
        Stage(name: "read files") {
            map.sum(corpus.files) { file in (try? Data(contentsOf: URL(fileURLWithPath: file.absolutePath)))?.count ?? 0 }
        }
    }

    static func cmark(_ corpus: Corpus, map: PageMap) -> Stage {
        Stage(name: "cmark parse + tree copy") {
            map.sum(corpus.bytes) { MarkupDocument(parsing: $0).nodeCount }
        }
    }

    static func model(_ corpus: Corpus, map: PageMap) -> Stage {
        let parser = PageParser()
        let inputs = Array(zip(corpus.documents, corpus.files))
        return Stage(name: "model (PageParser)") {
            map.sum(inputs) { document, file in
                parser.parse(document, path: file.path, language: file.language).page.sections.count
            }
        }
    }

    static func reader(_ corpus: Corpus, map: PageMap) -> Stage {
        let reader = PageReader()
        let inputs = Array(zip(corpus.bytes, corpus.files))
        return Stage(name: "PageReader (bytes to page)") {
            map.sum(inputs) { bytes, file in
                reader.read(bytes: bytes, path: file.path, language: file.language).page.sections.count
            }
        }
    }

    static func loader(_ corpus: Corpus, map: PageMap) -> Stage {
        Stage(name: "ContentLoader end to end") {
            ((try? ContentLoader.load(folder: corpus.folder))?.pages.values.map(\.count).reduce(0, +)) ?? -1
        }
    }
}

/// Maps a per-page stage over the pages in parallel (as the tool does) or on one thread.
struct PageMap: Sendable {
    var parallel: Bool

    func sum<Input: Sendable>(_ inputs: [Input], _ transform: @Sendable (Input) -> Int) -> Int {
        parallel ? ParallelMap.map(inputs, transform).reduce(0, +) : inputs.reduce(0) { $0 + transform($1) }
    }
}
