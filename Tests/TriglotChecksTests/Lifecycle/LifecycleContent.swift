import Foundation
import TriglotChecks
import TriglotModel

/// Content for lifecycle-check tests: pages in memory plus scenarios as JSON.
enum LifecycleContent {
    static let coldURL = #"{"launch": "cold", "options": {"url": "test://test.com"}}"#
    static let warmURL = #"{"launch": "warm", "options": {"url": "test://test.com"}}"#
    static let coldLaunch = #"{"launch": "cold", "options": {}}"#

    static func content(_ pages: TestContent.Files, scenarios: [String: String]) -> ContentSet {
        var content = TestContent.inMemory(pages)
        for (name, json) in scenarios {
            content.scenarios[name] = .init(name: name, displayPath: "Content/scenarios/\(name).json", bytes: Array(json.utf8))
        }
        return content
    }

    static func run(_ check: any Check.Type, _ pages: TestContent.Files, scenarios: [String: String]) -> [Diagnostic] {
        check.init().run(CheckContext(content: content(pages, scenarios: scenarios)))
    }

    static func article(_ body: String) -> String {
        "# Call order\n\nThe order of calls.\n\n" + body
    }
}
