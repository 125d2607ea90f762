import TriglotModel

/// Whether a translated code block holds the same code as the English one, and if not where it
/// first differs. Real translations translate comments, string literals and the text a template
/// shows, re-indent, and write `js` for `javascript`; none of that changes what the code does.
/// An example in a Markdown fence (`md`, `mdx`, `markdoc`) is a page of prose, translated
/// whole: only its fence's language is compared.
/// `Allowances.translatedCode` false compares bytes; `fenceAliases` false compares fence names
/// as written, and an English fence without a language with the translation's marked one.
public struct CodeComparison: Sendable {
    public var allowances: SiteConfiguration.Allowances

    public init(allowances: SiteConfiguration.Allowances) {
        self.allowances = allowances
    }

    /// A code block as the inventory holds it: the info string, a line break, the code.
    public struct Block: Sendable {
        public var info: String
        public var code: String

        public init(info: String, code: String) {
            self.info = info
            self.code = code
        }

        public init(inventoryText text: String) {
            let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            info = String(parts[0])
            code = parts.count > 1 ? String(parts[1]) : ""
        }

        /// The fence's language, the info string's first word before `{`.
        var language: String {
            let word = info.split(separator: " ").first.map(String.init) ?? ""
            return String(word.prefix { $0 != "{" && $0 != ":" }).lowercased()
        }
    }

    public enum Difference: Sendable, Equatable {
        /// The fence names another language.
        case language(english: String, translation: String)
        /// The code differs first on this 0-based line of the translated code.
        case code(line: Int)
    }

    /// nil when the translation keeps the English code.
    public func difference(_ english: Block, _ translation: Block) -> Difference? {
        guard allowances.translatedCode else {
            if english.info != translation.info { return .language(english: english.info, translation: translation.info) }
            guard english.code != translation.code else { return nil }
            let (left, right) = (english.code.split(separator: "\n", omittingEmptySubsequences: false),
                                 translation.code.split(separator: "\n", omittingEmptySubsequences: false))
            return .code(line: zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(left.count, right.count))
        }
        let (englishLanguage, language) = (english.language, translation.language)
        if canonical(englishLanguage) != canonical(language), !addsHighlighting(englishLanguage) {
            return .language(english: englishLanguage, translation: language)
        }
        if english.code == translation.code { return nil }
        // An example page in a Markdown fence is prose a translator translates, links and all.
        if Self.proseMarkupLanguages.contains(canonical(englishLanguage)) { return nil }
        let lexer = englishLanguage.isEmpty ? language : englishLanguage
        let optionalSemicolons = Self.optionalSemicolonLanguages.contains(canonical(lexer))
        let left = Self.withoutFormatterMarks(CodeTokens.significant(english.code, language: lexer), semicolons: optionalSemicolons).map(Self.comparable)
        let right = Self.withoutFormatterMarks(CodeTokens.significant(translation.code, language: lexer), semicolons: optionalSemicolons).map(Self.comparable)
        let markup = CodeTokens.markupLanguages.contains(canonical(lexer))
        return Self.firstUnforgivenDifference(left, right, textBetweenTags: markup).map { .code(line: $0) }
    }

    /// Languages where a semicolon at the end of a line is optional: JavaScript and its kin, and
    /// the component formats whose script parts are JavaScript (Astro's frontmatter, Vue's and
    /// Svelte's `<script>`).
    static let optionalSemicolonLanguages: Set<String> = ["js", "ts", "jsx", "tsx", "swift", "kt", "go", "scala", "astro", "vue", "svelte"]

    /// The tokens without what a code formatter adds or takes away as its settings change: a
    /// comma just before a closing bracket (`'./foo.js',` then `}`), and, where the language
    /// does not need it, a semicolon that ends a line. English pages gain and lose them when
    /// their formatter's settings change, under translations that did not; the code is the same.
    static func withoutFormatterMarks(_ tokens: [CodeTokens.Token], semicolons: Bool) -> [CodeTokens.Token] {
        var result: [CodeTokens.Token] = []
        result.reserveCapacity(tokens.count)
        for index in tokens.indices {
            let token = tokens[index]
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            if token.kind == .code, token.text == ",", let next, next.kind == .code, [")", "]", "}"].contains(next.text) { continue }
            if semicolons, token.kind == .code, token.text == ";", next.map({ $0.line > token.line }) ?? true { continue }
            result.append(token)
        }
        return result
    }

    /// How alike two code blocks are, 0...1, for pairing them: the share of tokens they have in
    /// common (comments and layout aside).
    public func similarity(_ english: Block, _ translation: Block) -> Double {
        if english.code == translation.code { return 1 }
        let lexer = english.language.isEmpty ? translation.language : english.language
        let left = CodeTokens.significant(english.code, language: lexer).filter { $0.kind == .code }.map(\.text)
        let right = CodeTokens.significant(translation.code, language: lexer).filter { $0.kind == .code }.map(\.text)
        guard !left.isEmpty || !right.isEmpty else { return 0.5 }
        let common = Multiset(left).intersectionCount(Multiset(right))
        return Double(2 * common) / Double(left.count + right.count)
    }

    /// An English fence that names no language leaves the highlighting to whoever marks it: a
    /// translation that marks it (`go`, `shell`) shows the same code, highlighted.
    private func addsHighlighting(_ englishLanguage: String) -> Bool {
        allowances.fenceAliases && canonical(englishLanguage).isEmpty
    }

    private func canonical(_ language: String) -> String {
        guard allowances.fenceAliases else { return language }
        return Self.aliases[language] ?? language
    }

    /// Fences whose code is a page of prose: Markdown and its MDX and Markdoc forms.
    static let proseMarkupLanguages: Set<String> = ["md", "mdx", "markdoc"]

    static let aliases: [String: String] = [
        "javascript": "js", "mjs": "js", "cjs": "js", "typescript": "ts", "mts": "ts", "bash": "sh", "shell": "sh", "zsh": "sh",
        "console": "sh", "shellscript": "sh", "yml": "yaml", "markdown": "md", "python": "py", "python3": "py", "htm": "html",
        "text": "", "txt": "", "plain": "", "plaintext": "", "none": "", "nohighlight": "", "objective-c": "objc", "objectivec": "objc", "c++": "cpp",
        "golang": "go", "rust": "rs", "kotlin": "kt", "csharp": "cs", "c#": "cs", "jsonc": "json", "json5": "json",
    ]

    /// The translated line where the token sequences first differ in a way translation does not
    /// explain, or nil. Tokens are matched by a longest common subsequence; each stretch between
    /// matches is forgiven when it is English prose put into another script. In markup, whose
    /// text between tags is prose, English punctuation written in the translation's own
    /// (`.` as `。`) is prose too.
    static func firstUnforgivenDifference(_ english: [CodeTokens.Token], _ translation: [CodeTokens.Token], textBetweenTags: Bool = false) -> Int? {
        let (rows, columns) = (english.count, translation.count)
        // Long blocks that agree token for token need no table.
        if rows == columns, zip(english, translation).allSatisfy({ same($0, $1) }) { return nil }
        var length = [[Int32]](repeating: [Int32](repeating: 0, count: columns + 1), count: rows + 1)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                length[i][j] = same(english[i], translation[j]) ? length[i + 1][j + 1] + 1 : max(length[i + 1][j], length[i][j + 1])
            }
        }
        let englishWords = Set(english.flatMap { $0.text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init) })
        // Lines where the translator wrote prose in another script outside any string literal
        // (a command's help text, a field's description): its words may be in another order.
        let translatedLines = Set(translation.lazy.filter { $0.kind == .text }.map(\.line))
        var (i, j) = (0, 0)
        var deleted: [CodeTokens.Token] = []
        var inserted: [CodeTokens.Token] = []
        // Where a stretch of English code the translation lacks was: after its last kept token.
        var lastKeptLine = 0
        func closeHunk() -> Int? {
            defer { deleted = []; inserted = [] }
            if deleted.isEmpty, inserted.isEmpty { return nil }
            let onTranslatedLine = translatedLines.contains(inserted.first?.line ?? lastKeptLine)
            if isTranslatedProse(deleted, inserted, englishWords: englishWords, onTranslatedLine: onTranslatedLine, punctuationIsText: textBetweenTags) {
                return nil
            }
            return inserted.first?.line ?? lastKeptLine
        }
        while i < rows || j < columns {
            if i < rows, j < columns, same(english[i], translation[j]) {
                if let line = closeHunk() { return line }
                lastKeptLine = translation[j].line
                i += 1
                j += 1
                continue
            }
            if j < columns, i == rows || length[i][j + 1] >= length[i + 1][j] {
                inserted.append(translation[j])
                j += 1
            } else {
                deleted.append(english[i])
                i += 1
            }
        }
        return closeHunk()
    }

    /// A word of the English block, or its stem where the translation's language has no plural
    /// (`URL` for `URLs`).
    private static func isEnglishWord(_ word: String, _ englishWords: Set<String>) -> Bool {
        englishWords.contains(word) || englishWords.contains(word + "s") || englishWords.contains(word + "es")
    }

    /// Tokens that stand for each other: the same code, or two string literals with the same
    /// contents whatever their quotes, or of which one is not plain ASCII (translated), or an
    /// English locale and the one a translated example names instead (`<html lang="en">` as
    /// `<html lang="ja">`).
    static func same(_ left: CodeTokens.Token, _ right: CodeTokens.Token) -> Bool {
        if left.kind == .string, right.kind == .string {
            return left.text == right.text || unquoted(left.text) == unquoted(right.text)
                || !left.text.utf8.allSatisfy { $0 < 0x80 } || !right.text.utf8.allSatisfy { $0 < 0x80 }
                || isLocalisedLocale(unquoted(left.text), unquoted(right.text))
        }
        return left.kind == right.kind && left.text == right.text
    }

    /// A token as the comparison reads it, made once per token before the comparison pairs
    /// every token with every other: a string literal of prose (`'Hello, VitePress!'`) as a
    /// mark that every other one matches, since a translator translates it (`'Hola, VitePress!'`
    /// reads as English letters, unlike `'你好'`); a path without its locales.
    static func comparable(_ token: CodeTokens.Token) -> CodeTokens.Token {
        guard token.kind == .string else { return token }
        guard readsAsProse(unquoted(token.text)) else { return withoutLocalesInPaths(token) }
        var token = token
        token.text = translatableText
        return token
    }

    /// What a string literal of prose reads as: no literal is written so (it has no quotes).
    static let translatableText = "\u{E001}"

    /// Whether a string's contents read as a sentence or a label: a capital letter first, then
    /// words, or a single capitalised word (`Removed`, `This is line 2`). A command
    /// (`vitepress dev docs`), a path, a placeholder (`<YOUR_ID>`) or a name (`Content-Type`,
    /// `GET`) does not.
    static func readsAsProse(_ contents: Substring) -> Bool {
        let text = contents.drop { $0 == " " }
        guard let first = text.first, first.isUppercase, first.isLetter else { return false }
        if text.contains(where: { "/\\=<>{}$_@`|".contains($0) }) { return false }
        if text.contains(" ") { return text.split(separator: " ").filter { $0.contains(where: \.isLetter) }.count >= 2 }
        let word = text.dropFirst()
        let letters = word.last.map { ".!?:".contains($0) } == true ? word.dropLast() : word
        return !letters.isEmpty && letters.allSatisfy { $0.isLetter && $0.isLowercase }
    }

    /// A string literal holding a path, without the segments that are locales: the same path
    /// in a translated example (`"/ja/guides/setup/"`) links its own language's page. Made once
    /// per token, before the comparison pairs every token with every other.
    static func withoutLocalesInPaths(_ token: CodeTokens.Token) -> CodeTokens.Token {
        guard token.kind == .string, token.text.utf8.contains(UInt8(ascii: "/")) else { return token }
        var token = token
        token.text = token.text.split(separator: "/", omittingEmptySubsequences: false)
            .filter { !LinkComparison.isLocale(String($0)) }.joined(separator: "/")
        return token
    }

    /// Whether `english` is an English locale tag (`en`, `en-US`) and `translated` another
    /// language's (`ja`, `zh-CN`).
    static func isLocalisedLocale(_ english: Substring, _ translated: Substring) -> Bool {
        english.utf8.count <= 6 && english.lowercased().hasPrefix("en") && LinkComparison.isLocale(String(english))
            && LinkComparison.isLocale(String(translated)) && !translated.lowercased().hasPrefix("en")
    }

    /// A string literal's contents: `'a'`, `"a"` and `` `a` `` hold the same string.
    static func unquoted(_ literal: String) -> Substring {
        let quotes: Set<Character> = ["'", "\"", "`"]
        guard literal.count >= 2, let first = literal.first, quotes.contains(first), literal.last == first else { return Substring(literal) }
        return literal.dropFirst().dropLast()
    }

    /// English words (and their punctuation) replaced by text in another script, or text a
    /// translator added: a template's or an example's prose, translated. `englishWords`: the
    /// English block's words, lowercased, string literals' too; `onTranslatedLine`: the stretch
    /// is on a line of such prose, where English words and names may also move or go.
    static func isTranslatedProse(_ deleted: [CodeTokens.Token], _ inserted: [CodeTokens.Token], englishWords: Set<String>,
                                  onTranslatedLine: Bool = false, punctuationIsText: Bool = false) -> Bool {
        let fullWidth = { (token: CodeTokens.Token) in
            punctuationIsText && token.text.unicodeScalars.allSatisfy { $0.value > 0x7F && !$0.properties.isAlphabetic }
        }
        guard onTranslatedLine || inserted.contains(where: { $0.kind == .text || fullWidth($0) })
                || (inserted.isEmpty && deleted.allSatisfy { $0.kind == .text }) else {
            return false
        }
        let englishIsProse = deleted.allSatisfy { token in
            token.kind != .code || token.text.allSatisfy { $0.isLetter || $0.isNumber || "'’.,!?:;()-\"".contains($0) }
        }
        // A sentence put into another script keeps the English block's names, in its own
        // order, and adds none: a Latin word only the translation has (`--halp`) is code
        // changed beside it.
        let translationIsProse = inserted.allSatisfy { token in
            guard token.kind == .code else { return true }
            if token.text.allSatisfy(\.isNumber) { return true }
            if token.text.allSatisfy({ $0.isASCII && $0.isLetter }) { return isEnglishWord(token.text.lowercased(), englishWords) }
            return token.text.unicodeScalars.allSatisfy { $0.value > 0x7F || $0.properties.isAlphabetic || ".,!?:;()-'\"".unicodeScalars.contains($0) }
        }
        return englishIsProse && translationIsProse
    }
}
