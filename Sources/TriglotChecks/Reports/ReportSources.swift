import TriglotMarkup

/// The source text reports use to turn byte columns into character columns.
public typealias TriglotMarkupSource = SourceText
