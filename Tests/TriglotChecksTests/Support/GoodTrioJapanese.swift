extension GoodTrio {
    enum Japanese {
        static var pages: [String: String] { [willFinish: willFinishPage, didFinish: didFinishPage, article: articlePage] }

        static let willFinishPage = TestContent.page("""
        # application(_:willFinishLaunchingWithOptions:)

        起動プロセスが開始されたものの、状態の復元がまだ行われていないことをデリゲートに通知します。

        > iOS 6.0+
        > iPadOS 6.0+
        > Mac Catalyst 13.1+

        ## 宣言

        \(willFinishDeclaration)

        ## パラメータ

        - `application`

          シングルトンのアプリオブジェクト。

        - `launchOptions`

          アプリが起動された理由を示す辞書。

        ## 戻り値

        アプリが URL リソースを処理できない場合は `false`、それ以外の場合は `true` を返します。

        ## 解説

        このメソッドを使用して、アプリを初期化し、実行の準備をします。システムは、アプリが起動されてメインのストーリーボードが読み込まれた後に、このメソッドを呼び出します。このメソッドが呼び出された時点で、アプリは inactive 状態にあります。

        いずれかのメソッドが `false` を返すと、システムは [`application(_:didFinishLaunchingWithOptions:)`](application-didfinishlaunchingwithoptions.md) メソッドを呼び出しません。4 つの手順については、[起動シーケンス](../app-and-environment/about-the-app-launch-sequence.md#launch-steps)を参照してください。

        \(sampleCode)

        > **重要**
        >
        > iOS 13.1 以降では、このメソッドでアプリのウインドウを表示してください。

        ## 関連項目

        ### アプリの初期化

        - [`application(_:didFinishLaunchingWithOptions:)`](application-didfinishlaunchingwithoptions.md)

          起動プロセスがほぼ完了したことをデリゲートに通知します。

        """, source: willFinishSource)

        static let didFinishPage = TestContent.page("""
        # application(_:didFinishLaunchingWithOptions:)

        起動プロセスがほぼ完了したことをデリゲートに通知します。

        > iOS 3.0+
        > iPadOS 3.0+

        ## 宣言

        \(didFinishDeclaration)

        ## パラメータ

        - `application`

          シングルトンのアプリオブジェクト。

        - `launchOptions`

          アプリが起動された理由を示す辞書。

        ## 戻り値

        アプリが URL リソースを処理できない場合は `false`、それ以外の場合は `true` を返します。

        ## 解説

        システムは、[`application(_:willFinishLaunchingWithOptions:)`](application-willfinishlaunchingwithoptions.md) が戻った後にこのメソッドを呼び出します。

        ## 関連項目

        ### アプリの初期化

        - [`application(_:willFinishLaunchingWithOptions:)`](application-willfinishlaunchingwithoptions.md)

          起動プロセスが開始されたことをデリゲートに通知します。

        """, source: didFinishSource)

        static let articlePage = TestContent.page("""
        # アプリの起動シーケンスについて

        アプリの起動時に、システムがコードを実行する順序について説明します。

        ## 概要 {#overview}

        iOS 13 以降では、アプリの起動は 4 つの手順で行われます。システムは決まった順序でデリゲートを呼び出します。

        ## 起動の手順 {#launch-steps}

        1. ユーザがアプリのアイコンをタップします。
        2. UIKit がメインのストーリーボードを読み込みます。
        3. UIKit が [`application(_:willFinishLaunchingWithOptions:)`](../uiapplicationdelegate/application-willfinishlaunchingwithoptions.md) を呼び出します。
        4. UIKit が [`application(_:didFinishLaunchingWithOptions:)`](../uiapplicationdelegate/application-didfinishlaunchingwithoptions.md) を呼び出します。

        詳しくは[概要](#overview)を参照してください。

        """, source: articleSource)
    }
}
