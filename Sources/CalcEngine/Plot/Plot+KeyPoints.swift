/// The key points of a curve, found from its samples: zeros where the sign changes (refined by
/// bisection), local minima and maxima (refined by golden-section search) and the y-intercept,
/// each x to ``KeyPoint/significantDigits`` significant digits.
extension Plot {
    /// Finds the key points of curve `index`, paying from `budget`; stops when it runs out.
    mutating func findKeyPoints(_ index: Int, _ f: Expression, evaluator: ExpressionEvaluator, budget: inout WorkBudget)
    {
        let samples = curves[index].samples
        var zeros: [KeyPoint] = []
        var extrema: [KeyPoint] = []
        var cut = false
        let evaluate = { (x: Double, budget: inout WorkBudget) -> Outcome in
            value(f, at: x, evaluator: evaluator, budget: &budget)
        }
        for i in samples.indices {
            guard let v = samples[i].value else { continue }
            if v.isZero {
                if zeros.count < Self.maximumKeyPoints {
                    zeros.append(KeyPoint(kind: .zero, x: samples[i].x, y: .zero))
                } else {
                    cut = true
                }
            }
            guard i > 0, curves[index].joins(i, yRange: yRange), let u = samples[i - 1].value else { continue }
            if !u.isZero, !v.isZero, u.isNegative != v.isNegative {
                guard zeros.count < Self.maximumKeyPoints else {
                    cut = true
                    continue
                }
                let bound = Self.poleFactor * max(u.doubleValue.magnitude, v.doubleValue.magnitude)
                switch bisect(from: samples[i - 1].x, u.isNegative, to: samples[i].x, within: bound, evaluate, &budget)
                {
                case .some(.some(let x)): zeros.append(KeyPoint(kind: .zero, x: x, y: .zero))
                case .some(nil): break
                case nil:
                    ranOut = true
                    return finish(index, zeros, extrema, cut)
                }
            }
            guard i + 1 < samples.count, curves[index].joins(i + 1, yRange: yRange),
                let a = samples[i - 1].y, let b = samples[i].y, let c = samples[i + 1].y
            else { continue }
            let kind: KeyPoint.Kind
            if b > a && b > c {
                kind = .maximum
            } else if b < a && b < c {
                kind = .minimum
            } else {
                continue
            }
            guard extrema.count < Self.maximumKeyPoints else {
                cut = true
                continue
            }
            switch golden(samples[i - 1].x, samples[i + 1].x, maximum: kind == .maximum, evaluate, &budget) {
            case .some(.some(let (x, y))):
                // An extremum, even a peak narrower than the samples, lies within a few orders of
                // the samples' own rise and fall around it; far past them is a pole the drawing
                // joined across (tan(x) beside exp(x), whose y range is large).
                let rise = (b - a).magnitude + (b - c).magnitude
                guard (y.doubleValue - b).magnitude <= Self.poleFactor * rise else { continue }
                extrema.append(KeyPoint(kind: kind, x: x, y: y))
            case .some(nil): break
            case nil:
                ranOut = true
                return finish(index, zeros, extrema, cut)
            }
        }
        var points = zeros + extrema
        if xRange.contains(0) {
            var single = WorkBudget(units: min(WorkBudget.perEvaluation, budget.remaining))
            let before = single.remaining
            if case .number(let y)? = try? evaluator.evaluate(f, x: .number(.zero), budget: &single) {
                points.append(KeyPoint(kind: .intercept, x: 0, y: y))
            }
            budget = WorkBudget(units: budget.remaining - (before - single.remaining))
        }
        finish(index, points, [], cut)
    }

    /// How many times the samples' own sizes a value found between them may be before it is taken
    /// for a pole: near one, each halving of the distance doubles the value.
    static let poleFactor = 1000.0

    private mutating func finish(_ index: Int, _ first: [KeyPoint], _ second: [KeyPoint], _ cut: Bool) {
        curves[index].keyPoints = first + second
        curves[index].keyPointsCut = cut
    }

    /// The root between `a` and `b` where the sign changes (`a` negative when `negativeAtA`):
    /// `.some(nil)` when the function is undefined on the way, or where a value on the way is
    /// larger than `bound` (``poleFactor`` times the larger of the two samples' sizes), which a
    /// function narrowing on a zero does not reach but one changing sign at a pole soon does; nil
    /// when the budget ran out.
    private func bisect(
        from a: Double, _ negativeAtA: Bool, to b: Double, within bound: Double,
        _ evaluate: (Double, inout WorkBudget) -> Outcome, _ budget: inout WorkBudget
    ) -> Double?? {
        var (a, b) = (a, b)
        let span = xRange.upperBound - xRange.lowerBound
        for _ in 0..<80 {
            let m = a + (b - a) / 2
            if b - a <= max(m.magnitude * 1e-10, span * 1e-13) || m == a || m == b { break }
            switch evaluate(m, &budget) {
            case .value(let y):
                if y.isZero { return .some(located(m, within: m, m)) }
                if y.doubleValue.magnitude > bound { return .some(nil) }
                if y.isNegative == negativeAtA { a = m } else { b = m }
            case .undefined, .quantity: return .some(nil)
            case .ranOut: return nil
            }
        }
        return .some(located(a + (b - a) / 2, within: a, b))
    }

    /// Where a search that narrowed to `a...b` around `x` reports its point: 0 when `x` is zero to
    /// the precision of the search, else the number of fewest significant digits in `a...b`, which
    /// the search cannot tell from `x` (a minimum of x² is at 0, not at 1.1e-12).
    private func located(_ x: Double, within a: Double, _ b: Double) -> Double {
        if x.magnitude <= (xRange.upperBound - xRange.lowerBound) * 1e-12 || (a <= 0 && 0 <= b) { return 0 }
        let top = Int(x.magnitude.log10Floor)
        for digits in 1...17 {
            let scale = PlotAxis.power(top - digits + 1)
            let candidate = (x / scale).rounded() * scale
            if a <= candidate, candidate <= b { return candidate }
        }
        return x
    }

    /// The extremum between `a` and `b` by golden-section search, with its value: `.some(nil)`
    /// when the function is undefined on the way, nil when the budget ran out.
    private func golden(
        _ a: Double, _ b: Double, maximum: Bool, _ evaluate: (Double, inout WorkBudget) -> Outcome,
        _ budget: inout WorkBudget
    ) -> (Double, BigDecimal)?? {
        // Values are compared exactly (not as Doubles), so the search narrows far below √ε.
        let ratio = 0.6180339887498949
        var (a, b) = (a, b)
        var c = b - ratio * (b - a)
        var d = a + ratio * (b - a)
        func score(_ x: Double, _ budget: inout WorkBudget) -> (BigDecimal, BigDecimal)?? {
            switch evaluate(x, &budget) {
            case .value(let y):
                return .some((maximum ? -y : y, y))
            case .undefined, .quantity: return .some(nil)
            case .ranOut: return nil
            }
        }
        guard let first = score(c, &budget), let second = score(d, &budget) else { return nil }
        guard var fc = first, var fd = second else { return .some(nil) }
        let span = xRange.upperBound - xRange.lowerBound
        for _ in 0..<60 where b - a > max(c.magnitude * 1e-9, span * 1e-12) {
            if fc.0 < fd.0 {
                (b, d, fd) = (d, c, fc)
                c = b - ratio * (b - a)
                guard let next = score(c, &budget) else { return nil }
                guard let value = next else { return .some(nil) }
                fc = value
            } else {
                (a, c, fc) = (c, d, fd)
                d = a + ratio * (b - a)
                guard let next = score(d, &budget) else { return nil }
                guard let value = next else { return .some(nil) }
                fd = value
            }
        }
        let best = fc.0 < fd.0 ? (c, fc.1) : (d, fd.1)
        // Reported where the bracket's simplest number is, with the value there (0 for x² at 0,
        // where the best point tried gives 1.2e-24).
        let x = located(best.0, within: a, b)
        guard x != best.0 else { return .some(best) }
        switch evaluate(x, &budget) {
        case .value(let y): return .some((x, y))
        case .undefined, .quantity: return .some(best)
        case .ranOut: return nil
        }
    }
}
