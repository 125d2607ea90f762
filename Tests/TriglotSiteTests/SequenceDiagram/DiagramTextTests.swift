import Testing
@testable import TriglotSite

@Suite("Lifecycle pictures: text widths and wrapping")
struct DiagramTextTests {
    let text = DiagramText(fontSize: 10)

    @Test func cjkCountsAFullEmAndLatinSixTenths() {
        #expect(text.width("活跃") == 20)
        #expect(text.width("アクティブ") == 50)
        #expect(abs(text.width("active") - 36) < 0.001)
        #expect(text.width("位置\u{200B}情報") == 40)
    }

    @Test(arguments: [
        "✗ userNotificationCenter(_:didReceive:withCompletionHandler:) — not called: the delegate is set only after launch",
        "✗ application(_:didReceiveRemoteNotification:fetchCompletionHandler:) — 呼ばれない：デリゲートの設定が起動後",
        "application(_:willFinishLaunchingWithOptions:) · 非活跃",
        "メインインターフェイスの読み込み",
    ])
    func everyLineFitsItsWidthAndNothingIsLost(label: String) {
        for maxWidth in [90.0, 160, 300] {
            let lines = text.lines(label, maxWidth: maxWidth)
            #expect(lines.allSatisfy { text.width($0) <= maxWidth }, "\(lines) at \(maxWidth)")
            #expect(lines.joined().filter { $0 != " " } == label.filter { $0 != " " })
        }
    }

    @Test func aShortLabelStaysOnOneLine() {
        #expect(text.lines("application(_:open:options:) · active", maxWidth: 400) == ["application(_:open:options:) · active"])
    }

    @Test func aNameBreaksWhereItsAuthorAllowsRatherThanWhereItIsFull() {
        #expect(text.lines("位置情報マネージャ\u{200B}デリゲート", maxWidth: 100) == ["位置情報マネージャ", "デリゲート"])
        #expect(text.lines("Notification center delegate", maxWidth: 132) == ["Notification center", "delegate"])
    }

    @Test func aSelectorTooLongForALineBreaksAfterAColon() {
        let lines = text.lines("userNotificationCenter(_:didReceive:withCompletionHandler:)", maxWidth: 200)
        #expect(lines.count > 1)
        #expect(lines.dropLast().allSatisfy { $0.hasSuffix(":") || $0.hasSuffix("(") })
    }

    @Test func chineseAndJapaneseNeverStartALineWithClosingPunctuation() {
        let lines = text.lines("代理在启动完成后才设置。デリゲートの設定が起動後、呼ばれない", maxWidth: 60)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { !"。、ーッ".contains($0.first ?? " ") })
    }
}
