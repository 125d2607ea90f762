/// Eight bytes of a span read as one little-endian word, for scans that test a word's bytes
/// all at once (see `ByteScan` for the tests themselves). The read is checked to lie inside
/// the span, like any subscript.
extension ByteScan {
    @inlinable
    public static func word(at index: Int, in bytes: Span<UInt8>) -> UInt64 {
        precondition(index >= 0 && bytes.count - index >= 8, "a word read past the bytes")
        return UInt64(littleEndian: bytes.bytes.unsafeLoadUnaligned(fromByteOffset: index, as: UInt64.self))
    }
}

extension String {
    /// `body` over the text's UTF-8, read in place.
    @inlinable
    public func withUTF8Span<Result>(_ body: (Span<UInt8>) throws -> Result) rethrows -> Result {
        try body(utf8.span)
    }

    /// The text of UTF-8 bytes, ill-formed sequences repaired as `String(decoding:as:)` does.
    public init(decodingUTF8 bytes: Span<UInt8>) {
        self = bytes.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }
}

extension Unicode.UTF8 {
    /// The scalar the bytes encode when they are exactly one well-formed sequence, else nil.
    public static func decode(_ bytes: Span<UInt8>) -> Unicode.Scalar? {
        bytes.withUnsafeBufferPointer { buffer in
            var decoder = UTF8()
            var iterator = buffer.makeIterator()
            guard case .scalarValue(let scalar) = decoder.decode(&iterator), iterator.next() == nil else { return nil }
            return scalar
        }
    }
}

extension Array where Element == UInt8 {
    /// A copy of the bytes.
    public init(copying bytes: Span<UInt8>) {
        self = bytes.withUnsafeBufferPointer { Array($0) }
    }
}
