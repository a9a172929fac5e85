/// The addresses that carry a calculation: its working (`/steps?expr=`) and a link that opens it
/// in the calculator (`/?expr=`), for the calculator page and the help page.
enum CalculationLinks {
    /// `/steps?expr=…` for `expression`.
    static func steps(_ expression: String) -> String {
        "/steps?expr=" + encoded(expression)
    }

    /// `/?expr=…` for `expression`.
    static func calculator(_ expression: String) -> String {
        "/?expr=" + encoded(expression)
    }

    /// The calculation a description line describes, ready to type back (`7 + 9 =` → `7 + 9`);
    /// `nil` while it is unfinished (`7 + ...`) or empty.
    static func calculation(describedBy line: String) -> String? {
        guard line.hasSuffix(" =") else { return nil }
        let calculation = String(line.dropLast(2))
        return calculation.isEmpty ? nil : calculation
    }

    /// `text` with every UTF-8 byte outside RFC 3986's unreserved set (`A-Z a-z 0-9 - . _ ~`) as `%XX`.
    private static func encoded(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 3)
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
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The upper-case hexadecimal digit of `value` (0–15).
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}
