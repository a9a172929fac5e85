import BigInt

/// Which whole number `floor`, `ceil`, `trunc` and `round` take a value to.
enum WholeNumberRule: Sendable {
    /// The greatest whole number not above the value (`floor(-2.5)` is -3).
    case floor
    /// The least whole number not below it (`ceil(-2.5)` is -2).
    case ceiling
    /// The value with its fractional digits dropped (`trunc(-2.7)` is -2).
    case truncation
    /// The nearest, halves away from zero as people round (`round(2.5)` is 3, `round(-2.5)` is -3).
    case nearest
}

extension BigDecimal {
    /// The whole number `rule` takes this value to, exactly.
    ///
    /// A rounded (approximate) value is first cut to the digits it can trust, so that noise below
    /// them does not carry it across a whole number (`floor(ln(e^5))` is 5, not 4); one whose units
    /// digit lies beyond those digits is already as whole as it can be known, and stays as it is.
    func whole(_ rule: WholeNumberRule) -> BigDecimal {
        if let fraction {
            return BigDecimal(significand: Self.whole(fraction.numerator, over: fraction.denominator, rule))
        }
        var x = self
        if let precision {
            // The last digits are noise, as for a difference (`belowNoise`): 1e-101/3*3e101 is
            // 0.99…9 to 50 digits, which `- 1` takes for 0, so its floor is 1.
            let trusted = max(1, precision - BigDecimal.noiseDigits)
            x = x.rounded(toDigits: trusted)
            if x.magnitude10 >= trusted { return x.approximate(precision) }
        }
        guard x.exponent < 0 else { return BigDecimal(significand: x.significand, exponent: x.exponent) }
        return BigDecimal(significand: Self.whole(x.significand, over: Digits.power(-x.exponent), rule))
    }

    /// The whole number `rule` takes `numerator / denominator` to; `denominator` is positive.
    private static func whole(_ numerator: BigInt, over denominator: BigInt, _ rule: WholeNumberRule) -> BigInt {
        let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
        guard !remainder.isZero else { return quotient }
        let negative = numerator.sign == .minus
        let away: Bool =
            switch rule {
            case .floor: negative
            case .ceiling: !negative
            case .truncation: false
            case .nearest: remainder.magnitude * 2 >= denominator.magnitude
            }
        return away ? quotient + (negative ? -1 : 1) : quotient
    }
}
