import Testing

@testable import CalcEngine

/// A factorial or an integer power longer than the 100 digits an exact result keeps is rounded
/// once, at the end: its 100 digits are those of the true value rounded half to even
/// (`Fixtures/products.txt`, from Python's integers in `Tests/Scripts/product_reference.py`).
/// Rounded at every step, the errors reached the last digits: 100! ended …1822, not …1829.
struct LongProductTests {
    static let cases = Fixture.rows("products").filter { $0.count == 2 }.map { (expression: $0[0], value: $0[1]) }

    @Test func fixtureIsLoaded() {
        #expect(Self.cases.count >= 40)
    }

    @Test(arguments: cases)
    func theHundredDigitsAreTheTrueValuesRounded(expression: String, value: String) throws {
        let expected = try #require(BigDecimal(exactly: value))
        let result = try ExpressionEvaluator().evaluate(expression).magnitude
        #expect(result == expected, "\(result.text(significantDigits: 100))")
    }
}
