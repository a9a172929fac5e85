/// Percent-encoding for the addresses pages and redirects carry: every UTF-8 byte outside RFC 3986's
/// unreserved set (`A-Z a-z 0-9 - . _ ~`) as `%XX`, so the text is safe in a query, in a `Location`
/// header and in an HTML attribute alike (it leaves no character HTML would have to escape).
public enum URLEncoding {
    /// `text` percent-encoded.
    public static func encoded(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 3)
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `fields` as `name=value&…`, each name and value percent-encoded.
    ///
    /// ```swift
    /// URLEncoding.query([("focus", "+"), ("notice", "stale")])  // "focus=%2B&notice=stale"
    /// ```
    public static func query(_ fields: [(String, String)]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(fields.reduce(0) { $0 + 2 + 3 * ($1.0.utf8.count + $1.1.utf8.count) })
        for (index, (name, value)) in fields.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "&")) }
            append(name, to: &bytes)
            bytes.append(UInt8(ascii: "="))
            append(value, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` percent-encoded to `bytes`.
    static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.makeContiguousUTF8()  // a no-op for native strings; `span` needs contiguous bytes
        // Over the bytes in place: a `String.UTF8View` costs tens of instructions a byte to iterate.
        let utf8 = text.utf8.span
        for index in utf8.indices {
            let byte = utf8[index]
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

    /// The upper-case hexadecimal digit of `value` (0–15).
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}
