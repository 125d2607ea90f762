import TriglotModel

/// Language folder names and file suffixes as projects write them (`zh-cn`, `en-us`, `pt-br`,
/// `ja`), read as BCP 47 tags with their names in their own script.
enum LanguageTags {
    /// The tag a folder or suffix stands for, or nil when it does not look like a language:
    /// `zh-cn` → `zh-Hans`, `zh-tw` → `zh-Hant`, `en-us` → `en-US`, `ja` → `ja`.
    static func tag(forFolder name: String) -> String? {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard let primary = parts.first, (2...3).contains(primary.count), primary.allSatisfy({ $0.isASCII && $0.isLetter }),
              parts.count <= 3 else { return nil }
        let language = primary.lowercased()
        guard known[language] != nil else { return nil }
        let rest = parts.dropFirst()
        guard rest.allSatisfy({ (2...4).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }) else { return nil }
        if language == "zh", let region = rest.first?.lowercased() {
            switch region {
            case "cn", "sg", "hans": return "zh-Hans"
            case "tw", "hk", "mo", "hant": return "zh-Hant"
            default: break
            }
        }
        let subtags = rest.map { $0.count == 4 ? $0.prefix(1).uppercased() + $0.dropFirst().lowercased() : $0.uppercased() }
        return ([language] + subtags).joined(separator: "-")
    }

    /// A language's name in its own script, for the language switcher.
    static func name(of tag: String) -> String {
        switch tag {
        case "zh-Hans": return "简体中文"
        case "zh-Hant": return "繁體中文"
        case "pt-BR": return "Português (Brasil)"
        default: return known[String(tag.split(separator: "-")[0]).lowercased()] ?? tag
        }
    }

    /// Languages documentation is commonly translated into, by their primary subtag.
    static let known: [String: String] = [
        "en": "English", "zh": "中文", "ja": "日本語", "ko": "한국어", "es": "Español", "fr": "Français", "de": "Deutsch",
        "pt": "Português", "ru": "Русский", "it": "Italiano", "nl": "Nederlands", "pl": "Polski", "tr": "Türkçe",
        "uk": "Українська", "vi": "Tiếng Việt", "id": "Bahasa Indonesia", "th": "ไทย", "ar": "العربية", "he": "עברית",
        "fa": "فارسی", "hi": "हिन्दी", "sv": "Svenska", "cs": "Čeština", "hu": "Magyar", "ro": "Română", "el": "Ελληνικά",
        "da": "Dansk", "fi": "Suomi", "nb": "Norsk bokmål", "bn": "বাংলা", "ms": "Bahasa Melayu",
    ]
}
