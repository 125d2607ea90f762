extension GoodTrio {
    enum English {
        static var pages: [String: String] { [willFinish: willFinishPage, didFinish: didFinishPage, article: articlePage] }

        static let willFinishPage = TestContent.page("""
        # application(_:willFinishLaunchingWithOptions:)

        Tells the delegate that the launch process has begun but that state restoration hasn't occurred.

        > iOS 6.0+
        > iPadOS 6.0+
        > Mac Catalyst 13.1+

        ## Declaration

        \(willFinishDeclaration)

        ## Parameters

        - `application`

          Your singleton app object.

        - `launchOptions`

          A dictionary indicating the reason the app was launched.

        ## Return Value

        `false` if the app can't handle the URL resource; otherwise, `true`.

        ## Discussion

        Use this method to initialize your app and prepare it to run. The system calls this method after your app has been launched and its main storyboard has been loaded. At the time this method is called, your app is in the inactive state.

        If either method returns `false`, the system doesn't call the [`application(_:didFinishLaunchingWithOptions:)`](application-didfinishlaunchingwithoptions.md) method. Read [the launch sequence](../app-and-environment/about-the-app-launch-sequence.md#launch-steps) for the 4 steps.

        \(sampleCode)

        > **Important**
        >
        > Show your app's window from this method, in iOS 13.1 and later.

        ## See Also

        ### Initializing the app

        - [`application(_:didFinishLaunchingWithOptions:)`](application-didfinishlaunchingwithoptions.md)

          Tells the delegate that the launch process is almost done.

        """, source: willFinishSource)

        static let didFinishPage = TestContent.page("""
        # application(_:didFinishLaunchingWithOptions:)

        Tells the delegate that the launch process is almost done.

        > iOS 3.0+
        > iPadOS 3.0+

        ## Declaration

        \(didFinishDeclaration)

        ## Parameters

        - `application`

          Your singleton app object.

        - `launchOptions`

          A dictionary indicating the reason the app was launched.

        ## Return Value

        `false` if the app can't handle the URL resource; otherwise, `true`.

        ## Discussion

        The system calls this method after [`application(_:willFinishLaunchingWithOptions:)`](application-willfinishlaunchingwithoptions.md) returns.

        ## See Also

        ### Initializing the app

        - [`application(_:willFinishLaunchingWithOptions:)`](application-willfinishlaunchingwithoptions.md)

          Tells the delegate that the launch process has begun.

        """, source: didFinishSource)

        static let articlePage = TestContent.page("""
        # About the app launch sequence

        Learn the order in which the system runs your code at app launch.

        ## Overview {#overview}

        An app launch takes 4 steps on iOS 13 and later. The system calls your delegate in a fixed order.

        ## Launch steps {#launch-steps}

        1. The user taps the app icon.
        2. UIKit loads the main storyboard.
        3. UIKit calls [`application(_:willFinishLaunchingWithOptions:)`](../uiapplicationdelegate/application-willfinishlaunchingwithoptions.md).
        4. UIKit calls [`application(_:didFinishLaunchingWithOptions:)`](../uiapplicationdelegate/application-didfinishlaunchingwithoptions.md).

        See the [overview](#overview) for details.

        """, source: articleSource)
    }
}
