import CalcEngine
import Testing

/// a^b with a within 10^-16 of ±1 and b past a Double's range (|b| ≥ 1.8e308): the estimate that
/// decides overflow was ∞ · 0, not a number, and the power trapped converting it (taking the server
/// down). It now follows ln a ≈ a − 1 there. Found by random worksheets; expected values from mpmath.
struct PowerNextToOneTests {
    @Test(arguments: ["1.0000000000000001^1e309", "(-1.0000000000000001)^1e309", "0.9999999999999999^-1e309"])
    func aPowerBeyondTheRangeIsOverflow(expression: String) {
        #expect(throws: CalculatorError.overflow) { try ExpressionEvaluator().evaluate(expression) }
    }

    @Test(arguments: ["1.0000000000000001^-1e309", "0.9999999999999999^1e309", "1.0000000000000001^-(1e400)"])
    func aPowerBelowTheRangeIsZero(expression: String) throws {
        #expect(try ExpressionEvaluator().evaluate(expression).displayString == "0")
    }

    /// Exponents a Double holds are worked out as before: mpmath gives 8.80681822565852e4342 for
    /// 1.0000000000000001^1e20 and 3.72007597602082e-44 for 0.9999999999999999^1e18.
    @Test func exponentsWithinADoubleAreWorkedOut() throws {
        #expect(
            try ExpressionEvaluator().evaluate("1.0000000000000001^1e20").displayString == "8.80681822565852e4342")
        #expect(try ExpressionEvaluator().evaluate("0.9999999999999999^1e18").displayString == "3.72007597602082e-44")
    }
}
