import CalcEngine

/// Calibrates `WorkBudget`: what single operations at the edges of the documented ranges cost
/// in time and in budget units, and how long the expensive chains run before they are
/// refused (the worst case a request can cost).
enum BudgetBenchmark {
    /// Single operations at the edges of the documented ranges: each must fit in one budget.
    static let singles = [
        "3248!", "3000.5!", "-4999.5!", "0.5!", "2^33219", "1.5^33219.5", "0.5^0.5", "1e9999%7",
        "1e9999%3e-9999", "3248!%3247!", "sin(1e384)", "sin(1)", "tan(1e200)", "asin(0.5)", "atanh(0.5)", "sinh(0.5)",
        "exp(23025)", "ln(2)", "cbrt(2)", "sqrt(2)",
        String(repeating: "9", count: 998) + "^2",
    ]

    /// Chains of up to 1,000 characters, the and others built to be as slow as possible.
    static let chains: [(String, String)] = [
        ("3248!/3247!+…", repeated("3248!/3247!+", then: "1")),
        ("0.5!^0.5!^…", repeated("0.5!^", then: "0.5!")),
        ("0.5!!!…", "0.5" + String(repeating: "!", count: 997)),
        ("1e9999%7+…", repeated("1e9999%7+", then: "1")),
        ("1e9999%3e-9999+…", repeated("1e9999%3e-9999+", then: "1")),
        ("sin(1e384)+…", repeated("sin(1e384)+", then: "1")),
        ("3000.5!+…", repeated("3000.5!+", then: "1")),
        ("1.5^33219.5+…", repeated("1.5^33219.5+", then: "1")),
        ("exp(23025)+…", repeated("exp(23025)+", then: "1")),
        ("tan(1e200)+…", repeated("tan(1e200)+", then: "1")),
        ("2^33219+…", repeated("2^33219+", then: "1")),
        ("1.2^1.2^…", repeated("1.2^", then: "1.2")),
        ("sinh(0.5)+…", repeated("sinh(0.5)+", then: "1")),
    ]

    static func repeated(_ text: String, upTo length: Int = 1_000, then end: String) -> String {
        var result = ""
        while result.count + text.count + end.count <= length { result += text }
        return result + end
    }

    static func run() {
        // Warm up the constants (π, ln 10) and the Bernoulli numbers.
        _ = try? ExpressionEvaluator().evaluate("0.5!+sin(1)+ln(2)")
        print("work budget: \(WorkBudget.perEvaluation) units per evaluation")
        print("  single operations (time, units, µs per unit):")
        var worstRate = 0.0
        for text in singles {
            let (time, units, outcome) = measure(text, budget: WorkBudget.perEvaluation)
            let rate = units > 0 ? time * 1e6 / Double(units) : 0
            worstRate = max(worstRate, rate)
            let name = text.count > 24 ? String(text.prefix(12)) + "…(\(text.count) chars)" : text
            print("    \(name): \(micro(time)), \(units) units, \(fixed(rate)) µs/unit → \(outcome)")
        }
        print("  chains of 1,000 characters without a budget, and with it (median time to answer):")
        var worstTime = 0.0
        for (name, text) in chains {
            let (free, units, _) = measure(text, budget: Int.max / 2, repeats: 1)
            let (limited, _, outcome) = measure(text, budget: WorkBudget.perEvaluation)
            worstTime = max(worstTime, limited)
            let rate = units > 0 ? free * 1e6 / Double(units) : 0
            worstRate = max(worstRate, rate)
            print(
                "    \(name): unlimited \(micro(free)) (\(units) units, \(fixed(rate)) µs/unit); budgeted \(micro(limited)) → \(outcome)"
            )
        }
        print(
            "  worst measured time under the budget: \(micro(worstTime)); worst µs/unit \(fixed(worstRate)), "
                + "so at most about \(micro(worstRate * Double(WorkBudget.perEvaluation) / 1e6)) per evaluation")
        runFunctionsOfX()
        print(
            "  workings (the steps page) from one budget, printing included, beside evaluating at once (median time):")
        for (name, text) in workings + chains {
            let (evaluation, evaluationUnits, _) = measure(text, budget: WorkBudget.perEvaluation)
            let (time, units, outcome) = measureWorking(text)
            let printing = Double(units - evaluationUnits)
            print(
                "    \(name): evaluation \(micro(evaluation)) (\(evaluationUnits) units); working \(micro(time)) "
                    + "(\(units) units; the difference \(fixed((time - evaluation) * 1e6 / max(1, printing))) µs/unit) "
                    + "→ \(outcome)")
        }
    }

    /// Workings whose printing is most of their cost: long lines of long numbers.
    static let workings: [(String, String)] = [
        ("9^99+…", repeated("9^99+", then: "9^99")),
        ("1e99+…", repeated("1e99+", then: "1e99")),
        ("1+1+…", repeated("1+", then: "1")),
        ("(1+1)*…", repeated("(1+1)*", then: "1")),
        ("2^3000-…", repeated("2^3000-", then: "1")),
        ("sqrt(2)*…", repeated("sqrt(2)*", then: "1")),
    ]

    /// The median time of reducing `text` step by step within one budget, the units it spent, and
    /// the steps it showed and left out (or its error).
    static func measureWorking(_ text: String, repeats: Int = 5) -> (Double, Int, String) {
        var times: [Double] = []
        var units = 0
        var outcome = ""
        for _ in 0..<repeats {
            var budget = WorkBudget()
            let start = EngineBenchmark.clock.now
            let working = Reduction(of: text, evaluator: ExpressionEvaluator(), budget: &budget)
            times.append(EngineBenchmark.seconds(EngineBenchmark.clock.now - start))
            units = WorkBudget.perEvaluation - budget.remaining
            let size = working.steps.reduce(0) { $0 + $1.marked.text.utf8.count + $1.marked.operation.utf8.count }
            outcome =
                working.error?.description
                ?? "\(working.steps.count) steps (\(size) characters) shown, \(working.omittedSteps) left out"
        }
        return (times.sorted()[times.count / 2], units, outcome)
    }

    /// The median of `repeats` evaluations of `text` with `budget` units (the machine is shared,
    /// so one run may be preempted), the units one spent, and its outcome.
    static func measure(_ text: String, budget: Int, repeats: Int = 5) -> (Double, Int, String) {
        var times: [Double] = []
        var units = 0
        var outcome = ""
        for _ in 0..<repeats {
            var spent = WorkBudget(units: budget)
            let start = EngineBenchmark.clock.now
            do {
                outcome = try ExpressionEvaluator().evaluate(ExpressionParser.parse(text), budget: &spent).displayString
            } catch {
                outcome = error.description
            }
            times.append(EngineBenchmark.seconds(EngineBenchmark.clock.now - start))
            units = budget - spent.remaining
        }
        return (times.sorted()[times.count / 2], units, outcome)
    }

    static func micro(_ seconds: Double) -> String {
        seconds >= 1e-3 ? fixed(seconds * 1e3) + " ms" : fixed(seconds * 1e6) + " µs"
    }

    static func fixed(_ x: Double) -> String {
        let rounded = (x * 100).rounded() / 100
        return "\(rounded)"
    }
}
