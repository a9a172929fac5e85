import CalcEngine
import Testing

/// Counts typed far beyond any use, where an `Int` product once overflowed and trapped (taking the
/// server down with it): a unit's power beyond ±1,000 and a date moved beyond the calendar's span
/// are answered with an error. Found by random expressions over units and dates.
struct HugeCountsTests {
    static let powerOutOfRange = CalculatorError.units("A unit's power must lie between -1000 and 1000")
    static let outOfCalendar = CalculatorError.units("Dates run from 0001-01-01 to 9999-12-31")

    @Test(arguments: [
        "0.1 L ^ 9223372036854775807 to days", "4999 + (1e-50 N ^ (9223372036854775807 - 1))",
        "(1 L)^9223372036854775807", "(1 m)^(2^62)", "1 m^-1001", "1 m^99999 * 1 m^99999", "1 m^1000 * 1 m",
        "1 (m^2)^600", "1 ((((((m^1000)^1000)^1000)^1000)^1000)^1000)^1000",
    ])
    func aUnitBeyondAThousandthPowerIsAnError(expression: String) {
        #expect(throws: Self.powerOutOfRange) { try ExpressionEvaluator().evaluate(expression) }
    }

    @Test(arguments: [
        "2025-05-30 + 1e18 years", "2025-05-30 - 9223372036854775807 d",
        "(0:30 + 1e18 min) - (2025-05-30 + 1e18 years)",
        "2025-05-30 + 120000 months",
    ])
    func aDateMovedBeyondTheCalendarIsAnError(expression: String) {
        #expect(throws: Self.outOfCalendar) { try ExpressionEvaluator().evaluate(expression) }
    }

    /// The edges still work: a thousandth power, and the whole calendar in days (3,652,058 from
    /// Python's `date(9999, 12, 31) - date(1, 1, 1)`).
    @Test func theEdgesStillWork() throws {
        #expect(try ExpressionEvaluator().evaluate("1 m^1000").displayString == "1 m¹⁰⁰⁰")
        #expect(try ExpressionEvaluator().evaluate("(1 m)^100 to cm^100").displayString == "1e200 cm¹⁰⁰")
        #expect(try ExpressionEvaluator().evaluate("9999-12-31 - 3652058 d").displayString == "0001-01-01 (Monday)")
        #expect(
            try ExpressionEvaluator().evaluate("0001-01-01 + 119987 months").displayString == "9999-12-01 (Wednesday)")
    }
}
