import Foundation

/// The Markdown pages Triglot ships (Content/), for tests that hold a fast path to the plain
/// one on real prose, lists, quotes and declarations in three languages.
enum ContentPages {
    static func all() -> [(path: String, bytes: [UInt8])] {
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Content").path
        let paths = FileManager.default.enumerator(atPath: content)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".md") }.sorted().compactMap { path in
            FileManager.default.contents(atPath: content + "/" + path).map { (path, Array($0)) }
        }
    }
}
