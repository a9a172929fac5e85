import BigInt

/// An integer written in a base other than ten (SPEC 10.5): what a literal `0x1F` is, and what
/// `EXPR to hex` gives. The base is how it is shown, as a unit is a quantity's: arithmetic keeps
/// the left operand's base while the result is an integer (`0xF0 | 0x0F` is `0xFF`).
public struct BaseInteger: Hashable, Sendable {
    /// The integer.
    public var value: BigInt
    /// The base it is shown in.
    public var base: NumberBase

    /// `value` shown in `base`.
    public init(_ value: BigInt, base: NumberBase) {
        self.value = value
        self.base = base
    }

    /// The integer as a number.
    public var number: BigDecimal { BigDecimal(significand: value) }

    /// The integer as typed text that reads back as it: `0x1F`, `-0b101` (upper-case digits).
    public var text: String {
        (value.sign == .minus && !value.isZero ? "-" : "") + base.prefix + base.digits(of: value.magnitude)
    }

    /// `number` in `base` when it is an integer; nil otherwise.
    static func of(_ number: BigDecimal, base: NumberBase) -> BaseInteger? {
        guard let value = number.bigIntValue else { return nil }
        return BaseInteger(value, base: base)
    }
}

extension BaseInteger: Codable {
    private enum CodingKeys: String, CodingKey {
        case value = "i"
        case base = "b"
    }

    /// Decodes the integer from its decimal digits and the base.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .value)
        guard let value = BigInt(text, radix: 10) else {
            throw DecodingError.dataCorruptedError(forKey: .value, in: container, debugDescription: "not an integer")
        }
        self.init(value, base: try container.decode(NumberBase.self, forKey: .base))
    }

    /// Encodes the integer as decimal digits and the base.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(String(value), forKey: .value)
        try container.encode(base, forKey: .base)
    }
}
