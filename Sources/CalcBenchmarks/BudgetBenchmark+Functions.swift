import CalcEngine

extension BudgetBenchmark {
    /// Functions of x as a graph evaluates them: the series functions and a few cheap ones.
    static let functionsOfX = [
        "sin(x)", "cos(x)", "tan(x)", "exp(x)", "ln(x)", "log(x)", "sqrt(x)", "cbrt(x)", "asin(x/5)", "acos(x/5)",
        "atan(x)", "sinh(x)", "cosh(x)", "tanh(x)", "asinh(x)", "acosh(x)", "atanh(x/5)", "x^0.5", "x^3-x", "1/x",
    ]

    /// Calibrates the series functions' cost (`WorkCost.series`): each function of x evaluated at
    /// the 401 points of a graph from -5 to 5, as `Plot` does (x a decimal of up to 17 digits),
    /// each point the fastest of 3 runs (the machine is shared): the mean and the slowest point's
    /// time and units, and their ratio, which should be about 1 µs per unit at the slowest point.
    static func runFunctionsOfX() {
        print("  functions of x at a graph's 401 points from -5 to 5 (mean; slowest point; µs per unit there):")
        let scope = NameScope(parameters: [ExpressionEvaluator.plotVariable])
        let evaluator = ExpressionEvaluator()
        let points = (0...400).compactMap { BigDecimal(exactly: "\(-5 + 10 * Double($0) / 400)") }
        for text in functionsOfX {
            guard let f = try? ExpressionParser.parse(text, scope: scope) else { continue }
            var total = 0.0
            var totalUnits = 0
            var slowest = (time: 0.0, units: 0, x: "")
            for x in points {
                var best = Double.infinity
                var units = 0
                for _ in 0..<3 {
                    var budget = WorkBudget(units: .max / 2)
                    let start = EngineBenchmark.clock.now
                    _ = try? evaluator.evaluate(f, x: .number(x), budget: &budget)
                    best = min(best, EngineBenchmark.seconds(EngineBenchmark.clock.now - start))
                    units = Int.max / 2 - budget.remaining
                }
                total += best
                totalUnits += units
                if best > slowest.time { slowest = (best, units, x.displayString) }
            }
            let mean = total / Double(points.count)
            let rate = slowest.units > 0 ? slowest.time * 1e6 / Double(slowest.units) : 0
            print(
                "    \(text): \(micro(mean)), \(totalUnits / points.count) units; x = \(slowest.x): "
                    + "\(micro(slowest.time)), \(slowest.units) units, \(fixed(rate)) µs/unit")
        }
    }
}
