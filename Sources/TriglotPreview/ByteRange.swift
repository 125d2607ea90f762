/// A `Range: bytes=…` header for one range (RFC 9110 §14.1.2). Anything else — several ranges,
/// another unit, bad syntax, a last position before the first — is ignored and the whole file
/// is sent, which the RFC allows; only a well-formed range that misses the file is refused (416).
enum ByteRange: Equatable {
    case whole
    case part(ClosedRange<Int>)
    case unsatisfiable

    static func parse(_ header: String?, size: Int) -> ByteRange {
        guard let header else { return .whole }
        let trimmed = header.trimmingSpaces
        guard trimmed.lowercased().hasPrefix("bytes=") else { return .whole }
        let spec = trimmed.dropFirst("bytes=".count).trimmingSpaces
        guard !spec.contains(","), let dash = spec.firstIndex(of: "-") else { return .whole }
        let firstText = spec[..<dash].trimmingSpaces
        let lastText = spec[spec.index(after: dash)...].trimmingSpaces
        if firstText.isEmpty {
            // `-N`: the last N bytes.
            guard let count = digits(lastText) else { return .whole }
            guard count > 0, size > 0 else { return .unsatisfiable }
            return .part(max(0, size - clamp(count)) ... size - 1)
        }
        guard let first = digits(firstText) else { return .whole }
        var last = UInt64(Int.max)
        if !lastText.isEmpty {
            guard let value = digits(lastText) else { return .whole }
            last = value
        }
        guard last >= first else { return .whole }
        guard first < UInt64(size) else { return .unsatisfiable }
        return .part(Int(first) ... min(clamp(last), size - 1))
    }

    /// Digits only (no sign, no spaces inside); values too big for 64 bits saturate, since a
    /// range end beyond the file is simply the end of the file.
    private static func digits(_ text: String) -> UInt64? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        var value: UInt64 = 0
        for byte in text.utf8 {
            let (times, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            if overflowA || overflowB { return UInt64.max }
            value = sum
        }
        return value
    }

    private static func clamp(_ value: UInt64) -> Int {
        value > UInt64(Int.max) ? Int.max : Int(value)
    }
}

private extension StringProtocol {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}
