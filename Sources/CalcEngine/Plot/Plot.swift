/// Functions of `x` sampled over a range for a graph (SPEC 10.6): a fixed number of samples per
/// function, the y range chosen from them unless given, and the key points found numerically,
/// all paid for from one ``WorkBudget`` for the whole plot.
///
/// ```swift
/// let plot = try Plot.make(functions: ["x^2-2"], x: -3...3)
/// plot.curves[0].keyPoints.filter { $0.kind == .zero }.map(\.xText)   // ["-1.41421", "1.41421"]
/// ```
public struct Plot: Sendable {
    /// The most functions one plot draws.
    public static let maximumFunctions = 5
    /// The steps from xmin to xmax: each function is evaluated at `samplesPerFunction + 1` points.
    public static let samplesPerFunction = 400
    /// The work one plot may do: 40 evaluations' worth.
    public static let budgetUnits = 40 * WorkBudget.perEvaluation
    /// The largest size of a bound.
    public static let largestBound = 1e9
    /// The most zeros, and the most extrema, listed for one function.
    public static let maximumKeyPoints = 12

    /// The x range.
    public let xRange: ClosedRange<Double>
    /// The y range: as given, or chosen from the samples.
    public internal(set) var yRange: ClosedRange<Double> = -1...1
    /// Whether the y range was given rather than chosen.
    public let yGiven: Bool
    /// One curve per function, in the order given.
    public internal(set) var curves: [PlotCurve]
    /// Whether the budget ran out before every sample (or key point) was computed.
    public internal(set) var ranOut = false
    /// Whether every function parsed and gave plain numbers.
    public var hasErrors: Bool { curves.contains { $0.error != nil } }

    /// Samples `functions` over `x`, finds their key points and chooses the y range (unless `y` is given).
    /// - Throws: ``PlotError`` for too many functions or a range that is not one.
    public static func make(
        functions: [String], x: ClosedRange<Double>, y: ClosedRange<Double>? = nil,
        evaluator: ExpressionEvaluator = ExpressionEvaluator(), format: NumberFormat = .canonical,
        budgetUnits: Int = Plot.budgetUnits
    ) throws(PlotError) -> Plot {
        if functions.count > maximumFunctions { throw .tooManyFunctions(functions.count) }
        try check(x, axis: "x")
        if let y { try check(y, axis: "y") }
        var plot = Plot(xRange: x, yGiven: y != nil, curves: functions.map { PlotCurve(text: $0) })
        var budget = WorkBudget(units: budgetUnits)
        let scope = NameScope(parameters: [ExpressionEvaluator.plotVariable])
        var parsed: [Expression?] = []
        for index in plot.curves.indices {
            do {
                parsed.append(
                    try ExpressionParser.parse(functions[index], format: format, units: evaluator.units, scope: scope))
            } catch {
                plot.curves[index].error = error
                parsed.append(nil)
            }
        }
        for index in plot.curves.indices {
            guard let expression = parsed[index], !plot.ranOut else { continue }
            plot.sample(index, expression, evaluator: evaluator, budget: &budget)
        }
        plot.yRange = y ?? chooseYRange(plot.curves.flatMap { $0.samples.compactMap(\.y) })
        for index in plot.curves.indices {
            guard let expression = parsed[index], plot.curves[index].error == nil, !plot.ranOut else { continue }
            plot.findKeyPoints(index, expression, evaluator: evaluator, budget: &budget)
        }
        return plot
    }

    /// Checks that a range is one the page can draw.
    static func check(_ range: ClosedRange<Double>, axis: String) throws(PlotError) {
        for (bound, value) in [("\(axis)min", range.lowerBound), ("\(axis)max", range.upperBound)]
        where !(value.magnitude <= largestBound) {
            throw .tooLarge(bound: bound)
        }
        let size = max(1e-300, range.lowerBound.magnitude, range.upperBound.magnitude)
        if range.upperBound <= range.lowerBound { throw .emptyRange(axis: axis) }
        if range.upperBound - range.lowerBound <= size * 1e-9 { throw .narrowRange(axis: axis) }
    }

    /// The x of sample `i`.
    func x(_ i: Int) -> Double {
        i == Self.samplesPerFunction
            ? xRange.upperBound
            : xRange.lowerBound + (xRange.upperBound - xRange.lowerBound) * Double(i) / Double(Self.samplesPerFunction)
    }

    /// Samples curve `index` at every x, stopping when the budget runs out.
    mutating func sample(_ index: Int, _ f: Expression, evaluator: ExpressionEvaluator, budget: inout WorkBudget) {
        var samples: [PlotSample] = []
        samples.reserveCapacity(Self.samplesPerFunction + 1)
        for i in 0...Self.samplesPerFunction {
            let x = x(i)
            switch value(f, at: x, evaluator: evaluator, budget: &budget) {
            case .value(let y): samples.append(PlotSample(x: x, value: y))
            case .undefined: samples.append(PlotSample(x: x, value: nil))
            case .quantity:
                curves[index].error = .units("plot needs plain numbers")
                curves[index].samples = []
                return
            case .ranOut:
                ranOut = true
                curves[index].samples = samples
                return
            }
        }
        curves[index].samples = samples
    }

    /// What evaluating a function at one x gave.
    enum Outcome {
        case value(BigDecimal)
        case undefined, quantity, ranOut
    }

    /// f(x), paid for from `budget`: one evaluation may spend at most a calculation's budget (a
    /// costly point is undefined, not the end of the plot).
    func value(_ f: Expression, at x: Double, evaluator: ExpressionEvaluator, budget: inout WorkBudget) -> Outcome {
        let allowance = min(WorkBudget.perEvaluation, budget.remaining)
        var single = WorkBudget(units: allowance)
        var result: Value?
        var failure: CalculatorError?
        do {
            result = try evaluator.evaluate(f, x: .number(BigDecimal(approximating: x)), budget: &single)
            if case .integer(let integer)? = result {
                // Drawn as a decimal number: log10(2) digits a bit.
                try single.spend(
                    WorkCost.integerConversion(digits: integer.value.magnitude.bitWidth * 30_103 / 100_000))
            }
        } catch {
            result = nil
            failure = error
        }
        // What the point spent leaves the page's budget; the work meter counted it once already.
        budget = WorkBudget(units: budget.remaining - (allowance - single.remaining))
        if failure == .tooComplex && allowance < WorkBudget.perEvaluation { return .ranOut }
        switch result {
        case .number(let n)?: return .value(n)
        case .integer(let i)?: return .value(i.number)
        case .quantity?, .date?: return .quantity
        case nil: return .undefined
        }
    }

    /// A y range for `values`: from the 2nd to the 98th percentile, widened to the extremes when
    /// they lie near (so poles do not flatten the rest), with a margin of 5%, within ±``largestBound``
    /// where the values reach into it. Values all beyond one bound (`1e10 + x`) get a range where
    /// they are; a range is always finite, and never empty.
    static func chooseYRange(_ values: [Double]) -> ClosedRange<Double> {
        let sorted = values.filter(\.isFinite).sorted()
        guard let first = sorted.first, let last = sorted.last else { return -1...1 }
        var low = sorted[Int(Double(sorted.count - 1) * 0.02)]
        var high = sorted[Int((Double(sorted.count - 1) * 0.98).rounded(.up))]
        let spread = max(high - low, 0)
        if first >= low - spread { low = first }
        if last <= high + spread { high = last }
        if high - low <= max(low.magnitude, high.magnitude) * 1e-9 {
            let half = max(1, low.magnitude * 0.1)
            return finite(low - half, high + half)
        }
        let margin = (high - low) * 0.05
        let (lower, upper) = (max(-largestBound, low - margin), min(largestBound, high + margin))
        return lower < upper ? lower...upper : finite(low - margin, high + margin)
    }

    /// `lower...upper` with an infinite end (a value next to a Double's largest, and its margin)
    /// brought back to the largest finite one.
    private static func finite(_ lower: Double, _ upper: Double) -> ClosedRange<Double> {
        max(lower, -.greatestFiniteMagnitude)...min(upper, .greatestFiniteMagnitude)
    }

    /// Whether a line from y `a` to the next sample's `b` would cross a pole or a jump: a change by
    /// more than half the y range with a change of sign, or between points beyond the range on
    /// opposite sides.
    public static func isJump(_ a: Double, _ b: Double, yRange: ClosedRange<Double>) -> Bool {
        let span = yRange.upperBound - yRange.lowerBound
        guard (b - a).magnitude > span / 2 else { return false }
        if (a < 0) != (b < 0) { return true }
        let beyondLow = yRange.lowerBound - span
        let beyondHigh = yRange.upperBound + span
        return (a < beyondLow && b > yRange.upperBound) || (b < beyondLow && a > yRange.upperBound)
            || (a > beyondHigh && b < yRange.lowerBound) || (b > beyondHigh && a < yRange.lowerBound)
    }

    /// `x` to ``KeyPoint/significantDigits`` significant digits in canonical notation.
    public static func text(_ x: Double) -> String {
        BigDecimal(approximating: x).text(significantDigits: KeyPoint.significantDigits)
    }

    /// An x of this plot's range or samples in canonical notation, to as many significant digits as
    /// tell neighbouring samples apart, and at least ``KeyPoint/significantDigits``: `1.000025` where
    /// x runs from 1 to 1.0001 (six digits wrote `1.00003` for two rows).
    public func xText(_ x: Double) -> String {
        BigDecimal(approximating: x).text(significantDigits: xDigits)
    }

    /// The significant digits ``xText(_:)`` writes: those of the largest bound down to a tenth of
    /// the step between samples.
    var xDigits: Int {
        let size = max(xRange.lowerBound.magnitude, xRange.upperBound.magnitude)
        let step = (xRange.upperBound - xRange.lowerBound) / Double(Self.samplesPerFunction)
        guard size > 0, step > 0 else { return KeyPoint.significantDigits }
        let digits = Int(size.log10Floor - step.log10Floor) + 2
        return min(17, max(KeyPoint.significantDigits, digits))
    }
}
