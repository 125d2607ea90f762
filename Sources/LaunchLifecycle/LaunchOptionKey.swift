/// The fourteen keys of `UIApplication.LaunchOptionsKey` (spec §1), by their Swift names.
///
/// Scenarios name keys exactly like this; anything else is rejected when a scenario is decoded.
/// iOS 26 deprecates almost all of them in favour of scene connection options; that is
/// metadata and changes no behaviour here (spec §7.12).
public enum LaunchOptionKey: String, Codable, Sendable, CaseIterable, Comparable {
    case url
    case sourceApplication
    case annotation
    case remoteNotification
    case localNotification
    case location
    case newsstandDownloads
    case bluetoothCentrals
    case bluetoothPeripherals
    case shortcutItem
    case userActivityDictionary
    case userActivityType
    case cloudKitShareMetadata
    case eventAttribution

    /// The Objective-C constant, which is also the raw string of the key in UIKit.
    public var objectiveCName: String {
        switch self {
        case .url: "UIApplicationLaunchOptionsURLKey"
        case .sourceApplication: "UIApplicationLaunchOptionsSourceApplicationKey"
        case .annotation: "UIApplicationLaunchOptionsAnnotationKey"
        case .remoteNotification: "UIApplicationLaunchOptionsRemoteNotificationKey"
        case .localNotification: "UIApplicationLaunchOptionsLocalNotificationKey"
        case .location: "UIApplicationLaunchOptionsLocationKey"
        case .newsstandDownloads: "UIApplicationLaunchOptionsNewsstandDownloadsKey"
        case .bluetoothCentrals: "UIApplicationLaunchOptionsBluetoothCentralsKey"
        case .bluetoothPeripherals: "UIApplicationLaunchOptionsBluetoothPeripheralsKey"
        case .shortcutItem: "UIApplicationLaunchOptionsShortcutItemKey"
        case .userActivityDictionary: "UIApplicationLaunchOptionsUserActivityDictionaryKey"
        case .userActivityType: "UIApplicationLaunchOptionsUserActivityTypeKey"
        case .cloudKitShareMetadata: "UIApplicationLaunchOptionsCloudKitShareMetadataKey"
        case .eventAttribution: "UIApplicationLaunchOptionsEventAttributionKey"
        }
    }

    /// The type of the value UIKit stores under the key.
    public var valueType: String {
        switch self {
        case .url: "URL"
        case .sourceApplication, .userActivityType: "String"
        case .annotation: "property-list object"
        case .remoteNotification, .userActivityDictionary: "[AnyHashable : Any]"
        case .localNotification: "UILocalNotification"
        case .location: "Bool (NSNumber)"
        case .newsstandDownloads: "[String] (NKAssetDownload identifiers)"
        case .bluetoothCentrals: "[String] (CBCentralManager restoration identifiers)"
        case .bluetoothPeripherals: "[String] (CBPeripheralManager restoration identifiers)"
        case .shortcutItem: "UIApplicationShortcutItem"
        case .cloudKitShareMetadata: "CKShare.Metadata"
        case .eventAttribution: "UIEventAttribution"
        }
    }

    /// Keys whose presence means the system launched the app into the background for an event
    /// rather than to show it. A silent push and a background fetch also launch into the
    /// background, but they have no key of their own: a scenario says so with its event.
    public var impliesBackgroundLaunch: Bool {
        switch self {
        case .location, .newsstandDownloads, .bluetoothCentrals, .bluetoothPeripherals: true
        default: false
        }
    }

    public static func < (lhs: LaunchOptionKey, rhs: LaunchOptionKey) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
