import TriglotModel

/// The numbers a sentence states, in one form whatever the language writes: `2,147,483,647` is
/// one number, `４` is 4, and "three", "third", 三 and 第三 stand for 3; a capitalised month
/// stands for its number ("November 12" is 11月12日, "Sept. 2023" 2023 年 9 月). Digits must survive
/// translation; words are accepted in place of digits (and the other way round) but are not
/// required, because "one" and 一 are often articles rather than numbers.
public struct NumberForms: Sendable {
    public var digits: [String] = []
    public var words: [String] = []

    public init(_ text: String, allowForms: Bool = true) {
        // Most leaves state no number in digits, and their bytes say so: only a text with an ASCII
        // digit or a full-width form (lead byte EF) is read scalar by scalar.
        if text.utf8.contains(where: { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0xEF }) { readDigits(text, allowForms: allowForms) }
        if allowForms { words += Self.wordNumbers(in: text) }
    }

    /// The numbers `text` writes in digits, into `digits`, and ordinals and units written with
    /// digits (`3rd`, `4K`) into `words`.
    private mutating func readDigits(_ text: String, allowForms: Bool) {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func digit(_ scalar: Unicode.Scalar) -> UInt32? {
            if scalar.value >= 0x30, scalar.value <= 0x39 { return scalar.value - 0x30 }
            if allowForms, scalar.value >= 0xFF10, scalar.value <= 0xFF19 { return scalar.value - 0xFF10 }
            return nil
        }
        while index < scalars.count {
            guard digit(scalars[index]) != nil else {
                index += 1
                continue
            }
            // A digit glued to a word (`h1`, `v3`) is part of a name, not a number.
            if index > 0, scalars[index - 1].properties.isAlphabetic, scalars[index - 1].isASCII {
                while index < scalars.count, digit(scalars[index]) != nil || scalars[index].properties.isAlphabetic { index += 1 }
                continue
            }
            var number = ""
            while index < scalars.count {
                if let value = digit(scalars[index]) {
                    number.append(String(value))
                    index += 1
                    continue
                }
                let separator = scalars[index]
                let next = index + 1 < scalars.count ? digit(scalars[index + 1]) : nil
                // `1,000` and `1.5`; a comma takes exactly three digits after it.
                if allowForms, separator == ",", next != nil, index + 3 < scalars.count + 0,
                   (1 ... 3).allSatisfy({ index + $0 < scalars.count && digit(scalars[index + $0]) != nil }),
                   index + 4 >= scalars.count || digit(scalars[index + 4]) == nil {
                    index += 1
                    continue
                }
                if separator == ".", next != nil {
                    number.append(".")
                    index += 1
                    continue
                }
                break
            }
            // `3rd`, `2nd`, `4K`: an ordinal or a unit glued on is a word, not a stated number;
            // `7.3K` and `1.5M` stand for 7300 and 1500000 too, as a translation may write them.
            if index < scalars.count, scalars[index].properties.isAlphabetic, scalars[index].isASCII {
                words.append(number)
                let suffixEnds = index + 1 >= scalars.count || !scalars[index + 1].properties.isAlphabetic
                if suffixEnds, let scale = Self.magnitudes[scalars[index]], let value = Double(number), (value * scale).rounded() == value * scale,
                   value * scale < 1e15 {
                    words.append(String(Int(value * scale)))
                }
                continue
            }
            digits.append(number)
        }
    }

    /// A magnitude suffix glued to a number: thousand, million, billion.
    static let magnitudes: [Unicode.Scalar: Double] = ["K": 1e3, "k": 1e3, "M": 1e6, "B": 1e9]

    static let englishWords: [String: Int] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12, "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
        "eighth": 8, "ninth": 9, "tenth": 10, "once": 1, "twice": 2, "single": 1, "both": 2, "hundred": 100, "thousand": 1000,
        "million": 1_000_000, "half": 2, "dozen": 12,
    ]
    /// Months and their abbreviations, counted only when capitalised: "may" and "march" are
    /// words, and a Chinese or Japanese date writes the month as a number (11月).
    static let englishMonths: [String: Int] = [
        "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7, "august": 8, "september": 9,
        "october": 10, "november": 11, "december": 12,
        "jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12,
    ]
    /// CJK numerals by the value of their one scalar.
    static let cjkDigits: [UInt32: Int] = {
        let numerals: [(Unicode.Scalar, Int)] = [
            ("〇", 0), ("零", 0), ("一", 1), ("二", 2), ("两", 2), ("兩", 2), ("三", 3), ("四", 4), ("五", 5), ("六", 6), ("七", 7),
            ("八", 8), ("九", 9), ("十", 10), ("百", 100), ("千", 1000), ("万", 10000), ("萬", 10000), ("半", 2), ("双", 2),
            ("単", 1), ("单", 1), ("唯", 1),
        ]
        return Dictionary(uniqueKeysWithValues: numerals.map { ($0.0.value, $0.1) })
    }()
    /// The lengths of `englishWords`: a word of another length is not looked up.
    static let englishWordLengths = englishWords.keys.map(\.count).min()! ... englishWords.keys.map(\.count).max()!

    /// Numbers written as words: English number words and ordinals, and runs of CJK numerals
    /// (十二 is 12, 三 is 3).
    ///
    /// A word here is ASCII letters and digits, so it is kept as its length and its first eight
    /// bytes lowercased in one integer (every number word is shorter; of the months, September
    /// has a table of its own by length), and looked up by that: a
    /// String per word, lowercased and hashed, was most of the pairing's cost of reading a leaf.
    /// `characterLevelWordNumbers` is the rule as first written, held to this by `AlignmentFastPathTests`.
    static func wordNumbers(in text: String) -> [String] {
        // The tables in locals, read once: each read of a static checks that it was made.
        let (lengths, words, numerals) = (englishWordLengths, packedEnglishWords, cjkNumeralTable)
        let (months, longMonths) = (packedMonths, packedNineLetterMonths)
        var result: [String] = []
        var (wordLength, packedWord, capitalised, ninth) = (0, UInt64(0), false, UInt32(0))
        func flushWord() {
            if lengths.contains(wordLength), let value = words[packedWord] {
                result.append(String(value))
            } else if capitalised, wordLength <= 8, let value = months[packedWord] {
                result.append(String(value))
            } else if capitalised, wordLength == 9, let month = longMonths[packedWord], month.ninth == ninth {
                result.append(String(month.value))
            }
            (wordLength, packedWord, capitalised) = (0, 0, false)
        }
        var run: [Int] = []
        func flushRun() {
            defer { run = [] }
            if !run.isEmpty { result.append(String(cjkNumber(run))) }
        }
        for scalar in text.unicodeScalars {
            if ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) {
                flushRun()
                if wordLength == 0 { capitalised = ("A"..."Z").contains(scalar) }
                // Setting 0x20 lowercases an ASCII letter and keeps a digit.
                if wordLength < 8 { packedWord = packedWord << 8 | UInt64(scalar.value | 0x20) }
                if wordLength == 8 { ninth = scalar.value | 0x20 }
                wordLength += 1
                continue
            }
            flushWord()
            if scalar.value < numerals.count, numerals[Int(scalar.value)] >= 0 { run.append(Int(numerals[Int(scalar.value)])) } else { flushRun() }
        }
        flushWord()
        flushRun()
        return result
    }

    /// `cjkDigits` by scalar value, up to the last numeral, -1 for a scalar that is none: most
    /// scalars of a Chinese or Japanese page are no numeral, and the table says so without
    /// hashing each.
    static let cjkNumeralTable: [Int16] = {
        var table = [Int16](repeating: -1, count: Int(cjkDigits.keys.max()!) + 1)
        for (scalar, value) in cjkDigits { table[Int(scalar)] = Int16(value) }
        return table
    }()

    /// `englishWords` by their bytes in one integer, as `wordNumbers` keeps a word.
    static let packedEnglishWords: [UInt64: Int] = Dictionary(uniqueKeysWithValues: englishWords.map { word, value in
        precondition(word.utf8.count <= 8)
        return (word.utf8.reduce(0) { $0 << 8 | UInt64($1) }, value)
    })

    /// `englishMonths` of up to eight letters packed as `packedEnglishWords`, and September by
    /// its first eight letters, looked up only for a word of nine.
    static let packedMonths: [UInt64: Int] = Dictionary(uniqueKeysWithValues: englishMonths.filter { $0.key.utf8.count <= 8 }.map { word, value in
        (word.utf8.reduce(0) { $0 << 8 | UInt64($1) }, value)
    })
    static let packedNineLetterMonths: [UInt64: (ninth: UInt32, value: Int)] = Dictionary(
        uniqueKeysWithValues: englishMonths.filter { $0.key.utf8.count > 8 }.map { word, value in
            precondition(word.utf8.count == 9)
            return (word.utf8.prefix(8).reduce(0) { $0 << 8 | UInt64($1) }, (UInt32(word.utf8.last!), value))
        })

    /// The value of a run of CJK numerals: 十二 = 12, 二十 = 20, 二十三 = 23.
    static func cjkNumber(_ run: [Int]) -> Int {
        var total = 0
        var current = 0
        for value in run {
            if value >= 10 {
                total += max(current, 1) * value
                current = 0
            } else {
                current = current * 10 + value
            }
        }
        return total + current
    }

    /// `wordNumbers` with each word made a String, lowercased and looked up: the reference.
    static func characterLevelWordNumbers(in text: String) -> [String] {
        var result: [String] = []
        var word = String.UnicodeScalarView()
        func flushWord() {
            let lowered = String(word).lowercased()
            if englishWordLengths.contains(word.count), let value = englishWords[lowered] {
                result.append(String(value))
            } else if let first = word.first, ("A"..."Z").contains(first), let value = englishMonths[lowered] {
                result.append(String(value))
            }
            word = String.UnicodeScalarView()
        }
        var run: [Int] = []
        func flushRun() {
            defer { run = [] }
            if !run.isEmpty { result.append(String(cjkNumber(run))) }
        }
        for scalar in text.unicodeScalars {
            if ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) {
                flushRun()
                word.append(scalar)
                continue
            }
            flushWord()
            if let value = cjkDigits[scalar.value] { run.append(value) } else { flushRun() }
        }
        flushWord()
        flushRun()
        return result
    }

    /// The digits of `english` a translation lacks, and the digits of `translation` the English
    /// lacks, each written in the other in neither digits nor words.
    public static func differences(_ english: NumberForms, _ translation: NumberForms) -> (missing: [String], added: [String]) {
        let (englishDigits, digits) = (Multiset(english.digits), Multiset(translation.digits))
        let missing = englishDigits.subtracting(digits).subtracting(Multiset(translation.words))
        let added = digits.subtracting(englishDigits).subtracting(Multiset(english.words))
        return (missing.sortedElements, added.sortedElements)
    }
}
