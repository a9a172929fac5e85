import BigInt

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension BigDecimal {
    /// x!: the exact product for whole numbers, Γ(x + 1) otherwise; `Invalid input` for negative
    /// whole numbers, `Overflow` (decided from an estimate, before any work) beyond the range.
    public static func factorial(_ x: BigDecimal) throws(CalculatorError) -> BigDecimal {
        if x.isInteger {
            if x.isNegative { throw .invalidInput }
            guard let n = x.intValue, n <= 5_000 else { throw .overflow }
            if lgamma(Double(n) + 1) / M_LN10 >= Double(maximumMagnitude) { throw .overflow }
            var product = BigDecimal.one
            if n >= 2 {
                for k in 2...n { product = multiply(product, BigDecimal(k), digits: exactDigits + productGuardDigits) }
            }
            return try product.roundedMarkingLoss().checked()
        }
        return try gamma(add(x, .one, digits: 2 * exactDigits))
    }

    /// About how many digits n!/(n − k)! has (over k! when `divided`: nPr and nCr), from log Γ,
    /// while n is small enough for a `Double` to tell them; nil beyond.
    static func estimatedDigits(ofArrangements n: BigDecimal, _ k: Int, divided: Bool) -> Double? {
        let x = n.doubleValue
        guard x < 1e9 else { return nil }
        let logs = lgamma(x + 1) - lgamma(x - Double(k) + 1) - (divided ? lgamma(Double(k) + 1) : 0)
        return logs / M_LN10
    }

    /// Γ(x) for x that is not a whole number ≤ 0: Stirling's series after shifting x above 64,
    /// and the reflection formula Γ(x)·Γ(1 − x) = π / sin(πx) below 1/2.
    static func gamma(_ x: BigDecimal) throws(CalculatorError) -> BigDecimal {
        if x.isInteger && !x.isNegative && !x.isZero, let n = x.intValue {
            return try factorial(BigDecimal(n - 1))
        }
        if x.isInteger { throw .invalidInput }
        let approx = x.doubleValue
        if approx > 0 && lgamma(approx) / M_LN10 >= Double(maximumMagnitude) { throw .overflow }
        if approx < -5_000 { throw .invalidInput }
        let digits = workingDigits + 5
        if x < BigDecimal(significand: 5, exponent: -1) {
            // Γ(x) = π / (sin(πx) · Γ(1 − x)), with sin(πx) = ±sin(πδ) for δ = x − n, n the nearest
            // whole number. δ is exact, so the sine keeps its digits however close x lies to a pole
            // of Γ; taken from πx itself, it would come out 0 within 10^-40 of one (as sin π is 0).
            let pi = MathConstants.pi(digits: digits + 10)
            let nearest = x.rounded(atPower: 0)
            let delta = add(x, -nearest, digits: x.digitCount + 2)
            var sine = try circular(.sin, multiply(pi, delta, digits: digits + 10), unit: .radians)
            if let n = nearest.intValue, !n.isMultiple(of: 2) { sine = -sine }
            let other = try gammaUnrounded(add(.one, -x, digits: digits + 10), digits: digits)
            let denominator = multiply(sine, other, digits: digits)
            // Only a sine below every number's range could be 0: the value would be beyond it too.
            if denominator.isZero { throw .overflow }
            return try divide(pi, denominator, digits: digits).functionResult()
        }
        return try gammaUnrounded(x, digits: digits).functionResult()
    }

    /// Γ(x) for x ≥ 1/2 to `digits` digits.
    private static func gammaUnrounded(_ x: BigDecimal, digits: Int) throws(CalculatorError) -> BigDecimal {
        let guardDigits = digits + 10
        var z = x
        var shiftProduct = BigDecimal.one
        while z < BigDecimal(64) {
            shiftProduct = multiply(shiftProduct, z, digits: guardDigits)
            z = add(z, .one, digits: guardDigits)
        }
        // ln Γ(z) = (z − ½) ln z − z + ½ ln 2π + Σ B₂ₖ / (2k(2k − 1) z^(2k−1))
        let lnZ = try logarithmUnrounded(z, digits: guardDigits)
        let twoPi = multiply(BigDecimal(2), MathConstants.pi(digits: guardDigits), digits: guardDigits)
        var sum = multiply(
            add(z, BigDecimal(significand: -5, exponent: -1), digits: guardDigits), lnZ, digits: guardDigits)
        sum = add(sum, -z, digits: guardDigits)
        sum = add(
            sum,
            multiply(
                BigDecimal(significand: 5, exponent: -1), try logarithmUnrounded(twoPi, digits: guardDigits),
                digits: guardDigits), digits: guardDigits)
        let zSquared = multiply(z, z, digits: guardDigits)
        var zPower = z
        for (k, bernoulli) in Bernoulli.evenNumbers.enumerated() {
            let twoK = 2 * (k + 1)
            let numerator = BigDecimal(significand: bernoulli.numerator)
            let denominator = multiply(
                BigDecimal(significand: bernoulli.denominator * BigInt(twoK * (twoK - 1))), zPower, digits: guardDigits)
            let term = divide(numerator, denominator, digits: guardDigits)
            sum = add(sum, term, digits: guardDigits)
            if term.isZero || term.magnitude10 < -guardDigits { break }
            zPower = multiply(zPower, zSquared, digits: guardDigits)
        }
        let gammaZ = try exponentialUnrounded(sum, digits: guardDigits)
        return divide(gammaZ, shiftProduct, digits: digits)
    }
}

/// The Bernoulli numbers B₂, B₄, … B₆₄ as exact fractions, for Stirling's series.
enum Bernoulli {
    struct Fraction: Sendable {
        var numerator: BigInt
        var denominator: BigInt

        init(_ numerator: BigInt, _ denominator: BigInt) {
            let g = numerator.greatestCommonDivisor(with: denominator)
            let sign: BigInt = denominator.signum() < 0 ? -1 : 1
            self.numerator = g.isZero ? numerator : sign * numerator / g
            self.denominator = g.isZero ? denominator : sign * denominator / g
        }

        static func + (a: Fraction, b: Fraction) -> Fraction {
            Fraction(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)
        }
    }

    /// B₂ₖ for k = 1…32, from the recurrence Σₖ C(m+1, k) Bₖ = 0.
    static let evenNumbers: [Fraction] = {
        let count = 64
        var b: [Fraction] = [Fraction(1, 1)]
        for m in 1...count {
            var sum = Fraction(0, 1)
            var binomial = BigInt(1)  // C(m+1, k)
            for k in 0..<m {
                sum = sum + Fraction(binomial * b[k].numerator, b[k].denominator)
                binomial = binomial * BigInt(m + 1 - k) / BigInt(k + 1)
            }
            b.append(Fraction(-sum.numerator, sum.denominator * BigInt(m + 1)))
        }
        return stride(from: 2, through: count, by: 2).map { b[$0] }
    }()
}
