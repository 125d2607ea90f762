import ArgumentParser
import Foundation
import TriglotContent
import TriglotModel
import TriglotSite

@main
struct Triglot: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "triglot",
        abstract: "API reference documentation in several languages: parse, cross-check, build, preview.",
        version: TriglotVersion.current,
        subcommands: [InitCommand.self, BuildCommand.self, PreviewCommand.self, CheckCommand.self, StatusCommand.self, DiffCommand.self, MarkCurrentCommand.self, GlossaryCommand.self, ModelCommand.self, ImportCommand.self, LifecycleCommand.self, LSPCommand.self]
    )

    /// Usage, I/O and configuration problems end with exit status 2 ("could not run"), so CI can
    /// tell them from content errors (1).
    static func main() async {
        AllocatorTuning.apply()
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("triglot: \(failure.description)\n".utf8))
            Foundation.exit(2)
        } catch let failure as ContentLoader.Failure {
            FileHandle.standardError.write(Data("triglot: \(failure.description)\n".utf8))
            Foundation.exit(2)
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}

enum TriglotVersion {
    static let current = TriglotSiteVersion.current
}
