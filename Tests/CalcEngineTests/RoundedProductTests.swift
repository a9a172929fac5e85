import CalcEngine
import Testing

/// A product, quotient or power of rounded values is trusted to fewer digits than its factors,
/// so the `digits` key and `--digits` never show the factors' rounding as a digit of the result:
/// √2 × √2, each √2 to 40 digits, was 2.000000000000000000000000000000000000001. The expected
/// values are identities (√n² = n, √a·√b = √(ab), √n⁴ = n²), so no tool computes them.
struct RoundedProductTests {
    /// Every whole number up to 60 that is not a square, whose root is rounded.
    static let nonSquares = (2...60).filter { n in !(1...8).contains { $0 * $0 == n } }

    @Test func aRootSquaredIsItsNumberToEveryDigitShown() throws {
        for n in Self.nonSquares {
            for text in ["sqrt(\(n))^2", "sqrt(\(n))*sqrt(\(n))", "sqrt(\(n))^4 / \(n)"] {
                let value = try ExpressionEvaluator().evaluate(text)
                #expect(value.magnitude.longText == String(n), "\(text)")
                #expect(value.magnitude.text(significantDigits: 60) == value.magnitude.longText, "\(text)")
            }
        }
    }

    /// √a·√b = √(ab): a whole number when ab is a square (√2·√8 = 4, √3·√12 = 6, √5·√20 = 10).
    @Test func rootsWhoseProductIsWholeShowIt() throws {
        for (a, b, product) in [(2, 8, 4), (3, 12, 6), (5, 20, 10), (6, 24, 12), (7, 28, 14), (2, 18, 6), (10, 40, 20)]
        {
            let value = try ExpressionEvaluator().evaluate("sqrt(\(a))*sqrt(\(b))")
            #expect(value.magnitude.longText == String(product), "√\(a)·√\(b)")
            let quotient = try ExpressionEvaluator().evaluate("sqrt(\(b))/sqrt(\(a))")
            #expect(quotient.magnitude.longText == String(product / a), "√\(b)/√\(a)")
        }
    }

    /// A chain of products loses a digit, not one a factor: √3 multiplied 46 times is 3^23 =
    /// 94143178827 on the display and to 35 significant digits, not 9e10 (as a digit lost at each
    /// of its 45 products would make it). Its error grows with the chain (about 22 units of the
    /// 40th digit here), so its last digits may still differ.
    @Test func aChainOfProductsKeepsItsDigits() throws {
        for (root, count, product) in [(3, 46, "94143178827"), (2, 36, "262144"), (5, 20, "9765625")] {
            let text = Array(repeating: "sqrt(\(root))", count: count).joined(separator: "*")
            let value = try ExpressionEvaluator().evaluate(text).magnitude
            #expect(value.displayString == product, "√\(root) × \(count)")
            #expect(value.text(significantDigits: 35) == product, "√\(root) × \(count)")
            #expect(value.precision == BigDecimal.functionDigits - 1, "√\(root) × \(count)")
        }
    }

    /// A rounded value times an exact one keeps its precision: π × 2 shows 50 digits, as π does.
    @Test func anExactFactorTakesNoDigit() throws {
        let pi = try ExpressionEvaluator().evaluate("pi").magnitude.longText
        let twice = try ExpressionEvaluator().evaluate("pi*2").magnitude.longText
        #expect(pi.filter(\.isNumber).count == 50 && twice.filter(\.isNumber).count == 50)
        #expect(twice.hasPrefix("6.283185307179586476925286766559005768394338798750"))
    }
}
