import Foundation
import TriglotMarkup

/// An editor's buffer as the server last heard it: what `didOpen` sent, with every `didChange`
/// since applied. The checks read this, not the file on disk, so diagnostics follow typing.
public struct TextDocument: Sendable {
    public let uri: String
    public var version: Int?
    /// The text as UTF-8, which is what the page reader and the checks' positions count in.
    public private(set) var source: SourceText

    public init(uri: String, version: Int?, text: String) {
        self.uri = uri
        self.version = version
        source = SourceText(text)
    }

    public var bytes: [UInt8] { source.bytes }
    public var text: String { String(decoding: source.bytes, as: UTF8.self) }

    public struct ChangeProblem: Error, CustomStringConvertible {
        public var description: String
    }

    /// Applies the `contentChanges` of a `didChange`, in order: each with a `range` replaces
    /// that range of the text as the earlier ones left it (incremental sync); each without
    /// replaces the whole text (full sync).
    public mutating func apply(_ changes: [LSPAny], version: Int?) throws {
        var bytes = source.bytes
        var lines = source
        for change in changes {
            guard let text = change["text"].string else {
                throw ChangeProblem(description: "a content change without 'text'")
            }
            if change["range"].isNull {
                bytes = Array(text.utf8)
            } else {
                guard let range = LSPRange(json: change["range"]) else {
                    throw ChangeProblem(description: "a content change with a malformed 'range'")
                }
                let start = TextPositions.offset(of: range.start, in: lines)
                let end = max(start, TextPositions.offset(of: range.end, in: lines))
                bytes.replaceSubrange(start..<end, with: Array(text.utf8))
            }
            // The next change's range counts in the text this one left.
            lines = SourceText(bytes: bytes)
        }
        source = lines
        if let version { self.version = version }
    }
}
