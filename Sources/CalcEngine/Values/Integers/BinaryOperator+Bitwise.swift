import BigInt

/// The bitwise operators on numbers (SPEC 10.5): on integers of any size in two's complement, as
/// Python's (`-6 & 3` is 2, `-5 >> 1` is -3); a non-integer operand is an error. The rotations need
/// a word size, which only programmer mode has (see ``WordFormat``).
extension BinaryOperator {
    /// The most places a number is shifted left: the largest number has about 33,220 bits.
    static let maximumShift = 40_000

    /// `a op b` for a bitwise operator.
    func bitwise(_ a: BigDecimal, _ b: BigDecimal) throws(CalculatorError) -> BigDecimal {
        guard let x = try a.wholeNumber(), let y = try b.wholeNumber() else { throw .integersOnly(symbol) }
        return try BigDecimal(significand: bitwise(x, y)).checked()
    }

    /// `x op y` on integers of any size.
    private func bitwise(_ x: BigInt, _ y: BigInt) throws(CalculatorError) -> BigInt {
        switch self {
        case .and: return TwosComplement.combine(x, y, &)
        case .or: return TwosComplement.combine(x, y, |)
        case .xor: return TwosComplement.combine(x, y, ^)
        case .nand: return TwosComplement.not(TwosComplement.combine(x, y, &))
        case .nor: return TwosComplement.not(TwosComplement.combine(x, y, |))
        case .shiftLeft:
            let places = try Self.shiftCount(y)
            if x.isZero { return 0 }
            guard places <= Self.maximumShift else { throw .overflow }
            return TwosComplement.shiftedLeft(x, by: places)
        case .shiftRight:
            let places = try Self.shiftCount(y)
            guard places <= Self.maximumShift else { return x.sign == .minus && !x.isZero ? -1 : 0 }
            return TwosComplement.shiftedRight(x, by: places)
        case .rotateLeft, .rotateRight: throw .needsWordSize(symbol)
        case .add, .subtract, .multiply, .divide, .modulus, .power: throw .invalidInput
        }
    }

    /// The places of a shift: a count of 0 or more; a larger one than an `Int` holds counts as the
    /// largest.
    static func shiftCount(_ y: BigInt) throws(CalculatorError) -> Int {
        if y.sign == .minus && !y.isZero { throw .negativeShift }
        return Int(exactly: y) ?? .max
    }
}
