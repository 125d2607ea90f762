import Testing
@testable import TriglotChecks
import TriglotModel

@Suite("translation.negation")
struct NegationCheckTests {
    /// Seed 000's Discussion, trimmed to its first paragraph in each language, as the seed has it.
    static let seedEnglish = "Use this method (and the corresponding [application(_:didFinishLaunchingWithOptions:)](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/1622921-application) method) to initialize your app and prepare it to run. This method is called after your app has been launched and its main storyboard or nib file has been loaded, but before your app’s state has been restored. At the time this method is called, your app is in the inactive state."
    static let seedChinese = "使用这个方法（以及相应的 [application(_:didFinishLaunchingWithOptions:)](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/1622921-application) 方法）初始化你的 App 并准备运行。该方法在 App 启动之后被调用，而它的 main storyboard 或 nib 文件还没有加载，但是在 App 的状态恢复之前。在调用此方法时，你的 App 处于 inactive 状态。"

    static func page(_ title: String, _ heading: String, _ paragraph: String) -> String {
        "# application(_:willFinishLaunchingWithOptions:)\n\n\(title)\n\n## \(heading)\n\n\(paragraph)\n"
    }

    @Test func seed000StoryboardSentenceFires() throws {
        let english = Self.page("Tells the delegate that the launch process has begun.", "Discussion", Self.seedEnglish)
        let chinese = Self.page("告诉代理启动过程已经开始。", "Discussion - 讨论", Self.seedChinese)
        let found = TestContent.run(NegationCheck.self, PagePair.files(english, chinese))
        let diagnostic = try #require(found.first)
        #expect(found.count == 1)
        #expect(diagnostic.path == "Content/zh-Hans/a.md" && diagnostic.line == 7 && diagnostic.severity == .warning)
        #expect(diagnostic.summary == "this sentence is negated; the English sentence is not")
        // The diagnostic starts at the sentence, not at the paragraph.
        let source = TriglotMarkupSource(chinese)
        let start = try #require(diagnostic.range?.lowerBound)
        #expect(String(decoding: source.bytes[source.offset(of: start)...], as: UTF8.self).hasPrefix("该方法在 App 启动之后被调用"))
        #expect(diagnostic.notes.first?.range?.lowerBound.line == 7)
    }

    @Test func seed000CorrectedTranslationIsQuiet() {
        let english = Self.page("Tells the delegate that the launch process has begun.", "Discussion", Self.seedEnglish)
        let corrected = Self.seedChinese.replacing("而它的 main storyboard 或 nib 文件还没有加载", with: "且它的 main storyboard 或 nib 文件已经加载")
        let chinese = Self.page("告诉代理启动过程已经开始。", "讨论", corrected)
        #expect(TestContent.run(NegationCheck.self, PagePair.files(english, chinese)).isEmpty)
    }

    @Test(arguments: [
        ("The system doesn't call it. It returns.", "zh-Hans", "系统不会调用它。它会返回。", nil),
        ("The system doesn't call it. It returns.", "zh-Hans", "系统会调用它。它会返回。", 1),
        ("The system calls it. It returns.", "zh-Hans", "系统会调用它。它不会返回。", 2),
        ("Different apps call it. It is very fast.", "zh-Hans", "不同的 App 会调用它。它非常快。", nil),
        ("It runs regardless of the state, unless it fails.", "zh-Hans", "无论状态如何，除非失败，它都会运行。", nil),
        ("This method is deprecated. The app is inactive.", "ja", "このメソッドは非推奨です。アプリは非アクティブです。", nil),
        ("It may be called. You must return.", "ja", "呼び出されるかもしれません。戻らなければなりません。", nil),
        ("It isn't called. It runs without a window.", "ja", "呼び出されません。ウインドウなしで実行されます。", nil),
        ("It isn't called.", "ja", "呼び出されます。", 1),
        ("Return quickly, not only at launch.", "ja", "起動時だけでなく、すぐに戻ってください。", nil),
        // Different sentence counts: nothing pairs for sure, so nothing is said.
        ("It doesn't block. It returns.", "zh-Hans", "它不会阻塞，并会返回。", nil),
        ("It blocks. It returns.", "zh-Hans", "它会阻塞，并且没有返回。", nil),
        // Cues that carry a negation without a negation word ("uncaught" 未捕捉, "instead of" ではなく).
        ("Assign a handler for uncaught errors.", "zh-Hans", "为未捕获的错误指定处理器。", nil),
        ("It is a code instead of a string.", "ja", "文字列ではなくコードです。", nil),
        ("This should be rarely needed.", "ja", "これが必要になることはほとんどありません。", nil),
    ] as [(String, String, String, Int?)])
    func sentencePairs(english: String, language: String, translation: String, sentence: Int?) {
        let heading = language == "ja" ? "解説" : "讨论"
        let files = PagePair.files(Self.page("Does it.", "Discussion", english), Self.page("摘要。", heading, translation), language: language)
        let found = TestContent.run(NegationCheck.self, files)
        #expect(found.count == (sentence == nil ? 0 : 1), "\(found.map(\.summary))")
        if let sentence, let diagnostic = found.first {
            let starts = NegationLexicon.sentences(of: translation, in: Language(language)).map { translation.utf8.distance(from: translation.startIndex, to: $0.lowerBound) }
            #expect(diagnostic.range?.lowerBound.column == 1 + starts[min(sentence, starts.count) - 1])
        }
    }

    @Test(arguments: [
        ("It isn't loaded.", "en", true), ("It can never run.", "en", true), ("It runs without a window.", "en", true),
        ("It cannot run.", "en", true), ("Note the order.", "en", false), ("It has been loaded.", "en", false),
        ("Not only at launch.", "en", false), ("它尚未加载。", "zh-Hans", true), ("它无需等待。", "zh-Hans", true),
        ("它们分别加载。", "zh-Hans", false), ("未来会加载。", "zh-Hans", false), ("まだ読み込まれていない。", "ja", true),
        ("読み込まずに戻ります。", "ja", true), ("必ず読み込みます。", "ja", false), ("いずれかを呼び出します。", "ja", false),
    ])
    func lexicon(sentence: String, language: String, negated: Bool) {
        #expect(NegationLexicon.isNegated(sentence, in: Language(language)) == negated)
    }

    @Test(arguments: [
        ("One. Two, e.g. three. Four?", "en", 3), ("Version 12.1 is out. Next.", "en", 2), ("一。二！三？", "zh-Hans", 3), ("一。二", "ja", 2),
    ])
    func sentenceSplitting(text: String, language: String, count: Int) {
        #expect(NegationLexicon.sentences(of: text, in: Language(language)).count == count)
    }
}
