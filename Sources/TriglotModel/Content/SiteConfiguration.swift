/// `Content/site.yml`: the site's languages (named in their own script), the default language,
/// the title per language, and which checks are switched off.
public struct SiteConfiguration: Sendable, Equatable, Codable {
    public struct LanguageEntry: Sendable, Equatable, Codable {
        public var code: String
        public var name: String
    }

    public struct Checks: Sendable, Equatable, Codable {
        public var disabled: [String]

        public init(disabled: [String] = []) {
            self.disabled = disabled
        }
    }

    public var title: [String: String]
    public var defaultLanguage: String
    public var languages: [LanguageEntry]
    public var checks: Checks
    public var baseURL: String?

    public init(title: [String: String] = [:], defaultLanguage: String = "en", languages: [LanguageEntry] = [], checks: Checks = Checks(), baseURL: String? = nil) {
        self.title = title
        self.defaultLanguage = defaultLanguage
        self.languages = languages
        self.checks = checks
        self.baseURL = baseURL
    }

    enum CodingKeys: String, CodingKey {
        case title, defaultLanguage, languages, checks, baseURL
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decodeIfPresent([String: String].self, forKey: .title) ?? [:]
        defaultLanguage = try container.decodeIfPresent(String.self, forKey: .defaultLanguage) ?? "en"
        languages = try container.decode([LanguageEntry].self, forKey: .languages)
        checks = try container.decodeIfPresent(Checks.self, forKey: .checks) ?? Checks()
        baseURL = try container.decodeIfPresent(String.self, forKey: .baseURL)
    }

    /// The configured languages, the default (source) language first.
    public var orderedLanguages: [Language] {
        let codes = languages.map(\.code)
        return ([defaultLanguage] + codes.filter { $0 != defaultLanguage }).map(Language.init)
    }

    public func name(of language: Language) -> String {
        languages.first { $0.code == language.code }?.name ?? language.code
    }

    /// The site title in a language, falling back to the default language's.
    public func title(in language: Language) -> String {
        title[language.code] ?? title[defaultLanguage] ?? "Documentation"
    }

    /// Used when a content folder has no site.yml: the three languages Triglot ships with.
    public static let standard = SiteConfiguration(
        title: ["en": "Documentation"], defaultLanguage: "en",
        languages: [.init(code: "en", name: "English"), .init(code: "zh-Hans", name: "简体中文"), .init(code: "ja", name: "日本語")])
}
