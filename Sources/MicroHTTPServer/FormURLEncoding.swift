/// `application/x-www-form-urlencoded` data (form bodies and query strings), decoded and encoded.
public enum FormURLEncoding {
    /// Splits `bytes` on `&` and `=`, turns `+` into a space and percent-decodes, keeping order.
    ///
    /// Empty segments (`a=1&&b=2`) are skipped; a segment without `=` has an empty value;
    /// bad escapes stay literal and invalid UTF-8 becomes U+FFFD, so no input can crash it.
    ///
    /// ```swift
    /// FormURLEncoding.decode(Array("key=%C3%97&expr=1%2B2".utf8))
    /// // [(name: "key", value: "×"), (name: "expr", value: "1+2")]
    /// ```
    public static func decode(_ bytes: [UInt8]) -> [(name: String, value: String)] {
        // One pass over the bytes, each pair decoded where it lies: no array of the pieces first.
        var fields: [(name: String, value: String)] = []
        bytes.withUnsafeBufferPointer { bytes in
            fields.reserveCapacity(bytes.count { $0 == UInt8(ascii: "&") } + 1)
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "&")) ?? bytes.count
                if end > start {
                    let pair = bytes[start..<end]
                    if let equals = pair.firstIndex(of: UInt8(ascii: "=")) {
                        fields.append(
                            (
                                name: PercentDecoding.decode(
                                    UnsafeBufferPointer(rebasing: pair[..<equals]), plusIsSpace: true),
                                value: PercentDecoding.decode(
                                    UnsafeBufferPointer(rebasing: pair[(equals + 1)...]), plusIsSpace: true)
                            ))
                    } else {
                        fields.append(
                            (
                                name: PercentDecoding.decode(UnsafeBufferPointer(rebasing: pair), plusIsSpace: true),
                                value: ""
                            ))
                    }
                }
                start = end + 1
            }
        }
        return fields
    }

    /// Decodes a form from a string, e.g. a URL query.
    public static func decode(_ string: String) -> [(name: String, value: String)] {
        decode(Array(string.utf8))
    }

    /// Joins `fields` as `name=value&…`, percent-encoding every byte but the unreserved ones
    /// (`A-Z a-z 0-9 - . _ ~`), so the result is safe in a query or a `Location` header.
    ///
    /// ```swift
    /// FormURLEncoding.encode([("focus", "+"), ("notice", "stale")])  // "focus=%2B&notice=stale"
    /// ```
    public static func encode(_ fields: [(String, String)]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(fields.reduce(0) { $0 + 2 + 3 * ($1.0.utf8.count + $1.1.utf8.count) })
        for (index, (name, value)) in fields.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "&")) }
            appendPercentEncoded(name, to: &bytes)
            bytes.append(UInt8(ascii: "="))
            appendPercentEncoded(value, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the bytes of `text` to `bytes`, each one but the unreserved ones as `%XX`.
    private static func appendPercentEncoded(_ text: String, to bytes: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                bytes.append(byte)
            default:
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigit(byte >> 4))
                bytes.append(hexDigit(byte & 0xF))
            }
        }
    }

    /// The uppercase hexadecimal digit of `value` (0–15).
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}
