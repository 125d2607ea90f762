extension Defect {
    /// Typography defects a translator makes, in the good trio's Chinese and Japanese pages.
    static let typography: [Defect] = [
        .init("space before a full-width comma", "zh-Hans", A, [("告诉代理启动过程已经开始，但", "告诉代理启动过程已经开始 ，但")],
              "typography.punctuation-space", at: "已经开始 ，"),
        .init("three dots for an ellipsis", "zh-Hans", A, [("你的 App 处于 inactive 状态。", "你的 App 处于 inactive 状态等等...")],
              "typography.ellipsis-dash", at: "状态等等..."),
        .init("a full stop closing a heading", "zh-Hans", A, [("## 讨论\n\n使用此方法", "## 讨论。\n\n使用此方法")],
              "typography.heading-punctuation", at: "## 讨论。"),
        .init("an opening bracket without its partner", "zh-Hans", A, [("请阅读[启动顺序]", "请阅读（[启动顺序]")],
              "typography.brackets", at: "请阅读（"),
        .init("a だ・である sentence on a です・ます page", "ja", A, [("アプリは inactive 状態にあります。", "アプリは inactive 状態である。")],
              "typography.ja-politeness", at: "状態である。"),
    ]
}
