import TriglotLowLevel

/// Reading text as bytes where that is the same as reading its Characters: ASCII without CR
/// (CR LF is one Character; every other ASCII byte is one).
enum ASCIIBytes {
    /// `read` over the text's UTF-8, or nil when the text is not ASCII without CR.
    static func read<Result>(_ text: String, _ read: ([UInt8]) -> Result) -> Result? {
        guard ByteScan.isASCIIWithoutCR(text) else { return nil }
        return read(Array(text.utf8))
    }
}
