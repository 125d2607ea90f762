/// Other translations of glossary terms that are common in the wild (older Apple translations,
/// blogs, machine translation) but not the one the glossary chose. `terminology.glossary` reports
/// them only where the English section uses the term and the translation's section lacks the
/// chosen word, so a word that also has an everyday meaning is not flagged on its own. Words that
/// are ordinary vocabulary in another sense (代表 "represents", 背景 "backdrop") are left out on purpose.
public enum KnownTermVariants {
    public static let variants: [String: [String: [String]]] = [
        "delegate": ["zh-Hans": ["委托", "委派"], "ja": ["委譲", "委任", "デリゲイト"]],
        "app": ["zh-Hans": ["应用程序", "应用软件"], "ja": ["アプリケーション"]],
        "storyboard": ["zh-Hans": ["故事板"], "ja": ["ストーリボード"]],
        "window": ["zh-Hans": ["视窗"], "ja": ["ウィンドウ"]],
        "scene": ["zh-Hans": ["情景"], "ja": ["場面"]],
        "quick action": ["zh-Hans": ["快捷操作"], "ja": ["クイック アクション"]],
        "universal link": ["zh-Hans": ["通用连接"], "ja": ["ユニバーサル リンク"]],
        "state restoration": ["zh-Hans": ["状态还原"], "ja": ["状態復元"]],
        "user activity": ["zh-Hans": ["用户行为"], "ja": ["ユーザーアクティビティ"]],
    ]

    /// The known other translations of a source term in a language (none for unknown terms).
    public static func variants(of term: String, in language: String) -> [String] {
        variants[term.lowercased()]?[language] ?? []
    }
}
