extension GoodTrio {
    enum Chinese {
        static var pages: [String: String] { [willFinish: willFinishPage, didFinish: didFinishPage, article: articlePage] }

        static let willFinishPage = TestContent.page("""
        # application(_:willFinishLaunchingWithOptions:)

        告诉代理启动过程已经开始，但状态恢复尚未发生。

        > iOS 6.0+
        > iPadOS 6.0+
        > Mac Catalyst 13.1+

        ## 声明

        \(willFinishDeclaration)

        ## 参数

        - `application`

          你的单例 App 对象。

        - `launchOptions`

          指明 App 启动原因的字典。

        ## 返回值

        如果 App 无法处理该 URL 资源，则返回 `false`；否则返回 `true`。

        ## 讨论

        使用此方法初始化你的 App 并为其运行做好准备。系统会在 App 启动、且其主 storyboard 已经加载之后调用此方法。调用此方法时，你的 App 处于 inactive 状态。

        如果任一方法返回 `false`，系统就不会调用 [`application(_:didFinishLaunchingWithOptions:)`](application-didfinishlaunchingwithoptions.md) 方法。有关 4 个步骤，请阅读[启动顺序](../app-and-environment/about-the-app-launch-sequence.md#launch-steps)。

        \(sampleCode)

        > **重要**
        >
        > 在 iOS 13.1 及更高版本中，请在此方法中显示 App 的窗口。

        ## 另请参阅

        ### 初始化 App

        - [`application(_:didFinishLaunchingWithOptions:)`](application-didfinishlaunchingwithoptions.md)

          告诉代理启动过程即将完成。

        """, source: willFinishSource)

        static let didFinishPage = TestContent.page("""
        # application(_:didFinishLaunchingWithOptions:)

        告诉代理启动过程即将完成。

        > iOS 3.0+
        > iPadOS 3.0+

        ## 声明

        \(didFinishDeclaration)

        ## 参数

        - `application`

          你的单例 App 对象。

        - `launchOptions`

          指明 App 启动原因的字典。

        ## 返回值

        如果 App 无法处理该 URL 资源，则返回 `false`；否则返回 `true`。

        ## 讨论

        系统会在 [`application(_:willFinishLaunchingWithOptions:)`](application-willfinishlaunchingwithoptions.md) 返回之后调用此方法。

        ## 另请参阅

        ### 初始化 App

        - [`application(_:willFinishLaunchingWithOptions:)`](application-willfinishlaunchingwithoptions.md)

          告诉代理启动过程已经开始。

        """, source: didFinishSource)

        static let articlePage = TestContent.page("""
        # 关于 App 启动顺序

        了解 App 启动时系统运行你的代码的顺序。

        ## 概览 {#overview}

        在 iOS 13 及更高版本中，App 启动需要 4 个步骤。系统会按固定顺序调用你的代理。

        ## 启动步骤 {#launch-steps}

        1. 用户轻点 App 图标。
        2. UIKit 加载主 storyboard。
        3. UIKit 调用 [`application(_:willFinishLaunchingWithOptions:)`](../uiapplicationdelegate/application-willfinishlaunchingwithoptions.md)。
        4. UIKit 调用 [`application(_:didFinishLaunchingWithOptions:)`](../uiapplicationdelegate/application-didfinishlaunchingwithoptions.md)。

        有关详细信息，请参阅[概览](#overview)。

        """, source: articleSource)
    }
}
