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
        let isLowercaseHex = { (byte: UInt8) in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
        }
        guard text.utf8.count == Self.length, text.utf8.allSatisfy(isLowercaseHex),
            let high = UInt64(text.prefix(16), radix: 16), let low = UInt64(text.suffix(16), radix: 16)
        else { return nil }
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

    /// `value` as 16 lowercase hexadecimal digits, leading zeros included.
    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
