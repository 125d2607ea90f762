import Foundation

/// Runs the `triglot` executable the plugin depends on. Its output and errors go straight to
/// the user; the plugin adds only which step failed and with what exit status.
struct TriglotTool {
    let executable: URL
    /// Relative paths the user passes through are relative to the package root.
    let workingDirectory: URL

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    func run(_ arguments: [String], step: String) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = workingDirectory
        // Ctrl-C and a termination request reach the plugin, not necessarily triglot (the child
        // may be in a process group of its own): pass them on, so that `preview` stops its
        // server instead of being left running.
        let forwarding = [SIGINT, SIGTERM].map { signalNumber in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber)
            source.setEventHandler {
                if process.isRunning { kill(process.processIdentifier, signalNumber) }
            }
            source.resume()
            return source
        }
        defer {
            for source in forwarding { source.cancel() }
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
        }
        do {
            try process.run()
        } catch {
            throw Failure(description: "could not start \(executable.path): \(error)")
        }
        process.waitUntilExit()
        switch process.terminationReason {
        case .exit where process.terminationStatus == 0:
            return
        case .exit:
            throw Failure(description: "\(step) failed: `triglot \(arguments.first ?? "")` exited with status \(process.terminationStatus)")
        case .uncaughtSignal:
            throw Failure(description: "\(step) failed: `triglot \(arguments.first ?? "")` was ended by signal \(process.terminationStatus)")
        @unknown default:
            throw Failure(description: "\(step) failed: `triglot \(arguments.first ?? "")` ended with status \(process.terminationStatus)")
        }
    }
}
