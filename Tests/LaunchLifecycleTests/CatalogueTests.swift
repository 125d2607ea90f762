import Testing
@testable import LaunchLifecycle

@Suite("Delegate method catalogue")
struct CatalogueTests {
    @Test("short and loose spellings normalise to the full selector", arguments: [
        ("applicationDidBecomeActive", Selector.didBecomeActive),
        ("applicationWillEnterForeground", Selector.willEnterForeground),
        ("applicationDidBecomeActive(_:)", Selector.didBecomeActive),
        ("`application(_:open:options:)`", Selector.openURL),
        ("application(_:continue:restorationHandler:):", Selector.continue),  // seed 004:77 has the trailing colon
        ("application(_:didFinishLaunchingWithOptions :)", Selector.didFinish),
        ("UIApplicationDelegate.applicationWillResignActive(_:)", Selector.willResignActive),
        ("sceneDidBecomeActive", Selector.sceneDidBecomeActive),
        ("locationManager", Selector.locationDidUpdate),
    ])
    func normalises(text: String, expected: String) {
        #expect(DelegateMethodCatalogue.normalizedSelector(text) == expected)
    }

    @Test("ambiguous or unknown names do not normalise", arguments: [
        "application", "scene", "applicationDidBecomeActiv", "sceneDidDisconnect(_:)", "", "application(_:open:)",
    ])
    func rejects(_ text: String) {
        #expect(DelegateMethodCatalogue.normalizedSelector(text) == nil)
    }

    @Test("declarations as on Apple's pages (spec §2)", arguments: [
        (Selector.willFinish, "optional func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool"),
        (Selector.didBecomeActive, "optional func applicationDidBecomeActive(_ application: UIApplication)"),
        (Selector.openURL, "optional func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool"),
        (Selector.continue, "optional func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool"),
        (Selector.sceneWillEnterForeground, "optional func sceneWillEnterForeground(_ scene: UIScene)"),
        (Selector.notificationDidReceive, "optional func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void)"),
    ])
    func declarations(selector: String, declaration: String) throws {
        let entry = try #require(DelegateMethodCatalogue.entry(for: selector))
        #expect(entry.declaration == declaration)
    }

    @Test("every entry's declaration names its selector's parts and its protocol's receiver")
    func entriesAreConsistent() {
        #expect(DelegateMethodCatalogue.entries.count == LifecycleMethod.allCases.count)
        for entry in DelegateMethodCatalogue.entries {
            let base = String(entry.selector.prefix { $0 != "(" })
            #expect(entry.declaration.hasPrefix("optional func \(base)("), "\(entry.selector)")
            let labels = entry.selector.drop { $0 != "(" }.dropFirst().dropLast().split(separator: ":").dropFirst()
            for label in labels {
                #expect(entry.declaration.contains(" \(label) ") || entry.declaration.contains(" \(label):"), "\(entry.selector): \(label)")
            }
            #expect(entry.receiver == entry.protocolName.receiver)
        }
    }

    @Test("protocols of the methods the core calls", arguments: [
        (Selector.willFinish, DelegateProtocol.uiApplicationDelegate),
        (Selector.sceneWillConnect, .uiSceneDelegate),
        (Selector.windowScenePerformAction, .uiWindowSceneDelegate),
        (Selector.notificationDidReceive, .unUserNotificationCenterDelegate),
        (Selector.locationDidUpdate, .clLocationManagerDelegate),
    ])
    func protocols(selector: String, expected: DelegateProtocol) {
        #expect(DelegateMethodCatalogue.entry(for: selector)?.protocolName == expected)
    }

    @Test("the fourteen launch option keys, four of which imply a background launch")
    func launchOptionKeys() {
        #expect(LaunchOptionKey.allCases.count == 14)
        #expect(LaunchOptionKey.allCases.filter(\.impliesBackgroundLaunch) == [.location, .newsstandDownloads, .bluetoothCentrals, .bluetoothPeripherals])
        #expect(LaunchOptionKey.url.objectiveCName == "UIApplicationLaunchOptionsURLKey")
        #expect(Set(LaunchOptionKey.allCases.map(\.objectiveCName)).count == 14)
    }
}
