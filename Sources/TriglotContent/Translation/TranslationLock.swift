import Foundation
import TriglotMarkup
import TriglotModel

/// `Content/translations.lock`: for each translation, a fingerprint of every English section as
/// it was when the translation was last marked current. When an English section changes, its
/// fingerprint no longer matches and the translation is outdated in exactly that section.
public struct TranslationLock: Sendable, Equatable, Codable {
    public static let fileName = "translations.lock"
    /// The key of the part before the first section: title, abstract, availability.
    public static let introKey = "(intro)"

    public var version: Int
    /// Language code → page path → section key → fingerprint of the English section.
    public var translations: [String: [String: [String: String]]]

    public init(translations: [String: [String: [String: String]]] = [:]) {
        version = 1
        self.translations = translations
    }

    public func fingerprints(of path: String, in language: Language) -> [String: String]? {
        translations[language.code]?[path]
    }

    public mutating func record(_ fingerprints: [String: String], of path: String, in language: Language) {
        translations[language.code, default: [:]][path] = fingerprints
    }

    /// Stable JSON (sorted keys), so the lock diffs cleanly in review.
    public func encoded() throws -> String {
        try ModelJSON.encode(self) + "\n"
    }

    public static func decode(_ data: Data) throws -> TranslationLock {
        try JSONDecoder().decode(TranslationLock.self, from: data)
    }

    /// The fingerprint of every section of an English page, keyed by section id.
    public static func fingerprints(of page: LoadedPage) -> [String: String] {
        var result: [String: String] = [:]
        let source = page.source
        let firstSectionLine = page.page.sections.first?.headingRange.lowerBound.line ?? (source.lineCount + 1)
        result[introKey] = fingerprint(source, lines: 1..<firstSectionLine)
        let sections = page.page.sections
        for (index, section) in sections.enumerated() {
            let end = index + 1 < sections.count ? sections[index + 1].headingRange.lowerBound.line : source.lineCount + 1
            let key = result[section.id] == nil ? section.id : section.id + "#\(index)"
            result[key] = fingerprint(source, lines: section.headingRange.lowerBound.line..<end)
        }
        return result
    }

    /// FNV-1a over the lines' text with trailing spaces and blank lines left out, so reflowing
    /// whitespace does not mark translations outdated.
    static func fingerprint(_ source: SourceText, lines: Range<Int>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for line in lines where line >= 1 && line <= source.lineCount {
            var bytes = Array(source.lineBytes(line))
            while let last = bytes.last, last == 0x20 || last == 0x09 { bytes.removeLast() }
            guard !bytes.isEmpty else { continue }
            for byte in bytes + [0x0A] {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
