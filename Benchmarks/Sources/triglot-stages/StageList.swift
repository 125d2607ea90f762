/// Every stage, in pipeline order. A new stage is one line here.
enum StageList {
    static func all(_ corpus: Corpus, map: PageMap) -> [Stage] {
        [
            PipelineStages.read(corpus, map: map),
            PipelineStages.cmark(corpus, map: map),
            PipelineStages.model(corpus, map: map),
            PipelineStages.reader(corpus, map: map),
            PipelineStages.loader(corpus, map: map),
            CheckStages.context(corpus),
        ] + CheckStages.each(corpus) + [
            CheckStages.runner(corpus),
        ]
    }
}
