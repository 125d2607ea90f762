import Dispatch
import Foundation

/// triglot-stages --content DIR [--runs N] [--serial] [--stage TEXT]
///
/// Times each stage of Triglot's pipeline separately on a content folder (Scripts/bench makes a
/// synthetic one with ../shared/bench/gen_corpus.py) and prints one row per stage: median, fastest
/// and slowest of N runs, time per page, and the stage's result count (a sanity check that the
/// work did not change). A regression shows as the one row that moved.
struct Options {
    var content = ""
    var runs = 5
    var parallel = true
    var filter: String?

    init(_ arguments: [String]) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--content": content = rest.popFirst() ?? ""
            case "--runs": runs = Int(rest.popFirst() ?? "") ?? runs
            case "--serial": parallel = false
            case "--stage": filter = rest.popFirst()
            default: Self.usage("unknown argument \(argument)")
            }
        }
        if content.isEmpty { Self.usage("--content is required") }
    }

    static func usage(_ problem: String) -> Never {
        FileHandle.standardError.write(Data("triglot-stages: \(problem)\nusage: triglot-stages --content DIR [--runs N] [--serial] [--stage TEXT]\n".utf8))
        exit(2)
    }
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
let corpus: Corpus
do {
    corpus = try Corpus(folder: options.content)
} catch {
    FileHandle.standardError.write(Data("triglot-stages: \(error)\n".utf8))
    exit(2)
}
print("corpus: \(options.content): \(corpus.files.count) pages, \(corpus.byteCount / 1000) kB; \(options.runs) runs after a warm-up; "
      + (options.parallel ? "per-page stages parallel on \(ProcessInfo.processInfo.activeProcessorCount) cores" : "serial"))
let stages = StageList.all(corpus, map: PageMap(parallel: options.parallel)).filter { stage in
    options.filter.map { stage.name.contains($0) } ?? true
}
print(StageTable.header)
for stage in stages {
    print(StageTable.row(StageTimer.time(stage, runs: options.runs), pages: corpus.files.count))
}
