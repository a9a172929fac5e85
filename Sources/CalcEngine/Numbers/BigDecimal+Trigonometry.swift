import BigInt

extension BigDecimal {
    /// The circular functions the keypad and typed expressions offer.
    enum Circular { case sin, cos, tan }

    /// sin, cos or tan of x in the given angle unit.
    ///
    /// Degrees are reduced exactly (modulo 360, then to the nearest multiple of 90), so
    /// `sin(180°)` is 0. In radians x is reduced by a 460-digit π/2; an argument within
    /// 10^-40 of a non-zero multiple of π/2 is taken to be that multiple, since a value that
    /// close is π/2 rounded (so `sin(π) = 0` and `tan(π/2)` is `Invalid input`).
    static func circular(_ f: Circular, _ x: BigDecimal, unit: AngleUnit) throws(CalculatorError) -> BigDecimal {
        let digits = workingDigits
        var quadrant: Int
        var r: BigDecimal
        switch unit {
        case .degrees:
            let turn = try x % BigDecimal(360)
            let k = turn.divided(byExactInteger: 90).rounded(atPower: 0)
            quadrant = (k.intValue ?? 0) & 3
            let rest = add(turn, -multiply(k, BigDecimal(90)))
            r = divide(
                multiply(rest, MathConstants.pi(digits: digits + 5), digits: digits + 5), BigDecimal(180),
                digits: digits + 5)
        case .radians:
            guard x.magnitude10 < MathConstants.digits - workingDigits - 10 else { throw .invalidInput }
            let extra = max(0, x.magnitude10) + 10
            let halfPi = divide(MathConstants.pi(digits: digits + extra), BigDecimal(2), digits: digits + extra)
            let k = divide(x, halfPi, digits: digits + extra).rounded(atPower: 0)
            r = add(x, -multiply(k, halfPi, digits: digits + extra), digits: digits + extra)
            let q = k.floor() % 4
            quadrant = Int(q.signum() < 0 ? q + 4 : q)
            // A rounded x within its noise (its trusted digits, at most `functionDigits`) of a
            // multiple of π/2 is taken as that multiple (sin π, sin 2π and sin(10²⁵π) are 0); an exact
            // x keeps every digit of what is left (sin 10⁴⁰ ≈ −0.5696).
            // A noise of a radian or more leaves the angle unknown (sin(2^1000), 2^1000 rounded).
            let noise = x.precision.map { x.magnitude10 - min($0, functionDigits) }
            if let noise, noise >= 0 { throw .digitsLost }
            if !k.isZero, r.isZero || noise.map({ r.magnitude10 < $0 }) == true { r = .zero }
        }
        let (s, c) = sineAndCosine(r, digits: digits)
        let (sinX, cosX): (BigDecimal, BigDecimal) =
            switch quadrant {
            case 0: (s, c)
            case 1: (c, -s)
            case 2: (-s, -c)
            default: (-c, s)
            }
        switch f {
        case .sin: return try sinX.functionResult()
        case .cos: return try cosX.functionResult()
        case .tan:
            if cosX.isZero { throw .invalidInput }
            return try divide(sinX, cosX, digits: digits).functionResult()
        }
    }

    /// The inverse circular functions.
    enum InverseCircular { case asin, acos, atan }

    /// asin, acos or atan of x, in the given angle unit.
    static func inverseCircular(_ f: InverseCircular, _ x: BigDecimal, unit: AngleUnit) throws(CalculatorError)
        -> BigDecimal
    {
        let digits = workingDigits + 5
        let halfPi = divide(MathConstants.pi(digits: digits), BigDecimal(2), digits: digits)
        let radians: BigDecimal
        switch f {
        case .atan:
            radians = arctangent(x, digits: digits)
        case .asin, .acos:
            if x.absolute > .one { throw .invalidInput }
            let oneMinusSquare = add(.one, -multiply(x, x))  // exact
            if f == .asin {
                if oneMinusSquare.isZero {
                    radians = x.isNegative ? -halfPi : halfPi
                } else {
                    let root = squareRootUnrounded(oneMinusSquare, digits: digits)
                    radians = arctangent(divide(x, root, digits: digits), digits: digits)
                }
            } else {
                // acos x = 2·atan(√((1 − x)/(1 + x))), free of cancellation near x = 1.
                if x == -.one {
                    radians = MathConstants.pi(digits: digits)
                } else {
                    let ratio = divide(add(.one, -x), add(.one, x), digits: digits)
                    radians = multiply(
                        BigDecimal(2), arctangent(squareRootUnrounded(ratio, digits: digits), digits: digits),
                        digits: digits)
                }
            }
        }
        return try angle(radians, in: unit, digits: digits).functionResult()
    }

    /// atan2(y, x): the angle of the point (x, y) from the positive x axis, in (−π, π] (or the
    /// same in degrees); the origin has none.
    static func pointAngle(y: BigDecimal, x: BigDecimal, unit: AngleUnit) throws(CalculatorError) -> BigDecimal {
        if x.isZero && y.isZero { throw .invalidInput }
        if y.isZero && !x.isNegative { return .zero }  // on the positive x axis, exactly
        let digits = workingDigits + 5
        let pi = MathConstants.pi(digits: digits)
        var radians: BigDecimal
        if x.isZero {
            radians = divide(y.isNegative ? -pi : pi, BigDecimal(2), digits: digits)
        } else {
            radians = arctangent(divide(y, x, digits: digits), digits: digits)
            // Left of the y axis the angle is half a turn from atan(y/x): up to π above, down to −π below.
            if x.isNegative { radians = add(radians, y.isNegative ? -pi : pi, digits: digits) }
        }
        return try angle(radians, in: unit, digits: digits).functionResult()
    }

    /// An angle of `radians` in `unit`.
    private static func angle(_ radians: BigDecimal, in unit: AngleUnit, digits: Int) -> BigDecimal {
        guard unit == .degrees else { return radians }
        return divide(
            multiply(radians, BigDecimal(180), digits: digits), MathConstants.pi(digits: digits), digits: digits)
    }

    /// This value divided by a small integer, to `workingDigits`.
    func divided(byExactInteger n: Int) -> BigDecimal {
        BigDecimal.divide(self, BigDecimal(n), digits: BigDecimal.workingDigits + 10)
    }

    /// sin r and cos r for |r| ≤ π/4 by their Taylor series (in binary fixed point with enough
    /// bits that a tiny r keeps its relative precision).
    static func sineAndCosine(_ r: BigDecimal, digits: Int) -> (BigDecimal, BigDecimal) {
        if r.isZero { return (.zero, .one) }
        let fixed = FixedPoint(digits: digits + 5 + max(0, -r.magnitude10))
        let (s, c) = fixed.sineAndCosineSeries(fixed.raw(r))
        return (fixed.decimal(s, digits: digits), fixed.decimal(c, digits: digits))
    }

    /// atan x in radians: atan x = π/2 − atan(1/x) for |x| > 1, then halving the argument
    /// with atan x = 2·atan(x / (1 + √(1 + x²))) until the series converges fast.
    static func arctangent(_ x: BigDecimal, digits: Int) -> BigDecimal {
        if x.isZero { return .zero }
        let guardDigits = digits + 5
        if x.absolute > .one {
            let halfPi = divide(MathConstants.pi(digits: guardDigits), BigDecimal(2), digits: guardDigits)
            let inner = arctangent(divide(.one, x.absolute, digits: guardDigits), digits: guardDigits)
            let value = add(halfPi, -inner, digits: digits)
            return x.isNegative ? -value : value
        }
        var y = x
        var doublings = 0
        while y.magnitude10 >= -1 && y.absolute > BigDecimal(significand: 5, exponent: -2) {
            let root = squareRootUnrounded(
                add(.one, multiply(y, y, digits: guardDigits), digits: guardDigits), digits: guardDigits)
            y = divide(y, add(.one, root, digits: guardDigits), digits: guardDigits)
            doublings += 1
        }
        let fixed = FixedPoint(digits: guardDigits + max(0, -y.magnitude10))
        let sum = fixed.decimal(fixed.arctangentSeries(fixed.raw(y)), digits: guardDigits)
        return multiply(sum, BigDecimal(1 << doublings), digits: digits)
    }
}
