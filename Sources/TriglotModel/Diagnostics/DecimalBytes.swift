extension [UInt8] {
    /// `self += String(value).utf8` without making the String: reports write a line and a column
    /// for each of tens of thousands of findings.
    public mutating func appendDecimal(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        // The magnitude as UInt, so that Int.min has one too.
        let magnitude = value.magnitude
        var power: UInt = 1
        while power <= magnitude / 10 { power *= 10 }
        while power > 0 {
            append(UInt8(ascii: "0") + UInt8(magnitude / power % 10))
            power /= 10
        }
    }
}
