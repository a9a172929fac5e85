import BigInt

/// How a value is rounded to fewer digits.
enum RoundingRule {
    /// Ties to the even neighbour: for intermediate results, so errors do not drift one way.
    case halfEven
    /// Ties away from zero: for the display, as people round.
    case halfAway
}

extension BigDecimal {
    /// The value rounded to `digits` significant digits. `sticky` says the true value lies a little
    /// beyond (further from zero than) this one, which breaks ties upwards.
    func rounded(toDigits digits: Int, rule: RoundingRule = .halfEven, sticky: Bool = false) -> BigDecimal {
        // A significand of b bits has at most ⌊b·log10 2⌋ + 1 digits: most values shown are
        // known to fit without counting their digits.
        if fraction == nil, Int(Double(significand.magnitude.bitWidth) * 0.30102999566398120) + 1 <= digits {
            return self
        }
        let count = digitCount
        guard count > digits, !isZero else { return fraction == nil ? self : decimalPart }
        let drop = count - digits
        let unit = Digits.power(drop)
        let (quotient, remainder) = significand.magnitude.quotientAndRemainder(dividingBy: unit.magnitude)
        let twice = BigInt(remainder) * 2
        var up: Bool
        if twice > unit {
            up = true
        } else if twice == unit {
            switch rule {
            case .halfAway: up = true
            case .halfEven: up = sticky || quotient[bitAt: 0]
            }
        } else {
            up = false
        }
        if twice.isZero && sticky { up = false }
        var kept = BigInt(quotient)
        if up { kept += 1 }
        if isNegative { kept.negate() }
        return BigDecimal(significand: kept, exponent: exponent + drop)
    }

    /// The value with digits below 10^`power` rounded away (`power` 0 rounds to an integer).
    func rounded(atPower power: Int, rule: RoundingRule = .halfEven) -> BigDecimal {
        guard exponent < power, !isZero else { return fraction == nil ? self : decimalPart }
        let keep = magnitude10 - power + 1
        if keep <= 0 {
            // Everything is below the rounding position: the result is 0 or one unit of 10^power.
            if keep == 0 {
                let half = BigDecimal(significand: isNegative ? -5 : 5, exponent: power - 1)
                let c = BigDecimal.compare(absolute, half.absolute)
                let up = c > 0 || (c == 0 && rule == .halfAway)
                return up ? BigDecimal(significand: isNegative ? -1 : 1, exponent: power) : .zero
            }
            return .zero
        }
        return rounded(toDigits: keep, rule: rule)
    }

    /// The integer part, towards minus infinity.
    func floor() -> BigInt {
        if exponent >= 0 { return significand * Digits.power(exponent) }
        let (q, r) = significand.quotientAndRemainder(dividingBy: Digits.power(-exponent))
        return (r.signum() < 0) ? q - 1 : q
    }

    /// Checks the range: beyond 10^maximumMagnitude is `Overflow`, below its reciprocal rounds to 0.
    func checked() throws(CalculatorError) -> BigDecimal {
        if isZero { return self }
        let m = magnitude10
        if m >= BigDecimal.maximumMagnitude { throw .overflow }
        if m < -BigDecimal.maximumMagnitude { return .zero }
        return self
    }

    // MARK: - Unchecked operations with an explicit precision (for the engine's own algorithms)

    /// `a + b`, rounded to `digits` significant digits.
    static func add(_ a: BigDecimal, _ b: BigDecimal, digits: Int = exactDigits) -> BigDecimal {
        if a.isZero { return b.rounded(toDigits: digits) }
        if b.isZero { return a.rounded(toDigits: digits) }
        let topA = a.exponent + a.digitCount
        let topB = b.exponent + b.digitCount
        // An addend wholly below the last kept digit of the other cannot change it (but for ties).
        if topA - b.exponent > digits + 2 && topA - topB > digits + 2 { return a.rounded(toDigits: digits) }
        if topB - a.exponent > digits + 2 && topB - topA > digits + 2 { return b.rounded(toDigits: digits) }
        let e = min(a.exponent, b.exponent)
        let sum = a.significand * Digits.power(a.exponent - e) + b.significand * Digits.power(b.exponent - e)
        return BigDecimal(significand: sum, exponent: e).rounded(toDigits: digits)
    }

    /// `a + b` of exact values, rounded to `exactDigits` and marked approximate when that lost
    /// digits (an addend wholly below the other's last kept digit is lost entirely).
    static func exactSum(_ a: BigDecimal, _ b: BigDecimal) -> BigDecimal {
        if a.isZero { return b.roundedMarkingLoss() }
        if b.isZero { return a.roundedMarkingLoss() }
        // Ending at the same power (5 + 5), the exact sum may end higher: it is formed whole.
        if a.exponent == b.exponent {
            return BigDecimal(significand: a.significand + b.significand, exponent: a.exponent).roundedMarkingLoss()
        }
        // Otherwise the exact sum ends at the lower power, so a sum ending higher was rounded.
        let sum = add(a, b)
        return sum.exponent > min(a.exponent, b.exponent) ? sum.approximate(exactDigits) : sum
    }

    /// `a × b`, rounded to `digits` significant digits.
    static func multiply(_ a: BigDecimal, _ b: BigDecimal, digits: Int = exactDigits) -> BigDecimal {
        BigDecimal(significand: a.significand * b.significand, exponent: a.exponent + b.exponent)
            .rounded(toDigits: digits)
    }

    /// `a ÷ b` for `b ≠ 0`: exact when the quotient terminates within `exactDigits` (or within
    /// `digits`, when more are asked for: π/2 to 460 digits), otherwise rounded to `digits`
    /// significant digits.
    static func divide(_ a: BigDecimal, _ b: BigDecimal, digits: Int = quotientDigits) -> BigDecimal {
        precondition(!b.isZero, "division by zero")
        if a.isZero { return .zero }
        let shift = max(0, max(digits, exactDigits) + b.digitCount - a.digitCount + 2)
        let numerator = a.significand * Digits.power(shift)
        let (q, r) = numerator.quotientAndRemainder(dividingBy: b.significand)
        let quotient = BigDecimal(significand: q, exponent: a.exponent - b.exponent - shift)
        if r.isZero { return quotient.roundedMarkingLoss(toDigits: max(digits, exactDigits)) }
        // The remainder has the sign of the numerator; the true value lies beyond q in magnitude
        // exactly when the quotient was truncated, which is always the case here.
        return quotient.rounded(toDigits: digits, sticky: true).approximate(digits)
    }

    // MARK: - Checked arithmetic for users of the engine

    /// When `a` or `b` is a fraction: the exact result of `op`, else `decimal` (the operation
    /// itself) on their rounded decimals; `nil` when neither is a fraction.
    private static func throughFractions(
        _ op: BinaryOperator, _ a: BigDecimal, _ b: BigDecimal,
        _ decimal: (BigDecimal, BigDecimal) throws(CalculatorError) -> BigDecimal
    ) throws(CalculatorError) -> BigDecimal? {
        guard a.fraction != nil || b.fraction != nil else { return nil }
        if let exact = try exactOperation(op, a, b) { return exact }
        return try decimal(a.roundedDecimal, b.roundedDecimal)
    }

    /// The exact sum (rounded only beyond `exactDigits`); approximate operands that cancel below
    /// their precision give 0.
    public static func + (a: BigDecimal, b: BigDecimal) throws(CalculatorError) -> BigDecimal {
        if let result = try throughFractions(.add, a, b, +) { return result }
        guard let p = combinedPrecision(a, b) else { return try exactSum(a, b).checked() }
        let sum = try add(a, b).checked()
        return sum.belowNoise(of: a, b, precision: p) ? .zero : sum.approximate(p)
    }

    /// The exact difference (rounded only beyond `exactDigits`); see `+`.
    public static func - (a: BigDecimal, b: BigDecimal) throws(CalculatorError) -> BigDecimal {
        try a + (-b)
    }

    /// The tighter precision of two operands, nil when both are exact.
    static func combinedPrecision(_ a: BigDecimal, _ b: BigDecimal) -> Int? {
        switch (a.precision, b.precision) {
        case (nil, nil): nil
        case (let p?, nil), (nil, let p?): p
        case (let p?, let q?): min(p, q)
        }
    }

    /// Whether this (non-zero) result is smaller than the rounding noise of operands trusted to
    /// `precision` digits (a few digits of margin).
    func belowNoise(of a: BigDecimal, _ b: BigDecimal, precision: Int) -> Bool {
        guard !isZero else { return false }
        let scale = max(a.isZero ? Int.min : a.magnitude10, b.isZero ? Int.min : b.magnitude10)
        return magnitude10 < scale - (precision - Self.noiseDigits)
    }

    /// The trailing digits of an approximate value's `precision` taken for rounding noise.
    static let noiseDigits = 3

    /// The precision of a product or quotient of `a` and `b`: their tighter one, a digit less when
    /// both are trusted to the same digits (each may be off by half a unit in its last digit, so
    /// their product by a unit: √2 × √2, each to 40 digits, is 2.000…0009 to 40); nil when both are
    /// exact. Operands trusted to different digits add little to the looser one's error, so a chain
    /// of products (√3 × √3 × … × √3) loses one digit, not one a factor.
    static func productPrecision(_ a: BigDecimal, _ b: BigDecimal) -> Int? {
        guard let p = combinedPrecision(a, b) else { return nil }
        return a.precision == b.precision ? max(1, p - 1) : p
    }

    /// The exact product (rounded only beyond `exactDigits`).
    public static func * (a: BigDecimal, b: BigDecimal) throws(CalculatorError) -> BigDecimal {
        if a.isZero || b.isZero { return .zero }
        if a.magnitude10 + b.magnitude10 > maximumMagnitude + 1 { throw .overflow }
        if let result = try throughFractions(.multiply, a, b, *) { return result }
        let product = try BigDecimal(significand: a.significand * b.significand, exponent: a.exponent + b.exponent)
            .roundedMarkingLoss().checked()
        return productPrecision(a, b).map { product.approximate($0) } ?? product
    }

    /// The quotient: exact when it terminates, an exact `Fraction` when it does not and its
    /// numerator and denominator fit in `fractionDigits`, else rounded to `quotientDigits` digits.
    public static func / (a: BigDecimal, b: BigDecimal) throws(CalculatorError) -> BigDecimal {
        if b.isZero { throw a.isZero ? .undefined : .divisionByZero }
        if a.magnitude10 - b.magnitude10 > maximumMagnitude + 1 { throw .overflow }
        if let result = try throughFractions(.divide, a, b, /) { return result }
        // Exact operands: the exact quotient (a decimal or a fraction) when both fit as fractions.
        if a.precision == nil && b.precision == nil, let exact = try exactOperation(.divide, a, b) { return exact }
        let quotient = try divide(a, b).checked()
        return productPrecision(a, b).map { quotient.approximate($0) } ?? quotient
    }

    /// The floored modulus: the result takes the divisor's sign (`-7 % 3 = 2`, `7 % -3 = -2`).
    public static func % (a: BigDecimal, b: BigDecimal) throws(CalculatorError) -> BigDecimal {
        if b.isZero { throw a.isZero ? .undefined : .divisionByZero }
        if a.isZero { return .zero }
        if let result = try throughFractions(.modulus, a, b, %) { return result }
        // Both scaled to a common exponent, the modulus is an exact integer operation.
        let e = min(a.exponent, b.exponent)
        let x = a.significand * Digits.power(a.exponent - e)
        let y = b.significand * Digits.power(b.exponent - e)
        var r = x % y
        if !r.isZero && (r.sign == .minus) != (y.sign == .minus) { r += y }
        let remainder = try BigDecimal(significand: r, exponent: e).roundedMarkingLoss().checked()
        guard let p = combinedPrecision(a, b) ?? remainder.precision else { return remainder }
        // With approximate operands the remainder carries the noise of the dividend and of what
        // was taken away (a − r = b·q): a remainder, or a divisor less remainder, below that noise
        // is really 0 (`(1e-101/3*3e101) % 1`, 0.99…9 to 50 digits, is 0 as its `- 1` is).
        // An exact dividend with nothing taken away (q = 0) has no noise at all.
        let taken = add(a, -remainder)
        let dividendScale = a.precision == nil ? Int.min : a.magnitude10
        let scale = max(dividendScale, taken.isZero ? Int.min : taken.magnitude10)
        if scale == Int.min { return remainder.approximate(p) }
        let noise = scale - (p - Self.noiseDigits)
        // Noise as large as the divisor leaves the remainder unknown (`2^400 % 3`, where 2^400
        // keeps 100 of its 121 digits): refused rather than guessed.
        if noise >= b.magnitude10 { throw .digitsLost }
        if remainder.isZero || remainder.magnitude10 < noise { return .zero }
        let rest = add(b, -remainder)
        if rest.isZero || rest.magnitude10 < noise { return .zero }
        return remainder.approximate(p)
    }
}
