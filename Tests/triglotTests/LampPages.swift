/// A small three-language content folder for scripted histories: a page of five sections and a
/// page it links to, in English, Simplified Chinese and Japanese.
enum LampPages {
    static let english = """
    # Lamp

    A lamp gives light to a room.

    ## Overview

    The lamp turns on when you press the switch.

    ## Brightness

    Brightness goes from dim to bright.

    ## Colour

    The lamp glows warm white or cold blue.

    ## Battery

    A full battery lasts all night.

    ## See Also

    - [Switch](switch.md)

    """

    static let chinese = """
    # Lamp

    灯为房间提供光。

    ## 概述

    按下开关时灯会亮。

    ## 亮度

    亮度从暗到亮。

    ## 颜色

    灯发出暖白色或冷蓝色的光。

    ## 电池

    充满电的电池可以用一整夜。

    ## 另请参阅

    - [Switch](switch.md)

    """

    static let japanese = """
    # Lamp

    ランプは部屋を照らします。

    ## 概要

    スイッチを押すとランプが点きます。

    ## 明るさ

    明るさは暗いから明るいまでです。

    ## 色

    ランプは暖かい白か冷たい青に光ります。

    ## バッテリー

    満充電のバッテリーは一晩もちます。

    ## 関連項目

    - [Switch](switch.md)

    """

    static func switchPage(_ title: String, _ abstract: String, _ heading: String, _ body: String) -> String {
        "# Switch\n\n\(abstract)\n\n## \(heading)\n\n\(body)\n"
    }

    static let files: [String: String] = [
        "en/lamp.md": english,
        "zh-Hans/lamp.md": chinese,
        "ja/lamp.md": japanese,
        "en/switch.md": switchPage("Switch", "A switch turns the lamp on and off.", "Overview", "Press it once."),
        "zh-Hans/switch.md": switchPage("Switch", "开关用来开灯和关灯。", "概述", "按一下。"),
        "ja/switch.md": switchPage("Switch", "スイッチでランプを点けたり消したりします。", "概要", "一度押します。"),
    ]

    static let languages = ["zh-Hans", "ja"]

    /// The translated heading of each English section, per language.
    static let headings: [String: [String: String]] = [
        "zh-Hans": ["overview": "## 概述", "brightness": "## 亮度", "colour": "## 颜色", "battery": "## 电池"],
        "ja": ["overview": "## 概要", "brightness": "## 明るさ", "colour": "## 色", "battery": "## バッテリー"],
    ]

    /// The 1-based line of the first line of `text` equal to `needle`.
    static func line(of needle: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0 == needle }.map { $0 + 1 }
    }
}
