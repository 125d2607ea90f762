/// Runs a ``Scenario`` through the model of UIKit's launch and open sequences.
///
/// `run` is pure and deterministic: the same scenario always gives the same trace.
///
/// How a scenario is read:
/// - `cold` starts the process: main → UIApplicationMain → application object and delegate →
///   main interface (apps without scenes) → willFinish → state restoration → didFinish → window
///   visible → launch-reason handlers → active; or, for a background launch, → background.
/// - `warm` resumes a suspended app: applicationWillEnterForeground (or sceneWillEnterForeground)
///   → handlers → active; or, for a background event, wakes it in the background. With nothing
///   to open and an event, the event happens to the app where it is (see ``Scenario/initialState``).
/// - `running` (and a warm scenario that opens nothing and only leaves or is interrupted)
///   starts active in the foreground, so only the event happens.
/// - The event (userExit, interruption, terminate) then happens to the app as the launch left it.
///
/// A scenario built in code that asks for a background launch and a foreground reason at once
/// (decoding refuses such files) is run as the background launch; the foreground reason is ignored.
public struct LaunchSimulator {
    public static func run(_ scenario: Scenario) -> Trace {
        var simulation = Simulation(scenario)
        simulation.perform()
        return simulation.recorder.trace
    }
}

/// The state of one run: the scenario, what follows from it, and the trace being recorded.
/// The phases of a run live in extensions, one file per concern.
struct Simulation {
    let scenario: Scenario
    let flags: DelegateFlags
    let reasons: LaunchReasons
    let gate: LaunchGate
    var recorder: TraceRecorder

    init(_ scenario: Scenario) {
        self.scenario = scenario
        flags = scenario.delegate
        reasons = LaunchReasons(scenario)
        gate = LaunchGate(scenario)
        recorder = TraceRecorder(startingIn: scenario.initialState)
    }

    var isCold: Bool { scenario.launch == .cold }

    mutating func perform() {
        if scenario.initialState == .active {
            recorder.note(.event, "The app is running in the foreground.")
        } else if scenario.launch == .cold {
            startProcess()
            if let cause = reasons.background {
                finishBackgroundLaunch(cause)
            } else if flags.usesScenes {
                connectScene()
            } else {
                finishForegroundLaunch()
            }
        } else if let cause = reasons.background {
            wakeInBackground(cause)
        } else if scenario.options.isEmpty && scenario.connectionOptions.isEmpty && scenario.event != nil {
            // Nothing opens the app; the event happens to it where it is.
            recorder.note(.event, "The app is suspended in the background.")
        } else if flags.usesScenes {
            reopenScene()
        } else {
            reopenApp()
        }
        if let event = scenario.event {
            handle(event)
        }
    }
}
