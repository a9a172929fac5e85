import BigInt

/// An integer written in a base other than ten (SPEC 10.5): what a literal `0x1F` is, and what
/// `EXPR to hex` gives. The base is how it is shown, as a unit is a quantity's: arithmetic keeps
/// the left operand's base while the result is an integer (`0xF0 | 0x0F` is `0xFF`). An integer
/// held in a word (programmer mode) is shown in hexadecimal, octal and binary as the word's bits,
/// as the keypad shows it: -1 is `0xFF` in 8 bits.
public struct BaseInteger: Hashable, Sendable {
    /// The integer.
    public var value: BigInt
    /// The base it is shown in.
    public var base: NumberBase
    /// The word it is held in, whose bits a base other than ten shows; nil for an integer of any size.
    public var word: WordFormat?

    /// `value` shown in `base`, as the bits of `word` when there is one.
    public init(_ value: BigInt, base: NumberBase, word: WordFormat? = nil) {
        self.value = value
        self.base = base
        self.word = word
    }

    /// The integer as a number.
    public var number: BigDecimal { BigDecimal(significand: value) }

    /// The integer as typed text that reads back as it: `0x1F`, `-0b101` (upper-case digits); in
    /// a word, its bits in a base other than ten (`0xFF`, which reads back as -1 in 8 bits signed).
    public var text: String {
        if let word, base != .decimal { return base.prefix + base.digits(of: word.pattern(value)) }
        return (value.sign == .minus && !value.isZero ? "-" : "") + base.prefix + base.digits(of: value.magnitude)
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
        case word = "w"
    }

    /// Decodes the integer from its decimal digits, the base and the word (absent: any size).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .value)
        guard let value = BigInt(text, radix: 10) else {
            throw DecodingError.dataCorruptedError(forKey: .value, in: container, debugDescription: "not an integer")
        }
        let word = try container.decodeIfPresent(String.self, forKey: .word).map { code in
            guard let word = WordFormat(code: code) else {
                throw DecodingError.dataCorruptedError(forKey: .word, in: container, debugDescription: "not a word")
            }
            return word
        }
        self.init(value, base: try container.decode(NumberBase.self, forKey: .base), word: word)
    }

    /// Encodes the integer as decimal digits, the base and the word's code (`8s`) when it has one.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(String(value), forKey: .value)
        try container.encode(base, forKey: .base)
        try container.encodeIfPresent(word?.code, forKey: .word)
    }
}
