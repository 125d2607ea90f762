import Foundation
import Testing
@testable import LaunchLifecycle

/// Documentation/LaunchLifecycle.md keeps the one table of delegate-flag defaults; it must list
/// every flag once with the value the core uses, so the documentation cannot drift from the code.
@Suite("Documented defaults")
struct DefaultsTableTests {
    static func documentedDefaults() throws -> [String: [String]] {
        let file = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Documentation/LaunchLifecycle.md")
        let text = try String(contentsOf: file, encoding: .utf8)
        var rows: [String: [String]] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, cells[1] == "true" || cells[1] == "false" else { continue }
            rows[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")), default: []].append(cells[1])
        }
        return rows
    }

    @Test("every flag appears once, with its default", arguments: DelegateFlag.allCases)
    func documented(_ flag: DelegateFlag) throws {
        let rows = try Self.documentedDefaults()
        #expect(rows[flag.rawValue] == [String(flag.defaultValue)])
    }

    @Test("the table names no flag the core lacks")
    func noStrayRows() throws {
        let known = Set(DelegateFlag.allCases.map(\.rawValue))
        #expect(Set(try Self.documentedDefaults().keys).subtracting(known).isEmpty)
    }

    @Test("a scenario that leaves the delegate out is the template app")
    func templateApp() {
        let flags = DelegateFlags()
        #expect(flags.implementsDidFinish && flags.didFinishReturns)
        let added = DelegateFlag.allCases.filter { $0.rawValue.hasPrefix("implements") || $0.rawValue.hasPrefix("optsInto") || $0.rawValue.hasPrefix("sets") }
        #expect(added.filter { flags[$0] } == [.implementsDidFinish])
    }
}
