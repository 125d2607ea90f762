import Foundation
@testable import TriglotLowLevel
@testable import TriglotSite

/// The tokenizer written the plain way: fold every text with Foundation, then classify scalar by
/// scalar with Unicode properties. The fast tokenizer must give exactly its terms.
enum ReferenceTokenizer {
    static func terms(_ text: String) -> [String] {
        var terms: [String] = []
        var word: [Unicode.Scalar] = []
        var run: [Unicode.Scalar] = []
        func endWord() {
            guard !word.isEmpty else { return }
            terms.append(String(String.UnicodeScalarView(word)).lowercased())
            let parts = UnicodeWord.camelParts(word)
            if parts.count > 1 { terms += parts }
            word.removeAll()
        }
        func endRun() {
            if run.count == 1 { terms.append(String(Character(run[0]))) }
            for index in run.indices.dropLast() { terms.append(String(String.UnicodeScalarView([run[index], run[index + 1]]))) }
            run.removeAll()
        }
        for scalar in SearchTokenizer.fold(text).unicodeScalars {
            if SearchTokenizer.isCJK(scalar) {
                endWord()
                run.append(scalar)
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" {
                endRun()
                word.append(scalar)
            } else {
                endWord()
                endRun()
            }
        }
        endWord()
        endRun()
        return terms
    }
}
