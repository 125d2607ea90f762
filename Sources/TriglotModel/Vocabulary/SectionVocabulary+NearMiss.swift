extension SectionVocabulary {
    /// The section word a heading outside the vocabulary is a slip of (`Discusion` for
    /// `Discussion`, `返回直` for `返回值`); nil for a section word itself and for any heading
    /// further from every word. A slip is a character or two from the word in Latin script (one
    /// for a word of up to four letters), and one character put for another in a Chinese or
    /// Japanese word of three or more: there a character more or less is another word
    /// (`イベント型`, the event type, beside `イベント`), and so is a two-character one (`概念`
    /// beside `概要`). A symbol page's own sections (`Polyfill`, MDN's `Buffer sizing`) are no slip.
    public func sectionWord(misspeltAs heading: String) -> String? {
        let written = Array(Self.normalize(heading))
        guard !written.isEmpty, section(forHeading: heading) == nil else { return nil }
        let ideographic = written.contains { $0.unicodeScalars.contains { Slugger.isUncasedCJKLetter($0.value) } }
        var best: (word: String, distance: Int)?
        for byLanguage in file.sections.values {
            for word in byLanguage.values.joined() {
                let listed = Array(Self.normalize(word))
                if ideographic, listed.count != written.count || written.count < 3 { continue }
                let allowed = ideographic ? 1 : (max(written.count, listed.count) > 4 ? 2 : 1)
                guard abs(listed.count - written.count) <= allowed,
                      let distance = Self.editDistance(written, listed, atMost: allowed), distance > 0,
                      distance < (best?.distance ?? .max)
                else { continue }
                best = (word, distance)
            }
        }
        return best?.word
    }

    /// Levenshtein distance of two texts by character, or nil when it is more than `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], atMost limit: Int) -> Int? {
        guard !a.isEmpty else { return b.count <= limit ? b.count : nil }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowMinimum = min(rowMinimum, current[j])
            }
            // Every later row is at least this row's least value.
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
