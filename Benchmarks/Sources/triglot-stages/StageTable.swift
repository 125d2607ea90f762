import Foundation

/// The printed table: fixed-width columns, times in milliseconds.
enum StageTable {
    static let header = pad("stage", 42) + lpad("median ms", 11) + lpad("min ms", 10) + lpad("max ms", 10)
        + lpad("µs/page", 10) + lpad("result", 10)

    static func row(_ timing: StageTiming, pages: Int) -> String {
        pad(timing.name, 42) + lpad(ms(timing.median), 11) + lpad(ms(timing.minimum), 10) + lpad(ms(timing.maximum), 10)
            + lpad(String(format: "%.1f", timing.median * 1e6 / Double(max(pages, 1))), 10) + lpad(String(timing.result), 10)
    }

    private static func ms(_ seconds: Double) -> String {
        String(format: "%.2f", seconds * 1000)
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    private static func lpad(_ text: String, _ width: Int) -> String {
        text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
    }
}
