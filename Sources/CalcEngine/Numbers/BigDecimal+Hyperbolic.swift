import BigInt

extension BigDecimal {
    /// Below this power of ten an odd function f with f(x) = x + O(x³) equals x to every kept digit.
    private static var tinyMagnitude: Int { -(functionDigits / 2 + 3) }

    /// sinh x: the Taylor series for |x| < 1 (no cancellation), (e^x − e^−x)/2 beyond.
    public static func hyperbolicSine(_ x: BigDecimal) throws(CalculatorError) -> BigDecimal {
        try hyperbolicSineUnrounded(x, digits: workingDigits).functionResult()
    }

    static func hyperbolicSineUnrounded(_ x: BigDecimal, digits: Int) throws(CalculatorError) -> BigDecimal {
        if x.isZero || x.magnitude10 < tinyMagnitude { return x }
        let guardDigits = digits + 5
        if x.absolute < .one {
            let x2 = multiply(x, x, digits: guardDigits)
            var sum = x
            var term = x
            var n = 1
            while true {
                term = divide(
                    multiply(term, x2, digits: guardDigits), BigDecimal((2 * n) * (2 * n + 1)), digits: guardDigits)
                if term.isZero || term.magnitude10 < x.magnitude10 - guardDigits { break }
                sum = add(sum, term, digits: guardDigits)
                n += 1
            }
            return sum.rounded(toDigits: digits)
        }
        let e = try exponentialUnrounded(x.absolute, digits: guardDigits)
        let value = multiply(
            add(e, -divide(.one, e, digits: guardDigits), digits: guardDigits),
            BigDecimal(significand: 5, exponent: -1), digits: digits)
        return x.isNegative ? -value : value
    }

    /// cosh x = (e^x + e^−x)/2.
    public static func hyperbolicCosine(_ x: BigDecimal) throws(CalculatorError) -> BigDecimal {
        if x.isZero { return .one }
        let guardDigits = workingDigits + 5
        let e = try exponentialUnrounded(x.absolute, digits: guardDigits)
        return try multiply(
            add(e, divide(.one, e, digits: guardDigits), digits: guardDigits), BigDecimal(significand: 5, exponent: -1)
        ).functionResult()
    }

    /// tanh x = sinh x / √(1 + sinh² x); ±1 beyond |x| = 100, where the difference is below every kept digit.
    public static func hyperbolicTangent(_ x: BigDecimal) throws(CalculatorError) -> BigDecimal {
        if x.magnitude10 >= 2 && x.absolute > BigDecimal(100) { return x.isNegative ? -.one : .one }
        let digits = workingDigits + 5
        let s = try hyperbolicSineUnrounded(x, digits: digits)
        let c = squareRootUnrounded(add(.one, multiply(s, s, digits: digits), digits: digits), digits: digits)
        return try divide(s, c, digits: digits).functionResult()
    }

    /// asinh x = ln(|x| + √(x² + 1)), with the sign of x.
    public static func inverseHyperbolicSine(_ x: BigDecimal) throws(CalculatorError) -> BigDecimal {
        if x.isZero || x.magnitude10 < tinyMagnitude { return x.rounded(toDigits: functionDigits) }
        let digits = workingDigits + max(0, -x.magnitude10)
        let square = multiply(x, x, digits: 2 * digits)
        let root = squareRootUnrounded(add(square, .one, digits: 2 * digits), digits: digits)
        let value = try logarithmUnrounded(add(x.absolute, root, digits: digits), digits: workingDigits)
        return try (x.isNegative ? -value : value).functionResult()
    }

    /// acosh x = ln(x + √(x² − 1)) for x ≥ 1.
    public static func inverseHyperbolicCosine(_ x: BigDecimal) throws(CalculatorError) -> BigDecimal {
        if x < .one { throw .invalidInput }
        if x == .one { return .zero }
        let root = squareRootUnrounded(
            add(multiply(x, x, digits: 2 * exactDigits), -.one, digits: 2 * exactDigits), digits: workingDigits)
        let digits = workingDigits + max(0, -root.magnitude10)
        return try logarithmUnrounded(add(x, root, digits: digits), digits: workingDigits).functionResult()
    }

    /// atanh x = ½·ln((1 + x)/(1 − x)) for |x| < 1.
    public static func inverseHyperbolicTangent(_ x: BigDecimal) throws(CalculatorError) -> BigDecimal {
        if x.absolute >= .one { throw .invalidInput }
        if x.isZero || x.magnitude10 < tinyMagnitude { return x.rounded(toDigits: functionDigits) }
        let digits = workingDigits + max(0, -x.magnitude10)
        let ratio = divide(add(.one, x), add(.one, -x), digits: digits)
        let ln = try logarithmUnrounded(ratio, digits: workingDigits)
        return try multiply(ln, BigDecimal(significand: 5, exponent: -1)).functionResult()
    }
}
