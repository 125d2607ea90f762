import ArgumentParser
import Foundation

/// Where the documentation lives; shared by every command that reads it.
struct ContentOptions: ParsableArguments {
    @Option(name: .long, help: "The content folder (its site.yml and language folders). Default: Content/ when it exists, else the current folder when it has a site.yml.")
    var content: String?

    /// The folder named, or the one a docs repository has: `Content/` (Triglot's own layout),
    /// else the current folder once `triglot init` has written its `site.yml`.
    var resolved: String {
        if let content { return content }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: "Content", isDirectory: &isFolder), isFolder.boolValue { return "Content" }
        if FileManager.default.fileExists(atPath: "site.yml") { return "." }
        return "Content"
    }
}
