import Testing
@testable import TriglotSite

/// Long symbol names wrap between their words, never inside a tag or an entity.
@Suite("Camel-case breaks")
struct CamelCaseBreaksTests {
    @Test(arguments: [
        ("willFinishLaunchingWithOptions", "will<wbr>Finish<wbr>Launching<wbr>With<wbr>Options"),
        ("application(<wbr>_:<wbr>open:<wbr>)", "application(<wbr>_:<wbr>open:<wbr>)"),
        ("didRegisterForRemoteNotificationsWithDeviceToken:<wbr>)", "did<wbr>Register<wbr>For<wbr>Remote<wbr>Notifications<wbr>With<wbr>Device<wbr>Token:<wbr>)"),
        ("UIKit", "UIKit"),
        ("UIApplication", "UIApplication"),
        ("v2Beta", "v2<wbr>Beta"),
        ("a &amp;B", "a &amp;B"),
        ("", ""),
        ("启动Launch", "启动Launch"),
    ])
    func breaksGoBetweenALowerCaseLetterAndTheCapitalAfterIt(html: String, expected: String) {
        #expect(CamelCaseBreaks.adding(to: html) == expected)
    }
}
