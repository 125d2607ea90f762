/// Reading text as bytes where that is the same as reading its Characters: ASCII without CR
/// (CR LF is one Character; every other ASCII byte is one).
enum ASCIIBytes {
    /// `read` over the text's UTF-8, or nil when the text is not ASCII without CR.
    static func read<Result>(_ text: String, _ read: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where byte >= 0x80 || byte == 0x0D { return nil }
            return read(bytes)
        }
    }
}
