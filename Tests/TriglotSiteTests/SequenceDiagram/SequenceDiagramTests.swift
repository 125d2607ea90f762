import Foundation
import LaunchLifecycle
import Testing
@testable import TriglotSite
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("Lifecycle pictures")
struct SequenceDiagramTests {
    static func trace(_ json: String) throws -> Trace {
        LaunchSimulator.run(try #require(try ScenarioFile.decode(json).first))
    }

    /// The picture is well-formed XML, so browsers and validators take it inline.
    static func isWellFormed(_ svg: String) -> Bool {
        XMLParser(data: Data(svg.utf8)).parse()
    }

    /// The words a reader sees, with lines a label was wrapped onto joined by a space.
    static func shownText(_ svg: String) -> String {
        svg.components(separatedBy: "<text").dropFirst().compactMap { piece in
            piece.split(separator: ">", maxSplits: 1).last?.components(separatedBy: "</text>").first
        }.joined(separator: " ")
    }

    @Test func drawsEveryCallInOrderWithItsState() throws {
        let trace = try Self.trace(#"{"launch": "cold", "options": {"url": "test://x"}, "delegate": {"implementsWillFinish": true, "implementsOpenURL": true}}"#)
        let svg = SequenceDiagram().svg(trace, title: "Launch from a URL")
        #expect(Self.isWellFormed(svg))
        var position = svg.startIndex
        for call in trace.calls {
            let found = try #require(svg.range(of: call.method, range: position..<svg.endIndex))
            position = found.upperBound
        }
        #expect(svg.contains("application(_:open:options:) · inactive"))
        #expect(svg.contains("applicationDidBecomeActive(_:) · active"))
        #expect(svg.contains("class=\"state state-inactive\""))
        #expect(svg.contains("class=\"state state-active\""))
        #expect(!svg.contains("gated"))
    }

    /// The rule stays in the markup for tools; the reader is told why in words.
    @Test func gatedCallsAreDashedAndSayWhyInWords() throws {
        let trace = try Self.trace(#"{"launch": "cold", "options": {"url": "test://x"}, "delegate": {"implementsWillFinish": true, "implementsOpenURL": true, "didFinishReturns": false}}"#)
        let svg = SequenceDiagram().svg(trace, title: "Gated")
        #expect(Self.isWellFormed(svg))
        #expect(svg.contains("class=\"call gated\" data-rule=\"R1\""))
        #expect(svg.contains("stroke-dasharray=\"5 4\""))
        #expect(Self.shownText(svg).contains("✗ application(_:open:options:) — not called: a launch method returned false"))
        #expect(!svg.contains("(R1)"))
        let chinese = SequenceDiagram(labels: .chinese).svg(trace, title: "Gated")
        #expect(chinese.contains("未调用：启动方法返回了 false"))
    }

    @Test func lanesFollowTheReceivers() throws {
        let push = try Self.trace(#"{"launch": "cold", "options": {"remoteNotification": {"aps": {"alert": "x"}}}, "delegate": {"setsUNDelegateDuringLaunch": true}}"#)
        let svg = SequenceDiagram(labels: .japanese).svg(push, title: "プッシュ")
        // The long lane name wraps where its label says it may, and the hint itself is never drawn.
        #expect(svg.contains(">通知センター</text>") && svg.contains(">デリゲート</text>"))
        #expect(!svg.contains("\u{200B}"))
        #expect(svg.contains("アプリデリゲート"))
        let scene = try Self.trace(#"{"launch": "cold", "delegate": {"usesScenes": true}}"#)
        #expect(SequenceDiagram(labels: .chinese).svg(scene, title: "场景").contains("场景代理"))
    }

    @Test func titlesAreEscapedAndIDsPrefixed() throws {
        let trace = try Self.trace(#"{"launch": "cold"}"#)
        let svg = SequenceDiagram(idPrefix: "cold-launch").svg(trace, title: "</title><script>alert(1)</script>")
        #expect(Self.isWellFormed(svg))
        #expect(!svg.contains("<script"))
        #expect(svg.contains("aria-labelledby=\"cold-launch-title cold-launch-desc\""))
    }

    @Test func theSameTraceDrawsTheSamePicture() throws {
        let trace = try Self.trace(#"{"launch": "warm", "options": {"shortcutItem": {"type": "x"}}}"#)
        #expect(SequenceDiagram().svg(trace, title: "t") == SequenceDiagram().svg(trace, title: "t"))
    }
}
