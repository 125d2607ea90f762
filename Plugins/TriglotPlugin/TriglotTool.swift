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

    /// `about` says what the run was for when the subcommand alone does not (`for 'Greeter'`).
    func run(_ arguments: [String], about: String? = nil) throws {
        let command = "`triglot \(arguments.first ?? "")`" + (about.map { " " + $0 } ?? "")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = workingDirectory
        // Ctrl-C and a termination request reach the plugin, not necessarily triglot, which
        // runs in a process group of its own: pass them on, so that `preview` stops its server.
        var sources: [any DispatchSourceProtocol] = [SIGINT, SIGTERM].map { signalNumber in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber)
            source.setEventHandler {
                if process.isRunning { kill(process.processIdentifier, signalNumber) }
            }
            source.resume()
            return source
        }
        // And when `swift package` itself is interrupted, it ends without a word to the plugin,
        // which the system then hands to another parent: stop triglot then, as Ctrl-C would.
        let parent = getppid()
        let watch = DispatchSource.makeTimerSource()
        watch.schedule(deadline: .now() + .milliseconds(500), repeating: .milliseconds(500))
        watch.setEventHandler {
            if getppid() != parent, process.isRunning { kill(process.processIdentifier, SIGINT) }
        }
        watch.resume()
        sources.append(watch)
        defer {
            for source in sources { source.cancel() }
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
            throw Failure(description: "\(command) exited with status \(process.terminationStatus)")
        case .uncaughtSignal:
            throw Failure(description: "\(command) was ended by signal \(process.terminationStatus)")
        @unknown default:
            throw Failure(description: "\(command) ended with status \(process.terminationStatus)")
        }
    }
}
