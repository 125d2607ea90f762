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
        name.withUTF8Buffer { bytes += $0 }
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
        bytes += String(value).utf8
    }

    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            if Self.needsEscaping(byte) {
                escape(byte)
            } else {
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Bytes below U+0020, `"` and `\`.
    static func needsEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
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
