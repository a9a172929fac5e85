import BigInt

/// The work one evaluation may do: a typed expression, or one key press.
///
/// Each operation is paid for from an estimate of its cost *before* it runs (as `Overflow` is
/// decided from an estimate), so a calculation that would take too long is refused at once with
/// "Calculation is too complex" instead of occupying a thread (GNOME Calculator answers the same).
/// A unit is about a microsecond of the release build on the reference machine when it is busy
/// (`calc-bench budget` measures them); estimates err on the side of cost, and `perEvaluation`
/// is set so that every single operation within the documented ranges fits (`3248!`, the largest
/// factorial, costs a third of it; a remainder spanning the whole range 71%) while a chain of
/// expensive ones does not.
///
/// ```swift
/// var budget = WorkBudget()
/// let value = try BinaryOperator.power.apply(BigDecimal(2), BigDecimal(10), budget: &budget)   // 1024
/// ```
public struct WorkBudget: Hashable, Sendable {
    /// The units one evaluation may spend.
    public static let perEvaluation = 20_000

    /// The units left.
    public private(set) var remaining: Int

    /// No limit: for reading back a stored session, which computes the whole calculation again.
    static let unlimited = WorkBudget(units: .max)

    /// A full budget of `units` (by default `perEvaluation`).
    public init(units: Int = WorkBudget.perEvaluation) {
        remaining = units
    }

    /// Pays `cost` units before doing the work they estimate.
    /// - Throws: `CalculatorError.tooComplex` when fewer are left; the budget is then spent, so
    ///   nothing more runs in this evaluation.
    /// What is spent is counted by the ``WorkMeter`` bound, if any (all that was left, when refused).
    public mutating func spend(_ cost: Int) throws(CalculatorError) {
        guard cost <= remaining else {
            WorkMeter.record(remaining)
            remaining = 0
            throw .tooComplex
        }
        WorkMeter.record(cost)
        remaining -= cost
    }
}

extension BinaryOperator {
    /// The operation, paid for from `budget` first.
    public func apply(_ a: BigDecimal, _ b: BigDecimal, budget: inout WorkBudget) throws(CalculatorError) -> BigDecimal
    {
        try budget.spend(cost(a, b))
        return try apply(a, b)
    }

    /// The estimated cost in budget units.
    func cost(_ a: BigDecimal, _ b: BigDecimal) -> Int {
        let size = WorkCost.size(a) + WorkCost.size(b)
        switch self {
        case .add, .subtract, .multiply, .divide:
            return 1 + WorkCost.square(size)
        case .modulus:
            // Both operands are scaled to a common exponent: the span of their digits decides
            // (a power of ten that long, a product and a division).
            if a.isZero || b.isZero { return 1 }
            let top = max(a.magnitude10, b.magnitude10)
            let bottom = min(a.exponent, b.exponent)
            let span = max(0, top - bottom) / 100 + size
            return 1 + WorkCost.square(span) + 20 * span
        case .power:
            return WorkCost.power(a, b)
        case .and, .or, .xor, .nand, .nor, .rotateLeft, .rotateRight:
            return 1 + 2 * size
        case .shiftLeft, .shiftRight:
            // The result has as many more digits as the shift has places, about 0.3 a place.
            let places = b.intValue.map { min(max($0, 0), BinaryOperator.maximumShift) } ?? 0
            return 1 + 2 * size + places / 300
        }
    }
}

extension MathFunction {
    /// The function, paid for from `budget` first.
    public func apply(_ x: BigDecimal, angle: AngleUnit, budget: inout WorkBudget) throws(CalculatorError) -> BigDecimal
    {
        try budget.spend(cost(x, angle: angle))
        return try apply(x, angle: angle)
    }

    /// The estimated cost in budget units.
    func cost(_ x: BigDecimal, angle: AngleUnit) -> Int {
        let size = WorkCost.size(x)
        switch self {
        case .abs, .negate, .not, .floor, .ceil, .trunc, .round, .sign: return 1
        case .percent: return 1 + WorkCost.square(size)
        case .square, .cube, .inverse, .sqrt: return 40 + 2 * WorkCost.square(size)
        case .factorial: return WorkCost.factorial(x)
        case .pow10: return WorkCost.power(BigDecimal(10), x)
        case .sin, .cos, .tan:
            // In radians the argument is reduced with as many more digits of π as it has.
            let extra = angle == .radians ? max(0, x.magnitude10) : 0
            return WorkCost.series(self) + WorkCost.reduction * (extra / 128) + WorkCost.square(size)
        case .cbrt, .exp, .ln, .log10, .log2, .asin, .acos, .atan, .sinh, .cosh, .tanh, .asinh, .acosh, .atanh:
            return WorkCost.series(self) + WorkCost.square(size)
        }
    }
}

/// The cost estimates behind `WorkBudget`, measured by `calc-bench` (release build).
enum WorkCost {
    /// A function computed by series or iteration at working precision (exp, ln, sin, …), so that
    /// a unit is about a microsecond: its mean time over a graph's 401 points from -5 to 5 in µs,
    /// rounded up to ten, and at least half its slowest point's (`calc-bench budget`, "functions
    /// of x"; the Numbers article gives the figures). They were 600 each until the graph page
    /// (issue 34) showed them to be 5 to 20 times what the functions take.
    static func series(_ function: MathFunction) -> Int {
        switch function {
        case .exp: 30
        case .cosh, .ln: 40
        case .sin, .cos, .log10, .log2, .acosh: 50
        case .tan: 60
        case .sinh: 70
        case .atanh, .tanh: 80
        case .atan, .asinh: 90
        case .asin: 100
        case .cbrt, .acos: 110
        default: 110  // not a series: never asked
        }
    }
    /// Reducing a circular function's argument in radians by π, per 128 digits of its magnitude
    /// (the cost of a whole series before the calibration, kept: it is what refuses chains of
    /// `sin(1e380)`).
    static let reduction = 600
    /// A power with a fractional exponent: a logarithm and an exponential (`0.5^0.5`, `x^0.5`).
    static let fractionalPower = 100
    /// Γ of a non-integer (Stirling's series, a logarithm and an exponential).
    static let gamma = 2_000
    /// One step of the exact factorial product (a 100-digit by small-integer multiplication).
    static let factorialStep = 2
    /// The nodes of a working step (``Reduction``) that cost one unit: printing each one, and
    /// walking the expression to find and replace the next operation.
    static let printedNodes = 8
    /// The characters of a working step that cost one unit, besides its nodes (long numbers).
    static let printedCharacters = 128

    /// Printing a working step of `characters` and `nodes`.
    static func printing(characters: Int, nodes: Int) -> Int {
        1 + nodes / printedNodes + characters / printedCharacters
    }

    /// The size of an operand, in hundreds of digits (at least 1).
    /// A fraction counts its numerator and denominator (their products and a gcd are the work).
    static func size(_ x: BigDecimal) -> Int {
        guard let f = x.fraction else { return 1 + x.digitCount / 100 }
        return 1 + (Digits.count(f.numerator.magnitude) + Digits.count(f.denominator.magnitude)) / 50
    }

    /// A number of `digits` whole digits as an integer in a base (`to hex`), or such an integer
    /// back as a decimal number (to draw it): a power of ten multiplied out, or trailing zeros
    /// divided off, each quadratic in the length (`1e9999 to hex` is 10,000 digits).
    static func integerConversion(digits: Int) -> Int {
        2 * square(1 + digits / 100)
    }

    /// Quadratic work in a size, counting a few units per 100 × 100 digits.
    static func square(_ size: Int) -> Int {
        size * size / 4
    }

    /// x!: the product of the whole numbers up to x, or Γ(x + 1); nothing when it overflows at once.
    static func factorial(_ x: BigDecimal) -> Int {
        guard x.isInteger else { return gamma }
        guard let n = x.intValue, n >= 0, n <= 5_000 else { return 1 }
        return 1 + factorialStep * n
    }

    /// One step of nCr or nPr (`ListFunction`): an exact integer `product` times a `factor` (and,
    /// for nCr, over a small one, slower), linear in the product's length: about a microsecond per
    /// 3,200 digits of the release build.
    static func arrangementStep(product: BigInt, factor: BigDecimal, divides: Bool) -> Int {
        (1 + (1 + product.bitWidth / 332) * size(factor) / 32) * (divides ? 3 : 1)
    }

    /// a^b: squarings for an integer exponent, a logarithm and an exponential otherwise.
    static func power(_ a: BigDecimal, _ b: BigDecimal) -> Int {
        if b.isInteger, let n = b.intValue {
            return 1 + 10 * (Int.bitWidth - n.magnitude.leadingZeroBitCount) * (1 + square(size(a)))
        }
        return fractionalPower + square(size(a) + size(b))
    }
}
