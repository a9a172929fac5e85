import CalcEngine
import PropertyBased
import Testing

/// Random decimals: up to 12 significant digits, powers of ten from -20 to 20, either sign.
private let decimals = Gen.int(in: -999_999_999_999...999_999_999_999).map { Int64($0) }
private let exponents = Gen.int(in: -20...20)

private func make(_ digits: Int64, _ exponent: Int) -> BigDecimal {
    BigDecimal(exactly: "\(digits)e\(exponent)")!
}

struct PropertyTests {
    @Test func formatThenParseGivesTheSameNumber() async {
        await propertyCheck(count: 500, input: decimals, exponents) { digits, exponent in
            let x = make(digits, exponent)
            let shown = x.displayString
            let parsed = BigDecimal(exactly: shown)
            #expect(parsed?.displayString == shown)
            // Twelve digits fit the display: where the display is plain, nothing was lost.
            if !shown.contains("e") { #expect(parsed == x) }
            #expect(BigDecimal(exactly: x.exactDescription) == x)
        }
    }

    @Test func addingThenSubtractingIsExact() async {
        await propertyCheck(count: 500, input: decimals, exponents, decimals, exponents) { a, ea, b, eb in
            let x = make(a, ea)
            let y = make(b, eb)
            #expect((try? (x + y) - y) == x)
        }
    }

    @Test func multiplyingThenDividingIsExact() async {
        await propertyCheck(count: 500, input: decimals, exponents, decimals, exponents) { a, ea, b, eb in
            let x = make(a, ea)
            let y = make(b, eb)
            guard !y.isZero else { return }
            #expect((try? (x * y) / y) == x)
        }
    }

    @Test func randomTokenStringsFinishQuicklyWithAValueOrAnError() async {
        let tokens = [
            "1", "2", "9", "0", ".", "5.5", "1e300", "+", "-", "*", "/", "%", "^", "(", ")", "!", "√",
            "sin(", "ln(", "sqrt(", "fact(", "pi", "e", "x", " ", "9^9^9", "0.1", "−", "×",
        ]
        await propertyCheck(count: 400, input: Gen.element(of: tokens).array(of: 1...40)) { parts in
            let text = parts.compactMap { $0 }.joined()
            let clock = ContinuousClock()
            let elapsed = clock.measure {
                _ = try? ExpressionEvaluator().evaluate(text)
            }
            #expect(elapsed < .seconds(2), "\(text) took \(elapsed)")
        }
    }
}
