import Foundation
import TriglotChecks
import TriglotContent
import TriglotModel

/// Content for lifecycle-check tests: pages in memory plus scenarios as JSON.
enum LifecycleContent {
    // Each app implements what Content/scenarios' app of the same name implements; left-out
    // flags would describe Xcode's template app, which handles no URL and lacks willFinish.
    static let coldURL = #"{"launch": "cold", "options": {"url": "test://test.com"}, "delegate": {"implementsWillFinish": true, "implementsOpenURL": true}}"#
    static let warmURL = #"{"launch": "warm", "options": {"url": "test://test.com"}, "delegate": {"implementsOpenURL": true}}"#
    static let coldLaunch = #"{"launch": "cold", "options": {}, "delegate": {"implementsWillFinish": true}}"#

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
