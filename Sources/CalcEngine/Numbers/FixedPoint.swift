import BigInt

/// Binary fixed point for the engine's power series: a value is `raw / 2^bits`.
///
/// Inside a series every step is a multiplication, a shift and a division by a small integer —
/// no decimal rounding, no normalisation — which makes the irrational functions several times
/// faster than the same series in `BigDecimal`. Only entry and exit convert to decimal.
struct FixedPoint {
    let bits: Int

    /// Enough bits for `digits` decimal digits and 40 guard bits.
    init(digits: Int) {
        bits = Int((Double(digits) * 3.3219280948873626).rounded(.up)) + 40
    }

    var one: BigInt { BigInt(1) << bits }

    /// `x` in this fixed point (truncated).
    func raw(_ x: BigDecimal) -> BigInt {
        let scaled = x.significand << bits
        if x.exponent >= 0 { return scaled * Digits.power(x.exponent) }
        return scaled / Digits.power(-x.exponent)
    }

    /// `raw / 2^bits` as a decimal rounded to `digits` significant digits.
    func decimal(_ raw: BigInt, digits: Int) -> BigDecimal {
        if raw.isZero { return .zero }
        // Scale by a power of ten that leaves a few digits more than wanted, then drop the bits.
        let magnitude = Int((Double(raw.magnitude.bitWidth - bits) * 0.30102999566398120).rounded(.down))
        let scale = max(0, digits + 3 - magnitude)
        return BigDecimal(significand: shiftedDown(raw * Digits.power(scale)), exponent: -scale).rounded(
            toDigits: digits)
    }

    /// `a × b` in fixed point (truncated towards zero).
    func multiply(_ a: BigInt, _ b: BigInt) -> BigInt {
        shiftedDown(a * b)
    }

    /// `x / 2^bits`, truncated towards zero (BigInt's own shift of a negative value stops at -1).
    func shiftedDown(_ x: BigInt) -> BigInt {
        let magnitude = BigInt(x.magnitude >> bits)
        return x.sign == .minus ? -magnitude : magnitude
    }

    /// e^y for a small y (|y| < 0.01) by its Taylor series.
    func exponentialSeries(_ y: BigInt) -> BigInt {
        var sum = one
        var term = one
        var n = 1
        while true {
            term = multiply(term, y) / BigInt(n)
            if term.isZero { break }
            sum += term
            n += 1
        }
        return sum
    }

    /// sin r and cos r for |r| ≤ π/4 by their Taylor series.
    func sineAndCosineSeries(_ r: BigInt) -> (sin: BigInt, cos: BigInt) {
        let r2 = multiply(r, r)
        var sinSum = r
        var sinTerm = r
        var cosSum = one
        var cosTerm = one
        var n = 1
        while !(sinTerm.isZero && cosTerm.isZero) {
            cosTerm = -multiply(cosTerm, r2) / BigInt((2 * n - 1) * (2 * n))
            sinTerm = -multiply(sinTerm, r2) / BigInt((2 * n) * (2 * n + 1))
            cosSum += cosTerm
            sinSum += sinTerm
            n += 1
        }
        return (sinSum, cosSum)
    }

    /// atan y for |y| ≤ 0.05 by its alternating series.
    func arctangentSeries(_ y: BigInt) -> BigInt {
        let y2 = multiply(y, y)
        var sum = y
        var power = y
        var n = 1
        while true {
            power = -multiply(power, y2)
            let term = power / BigInt(2 * n + 1)
            if term.isZero { break }
            sum += term
            n += 1
        }
        return sum
    }
}
