/// The spellings of a launch-option key a scenario accepts, so that a dictionary pasted from a
/// device log or from Swift code reads as it is.
///
/// Logs print UIKit's raw strings (`UIApplicationLaunchOptionsURLKey`), Swift code writes
/// `.url` or `UIApplication.LaunchOptionsKey.url`, and scenario files use the short `url`; all
/// name the same key. iOS 11 logs (O-RB) also print the members of the user-activity
/// dictionary beside the other keys rather than inside it, so those are recognised at the top
/// level too and put back where UIKit keeps them (spec §1, "Extra keys seen in the wild").
enum LaunchOptionName: Equatable {
    /// A key of the options dictionary.
    case key(LaunchOptionKey)
    /// A member of the `userActivityDictionary` sub-dictionary, printed at the top level.
    case userActivityMember(String)

    /// Members UIKit puts inside the user-activity dictionary (spec §1): the activity type is a
    /// public key; the activity object and its identifier are not public but appear in logs.
    static let userActivityMembers = [
        "UIApplicationLaunchOptionsUserActivityKey",
        "UIApplicationLaunchOptionsUserActivityIdentifierKey",
    ]

    private static let swiftTypePrefixes = ["UIApplication.LaunchOptionsKey.", "LaunchOptionsKey.", "."]

    init?(_ written: String) {
        if let key = LaunchOptionKey(rawValue: written) ?? LaunchOptionKey.allCases.first(where: { $0.objectiveCName == written }) {
            self = .key(key)
            return
        }
        for prefix in Self.swiftTypePrefixes where written.hasPrefix(prefix) {
            if let key = LaunchOptionKey(rawValue: String(written.dropFirst(prefix.count))) {
                self = .key(key)
                return
            }
        }
        guard Self.userActivityMembers.contains(written) else { return nil }
        self = .userActivityMember(written)
    }

    /// Every accepted spelling that a near miss should be compared with.
    static var suggestions: [String] {
        LaunchOptionKey.allCases.map(\.rawValue) + LaunchOptionKey.allCases.map(\.objectiveCName) + userActivityMembers
    }
}
