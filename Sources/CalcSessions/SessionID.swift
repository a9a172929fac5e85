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
    ///
    /// One pass over the bytes (it runs on every request that names a session).
    public init?(validating text: String) {
        var text = text
        text.makeContiguousUTF8()  // a no-op for the strings a request is decoded into
        guard let id = Self.parse(text.utf8.span) else { return nil }
        self = id
    }

    /// Parses the text form's UTF-8 bytes strictly, as ``init(validating:)-(String)`` does.
    public init?(validating bytes: Span<UInt8>) {
        guard let id = Self.parse(bytes) else { return nil }
        self = id
    }

    /// Parses the text form strictly, as ``init(validating:)-(String)`` does.
    public init?(validating text: Substring) {
        self.init(validating: String(text))
    }

    /// The one pass, over the text's bytes in place: iterating a `String.UTF8View` byte by byte
    /// costs about 50 instructions a byte here, this loop a few.
    private static func parse(_ bytes: Span<UInt8>) -> SessionID? {
        guard bytes.count == length else { return nil }
        var high: UInt64 = 0
        var low: UInt64 = 0
        for position in bytes.indices {
            let byte = bytes[position]
            let digit: UInt8
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digit = byte &- UInt8(ascii: "0")
            } else if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f") {
                digit = byte &- UInt8(ascii: "a") &+ 10
            } else {
                return nil
            }
            if position < 16 {
                high = high << 4 | UInt64(digit)
            } else {
                low = low << 4 | UInt64(digit)
            }
        }
        return SessionID(high: high, low: low)
    }

    /// The 32-digit text form, as sent in the cookie and the hidden `sid` field.
    public var description: String {
        var text = [UInt8]()
        text.reserveCapacity(Self.length)
        for position in 0..<Self.length {
            let word = position < 16 ? high : low
            let digit = UInt8(truncatingIfNeeded: word >> (60 - 4 * (position % 16))) & 0xF
            text.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The first 8 digits, for logs: enough to follow one session, too few to take it over.
    public var redacted: String {
        String(description.prefix(8)) + "…"
    }
}
