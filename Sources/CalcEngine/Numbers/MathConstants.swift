import BigInt

/// π, e, ln 2 and ln 10 to `MathConstants.digits` decimal digits, computed once by series.
///
/// Computed rather than pasted so their digits are checked by arithmetic: π by Machin's formula,
/// the logarithms by `atanh` series, e by the series of 1/k!.
enum MathConstants {
    /// Digits every constant is known to; enough for arguments of trigonometric functions up to
    /// 10^200 and working precisions up to about 400 digits.
    static let digits = 460
    private static let scale = Digits.power(digits + 10)

    static let pi = make(16 * arctangentOfInverse(5) - 4 * arctangentOfInverse(239))
    static let ln2 = make(2 * hyperbolicArctangentOfInverse(3))
    static let ln10 = make(6 * hyperbolicArctangentOfInverse(3) + 2 * hyperbolicArctangentOfInverse(9))
    static let e: BigDecimal = {
        var sum = BigInt(0)
        var term = scale
        var k = BigInt(1)
        while !term.isZero {
            sum += term
            term /= k
            k += 1
        }
        return make(sum)
    }()

    /// The constant rounded to `digits` significant digits.
    static func pi(digits: Int) -> BigDecimal { pi.rounded(toDigits: digits) }

    private static func make(_ fixedPoint: BigInt) -> BigDecimal {
        BigDecimal(significand: fixedPoint, exponent: -(digits + 10)).rounded(toDigits: digits)
    }

    /// atan(1/n) × 10^(digits+10): Σ (−1)^k / ((2k+1)·n^(2k+1)).
    private static func arctangentOfInverse(_ n: Int) -> BigInt {
        inverseOddPowerSeries(n, alternating: true)
    }

    /// atanh(1/n) × 10^(digits+10): Σ 1 / ((2k+1)·n^(2k+1)).
    private static func hyperbolicArctangentOfInverse(_ n: Int) -> BigInt {
        inverseOddPowerSeries(n, alternating: false)
    }

    /// The shared series of atan and atanh at 1/n, in fixed point.
    private static func inverseOddPowerSeries(_ n: Int, alternating: Bool) -> BigInt {
        let nn = BigInt(n * n)
        var power = scale / BigInt(n)
        var sum = BigInt(0)
        var k = 0
        while !power.isZero {
            let term = power / BigInt(2 * k + 1)
            sum += alternating && k % 2 == 1 ? -term : term
            power /= nn
            k += 1
        }
        return sum
    }
}
