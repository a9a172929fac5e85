import BigInt

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension BigDecimal {
    /// Digits the engine's series and iterations carry before an irrational result is rounded to
    /// `functionDigits`: enough that the rounding makes exact answers exact (`√16 = 4`).
    static let workingDigits = functionDigits + 25

    /// A close decimal for a `Double` (a starting guess for iterations).
    init(approximating value: Double) {
        self = BigDecimal(exactly: "\(value)") ?? .zero
    }

    /// log10 |x| as a Double, safe for every magnitude.
    var log10Estimate: Double {
        let digits = digitCount
        let keep = min(digits, 17)
        let top = Double(significand.magnitude / Digits.power(digits - keep).magnitude)
        return log10(top) + Double(exponent + digits - keep)
    }

    /// Whether the value is an odd whole number (normalised, a positive exponent means a multiple of 10).
    var isOddInteger: Bool { exponent == 0 && significand.magnitude[bitAt: 0] }

    /// An irrational result: rounded to `functionDigits` and range-checked.
    func functionResult() throws(CalculatorError) -> BigDecimal {
        try rounded(toDigits: BigDecimal.functionDigits).checked().approximate(BigDecimal.functionDigits)
    }

    // MARK: - Square root and powers

    /// √x; exact when x is the square of a decimal.
    public static func squareRoot(_ x: BigDecimal) throws(CalculatorError) -> BigDecimal {
        if x.isNegative { throw .invalidInput }
        return squareRootUnrounded(x, digits: functionDigits).rounded(toDigits: functionDigits)
    }

    /// √x of a non-negative x to `digits` digits (exact when the root terminates).
    static func squareRootUnrounded(_ x: BigDecimal, digits: Int) -> BigDecimal {
        if x.isZero { return .zero }
        var shift = max(0, 2 * (digits + 5) - x.digitCount)
        if (x.exponent - shift) % 2 != 0 { shift += 1 }
        let n = x.significand.magnitude * Digits.power(shift).magnitude
        let root = n.squareRoot()
        let exact = root * root == n
        let value = BigDecimal(significand: BigInt(root), exponent: (x.exponent - shift) / 2)
        return exact ? value : value.rounded(toDigits: digits, sticky: true).approximate(digits)
    }

    /// ∛x, for negative x too.
    public static func cubeRoot(_ x: BigDecimal) throws(CalculatorError) -> BigDecimal {
        if x.isZero { return .zero }
        let y = divide(try logarithmUnrounded(x.absolute, digits: workingDigits), BigDecimal(3), digits: workingDigits)
        let root = try exponentialUnrounded(y, digits: workingDigits)
        return try (x.isNegative ? -root : root).functionResult()
    }

    /// a^b: exact for integer b (within `exactDigits`), through e^(b·ln a) otherwise.
    /// `0^0 = 1`; `0^b` with b < 0 and a negative a with a fractional b are `Invalid input`.
    public static func power(_ a: BigDecimal, _ b: BigDecimal) throws(CalculatorError) -> BigDecimal {
        if b.isZero { return .one }
        if a.isZero {
            if b.isNegative { throw .invalidInput }
            return .zero
        }
        if a == .one { return .one }
        if a == -.one, b.isInteger {
            return b.isOddInteger ? -.one : .one
        }
        let estimate = try powerEstimate(a, b)
        if estimate > Double(maximumMagnitude + 1) { throw .overflow }
        if estimate < -Double(maximumMagnitude + 2) { return .zero }
        if b.isInteger, let n = b.intValue, a.fraction != nil || (n < 0 && a.precision == nil),
            let exact = try exactPower(a, n)
        {
            return exact
        }
        let a = a.roundedDecimal
        if b.isInteger, let n = b.intValue {
            let result = try integerPower(a, n)
            // a^n is off by about n times a's error: a digit less for each digit of n (√2^2 is
            // trusted to 39 digits where √2 is to 40).
            guard let p = combinedPrecision(a, b) else { return result }
            return result.approximate(a.precision == nil ? p : max(1, p - String(n.magnitude).count))
        }
        if a.isNegative {
            // A rounded exponent within its noise of a whole number is that number, as `floor`
            // and `-` take it: (-2)^(√2²) is 4, not a root of a negative number.
            if let p = b.precision, !b.isInteger {
                let whole = b.whole(.nearest)
                if whole.isInteger, try (b - whole).isZero { return try power(a, whole).approximate(p) }
            }
            guard b.isInteger else { throw .invalidInput }
            let odd = b.isOddInteger
            let magnitude = try power(a.absolute, b)
            return odd ? -magnitude : magnitude
        }
        // Carry enough digits that b·ln a keeps its absolute precision.
        let extra = max(0, Int(log10(abs(estimate) * 2.31 + 1)) + 1)
        let digits = workingDigits + extra
        let y = multiply(b, try logarithmUnrounded(a, digits: digits), digits: digits)
        return try exponentialUnrounded(y, digits: workingDigits).functionResult()
    }

    /// log10 |a^b|, roughly (b · log10 |a|): what the range checks and the working digits of
    /// ``power(_:_:)`` go by. Next to 1, |a|'s estimate rounds to 0, and a b past a Double's range
    /// would make that ∞ · 0: there log10 |a| is nearly (|a| − 1)/ln 10, and the product's size is
    /// taken from the two magnitudes (an infinite estimate is then an overflow, or a zero).
    static func powerEstimate(_ a: BigDecimal, _ b: BigDecimal) throws(CalculatorError) -> Double {
        let estimate = b.doubleValue * a.log10Estimate
        guard estimate.isNaN else { return estimate }
        let difference = try a.absolute - .one
        if difference.isZero { return 0 }
        let size = Double.tenPower(b.magnitude10 + difference.magnitude10)
        return b.isNegative == difference.isNegative ? size : -size
    }

    /// a^n by squaring, each step exact up to `exactDigits` and ``productGuardDigits`` more, the
    /// result rounded once.
    static func integerPower(_ a: BigDecimal, _ n: Int) throws(CalculatorError) -> BigDecimal {
        let digits = exactDigits + productGuardDigits
        var product = BigDecimal.one
        var base = a
        var e = n.magnitude
        while e > 0 {
            if e & 1 == 1 { product = multiply(product, base, digits: digits) }
            e >>= 1
            if e > 0 { base = multiply(base, base, digits: digits) }
        }
        // The digits only grow from step to step, so the result lost some exactly when it has more
        // than `exactDigits`.
        let result = n < 0 ? divide(.one, product) : product.roundedMarkingLoss()
        return try result.checked()
    }

    // MARK: - Exponential and logarithms

    /// e^x.
    public static func exponential(_ x: BigDecimal) throws(CalculatorError) -> BigDecimal {
        try exponentialUnrounded(x, digits: workingDigits).functionResult()
    }

    /// e^x to `digits` significant digits: x = k·ln 10 + r, e^r by halving r ten times, the
    /// Taylor series and ten squarings, then the exponent shifted by k.
    static func exponentialUnrounded(_ x: BigDecimal, digits: Int) throws(CalculatorError) -> BigDecimal {
        if x.isZero { return .one }
        if x.magnitude10 >= 5 {
            if x.isNegative { return .zero }
            throw .overflow
        }
        let guardDigits = digits + 10
        let ln10 = MathConstants.ln10.rounded(toDigits: guardDigits + 6)
        var k = Int((x.doubleValue / 2.302585092994046).rounded(.down))
        var r = add(x, -multiply(BigDecimal(k), ln10, digits: guardDigits + 6), digits: guardDigits + 6)
        if r.isNegative {
            k -= 1
            r = add(r, ln10, digits: guardDigits + 6)
        } else if r >= ln10 {
            k += 1
            r = add(r, -ln10, digits: guardDigits + 6)
        }
        if k >= maximumMagnitude { throw .overflow }
        if k < -maximumMagnitude - 2 { return .zero }
        // r in [0, ln 10): r / 2^10 is below 0.0023, where the series converges fast; ten
        // squarings undo the halvings (in binary fixed point, so each step is a shift).
        let fixed = FixedPoint(digits: guardDigits)
        var raw = fixed.exponentialSeries(fixed.raw(r) >> 10)
        for _ in 0..<10 { raw = fixed.multiply(raw, raw) }
        let sum = fixed.decimal(raw, digits: guardDigits)
        return BigDecimal(significand: sum.significand, exponent: sum.exponent + k).rounded(toDigits: digits)
    }

    /// ln x.
    public static func naturalLogarithm(_ x: BigDecimal) throws(CalculatorError) -> BigDecimal {
        if x.isZero || x.isNegative { throw .invalidInput }
        return try logarithmUnrounded(x, digits: workingDigits).functionResult()
    }

    /// log₁₀ x; exact for powers of ten.
    public static func commonLogarithm(_ x: BigDecimal) throws(CalculatorError) -> BigDecimal {
        if x.isZero || x.isNegative { throw .invalidInput }
        if x.significand == 1 { return BigDecimal(x.exponent) }
        let ln = try logarithmUnrounded(x, digits: workingDigits + 5)
        return try divide(ln, MathConstants.ln10, digits: workingDigits).functionResult()
    }

    /// log₂ x.
    public static func binaryLogarithm(_ x: BigDecimal) throws(CalculatorError) -> BigDecimal {
        if x.isZero || x.isNegative { throw .invalidInput }
        let ln = try logarithmUnrounded(x, digits: workingDigits + 5)
        return try divide(ln, MathConstants.ln2, digits: workingDigits).functionResult()
    }

    /// ln x for x > 0 to `digits` digits: x = m·10^k, ln m by Halley's iteration on e^y = m.
    static func logarithmUnrounded(_ x: BigDecimal, digits: Int) throws(CalculatorError) -> BigDecimal {
        if x == .one { return .zero }
        let k = x.magnitude10
        let m = BigDecimal(significand: x.significand, exponent: x.exponent - k)
        // Near 1, ln m is tiny and m − e^y cancels: carry as many more digits as it has zeros.
        var extra = 0
        if k == 0 {
            let d = add(m, -.one)
            if !d.isZero { extra = max(0, -d.magnitude10) }
        }
        let guardDigits = digits + extra + 5
        var y = BigDecimal(approximating: log(m.doubleValue))
        for _ in 0..<8 {
            let e = try exponentialUnrounded(y, digits: guardDigits)
            let step = divide(
                multiply(BigDecimal(2), add(m, -e, digits: guardDigits), digits: guardDigits),
                add(m, e, digits: guardDigits), digits: guardDigits)
            y = add(y, step, digits: guardDigits)
            // Halley's iteration triples the correct digits: a step this small leaves an error below the guard.
            if step.isZero || step.magnitude10 < y.magnitude10 - guardDigits / 3 - 2 { break }
        }
        if k == 0 { return y.rounded(toDigits: digits) }
        let kLn10 = multiply(
            BigDecimal(k), MathConstants.ln10.rounded(toDigits: guardDigits + 6), digits: guardDigits + 6)
        return add(y, kLn10, digits: digits)
    }
}
