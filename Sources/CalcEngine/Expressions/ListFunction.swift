import BigInt

/// A function of a list of values (SPEC 10.4): `sum(1, 2, 3)`, `mean(…)` (also `avg`, `average`),
/// `median`, `min`, `max`, `stdev` (the sample standard deviation), the integer functions `nCr`
/// (also `comb`, `combin`), `nPr` (also `perm`, `permut`), `gcd`, `lcm`, and the functions of two
/// values other calculators spell as calls: `mod(a, b)` (a mod b), `hypot(a, b, …)` (√(a² + b² + …)),
/// `round(x, n)` (x to n decimals) and `atan2(y, x)` (the angle of the point (x, y), in the angle setting).
/// Arguments are separated by `,` or `;` (`;` always, and only `;` where the decimal mark is a comma).
/// Exact where the arguments are: `mean(1, 2)` is 3/2, `stdev(2, 4, 4, 4, 5, 5, 7, 9)` is exactly 2.14….
public enum ListFunction: String, CaseIterable, Sendable, Codable {
    case sum, mean, median, min, max, stdev, nCr, nPr, gcd, lcm, mod, hypot, round, atan2

    /// The function a typed name calls (case-insensitive: `ncr` is `nCr`). `round` with one value
    /// is the ``MathFunction``; the parser calls this one when a second value follows.
    static let named: [String: ListFunction] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.rawValue.lowercased(), $0) }
    ).merging([
        "avg": .mean, "average": .mean, "comb": .nCr, "combin": .nCr, "perm": .nPr, "permut": .nPr,
    ]) { own, _ in own }

    /// The most decimal places `round(x, n)` takes either way (`round(x, -2)` rounds to hundreds).
    static let maximumPlaces = 100

    /// The function of `values`, paid for from `budget`; an angle (`atan2`) comes in `angle`.
    public func apply(_ values: [Value], angle: AngleUnit, budget: inout WorkBudget) throws(CalculatorError) -> Value {
        guard !values.isEmpty else { throw .units("\(rawValue) needs at least one value") }
        try budget.spend(values.count)
        switch self {
        case .sum:
            return try total(values, budget: &budget)
        case .mean:
            // The first value and the mean of the differences from it: what needs no sum of the
            // values themselves, which temperatures and dates do not have (`mean(10 °C, 20 °C)`).
            let first = values[0]
            let differences = try values.map { (value) throws(CalculatorError) in
                try BinaryOperator.subtract.apply(value, first, budget: &budget)
            }
            let share = try BinaryOperator.divide.apply(
                try total(differences, budget: &budget), .number(BigDecimal(values.count)), budget: &budget)
            return try BinaryOperator.add.apply(first, share, budget: &budget)
        case .min, .max:
            var best = values[0]
            for value in values.dropFirst() {
                let order = try Self.compare(value, best, budget: &budget)
                if self == .min ? order < 0 : order > 0 { best = value }
            }
            return best
        case .median:
            var sorted = values
            try Self.sort(&sorted, budget: &budget)
            let middle = sorted.count / 2
            guard sorted.count % 2 == 0 else { return sorted[middle] }
            // Halfway from the lower to the upper middle value (dates and temperatures do not add).
            let gap = try BinaryOperator.subtract.apply(sorted[middle], sorted[middle - 1], budget: &budget)
            let half = try BinaryOperator.divide.apply(gap, .number(BigDecimal(2)), budget: &budget)
            return try BinaryOperator.add.apply(sorted[middle - 1], half, budget: &budget)
        case .stdev:
            guard values.count >= 2 else { throw .units("stdev needs at least two values") }
            if let result = try rescaled(values, angle: angle, budget: &budget) { return result }
            let mean = try ListFunction.mean.apply(values, angle: angle, budget: &budget)
            // Summed as `sum` sums, from the first square, which has the squares' unit (m², not a plain 0).
            let squares = try values.map { (value) throws(CalculatorError) in
                let deviation = try BinaryOperator.subtract.apply(value, mean, budget: &budget)
                return try BinaryOperator.multiply.apply(deviation, deviation, budget: &budget)
            }
            let variance = try BinaryOperator.divide.apply(
                try total(squares, budget: &budget), .number(BigDecimal(values.count - 1)), budget: &budget)
            return try MathFunction.sqrt.apply(variance, angle: .radians, budget: &budget)
        case .nCr, .nPr:
            guard values.count == 2 else { throw .units("\(rawValue) needs two values, n and r") }
            let (n, r) = (try Self.whole(values[0], for: self), try Self.whole(values[1], for: self))
            guard r <= n else { return .number(.zero) }
            return .number(try arrangements(n, r, budget: &budget))
        case .mod:
            guard values.count == 2 else { throw .units("mod needs two values, a and b") }
            return try BinaryOperator.modulus.apply(values[0], values[1], budget: &budget)
        case .hypot:
            if let result = try rescaled(values, angle: angle, budget: &budget) { return result }
            // Summed as `sum` sums, from the first square, which has the squares' unit.
            let squares = try values.map { (value) throws(CalculatorError) in
                try BinaryOperator.multiply.apply(value, value, budget: &budget)
            }
            return try MathFunction.sqrt.apply(try total(squares, budget: &budget), angle: .radians, budget: &budget)
        case .round:
            guard values.count == 2 else { throw .units("round needs a value and its decimal places") }
            guard let places = values[1].number, places.isInteger, let count = places.intValue,
                abs(count) <= Self.maximumPlaces
            else {
                throw .units(
                    "round’s decimal places must be a whole number from -\(Self.maximumPlaces) to \(Self.maximumPlaces)"
                )
            }
            // x scaled by 10ⁿ exactly, rounded as `round(x)` rounds (halves away from zero), scaled back.
            let scale = Value.number(BigDecimal(significand: 1, exponent: count))
            let scaled = try BinaryOperator.multiply.apply(values[0], scale, budget: &budget)
            let whole = try MathFunction.round.apply(scaled, angle: .radians, budget: &budget)
            return try BinaryOperator.divide.apply(whole, scale, budget: &budget)
        case .atan2:
            guard values.count == 2 else { throw .units("atan2 needs two values, y and x") }
            if values.contains(where: { if case .date = $0 { true } else { false } }) {
                throw .units("atan2 needs a number, not a date")
            }
            // y and x of one kind (two numbers, or two lengths): x in y's unit, then their signs and ratio.
            let y = values[0].asQuantity
            let x = try values[1].asQuantity.converted(to: y.unit, budget: &budget)
            try budget.spend(WorkCost.series(.atan))
            return .number(try BigDecimal.pointAngle(y: y.magnitude, x: x.magnitude, unit: angle))
        case .gcd, .lcm:
            var result = try Self.whole(values[0], for: self)
            for value in values.dropFirst() {
                let next = try Self.whole(value, for: self)
                result =
                    self == .gcd
                    ? try Self.gcd(result, next, budget: &budget) : try Self.lcm(result, next, budget: &budget)
            }
            return .number(result)
        }
    }

    /// The function of `values` computed on them over 10^k, times 10^k, where 10^k is the size of
    /// the largest, when it is far from 1: their squares would leave the range (1e±10000) where
    /// the result does not (`hypot(3e-6000, 4e-6000)` is 5e-6000, not 0). Dividing by a power of
    /// ten is exact; nil when no value is that far.
    private func rescaled(_ values: [Value], angle: AngleUnit, budget: inout WorkBudget) throws(CalculatorError)
        -> Value?
    {
        let sizes = values.compactMap { $0.magnitude.isZero ? nil : $0.magnitude.magnitude10 }
        guard let k = sizes.max(), abs(k) > Self.rescaledBeyond else { return nil }
        let scale = Value.number(BigDecimal(significand: 1, exponent: k))
        var scaled: [Value] = []
        for value in values { scaled.append(try BinaryOperator.divide.apply(value, scale, budget: &budget)) }
        return try BinaryOperator.multiply.apply(
            try apply(scaled, angle: angle, budget: &budget), scale, budget: &budget)
    }

    /// The size (a power of ten) past which `hypot` and `stdev` work on their values rescaled.
    private static let rescaledBeyond = 1_000

    /// The sum of `values`, in the first one's unit.
    private func total(_ values: [Value], budget: inout WorkBudget) throws(CalculatorError) -> Value {
        var sum = values[0]
        for value in values.dropFirst() { sum = try BinaryOperator.add.apply(sum, value, budget: &budget) }
        return sum
    }

    /// The sign of `a − b`: values of one dimension compared in `a`'s unit.
    static func compare(_ a: Value, _ b: Value, budget: inout WorkBudget) throws(CalculatorError) -> Int {
        let difference = try BinaryOperator.subtract.apply(a, b, budget: &budget)
        return difference.magnitude.isZero ? 0 : difference.magnitude.isNegative ? -1 : 1
    }

    /// Sorts `values` ascending (insertion sort: lists are short, and every comparison is paid for).
    static func sort(_ values: inout [Value], budget: inout WorkBudget) throws(CalculatorError) {
        for i in values.indices.dropFirst() {
            var j = i
            while j > 0, try compare(values[j - 1], values[j], budget: &budget) > 0 {
                values.swapAt(j - 1, j)
                j -= 1
            }
        }
    }

    /// `value` as a whole number, ≥ 0 (`gcd` and `lcm` also take negatives, as their size); one
    /// rounded past 100 digits is refused, as its divisors are not known (`gcd(2^300, 3^300)`).
    private static func whole(_ value: Value, for function: ListFunction) throws(CalculatorError) -> BigDecimal {
        guard let n = value.number, n.isInteger else {
            throw .units("\(function.rawValue) needs whole numbers, not \(value.displayString)")
        }
        _ = try n.wholeNumber()
        if function == .gcd || function == .lcm { return n.absolute }
        guard !n.isNegative else { throw .units("\(function.rawValue) needs whole numbers of 0 or more") }
        return n
    }

    /// nPr, n!/(n − r)!, as the product of its r factors; nCr over the smaller of r and n − r,
    /// each step the whole number C(n, i + 1) = C(n, i)·(n − i)/(i + 1). Exact integers throughout,
    /// rounded once at the end as a factorial is (`nCr(400, 200)` has all 120 of its digits right).
    private func arrangements(_ n: BigDecimal, _ r: BigDecimal, budget: inout WorkBudget) throws(CalculatorError)
        -> BigDecimal
    {
        let k = self == .nCr ? Swift.min(r, try n - r) : r
        guard let factors = k.intValue, factors <= 100_000, let top = n.bigIntValue else { throw .tooComplex }
        if let digits = BigDecimal.estimatedDigits(ofArrangements: n, factors, divided: self == .nCr),
            digits >= Double(BigDecimal.maximumMagnitude)
        {
            throw .overflow
        }
        var result = BigInt(1)
        for i in 0..<factors {
            try budget.spend(WorkCost.arrangementStep(product: result, factor: n, divides: self == .nCr))
            result *= top - BigInt(i)
            if self == .nCr { result /= BigInt(i + 1) }
            // A digit is 3.3219 bits: stop as soon as the product is past the largest number.
            if result.bitWidth > (BigDecimal.maximumMagnitude + 1) * 3322 / 1000 { throw .overflow }
        }
        return try BigDecimal(significand: result).roundedMarkingLoss().checked()
    }

    private static func gcd(_ a: BigDecimal, _ b: BigDecimal, budget: inout WorkBudget) throws(CalculatorError)
        -> BigDecimal
    {
        var (x, y) = (a, b)
        while !y.isZero { (x, y) = (y, try BinaryOperator.modulus.apply(x, y, budget: &budget)) }
        return x
    }

    private static func lcm(_ a: BigDecimal, _ b: BigDecimal, budget: inout WorkBudget) throws(CalculatorError)
        -> BigDecimal
    {
        if a.isZero || b.isZero { return .zero }
        let divisor = try gcd(a, b, budget: &budget)
        return try BinaryOperator.multiply.apply(
            a, try BinaryOperator.divide.apply(b, divisor, budget: &budget), budget: &budget)
    }
}
