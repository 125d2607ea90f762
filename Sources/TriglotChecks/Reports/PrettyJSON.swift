/// JSON text written byte for byte as `JSONEncoder` writes it with `.prettyPrinted`,
/// `.sortedKeys` and `.withoutEscapingSlashes`: two spaces per level, `"key" : value`, an empty
/// array or object as its brackets around a blank line, and only `"`, `\` and the controls below
/// U+0020 escaped (`\b \t \n \f \r`, the others as lowercase `\u00xx`). The caller writes each
/// object's keys in sorted order.
///
/// A report of tens of thousands of diagnostics spent most of its time in the encoder's generic
/// containers; the tests compare this writer's text with the encoder's.
struct PrettyJSON {
    private(set) var bytes: [UInt8] = []
    /// For each open array or object, whether nothing has been written in it yet.
    private var empty: [Bool] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func openObject() { open(UInt8(ascii: "{")) }
    mutating func closeObject() { close(UInt8(ascii: "}")) }
    mutating func openArray() { open(UInt8(ascii: "[")) }
    mutating func closeArray() { close(UInt8(ascii: "]")) }

    /// Starts a member of the innermost object: its key, then the caller writes its value.
    /// Keys are the report's own names, which need no escaping.
    mutating func key(_ name: StaticString) {
        newMember()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        bytes.append(0x20)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(0x20)
    }

    /// Starts an element of the innermost array; the caller writes its value.
    mutating func element() {
        newMember()
    }

    /// The member `name` holding an array, each of `items` written as one element by `write`.
    mutating func array<Items: Sequence>(_ name: StaticString, _ items: Items, _ write: (inout PrettyJSON, Items.Element) -> Void) {
        key(name)
        openArray()
        for item in items {
            element()
            write(&self, item)
        }
        closeArray()
    }

    /// The member `name` holding an object whose members `write` writes.
    mutating func object(_ name: StaticString, _ write: (inout PrettyJSON) -> Void) {
        key(name)
        openObject()
        write(&self)
        closeObject()
    }

    mutating func int(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                      UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                count += 1
                buffer[buffer.count - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: buffer[(buffer.count - count)...])
        }
    }

    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            guard Self.needsEscaping(utf8) else {
                bytes.append(contentsOf: utf8)
                return
            }
            var start = 0
            for index in 0 ..< utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start ..< index]))
                escape(byte)
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether any byte is below U+0020, `"` or `\`; eight bytes at a time, as almost no text has one.
    static func needsEscaping(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress else { return false }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
        var index = 0
        while utf8.count - index >= 8 {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            // A byte below 0x20 has none of the bits 0x60 and not 0x80; `"` and `\` are exact matches.
            let belowSpace = (word | highs) &- (0x20 &* ones)
            if (~belowSpace & highs & ~word) != 0 || hasZeroByte(word ^ (0x22 &* ones)) || hasZeroByte(word ^ (0x5C &* ones)) {
                return true
            }
            index += 8
        }
        while index < utf8.count {
            let byte = utf8[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return true }
            index += 1
        }
        return false
    }

    private mutating func escape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        default:
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
        }
    }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        empty.append(true)
    }

    private mutating func close(_ bracket: UInt8) {
        let wasEmpty = empty.removeLast()
        bytes.append(0x0A)
        if wasEmpty { bytes.append(0x0A) }
        indent()
        bytes.append(bracket)
    }

    private mutating func newMember() {
        if empty[empty.count - 1] {
            empty[empty.count - 1] = false
        } else {
            bytes.append(UInt8(ascii: ","))
        }
        bytes.append(0x0A)
        indent()
    }

    private mutating func indent() {
        for _ in 0 ..< 2 * empty.count { bytes.append(0x20) }
    }
}
