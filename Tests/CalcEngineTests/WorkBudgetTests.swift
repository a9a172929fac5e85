import CalcEngine
import Testing

/// `text` repeated until the next copy would pass `length` characters, then `end`.
private func repeated(_ text: String, upTo length: Int = 1_000, then end: String) -> String {
    var result = ""
    while result.count + text.count + end.count <= length { result += text }
    return result + end
}

/// Every evaluation has a work budget, paid for before the work (issue 13, item 2): the
/// expensive chains of the issue are refused with a clear message; single operations within the
/// documented ranges, and everyday calculations, are not.
struct WorkBudgetTests {
    static let chains = [
        repeated("3248!/3247!+", then: "1"),
        repeated("0.5!^", then: "0.5!"),
        "0.5" + String(repeating: "!", count: 997),
        repeated("1e9999%7+", then: "1"),
        repeated("sin(1e380)+", then: "1"),
    ]

    @Test(arguments: chains)
    func expensiveChainsAreTooComplex(_ text: String) {
        #expect(text.count <= 1_000)
        #expect(throws: CalculatorError.tooComplex) { try ExpressionEvaluator().evaluate(text) }
        var calculator = CalculatorState()
        calculator.evaluate(typed: text)
        #expect(calculator.view.display == "Calculation is too complex")
        #expect(calculator.view.state == .error)
    }

    /// The costliest single operations within the documented ranges (the largest factorial, Γ,
    /// powers, remainders spanning the whole range, circular functions of the largest arguments).
    static let singles = [
        "3248!", "3000.5!", "-3000.5!", "0.5!", "2^33219", "1.5^33219.5", "0.5^0.5", "1e9999%7", "1e9999%3e-9999",
        "3248!%3247!", "sin(1e384)", "cos(1e300)", "exp(23025)", "asin(0.5)", "atanh(0.5)", "cbrt(2)",
        String(repeating: "9", count: 998) + "^2",
    ]

    @Test(arguments: singles)
    func singleOperationsFit(_ text: String) throws {
        var unlimited = WorkBudget(units: .max)
        let expected = try ExpressionEvaluator().evaluate(ExpressionParser.parse(text), budget: &unlimited)
        #expect(try ExpressionEvaluator().evaluate(text) == expected)
        #expect(WorkBudget.perEvaluation - (Int.max - unlimited.remaining) >= WorkBudget.perEvaluation / 4, "\(text)")
    }

    @Test func aChainFitsUpToItsBudget() throws {
        // Ten of the largest factorial fit in no budget; one fits in every one.
        #expect(throws: CalculatorError.tooComplex) {
            try ExpressionEvaluator().evaluate(Array(repeating: "3248!", count: 10).joined(separator: "+"))
        }
        #expect(throws: Never.self) { try ExpressionEvaluator().evaluate("3248!/3247!+1") }
    }

    @Test func aBudgetIsPaidBeforeTheWork() {
        var budget = WorkBudget(units: 10)
        #expect(throws: CalculatorError.tooComplex) {
            try MathFunction.factorial.apply(BigDecimal(3248), angle: .radians, budget: &budget)
        }
        #expect(budget.remaining == 0)
        var enough = WorkBudget()
        #expect((try? BinaryOperator.add.apply(BigDecimal(1), BigDecimal(2), budget: &enough)) == BigDecimal(3))
        #expect(enough.remaining < WorkBudget.perEvaluation)
    }

    @Test func eachKeyHasItsOwnBudget() {
        // Eight of the largest factorials, one per key: more than one budget, but each within its key's.
        var calculator = CalculatorState()
        for _ in 0..<4 {
            for key in "3 2 4 8 fact ÷ 3 2 4 7 fact +".split(separator: " ") {
                calculator.press(KeyPress(parsing: String(key))!)
            }
        }
        calculator.press(.key(.equals))
        // 3248!/3247! is 3248: 4 × 3248, doubled by `+ =`.
        #expect(calculator.view.display == "25984")
    }

    @Test func oneKeyThatDoesTooMuchIsTooComplex() {
        // `=` closes a parenthesis and computes two remainders, each spanning 20,000 digits.
        var calculator = CalculatorState()
        for key in "1 EE 9 9 9 9 % ( 1 EE 9 9 9 9 % 3 EE 9 9 9 9 neg".split(separator: " ") {
            calculator.press(KeyPress(parsing: String(key))!)
        }
        var once = calculator
        calculator.press(.key(.equals))
        #expect(calculator.view.display == "Calculation is too complex")
        // Each alone fits: the same calculation closed key by key gives its value.
        once.press(.key(.closeParen))
        once.press(.key(.equals))
        #expect(once.view.display == "0")
    }

    /// The meter counts what evaluations spend on its thread: all of a refused calculation's budget,
    /// something for a real one, nothing for what is not a calculation, and nothing outside it.
    @Test func theMeterCountsWhatIsSpent() {
        let costly = String(repeating: "3248!/3247!+", count: 4) + "1"
        let refused = WorkMeter.measuring { try? ExpressionEvaluator().evaluate(costly) }
        #expect(refused.value == nil)
        #expect(refused.units == WorkBudget.perEvaluation)
        let factorial = WorkMeter.measuring { try? ExpressionEvaluator().evaluate("170!") }
        #expect(factorial.units > 0 && factorial.units < WorkBudget.perEvaluation)
        #expect(WorkMeter.measuring { 1 + 1 }.units == 0)
        #expect(WorkMeter.takeSpent() == 0, "no meter is bound here")
        let taken = WorkMeter.measuring { () -> Int in
            _ = try? ExpressionEvaluator().evaluate(costly)
            return WorkMeter.takeSpent()
        }
        #expect(taken.value == WorkBudget.perEvaluation)
        #expect(taken.units == 0, "what was taken is not counted again")
    }
}
