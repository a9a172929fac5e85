import BigInt

/// The size of a programmer's calculator's word, in bits (SPEC 10.5).
public enum WordSize: Int, CaseIterable, Sendable, Codable {
    case byte = 8
    case word = 16
    case doubleWord = 32
    case quadWord = 64
}

/// How a programmer's calculator holds its integers: a word of 8 to 64 bits, read signed (two's
/// complement) or unsigned. Every value wraps into the word's range as the hardware's would:
/// 8-bit signed `127 + 1` is `-128`, unsigned `0 - 1` is `255`.
public struct WordFormat: Hashable, Sendable, Codable {
    /// The number of bits.
    public var size: WordSize
    /// Whether the top bit is the sign (two's complement).
    public var signed: Bool
    /// Whether values wrap into the word: false only for ``countingWord``, which is never stored.
    private(set) var wraps = true

    private enum CodingKeys: String, CodingKey {
        case size, signed
    }

    /// A word of `size` bits, signed or not.
    public init(size: WordSize = .quadWord, signed: Bool = true) {
        self.size = size
        self.signed = signed
    }

    /// The number of bits.
    public var bits: Int { size.rawValue }

    /// The word as a link or a command line names it: its bits, then `s` for signed or `u` (`8u`, `64s`).
    public var code: String { "\(bits)\(signed ? "s" : "u")" }

    /// The word a ``code`` names; nil for any other text.
    public init?(code: String) {
        guard let last = code.last, last == "s" || last == "u", let bits = Int(code.dropLast()),
            let size = WordSize(rawValue: bits)
        else { return nil }
        self.init(size: size, signed: last == "s")
    }

    /// The arithmetic a count is computed in (`5/2` in `1 << 5/2`, the exponent of `^`): this
    /// word's integer arithmetic (`5/2` is 2 and `-7 % 3` is -1, as on the keypad) on integers of
    /// any size, as a count is no value of the word (`200` stays 200 in a byte).
    var countingWord: WordFormat {
        var counting = self
        counting.wraps = false
        return counting
    }

    /// 2^bits.
    var modulus: BigUInt { BigUInt(1) << bits }

    /// The word's bits of `x`: `x` modulo 2^bits, as an unsigned pattern.
    func pattern(_ x: BigInt) -> BigUInt {
        TwosComplement.pattern(x, bits: bits)
    }

    /// `x` wrapped into the word: its low `bits` bits, read signed or unsigned.
    public func wrap(_ x: BigInt) -> BigInt {
        guard wraps else { return x }
        let bits = pattern(x)
        return signed ? TwosComplement.signed(bits, bits: self.bits) : BigInt(bits)
    }
}

extension WordFormat {
    /// `value` as this word holds it: an integer wrapped into the word, in the base it had; a
    /// number that is not whole is cut to its integer part first (`7 / 2` is 3).
    public func holding(_ value: Value) throws(CalculatorError) -> Value {
        switch value {
        case .number(let n): return .number(BigDecimal(significand: wrap(try Self.integerPart(n))))
        case .integer(let i): return .integer(BaseInteger(wrap(i.value), base: i.base, word: self))
        case .quantity, .date: throw .integersOnly("Programmer mode")
        }
    }

    /// A count (`b` in `a << b`, `a ^ b`): its integer part, not wrapped into the word.
    private func counted(_ value: Value) throws(CalculatorError) -> Value {
        switch value {
        case .number(let n): return .number(BigDecimal(significand: try Self.integerPart(n)))
        case .integer: return value
        case .quantity, .date: throw .integersOnly("Programmer mode")
        }
    }

    /// `a op b` in this word (SPEC 10.5): integer arithmetic that wraps, `/` truncating toward
    /// zero and `%` its remainder (`-7 / 2` is -3, `-7 % 2` is -1), shifts and rotations within the
    /// word's bits (`shr` arithmetic when signed, logical when not).
    public func apply(_ op: BinaryOperator, _ a: Value, _ b: Value, budget: inout WorkBudget) throws(CalculatorError)
        -> Value
    {
        try budget.spend(2)
        let left = try holding(a)
        let right = op.takesCount ? try counted(b) : try holding(b)
        guard let x = left.magnitude.bigIntValue, let y = right.magnitude.bigIntValue else { throw .invalidInput }
        let result = wrap(try apply(op, x, y, budget: &budget))
        if case .integer(let i) = left { return .integer(BaseInteger(result, base: i.base, word: self)) }
        if case .integer(let i) = right { return .integer(BaseInteger(result, base: i.base, word: self)) }
        return .number(BigDecimal(significand: result))
    }

    private func apply(_ op: BinaryOperator, _ x: BigInt, _ y: BigInt, budget: inout WorkBudget)
        throws(CalculatorError) -> BigInt
    {
        // A count's arithmetic (``countingWord``): exact and bounded as numbers are, but `/` and `%`
        // truncate as they do in the word.
        if !wraps, ![.divide, .modulus, .rotateLeft, .rotateRight].contains(op) {
            return try unbounded(op, x, y, budget: &budget)
        }
        switch op {
        case .add: return x + y
        case .subtract: return x - y
        case .multiply: return x * y
        case .divide, .modulus:
            if y.isZero { throw x.isZero ? .undefined : .divisionByZero }
            let (quotient, remainder) = x.quotientAndRemainder(dividingBy: y)
            return op == .divide ? quotient : remainder
        case .power:
            if y.sign == .minus && !y.isZero { throw .invalidInput }
            return BigInt(pattern(x).power(y.magnitude, modulus: modulus))
        case .shiftLeft:
            let places = try BinaryOperator.shiftCount(y)
            return places >= bits ? 0 : BigInt(pattern(x) << places)
        case .shiftRight:
            let places = try BinaryOperator.shiftCount(y)
            return TwosComplement.shiftedRight(x, by: min(places, bits))
        case .rotateLeft, .rotateRight:
            let places = Int(y % BigInt(bits))
            return BigInt(TwosComplement.rotated(x, by: op == .rotateLeft ? places : -places, bits: bits))
        case .and, .or, .xor, .nand, .nor:
            return try op.bitwise(BigDecimal(significand: x), BigDecimal(significand: y)).bigIntValue ?? 0
        }
    }

    /// `x op y` on integers of any size (in ``countingWord``): exact, with the limits of numbers.
    private func unbounded(_ op: BinaryOperator, _ x: BigInt, _ y: BigInt, budget: inout WorkBudget)
        throws(CalculatorError) -> BigInt
    {
        let value = try op.apply(BigDecimal(significand: x), BigDecimal(significand: y), budget: &budget)
        guard let whole = try value.wholeNumber() else { throw .invalidInput }
        return whole
    }

    /// The integer part of `n`, cut toward zero.
    static func integerPart(_ n: BigDecimal) throws(CalculatorError) -> BigInt {
        if let whole = try n.wholeNumber() { return whole }
        let digits = n.roundedDecimal
        guard digits.exponent < 0 else { return digits.bigIntValue ?? 0 }
        return digits.significand / Digits.power(-digits.exponent)
    }
}
