/// A place in a text file: its 1-based line, and its 1-based column counted in UTF-8 bytes, as
/// Triglot's source ranges count them (reports turn bytes into characters when they print).
public struct TextLocation: Sendable, Equatable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The place of byte `offset` of `bytes`.
    init(offset: Int, in bytes: [UInt8]) {
        let before = bytes[..<min(offset, bytes.count)]
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        line = 1 + before.count { $0 == UInt8(ascii: "\n") }
        column = min(offset, bytes.count) - lineStart + 1
    }
}
