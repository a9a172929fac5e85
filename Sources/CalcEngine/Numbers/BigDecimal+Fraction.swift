import BigInt

/// The exact value of a quotient that does not terminate in decimal (`1/3`, `400/97`), or whose
/// decimal would pass `BigDecimal.exactDigits` digits (`1/2^300`): a numerator and a denominator
/// in lowest terms, the denominator above 1, both of at most `BigDecimal.fractionDigits` digits.
/// Immutable, and a class so that a `BigDecimal` without one stays as small as before.
public final class Fraction: Hashable, Sendable {
    /// The numerator, with the sign.
    public let numerator: BigInt
    /// The denominator, above 1.
    public let denominator: BigInt

    init(_ numerator: BigInt, _ denominator: BigInt) {
        self.numerator = numerator
        self.denominator = denominator
    }

    public static func == (a: Fraction, b: Fraction) -> Bool {
        a.numerator == b.numerator && a.denominator == b.denominator
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(numerator)
        hasher.combine(denominator)
    }
}

extension BigDecimal {
    /// The most digits a fraction's numerator or denominator may have; a quotient beyond is
    /// rounded to `quotientDigits` and marked approximate, as every quotient was before fractions.
    public static let fractionDigits = 100

    /// The exact value as numerator and denominator in lowest terms (denominator ≥ 1), when the
    /// value is exact and both fit in `fractionDigits` digits; `nil` otherwise.
    public var ratio: (numerator: BigInt, denominator: BigInt)? {
        if let fraction { return (fraction.numerator, fraction.denominator) }
        guard precision == nil else { return nil }
        if isZero { return (0, 1) }
        if exponent >= 0 {
            guard digitCount + exponent <= Self.fractionDigits else { return nil }
            return (significand * Digits.power(exponent), 1)
        }
        // In lowest terms the denominator is 10^k over a divisor of the significand, so above
        // 10^(k - digitCount): known too long before any work when that passes `fractionDigits`.
        guard -exponent - digitCount < Self.fractionDigits else { return nil }
        let denominator = Digits.power(-exponent)
        let g = Self.gcd(significand.magnitude, denominator.magnitude)
        let lowest = (numerator: significand / g, denominator: denominator / g)
        guard Digits.count(lowest.denominator.magnitude) <= Self.fractionDigits else { return nil }
        return lowest
    }

    /// The exact value as text, `n/d` (`1/3`, `-17/6`, `3/10`) or the integer (`42`); `nil` for
    /// an approximate value and for one whose fraction would pass `fractionDigits`.
    public var fractionText: String? {
        guard let (n, d) = ratio else { return nil }
        return d == 1 ? String(n) : "\(n)/\(d)"
    }

    /// The value as the typed-expression field offers it, so that edited and sent back it is the
    /// same number: an exact fraction exactly (`1/3`); an exact value as the display shows it when
    /// that holds all its digits (`1e20`, `0.3`: at most ``displayDigits``), else all its digits
    /// (`2^200`'s 61); a rounded value as the display shows it.
    var typedText: String {
        if fraction != nil { return fractionText ?? displayString }
        guard precision == nil, digitCount > BigDecimal.displayDigits else { return displayString }
        return exactDescription
    }

    /// The value n/d (d ≠ 0) in the engine's form: an integer exactly (rounded beyond
    /// `exactDigits`, as every exact result), a terminating decimal of at most `exactDigits`
    /// digits exactly, otherwise a fraction within `fractionDigits` beside its decimal rounded to
    /// `quotientDigits`, and beyond that the rounded decimal alone, marked approximate.
    static func quotient(_ numerator: BigInt, _ denominator: BigInt) -> BigDecimal {
        var n = numerator
        var d = denominator
        if n.isZero { return .zero }
        if d.sign == .minus {
            n.negate()
            d.negate()
        }
        let g = gcd(n.magnitude, d.magnitude)
        if g != 1 {
            n /= g
            d /= g
        }
        if d == 1 { return BigDecimal(significand: n).roundedMarkingLoss() }
        // n/d terminates exactly when d = 2^a·5^b; then n/d = n·(10^k/d)/10^k for k = max(a, b).
        if let k = decimalExponent(of: d.magnitude) {
            let value = BigDecimal(significand: n * (Digits.power(k) / d), exponent: -k)
            if value.digitCount <= exactDigits { return value }
        }
        // Two digits beyond the rounding position, and the remainder as the sticky bit.
        let shift = max(0, quotientDigits + 2 + Digits.count(d.magnitude) - Digits.count(n.magnitude))
        let (q, r) = (n * Digits.power(shift)).quotientAndRemainder(dividingBy: d)
        let decimal = BigDecimal(significand: q, exponent: -shift)
            .rounded(toDigits: quotientDigits, sticky: !r.isZero).approximate(quotientDigits)
        guard Digits.count(n.magnitude) <= fractionDigits, Digits.count(d.magnitude) <= fractionDigits else {
            return decimal
        }
        var value = decimal
        value.precision = nil
        value.fraction = Fraction(n, d)
        return value
    }

    /// The exact result of `op` on two exact values as a fraction, or `nil` when an operand is
    /// approximate or its fraction would pass `fractionDigits` (the caller then rounds, as before).
    /// The divisor of `/` and `%` must not be 0.
    static func exactOperation(_ op: BinaryOperator, _ a: BigDecimal, _ b: BigDecimal) throws(CalculatorError)
        -> BigDecimal?
    {
        guard let (n1, d1) = a.ratio, let (n2, d2) = b.ratio else { return nil }
        let value: BigDecimal
        switch op {
        case .add: value = quotient(n1 * d2 + n2 * d1, d1 * d2)
        case .subtract: value = quotient(n1 * d2 - n2 * d1, d1 * d2)
        case .multiply: value = quotient(n1 * n2, d1 * d2)
        case .divide: value = quotient(n1 * d2, d1 * n2)
        case .modulus:
            // Over the common denominator the floored modulus is an integer one.
            let x = n1 * d2
            let y = n2 * d1
            var r = x % y
            if !r.isZero && (r.sign == .minus) != (y.sign == .minus) { r += y }
            value = quotient(r, d1 * d2)
        case .power:
            guard b.isInteger, let k = b.intValue else { return nil }
            return try exactPower(a, k)
        default: return nil
        }
        return try value.checked()
    }

    /// aⁿ of an exact value as a fraction; `nil` when a is approximate or the result's numerator or
    /// denominator would pass `fractionDigits` (estimated before any work).
    static func exactPower(_ a: BigDecimal, _ n: Int) throws(CalculatorError) -> BigDecimal? {
        guard let (num, den) = a.ratio, !num.isZero else { return nil }
        let k = n.magnitude
        let largest = max(num.magnitude.bitWidth, den.magnitude.bitWidth) - 1
        guard Double(largest) * 0.30103 * Double(k) <= Double(fractionDigits + 1) else { return nil }
        let p = num.power(Int(k))
        let q = den.power(Int(k))
        return try (n < 0 ? quotient(q, p) : quotient(p, q)).checked()
    }

    /// The value without its fraction: the rounded decimal, marked approximate when it had one
    /// (for operations that work on decimals: functions, and operands beyond `fractionDigits`).
    var roundedDecimal: BigDecimal {
        fraction == nil ? self : approximate(BigDecimal.quotientDigits)
    }

    /// √(n/d) of a fraction whose numerator and denominator are squares, exactly; `nil` otherwise.
    static func exactSquareRoot(_ x: BigDecimal) -> BigDecimal? {
        guard let f = x.fraction, f.numerator.sign == .plus else { return nil }
        let n = f.numerator.magnitude.squareRoot()
        let d = f.denominator.magnitude.squareRoot()
        guard n * n == f.numerator.magnitude, d * d == f.denominator.magnitude else { return nil }
        return quotient(BigInt(n), BigInt(d))
    }

    /// The decimal fields alone (internal algorithms that round anyway).
    var decimalPart: BigDecimal {
        var value = self
        value.fraction = nil
        return value
    }

    /// The k of the smallest 10^k that `d` divides, when d = 2^a·5^b; `nil` for any other d.
    static func decimalExponent(of d: BigUInt) -> Int? {
        let twos = d.trailingZeroBitCount
        var rest = d >> twos
        var fives = 0
        let five = BigUInt(5)
        while rest > 1 {
            let (q, r) = rest.quotientAndRemainder(dividingBy: five)
            guard r.isZero else { return nil }
            rest = q
            fives += 1
        }
        return max(twos, fives)
    }

    /// The greatest common divisor: one Euclid step first (a small operand then ends it at
    /// once), machine words when both fit, else the binary gcd.
    static func gcd(_ a: BigUInt, _ b: BigUInt) -> BigInt {
        var (x, y) = a >= b ? (a, b) : (b, a)
        if y.isZero { return BigInt(x) }
        (x, y) = (y, x % y)
        if y.isZero { return BigInt(x) }
        if x.bitWidth <= 64 {
            var u = UInt64(x)
            var v = UInt64(y)
            while v != 0 { (u, v) = (v, u % v) }
            return BigInt(u)
        }
        return BigInt(x.greatestCommonDivisor(with: y))
    }
}
