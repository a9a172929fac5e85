import BigInt

/// A function of one argument, as keys and typed expressions name it.
public enum MathFunction: String, CaseIterable, Sendable, Codable {
    case sqrt, cbrt
    case square = "sq"
    case cube
    case inverse = "inv"
    case factorial = "fact"
    case exp, pow10, ln, log10, log2
    case sin, cos, tan, asin, acos, atan, sinh, cosh, tanh, asinh, acosh, atanh
    case abs
    /// The whole numbers next to x (``WholeNumberRule``): typed only, no key.
    case floor, ceil, trunc, round
    /// −1, 0 or 1 as x is negative, zero or positive (also typed `sgn`): typed only, no key.
    case sign
    case negate = "neg"
    /// x% = x/100, written after its operand (`10%`); right of `+` or `−` it is a percent of the
    /// left operand instead (``BinaryOperator/apply(_:_:percent:budget:)``, SPEC 10.2).
    case percent = "pct"
    /// Every bit of an integer flipped (SPEC 10.5), typed `~x` or `not(x)`: `-x - 1` in two's complement.
    case not

    /// The function applied to x; the circular ones read x (or give their result) in `angle`.
    /// `x², x³, 1/x, |x|, −x, x%` and the whole numbers next to x (`floor`, …) of an exact value are
    /// exact (fractions included), and so is the square root of a fraction of two squares
    /// (`√(4/9) = 2/3`); the others work on the rounded decimal.
    public func apply(_ x: BigDecimal, angle: AngleUnit) throws(CalculatorError) -> BigDecimal {
        if x.fraction != nil {
            switch self {
            case .square, .cube, .inverse, .abs, .negate, .percent, .floor, .ceil, .trunc, .round, .sign: break
            case .sqrt: if let root = BigDecimal.exactSquareRoot(x) { return root }
            default: return try apply(x.roundedDecimal, angle: angle)
            }
        }
        return try applyExactly(x, angle: angle)
    }

    private func applyExactly(_ x: BigDecimal, angle: AngleUnit) throws(CalculatorError) -> BigDecimal {
        switch self {
        case .sqrt: try BigDecimal.squareRoot(x.roundedDecimal)
        case .cbrt: try BigDecimal.cubeRoot(x)
        case .square: try x * x
        case .cube: try x * x * x
        case .inverse: try .one / x
        case .factorial: try BigDecimal.factorial(x)
        case .exp: try BigDecimal.exponential(x)
        case .pow10: try BigDecimal.power(BigDecimal(10), x)
        case .ln: try BigDecimal.naturalLogarithm(x)
        case .log10: try BigDecimal.commonLogarithm(x)
        case .log2: try BigDecimal.binaryLogarithm(x)
        case .sin: try BigDecimal.circular(.sin, x, unit: angle)
        case .cos: try BigDecimal.circular(.cos, x, unit: angle)
        case .tan: try BigDecimal.circular(.tan, x, unit: angle)
        case .asin: try BigDecimal.inverseCircular(.asin, x, unit: angle)
        case .acos: try BigDecimal.inverseCircular(.acos, x, unit: angle)
        case .atan: try BigDecimal.inverseCircular(.atan, x, unit: angle)
        case .sinh: try BigDecimal.hyperbolicSine(x)
        case .cosh: try BigDecimal.hyperbolicCosine(x)
        case .tanh: try BigDecimal.hyperbolicTangent(x)
        case .asinh: try BigDecimal.inverseHyperbolicSine(x)
        case .acosh: try BigDecimal.inverseHyperbolicCosine(x)
        case .atanh: try BigDecimal.inverseHyperbolicTangent(x)
        case .abs: x.absolute
        case .floor: x.whole(.floor)
        case .ceil: x.whole(.ceiling)
        case .trunc: x.whole(.truncation)
        case .round: x.whole(.nearest)
        case .sign: x.isZero ? .zero : x.isNegative ? -.one : .one
        case .negate: -x
        case .percent: try x / BigDecimal(100)
        case .not:
            if let integer = try x.wholeNumber() {
                BigDecimal(significand: TwosComplement.not(integer))
            } else {
                throw .integersOnly("not")
            }
        }
    }

    /// The name in descriptions and typed expressions: `√(9)`, `cos(π)`, `sqr(5)`.
    /// Every name here parses back in a typed expression; `%` follows its operand (`10%`).
    public var notation: String {
        switch self {
        case .sqrt: "√"
        case .cbrt: "∛"
        case .square: "sqr"
        case .inverse: "1/"
        case .factorial: "fact"
        case .pow10: "10^"
        case .log10: "log"
        case .negate: "-"
        case .percent: "%"
        default: rawValue
        }
    }

    /// How tightly its printed form binds: `1/(x)` as a quotient, `10^(x)` as a power, `-(x)` as a
    /// sign, the rest (`sqrt(x)`, `x%`) as atoms.
    var printedPrecedence: Precedence {
        switch self {
        case .inverse: .factor
        case .pow10: .power
        case .negate: .unary
        default: .postfix
        }
    }

    /// ASCII spelling for the typed-expression field (`sqrt(9)` rather than `√(9)`).
    public var asciiNotation: String {
        switch self {
        case .sqrt: "sqrt"
        case .cbrt: "cbrt"
        default: notation
        }
    }

    /// Names a typed expression may call with a parenthesised argument (`log` is base 10).
    static let namedInExpressions: [String: MathFunction] = {
        var names: [String: MathFunction] = [:]
        for f in MathFunction.allCases where f != .negate && f != .inverse && f != .pow10 && f != .percent {
            names[f.rawValue] = f
        }
        names["log"] = .log10
        names["sqr"] = .square
        names["fact"] = .factorial
        names["sgn"] = .sign
        names.removeValue(forKey: "sq")
        names["sq"] = .square
        return names
    }()
}
