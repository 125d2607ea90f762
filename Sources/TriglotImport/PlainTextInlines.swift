import TriglotModel

/// Turns a line of plain text into Markdown inline text: symbol names copied from a rendered
/// page (`application(_:open:options:)`, even a malformed `application(_:x :)`) become code spans,
/// the duplicate that copying a link leaves behind (`x(_:) (x(_:))`) is dropped, and characters
/// Markdown would read as formatting are escaped.
enum PlainTextInlines {
    static func markdown(_ text: String) -> String {
        let characters = Array(text)
        var output = ""
        var index = 0
        while index < characters.count {
            // The word start first: the symbol's scan reads on to the end of its word and its
            // parentheses, so tried at every character a long word would cost its length squared.
            if isWordStart(characters, index), let symbol = symbol(in: characters, at: index) {
                output += "`" + symbol + "`"
                index += symbol.count
                // A copied link repeats its text in parentheses: ` (symbol)`.
                let duplicate = Array(" (" + symbol + ")")
                if index + duplicate.count <= characters.count, Array(characters[index..<index + duplicate.count]) == duplicate {
                    index += duplicate.count
                }
                continue
            }
            let character = characters[index]
            if "\\`*_[]<>".contains(character) || (character == "#" && output.isEmpty) {
                output.append("\\")
            }
            output.append(character)
            index += 1
        }
        return output
    }

    private static func isWordStart(_ characters: [Character], _ index: Int) -> Bool {
        index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber || characters[index - 1] == "_" || characters[index - 1] == ".")
    }

    /// `name(…)` where the parentheses hold only labels, colons, underscores and spaces, with at
    /// least one colon or nothing at all (`makeKeyAndVisible()`).
    private static func symbol(in characters: [Character], at start: Int) -> String? {
        var index = start
        guard index < characters.count, characters[index].isASCII, characters[index].isLetter else { return nil }
        while index < characters.count, characters[index].isASCII,
              characters[index].isLetter || characters[index].isNumber || characters[index] == "_" || characters[index] == "." {
            index += 1
        }
        guard index < characters.count, characters[index] == "(" else { return nil }
        var close = index + 1
        var colons = 0
        while close < characters.count, characters[close] != ")" {
            let character = characters[close]
            guard character.isASCII, character.isLetter || character.isNumber || character == "_" || character == ":" || character == " " else { return nil }
            if character == ":" { colons += 1 }
            close += 1
        }
        guard close < characters.count, colons > 0 || close == index + 1 else { return nil }
        return String(characters[start...close])
    }
}
