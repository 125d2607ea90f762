import Foundation
import Testing
@testable import LaunchLifecycle

/// Full selectors, written out here rather than taken from the module so that a misspelt
/// selector in the module fails the tests.
enum Selector {
    static let willFinish = "application(_:willFinishLaunchingWithOptions:)"
    static let didFinish = "application(_:didFinishLaunchingWithOptions:)"
    static let legacyDidFinish = "applicationDidFinishLaunching(_:)"
    static let didBecomeActive = "applicationDidBecomeActive(_:)"
    static let willResignActive = "applicationWillResignActive(_:)"
    static let didEnterBackground = "applicationDidEnterBackground(_:)"
    static let willEnterForeground = "applicationWillEnterForeground(_:)"
    static let willTerminate = "applicationWillTerminate(_:)"
    static let openURL = "application(_:open:options:)"
    static let willContinue = "application(_:willContinueUserActivityWithType:)"
    static let `continue` = "application(_:continue:restorationHandler:)"
    static let performAction = "application(_:performActionFor:completionHandler:)"
    static let didReceiveRemote = "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
    static let performFetch = "application(_:performFetchWithCompletionHandler:)"
    static let shouldRestoreSecure = "application(_:shouldRestoreSecureApplicationState:)"
    static let shouldSaveSecure = "application(_:shouldSaveSecureApplicationState:)"
    static let shouldRestoreLegacy = "application(_:shouldRestoreApplicationState:)"
    static let shouldSaveLegacy = "application(_:shouldSaveApplicationState:)"
    static let didDecode = "application(_:didDecodeRestorableStateWith:)"
    static let willEncode = "application(_:willEncodeRestorableStateWith:)"
    static let configurationForConnecting = "application(_:configurationForConnecting:options:)"
    static let sceneWillConnect = "scene(_:willConnectTo:options:)"
    static let sceneWillEnterForeground = "sceneWillEnterForeground(_:)"
    static let sceneDidBecomeActive = "sceneDidBecomeActive(_:)"
    static let sceneWillResignActive = "sceneWillResignActive(_:)"
    static let sceneDidEnterBackground = "sceneDidEnterBackground(_:)"
    static let sceneOpenURLContexts = "scene(_:openURLContexts:)"
    static let sceneWillContinue = "scene(_:willContinueUserActivityWithType:)"
    static let sceneContinue = "scene(_:continue:)"
    static let windowScenePerformAction = "windowScene(_:performActionFor:completionHandler:)"
    static let notificationDidReceive = "userNotificationCenter(_:didReceive:withCompletionHandler:)"
    static let locationDidUpdate = "locationManager(_:didUpdateLocations:)"
}

/// Runs a scenario and checks the trace invariants on the way, so every trace any test
/// produces is also checked for legal transitions, call order and repetition.
func simulate(_ scenario: Scenario, sourceLocation: SourceLocation = #_sourceLocation) -> Trace {
    let trace = LaunchSimulator.run(scenario)
    let violations = TraceInvariants.violations(trace, scenario: scenario)
    #expect(violations.isEmpty, "invariants broken: \(violations)", sourceLocation: sourceLocation)
    return trace
}

func makeScenario(
    _ launch: LaunchKind, _ options: LaunchOptions = [:], connection: ConnectionOptions = [:],
    flags: [DelegateFlag: Bool] = [:], event: LifecycleEvent? = nil
) -> Scenario {
    Scenario(launch: launch, options: options, connectionOptions: connection, delegate: DelegateFlags(flags), event: event)
}

/// The app delegate of the apps whose logs the spec and seed 004 follow (O-REC, O-RB, seed 004):
/// willFinish and every launch-reason handler implemented, the notification centre delegate set
/// during launch. Scenario defaults describe Xcode's app template instead, which has none of
/// these, so tests about handlers say which app they mean.
let loggingApp: [DelegateFlag: Bool] = [
    .implementsWillFinish: true, .implementsOpenURL: true, .implementsWillContinue: true, .implementsContinue: true,
    .implementsPerformAction: true, .setsUNDelegateDuringLaunch: true, .implementsPerformFetch: true,
    .implementsSceneOpenURLContexts: true, .implementsSceneWillContinue: true, .implementsSceneContinue: true,
    .implementsWindowScenePerformAction: true,
]

/// A scenario for ``loggingApp``, with some flags changed.
func makeLoggedScenario(
    _ launch: LaunchKind, _ options: LaunchOptions = [:], connection: ConnectionOptions = [:],
    flags: [DelegateFlag: Bool] = [:], event: LifecycleEvent? = nil
) -> Scenario {
    makeScenario(launch, options, connection: connection, flags: loggingApp.merging(flags) { $1 }, event: event)
}

extension Trace {
    func state(of method: String) -> ApplicationState? { calls.first { $0.method == method }?.state }

    func index(of method: String) -> Int? { methodNames.firstIndex(of: method) }

    func gatedRule(of method: String) -> GateRule? { gated.first { $0.method == method }?.rule }

    func steps(of kind: TraceStep.Kind) -> [TraceStep] { steps.filter { $0.kind == kind } }
}

enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    static func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
    }
}
