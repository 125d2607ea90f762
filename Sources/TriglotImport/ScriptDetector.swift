import TriglotModel

/// Tells which writing system a piece of prose is in: Latin (English), Han (Chinese), or Han
/// with kana (Japanese). Code and URLs should be removed before asking.
public enum ScriptDetector {
    public enum Script: Equatable, Sendable {
        case latin, chinese, japanese, none
    }

    public static func script(of text: String) -> Script {
        var latin = 0
        var han = 0
        var kana = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x41...0x5A, 0x61...0x7A: latin += 1
            case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: kana += 1
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: han += 1
            default: break
            }
        }
        if kana > 0 && kana + han >= 2 { return .japanese }
        if han > 0 && han * 3 >= min(latin, 30) { return .chinese }
        if latin > 0 { return .latin }
        return han > 0 ? .chinese : .none
    }

    /// Whether the text has any Chinese or Japanese character at all.
    public static func containsCJK(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            (0x3040...0x30FF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
                || (0x4E00...0x9FFF).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
        }
    }

    public static func matches(_ script: Script, _ language: Language) -> Bool {
        switch script {
        case .latin: return !language.usesCJKScript
        case .chinese: return language.code.lowercased().hasPrefix("zh") || language.code == "ja"
        case .japanese: return language.code == "ja"
        case .none: return true
        }
    }
}
