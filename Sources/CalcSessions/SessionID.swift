/// A session identifier: 128 random bits, written as 32 lowercase hexadecimal digits.
///
/// Only the server mints ids (``random()``); a client's id is parsed with ``init(validating:)``
/// and then looked up, so an id a client made up is never adopted.
public struct SessionID: Hashable, Sendable, CustomStringConvertible {
    /// The high and low 64 bits.
    let high: UInt64
    let low: UInt64

    /// The number of hexadecimal digits in the text form.
    public static let length = 32

    /// Mints a new id from the system's cryptographically secure random number generator.
    public static func random() -> SessionID {
        var generator = SystemRandomNumberGenerator()
        return SessionID(high: generator.next(), low: generator.next())
    }

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// Parses the text form strictly: exactly 32 characters `0-9` or `a-f`; anything else is `nil`.
    public init?(validating text: some StringProtocol) {
        var high: UInt64 = 0, low: UInt64 = 0, count = 0
        for byte in text.utf8 {
            guard count < Self.length, let nibble = Self.nibble(byte) else { return nil }
            if count < 16 { high = high << 4 | nibble } else { low = low << 4 | nibble }
            count += 1
        }
        guard count == Self.length else { return nil }
        self.init(high: high, low: low)
    }

    /// The 32-digit text form, as sent in the cookie and the hidden `sid` field.
    public var description: String {
        Self.hex(high) + Self.hex(low)
    }

    /// The first 8 digits, for logs: enough to follow one session, too few to take it over.
    public var redacted: String {
        String(description.prefix(8)) + "…"
    }

    private static func nibble(_ byte: UInt8) -> UInt64? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt64(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt64(byte - UInt8(ascii: "a") + 10)
        default: nil
        }
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes = [UInt8](repeating: 0, count: 16)
        var rest = value
        for index in stride(from: 15, through: 0, by: -1) {
            bytes[index] = digits[Int(rest & 0xF)]
            rest >>= 4
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
