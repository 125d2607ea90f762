/// A small, correct documentation set in English, Simplified Chinese and Japanese: two symbol
/// pages that link to each other and an article with explicit heading ids. Every check is quiet
/// on it; the defect-injection tests break it one defect at a time.
enum GoodTrio {
    static let willFinish = "uikit/uiapplicationdelegate/application-willfinishlaunchingwithoptions.md"
    static let didFinish = "uikit/uiapplicationdelegate/application-didfinishlaunchingwithoptions.md"
    static let article = "uikit/app-and-environment/about-the-app-launch-sequence.md"

    static let languages = ["en", "zh-Hans", "ja"]

    static var files: TestContent.Files {
        var files: TestContent.Files = [:]
        for (language, pages) in [("en", English.pages), ("zh-Hans", Chinese.pages), ("ja", Japanese.pages)] {
            for (path, text) in pages { files[language + "/" + path] = text }
        }
        return files
    }

    static let willFinishSource = "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willfinishlaunchingwithoptions:)"
    static let didFinishSource = "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)"
    static let articleSource = "https://developer.apple.com/documentation/uikit/about-the-app-launch-sequence"

    static let willFinishDeclaration = """
    ```swift
    optional func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool
    ```
    """

    static let didFinishDeclaration = """
    ```swift
    optional func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool
    ```
    """

    static let sampleCode = """
    ```swift
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }
    ```
    """
}
